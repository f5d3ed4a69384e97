import { BookOpen, ChevronRight } from 'lucide-react';
import { Link } from 'react-router';
import { IconTile } from '../../../components/icon-tile';
import { usePageTranslation } from '../../../lib/use-page-translation';

/** The way from the lessons to the glossary (/learn/glossary): the whole card is the link. */
export function GlossaryCard() {
  const { t } = usePageTranslation('learn');
  return (
    <div className="relative flex items-center gap-3 rounded-2xl bg-white p-4 shadow-sm ring-1 ring-slate-200 focus-within:ring-2 focus-within:ring-brand-600 hover:ring-slate-300">
      <IconTile icon={BookOpen} className="size-11 bg-sky-100 text-sky-700" iconClassName="size-6" />
      <div className="min-w-0 flex-1">
        <h2 className="font-bold text-slate-900">
          <Link
            to="/learn/glossary"
            className="after:absolute after:inset-0 after:rounded-2xl focus-visible:outline-none"
            data-testid="glossary-link"
          >
            {t('learn.glossary.title')}
          </Link>
        </h2>
        <p className="text-sm text-slate-600">{t('learn.glossary.body')}</p>
      </div>
      <ChevronRight className="size-5 shrink-0 text-slate-500 flip-rtl" aria-hidden />
    </div>
  );
}

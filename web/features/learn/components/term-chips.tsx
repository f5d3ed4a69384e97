import { BookOpen } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { usePageTranslation } from '../../../lib/use-page-translation';

/** The glossary terms a lesson explains, each a link to its entry on /learn/glossary. */
export function TermChips({ terms }: { terms: string[] }) {
  const { t } = usePageTranslation('learn');
  const glossary = useTranslation('glossary').t;
  return (
    <div>
      <h3 className="mb-2 text-sm font-semibold text-slate-700">{t('learn.figure.terms')}</h3>
      <ul className="flex flex-wrap gap-2" data-testid="lesson-terms">
        {terms.map((id) => (
          <li key={id}>
            <Link
              to={`/learn/glossary#${id}`}
              className="inline-flex min-h-10 items-center gap-1.5 rounded-full bg-sky-50 px-3 text-sm font-semibold text-sky-800 ring-1 ring-sky-200 hover:bg-sky-100 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
            >
              <BookOpen className="size-4 shrink-0" aria-hidden />
              {glossary(`glossary.terms.${id}.term`)}
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}

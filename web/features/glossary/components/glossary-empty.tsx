import { SearchX } from 'lucide-react';
import { usePageTranslation } from '../../../lib/use-page-translation';

/** What the page says when no term matches the search. */
export function GlossaryEmpty({ query }: { query: string }) {
  const { t } = usePageTranslation('glossary');
  return (
    <div
      className="flex flex-col items-center rounded-2xl bg-white px-6 py-12 text-center shadow-sm ring-1 ring-slate-200"
      data-testid="glossary-empty"
    >
      <span className="flex size-14 items-center justify-center rounded-3xl bg-slate-100 text-slate-600">
        <SearchX className="size-7" aria-hidden />
      </span>
      <h2 className="mt-4 text-lg font-bold wrap-anywhere text-slate-900">
        {t('glossary.page.emptyTitle', { query: query.trim() })}
      </h2>
      <p className="mt-1 max-w-sm text-slate-600">{t('glossary.page.emptyBody')}</p>
    </div>
  );
}

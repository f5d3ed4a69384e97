import { SearchX } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';

/** Nothing matches the search and category: say so, and offer a way back to every company. */
export function DirectoryEmptyState({ query, onClear }: { query: string; onClear: () => void }) {
  const { t } = useTranslation();
  return (
    <div className="flex flex-col items-center rounded-2xl border border-dashed border-slate-300 bg-white px-6 py-12 text-center">
      <SearchX className="size-10 text-slate-500" aria-hidden />
      <p className="mt-3 text-lg font-semibold text-slate-900">
        {query ? t('companies.empty.withQuery', { query }) : t('companies.empty.title')}
      </p>
      <p className="mt-1 max-w-sm text-sm text-slate-600">{t('companies.empty.hint')}</p>
      <Button variant="secondary" className="mt-5" onClick={onClear}>
        {t('companies.empty.clear')}
      </Button>
    </div>
  );
}

import { AlertTriangle, RotateCw } from 'lucide-react';
import { usePageTranslation } from '../../../lib/use-page-translation';
import { errorKey } from '../../../lib/api-client';

/** A panel's data could not load: a short line with the reason and a retry button. */
export function PanelError({ message, error, onRetry }: { message: string; error: unknown; onRetry: () => void }) {
  const { t } = usePageTranslation('trade');
  return (
    <div role="alert" className="flex flex-col items-center gap-2 rounded-xl bg-slate-50 px-4 py-6 text-center">
      <AlertTriangle className="size-6 text-rose-600" aria-hidden />
      <p className="text-sm font-semibold text-slate-900">{message}</p>
      <p className="text-sm text-slate-600">{t(errorKey(error))}</p>
      <button
        type="button"
        onClick={onRetry}
        className="mt-1 inline-flex h-9 items-center gap-1.5 rounded-lg px-3 text-sm font-semibold text-brand-700 ring-1 ring-slate-300 hover:bg-white focus-visible:outline-2 focus-visible:outline-brand-600"
      >
        <RotateCw className="size-4" aria-hidden />
        {t('common.retry')}
      </button>
    </div>
  );
}

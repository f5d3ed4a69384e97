import { useTranslation } from 'react-i18next';

export function Spinner({ label }: { label?: string }) {
  const { t } = useTranslation();
  return (
    <div role="status" className="flex items-center justify-center p-8">
      <span className="size-8 animate-spin rounded-full border-4 border-slate-200 border-t-brand-600" aria-hidden />
      <span className="sr-only">{label ?? t('common.loading')}</span>
    </div>
  );
}

/** Full-screen fallback while a route's code or the language's strings load (no text: strings may not be there yet). */
export function PageSpinner() {
  return (
    <div role="status" aria-label="Loading" className="flex min-h-dvh items-center justify-center">
      <span className="size-10 animate-spin rounded-full border-4 border-slate-200 border-t-brand-600" aria-hidden />
    </div>
  );
}

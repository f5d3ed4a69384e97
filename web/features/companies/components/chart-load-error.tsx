import { AlertTriangle, RotateCw } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { errorKey } from '../../../lib/api-client';

/** The candles failed to load: the reason and a retry, inside the chart's frame. */
export function ChartLoadError({
  error,
  retrying,
  onRetry,
}: {
  error: unknown;
  retrying: boolean;
  onRetry: () => void;
}) {
  const { t } = useTranslation();
  return (
    <div
      role="alert"
      className="flex size-full flex-col items-center justify-center rounded-xl bg-slate-50 px-6 text-center"
    >
      <AlertTriangle className="size-8 text-rose-600" aria-hidden />
      <p className="mt-2 font-semibold text-slate-900">{t('chart.error')}</p>
      <p className="mt-1 text-sm text-slate-600">{t(errorKey(error))}</p>
      <Button variant="secondary" size="sm" className="mt-3" onClick={onRetry} disabled={retrying}>
        <RotateCw className="size-4" aria-hidden />
        {t('common.retry')}
      </Button>
    </div>
  );
}

import { AlertTriangle, RotateCw } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { ApiError } from '../../../lib/api-client';

/** A failed load of /api/landing, with a retry. */
export function DataError({ message, error, onRetry }: { message: string; error: unknown; onRetry: () => void }) {
  const { t } = useTranslation();
  const detail = error instanceof ApiError ? t(`errors.${error.code}`) : t('errors.internal');
  return (
    <div
      role="alert"
      className="flex flex-col gap-3 rounded-2xl bg-rose-50 p-4 ring-1 ring-rose-200 sm:flex-row sm:items-center sm:justify-between"
    >
      <div className="flex items-start gap-3">
        <AlertTriangle className="mt-0.5 size-5 shrink-0 text-rose-700" aria-hidden />
        <div>
          <p className="font-semibold text-rose-900">{message}</p>
          <p className="text-sm text-rose-800">{detail}</p>
        </div>
      </div>
      <Button variant="secondary" className="self-start sm:self-auto" onClick={onRetry}>
        <RotateCw className="size-4" aria-hidden />
        {t('common.retry')}
      </Button>
    </div>
  );
}

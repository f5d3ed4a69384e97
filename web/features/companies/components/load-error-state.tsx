import { AlertTriangle, RotateCw } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { ApiError } from '../../../lib/api-client';

/** A failed load, with the server's reason (translated by error code) and a retry button. */
export function LoadErrorState({ title, error, onRetry }: { title: string; error: unknown; onRetry: () => void }) {
  const { t } = useTranslation();
  const code = error instanceof ApiError ? error.code : 'internal';
  return (
    <div
      role="alert"
      className="flex flex-col items-center rounded-2xl bg-white px-6 py-12 text-center shadow-sm ring-1 ring-slate-200"
    >
      <AlertTriangle className="size-10 text-rose-600" aria-hidden />
      <p className="mt-3 text-lg font-semibold text-slate-900">{title}</p>
      <p className="mt-1 max-w-sm text-sm text-slate-600">{t(`errors.${code}`)}</p>
      <Button className="mt-5" onClick={onRetry}>
        <RotateCw className="size-4" aria-hidden />
        {t('common.retry')}
      </Button>
    </div>
  );
}

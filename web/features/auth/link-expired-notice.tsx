import { TriangleAlert } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/ui/button';

/** /auth?error=INVALID_TOKEN: the emailed reset link was bad, used or too old. */
export function LinkExpiredNotice({ onRequestNew }: { onRequestNew: () => void }) {
  const { t } = useTranslation();
  return (
    <div
      role="alert"
      className="flex items-start gap-3 rounded-xl bg-amber-50 p-4 text-amber-950 ring-1 ring-amber-200"
    >
      <TriangleAlert className="mt-0.5 size-5 shrink-0 text-amber-700" aria-hidden />
      <div className="space-y-2 text-sm">
        <p className="font-bold">{t('auth.linkExpired.title')}</p>
        <p>{t('auth.linkExpired.body')}</p>
        <Button type="button" size="sm" variant="secondary" onClick={onRequestNew}>
          {t('auth.linkExpired.requestNew')}
        </Button>
      </div>
    </div>
  );
}

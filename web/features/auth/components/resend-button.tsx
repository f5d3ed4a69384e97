import { RotateCw } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';

/** "Resend code", waiting out the server's 30 s gap with a visible countdown. */
export function ResendButton({
  remaining,
  pending,
  onResend,
}: {
  remaining: number;
  pending: boolean;
  onResend: () => void;
}) {
  const { t } = useTranslation();
  return (
    <Button type="button" variant="ghost" className="w-full" disabled={remaining > 0 || pending} onClick={onResend}>
      <RotateCw className={pending ? 'size-4 animate-spin' : 'size-4'} aria-hidden />
      {remaining > 0 ? t('auth.code.resendIn', { count: remaining }) : t('auth.code.resend')}
    </Button>
  );
}

import { TriangleAlert } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';

/**
 * /auth?error=INVALID_TOKEN: the emailed reset link was bad, used or too old; with ?link=sign-up,
 * the sign-up link was (signing in with the password mails a fresh one).
 */
export function LinkExpiredNotice({ kind, onRequestNew }: { kind: 'reset' | 'signUp'; onRequestNew: () => void }) {
  const { t } = useTranslation();
  const keys = kind === 'reset' ? 'auth.linkExpired' : 'auth.signUpLinkExpired';
  return (
    <div
      role="alert"
      className="flex items-start gap-3 rounded-xl bg-amber-50 p-4 text-amber-950 ring-1 ring-amber-200"
    >
      <TriangleAlert className="mt-0.5 size-5 shrink-0 text-amber-700" aria-hidden />
      <div className="space-y-2 text-sm">
        <p className="font-bold">{t(`${keys}.title`)}</p>
        <p>{t(`${keys}.body`)}</p>
        <Button type="button" size="sm" variant="secondary" onClick={onRequestNew}>
          {t(`${keys}.requestNew`)}
        </Button>
      </div>
    </div>
  );
}

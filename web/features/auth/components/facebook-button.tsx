import { useTranslation } from 'react-i18next';
import { toast } from '../../../lib/toast';
import { Button } from '../../../components/ui/button';

/** Facebook sign-in is not offered: the button is there and says so when pressed. */
export function FacebookButton() {
  const { t } = useTranslation();
  return (
    <Button
      type="button"
      variant="secondary"
      size="lg"
      className="w-full"
      onClick={() => toast.info(t('auth.facebook.unavailable'))}
    >
      <svg viewBox="0 0 24 24" className="size-5 shrink-0" aria-hidden>
        <circle cx="12" cy="12" r="12" fill="#1877F2" />
        <path
          fill="#fff"
          d="M13.4 19.5v-6.2h2.1l.3-2.4h-2.4V9.4c0-.7.2-1.2 1.2-1.2h1.3V6.1a17 17 0 0 0-1.9-.1c-1.9 0-3.2 1.2-3.2 3.3v1.7H8.7v2.4h2.1v6.2z"
        />
      </svg>
      {t('auth.facebook.button')}
    </Button>
  );
}

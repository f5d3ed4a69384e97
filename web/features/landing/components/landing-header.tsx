import { LogIn } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { BrandMark } from '../../../components/brand-mark';
import { LanguagePicker } from '../../../components/language-picker';
import { TopBar } from '../../../components/top-bar';
import { Button } from '../../../components/ui/button';
import { useSession } from '../../../lib/session';

/** The landing page's own header: it stands outside the signed-in app shell. */
export function LandingHeader() {
  const { t } = useTranslation();
  const signedIn = useSession().me !== null;
  return (
    <TopBar
      sticky
      brand={
        <Link to="/landing" className="rounded-md">
          <BrandMark />
        </Link>
      }
    >
      <LanguagePicker />
      <Button variant="secondary" size="sm" className="whitespace-nowrap" asChild>
        {/* Signed in: "Open Bolts" back to the app instead of "Sign in". */}
        <Link to={signedIn ? '/' : '/auth'}>
          <LogIn className="hidden size-4 flip-rtl sm:block" aria-hidden />
          {signedIn ? t('shell.openApp') : t('landing.header.signIn')}
        </Link>
      </Button>
    </TopBar>
  );
}

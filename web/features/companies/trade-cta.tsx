import { ArrowRight, UserPlus } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button, type ButtonProps } from '../../components/ui/button';
import { storeRedirectAfterAuth } from '../../lib/session';

/**
 * SPEC §2: "Trade Now" (signed in: /trade with the company in router state, and in the query so a
 * reload keeps it) or "Sign Up to Trade" (signed out: /auth).
 */
export function TradeCta({
  companyId,
  signedIn,
  size = 'lg',
  variant = 'bolt',
  className,
}: {
  companyId: string;
  signedIn: boolean;
  size?: ButtonProps['size'];
  variant?: ButtonProps['variant'];
  className?: string;
}) {
  const { t } = useTranslation();
  const tradePath = `/trade?company=${encodeURIComponent(companyId)}`;
  return (
    <Button asChild size={size} variant={variant} className={className}>
      {signedIn ? (
        <Link to={tradePath} state={{ company: companyId }}>
          {t('company.cta.tradeNow')}
          <ArrowRight className="flip-rtl size-5" aria-hidden />
        </Link>
      ) : (
        // After signing in, the visitor lands on this company's trade.
        <Link to="/auth" onClick={() => storeRedirectAfterAuth(tradePath)}>
          <UserPlus className="size-5" aria-hidden />
          {t('company.cta.signUp')}
        </Link>
      )}
    </Button>
  );
}

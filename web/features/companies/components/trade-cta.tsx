import { ArrowRight, UserPlus } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button, type ButtonProps } from '../../../components/ui/button';
import { tradeLinkProps } from '../../../lib/trade-link';

/**
 * "Trade Now" (signed in: /trade with the company in router state, and in the query so a
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
  return (
    <Button asChild size={size} variant={variant} className={className}>
      {/* Signed out, the visitor lands on this company's trade after signing in. */}
      <Link {...tradeLinkProps(signedIn, companyId)}>
        {signedIn ? (
          <>
            {t('company.cta.tradeNow')}
            <ArrowRight className="flip-rtl size-5" aria-hidden />
          </>
        ) : (
          <>
            <UserPlus className="size-5" aria-hidden />
            {t('company.cta.signUp')}
          </>
        )}
      </Link>
    </Button>
  );
}

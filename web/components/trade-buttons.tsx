import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { cn } from '../lib/cn';
import { tradeLinkProps } from '../lib/trade-link';
import { Button } from './ui/button';

/**
 * A news card's Buy and Sell: into the trade with that side chosen; for a visitor,
 * to /auth first, then back to that trade.
 */
export function TradeButtons({
  companyId,
  symbol,
  signedIn,
  className,
}: {
  companyId: string;
  symbol: string;
  signedIn: boolean;
  className?: string;
}) {
  const { t } = useTranslation();
  return (
    <div className={cn('flex gap-2', className)}>
      <Button asChild size="sm" className="flex-1 bg-emerald-700 hover:bg-emerald-800 sm:flex-none">
        <Link {...tradeLinkProps(signedIn, companyId, 'buy')} aria-label={t('feed.news.buyLabel', { symbol })}>
          {t('feed.news.buy')}
        </Link>
      </Button>
      <Button asChild size="sm" className="flex-1 bg-rose-700 hover:bg-rose-800 sm:flex-none">
        <Link {...tradeLinkProps(signedIn, companyId, 'sell')} aria-label={t('feed.news.sellLabel', { symbol })}>
          {t('feed.news.sell')}
        </Link>
      </Button>
    </div>
  );
}

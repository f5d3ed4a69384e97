import { Star } from 'lucide-react';
import { Link } from 'react-router';
import { BoltPrice } from '../bolt-price';
import { ChangeBadge } from '../change-badge';
import { CompanyLogo } from '../company-logo';
import { SectionCard } from '../section-card';
import { cn } from '../../lib/cn';
import { usePageTranslation } from '../../lib/use-page-translation';
import { useWatchlist } from '../../lib/watchlist';
import { StarButton } from './star-button';

/**
 * The starred companies, compact: logo, symbol, live price and the day's change. On the trading
 * floor a row picks the company (`onSelect`) and the header stars the selected one; elsewhere a row
 * opens the company's page.
 */
export function WatchlistCard({
  onSelect,
  selected,
  className,
}: {
  onSelect?: (companyId: string) => void;
  selected?: { id: string; symbol: string } | null;
  className?: string;
}) {
  const { t } = usePageTranslation('watchlist');
  const list = useWatchlist();
  const companies = list.data?.companies ?? [];
  return (
    <SectionCard title={t('watchlist.list.title')} icon={Star} className={className}>
      {selected && (
        <StarButton companyId={selected.id} symbol={selected.symbol} className="mb-3 w-full justify-center" />
      )}
      {list.isPending ? (
        <p className="text-sm text-slate-600">{t('watchlist.list.loading')}</p>
      ) : companies.length === 0 ? (
        <p className="text-sm text-slate-600">{t('watchlist.list.empty')}</p>
      ) : (
        <ul className="-mx-2 divide-y divide-slate-100" data-testid="watchlist">
          {companies.map((c) => {
            const row = (
              <>
                <CompanyLogo logo={c.logo} symbol={c.symbol} />
                <span className="min-w-0 flex-1">
                  <span className="block font-bold text-slate-900">{c.symbol}</span>
                  <span className="block truncate text-xs text-slate-600">{c.name}</span>
                </span>
                <span className="flex flex-col items-end">
                  <BoltPrice minor={c.priceMinor} className="text-sm" />
                  <ChangeBadge bp={c.changeBp} className="text-xs" />
                </span>
              </>
            );
            const rowClass = cn(
              'flex w-full items-center gap-3 rounded-lg px-2 py-2 text-start hover:bg-slate-50',
              'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600',
              selected?.id === c.companyId && 'bg-brand-50',
            );
            return (
              <li key={c.companyId}>
                {onSelect ? (
                  <button
                    type="button"
                    className={rowClass}
                    aria-current={selected?.id === c.companyId || undefined}
                    onClick={() => onSelect(c.companyId)}
                  >
                    {row}
                  </button>
                ) : (
                  <Link to={`/company/${c.companyId}`} className={rowClass}>
                    {row}
                  </Link>
                )}
              </li>
            );
          })}
        </ul>
      )}
    </SectionCard>
  );
}

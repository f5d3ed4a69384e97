// The watchlist's parts as other pages place them. Their strings are a page namespace of their own
// (watchlist), loaded the first time one shows: each waits in its own Suspense, not the whole page.
import { Suspense, type ComponentProps } from 'react';
import { PriceAlertsCard as AlertsCard } from './price-alerts-card';
import { StarButton as Star } from './star-button';
import { WatchlistCard as ListCard } from './watchlist-card';

export function WatchlistCard(props: ComponentProps<typeof ListCard>) {
  return (
    <Suspense fallback={null}>
      <ListCard {...props} />
    </Suspense>
  );
}

export function PriceAlertsCard(props: ComponentProps<typeof AlertsCard>) {
  return (
    <Suspense fallback={null}>
      <AlertsCard {...props} />
    </Suspense>
  );
}

export function StarButton(props: ComponentProps<typeof Star>) {
  return (
    <Suspense fallback={null}>
      <Star {...props} />
    </Suspense>
  );
}

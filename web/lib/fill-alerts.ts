// "Your limit order filled": a resting order fills on a later market tick, maybe while the player
// looks at another page, so the realtime fill is announced with a toast - unless the player turned
// trade alerts off in their settings. Immediate fills are announced by the trade form itself.
import type { QueryClient } from '@tanstack/react-query';
import i18n from 'i18next';
import { toast } from './toast';
import type { ServerEvents } from '#core/realtime';
import { formatPrice } from '#core/format';
import { settingsQueryOptions } from './settings';

export async function announceFill(queryClient: QueryClient, fill: ServerEvents['fill']) {
  if (!fill.wasResting) return;
  const settings = await queryClient.fetchQuery({ ...settingsQueryOptions, staleTime: 60_000 }).catch(() => null);
  if (settings && !settings.notifications.tradeAlerts) return;
  const { trade } = fill;
  toast.success(i18n.t('fills.title'), {
    description: i18n.t(trade.side === 'buy' ? 'fills.bought' : 'fills.sold', {
      count: trade.quantity,
      symbol: trade.companySymbol,
      price: formatPrice(trade.pricePerShareMinor, i18n.language),
    }),
  });
}

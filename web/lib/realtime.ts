// Realtime in the React app: the tab's socket (web/lib/realtime-client) writes what it receives
// into the TanStack Query cache. Books and trades land in the market-data keys (their polling pauses
// meanwhile); price ticks update cached company lists, details and books in place, and index ticks
// the indices (web/lib/indices), without refetching; fills and order closes reload the player's
// trading data (unless this tab's own request already did), and a resting order's fill is
// announced (web/lib/fill-alerts).
import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import type { ServerFrame, ServerEvents } from '#core/realtime';
import type { CompanyDetail, CompanyList, CompanySummary } from '#core/schemas/companies';
import type { OrderBook, PriceTick } from '#core/schemas/market-data';
import { announceAchievements } from './achievement-alerts';
import { announceFill } from './fill-alerts';
import { applyIndices } from './indices';
import { applyChat, applyFriendsChanged, applyPresence } from './social-cache';
import { marketDataKeys } from './market-data';
import { getTabRealtime, setTabFrameHandler } from './realtime-client';
import { meQueryOptions, useSession } from './session';
import { reloadAfterOrderNews } from './trading';

export { useCompanySubscription, useLiveCompany, useRealtimeStatus, type RealtimeStatus } from './realtime-client';

function withTick<T extends Pick<CompanySummary, 'priceMinor' | 'changeBp' | 'volume' | 'marketCapMinor'>>(
  company: T,
  tick: PriceTick,
): T {
  return {
    ...company,
    priceMinor: tick.priceMinor,
    changeBp: tick.changeBp,
    volume: tick.volume,
    marketCapMinor: tick.marketCapMinor,
  };
}

/** Writes a tick into every cached company list, company detail and order book it concerns. */
export function applyPrices(queryClient: QueryClient, { prices }: ServerEvents['prices']) {
  const ticks = new Map(prices.map((p) => [p.companyId, p]));
  const cache = queryClient.getQueryCache();

  for (const query of cache.findAll({ queryKey: ['companies', 'list'] })) {
    const list = query.state.data as CompanyList | undefined;
    if (!list || !list.companies.some((c) => ticks.has(c.id))) continue;
    queryClient.setQueryData<CompanyList>(query.queryKey, {
      ...list,
      companies: list.companies.map((c) => {
        const tick = ticks.get(c.id);
        return tick ? withTick(c, tick) : c;
      }),
    });
  }
  for (const query of cache.findAll({ queryKey: ['companies', 'detail'] })) {
    const detail = query.state.data as CompanyDetail | undefined;
    const tick = detail && ticks.get(detail.id);
    if (tick) queryClient.setQueryData<CompanyDetail>(query.queryKey, withTick(detail, tick));
  }
  // The book's levels follow at the next push (within 5 s); its headline price follows now.
  for (const query of cache.findAll({ queryKey: ['market', 'book'] })) {
    const book = query.state.data as OrderBook | undefined;
    const tick = book && ticks.get(book.companyId);
    if (tick) queryClient.setQueryData<OrderBook>(query.queryKey, { ...book, priceMinor: tick.priceMinor });
  }
}

/** What each server frame does to the cache. */
export function applyServerFrame(queryClient: QueryClient, frame: ServerFrame) {
  switch (frame.type) {
    case 'book':
      queryClient.setQueryData(marketDataKeys.book(frame.data.companyId), frame.data);
      break;
    case 'trades':
      queryClient.setQueryData(marketDataKeys.trades(frame.data.companyId), frame.data);
      break;
    case 'prices':
      applyPrices(queryClient, frame.data);
      break;
    case 'indices':
      applyIndices(queryClient, frame.data);
      break;
    case 'fill':
      reloadAfterOrderNews(queryClient, frame.data.wasResting ? null : 'place', frame.data.order.id);
      void announceFill(queryClient, frame.data);
      break;
    case 'order':
      reloadAfterOrderNews(queryClient, 'cancel', frame.data.order.id);
      break;
    case 'achievement':
      announceAchievements(queryClient, frame.data);
      break;
    case 'coach':
      // The Trade Coach's cards (web/components/coach, web/lib/coach) are read again.
      void queryClient.invalidateQueries({ queryKey: ['coach'] });
      break;
    case 'notification':
      // The bell's count and the notification centre's list (web/features/notifications) are read again.
      void queryClient.invalidateQueries({ queryKey: ['notifications'] });
      break;
    case 'chat':
      applyChat(queryClient, queryClient.getQueryData(meQueryOptions.queryKey)?.user.id, frame.data);
      break;
    case 'presence':
      applyPresence(queryClient, frame.data);
      break;
    case 'friends':
      applyFriendsChanged(queryClient);
      break;
    case 'signed-out':
      // Signed out in another tab (or the account was suspended): this tab learns who it is now;
      // the shell then leaves members' pages and the socket reconnects without the session.
      void queryClient.invalidateQueries({ queryKey: meQueryOptions.queryKey });
      break;
    case 'pong':
    case 'error':
      break;
  }
}

/**
 * Mounted once (web/app/providers): connects the tab's socket, routes its frames into this query
 * client, and reconnects when the signed-in user changes (the server reads the session cookie when
 * the socket opens) or the browser comes back online.
 */
export function useRealtimeConnection() {
  const queryClient = useQueryClient();
  const { me, isPending } = useSession();
  const userId = isPending ? undefined : (me?.user.id ?? null);
  const lastUserId = useRef<string | null | undefined>(undefined);

  useEffect(() => {
    const client = getTabRealtime();
    setTabFrameHandler((frame) => applyServerFrame(queryClient, frame));
    client.start();
    const online = () => {
      if (client.getState().status === 'closed') client.reconnect();
    };
    window.addEventListener('online', online);
    return () => {
      window.removeEventListener('online', online);
      client.stop();
    };
  }, [queryClient]);

  useEffect(() => {
    if (userId === undefined) return;
    if (lastUserId.current !== undefined && lastUserId.current !== userId) getTabRealtime().reconnect();
    lastUserId.current = userId;
  }, [userId]);
}

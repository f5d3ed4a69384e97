// One builder of a company's order book and recent trades, shared by the HTTP routes (polling)
// and the realtime socket (pushes): read the price, the players' part, and let core/market add
// the simulated market around it. Both are cached per company for a moment (cacheTtlMs): every
// viewer of a company asks for the same two answers, and a tick or a fill makes them old anyway.
import { buildOrderBook, buildRecentTrades } from '#core/market/order-book';
import type { OrderBook, RecentTrades } from '#core/schemas/market-data';
import { notFound } from '../../http/http-error';
import { ReadCache } from '../../lib/read-cache';
import type { MarketDataRepo } from './market-data.repo';

export function createMarketDataService(repo: MarketDataRepo, options: { cacheTtlMs?: number } = {}) {
  const books = new ReadCache<OrderBook>(options.cacheTtlMs ?? 0);
  const trades = new ReadCache<RecentTrades>(options.cacheTtlMs ?? 0);

  async function priceOf(companyId: string) {
    const company = await repo.companyPrice(companyId);
    if (!company) throw notFound('company_not_found', 'Company not found');
    return company.priceMinor;
  }

  return {
    /** 404 company_not_found for an unknown company. */
    orderBook(companyId: string): Promise<OrderBook> {
      return books.get(companyId, async () => {
        const priceMinor = await priceOf(companyId);
        const resting = await repo.restingNear(companyId, priceMinor);
        return buildOrderBook({ companyId, priceMinor, resting, at: new Date() });
      });
    },

    /** 404 company_not_found for an unknown company. */
    recentTrades(companyId: string): Promise<RecentTrades> {
      return trades.get(companyId, async () => {
        const [priceMinor, real] = await Promise.all([priceOf(companyId), repo.latestTrades(companyId)]);
        return buildRecentTrades({ companyId, priceMinor, real, at: new Date() });
      });
    },

    /** A company's book or trades changed (a fill, an order closed). */
    forget(companyId: string) {
      books.forget(companyId);
      trades.forget(companyId);
    },

    /** Prices moved (a tick) or companies were edited. */
    invalidate() {
      books.invalidate();
      trades.invalidate();
    },
  };
}
export type MarketDataService = ReturnType<typeof createMarketDataService>;

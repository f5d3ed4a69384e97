// One builder of a company's order book and recent trades, shared by the HTTP routes (polling)
// and the realtime socket (pushes): read the price, the players' part, and let core/market add
// the simulated market around it.
import { buildOrderBook, buildRecentTrades } from '#core/market/order-book';
import type { OrderBook, RecentTrades } from '#core/schemas/market-data';
import { notFound } from '../../http/http-error';
import type { MarketDataRepo } from './market-data.repo';

export function createMarketDataService(repo: MarketDataRepo) {
  async function priceOf(companyId: string) {
    const company = await repo.companyPrice(companyId);
    if (!company) throw notFound('company_not_found', 'Company not found');
    return company.priceMinor;
  }

  return {
    /** 404 company_not_found for an unknown company. */
    async orderBook(companyId: string, now = new Date()): Promise<OrderBook> {
      const priceMinor = await priceOf(companyId);
      const resting = await repo.restingNear(companyId, priceMinor);
      return buildOrderBook({ companyId, priceMinor, resting, at: now });
    },

    /** 404 company_not_found for an unknown company. */
    async recentTrades(companyId: string, now = new Date()): Promise<RecentTrades> {
      const [priceMinor, real] = await Promise.all([priceOf(companyId), repo.latestTrades(companyId)]);
      return buildRecentTrades({ companyId, priceMinor, real, at: now });
    },
  };
}
export type MarketDataService = ReturnType<typeof createMarketDataService>;

import type { Landing } from '#core/schemas/companies';
import type { CompaniesRepo } from '../companies';
import type { GamesService } from '../games';
import type { NewsRepo } from '../news';
import { ReadCache } from '../../lib/read-cache';
import type { LandingRepo } from './landing.repo';

/** The landing page shows the top 6 companies and the 3 latest news items. */
export const LANDING_COMPANIES = 6;
export const LANDING_NEWS = 3;

export function createLandingService(deps: {
  landing: LandingRepo;
  companies: CompaniesRepo;
  news: NewsRepo;
  games: Pick<GamesService, 'publicGame'>;
  cacheTtlMs: number;
}) {
  const cache = new ReadCache<Landing>(deps.cacheTtlMs);
  return {
    get: () => cache.get('landing', load),
    invalidate: () => cache.invalidate(),
  };

  async function load(): Promise<Landing> {
    const [top, latestNews, traders, companyCount, totals, publicGame] = await Promise.all([
      deps.companies.topByChange(LANDING_COMPANIES),
      deps.news.latest(LANDING_NEWS),
      deps.landing.traderCount(),
      deps.companies.countListed(),
      deps.landing.tradeTotals(),
      deps.games.publicGame(),
    ]);
    const leader = top[0];
    return {
      stats: {
        traders,
        companies: companyCount,
        trades: totals.trades,
        volumeMinor: totals.volumeMinor,
        topGainer: leader
          ? {
              name: leader.name,
              symbol: leader.symbol,
              changeBp: leader.changeBp,
            }
          : null,
        startingCashMinor: publicGame.startingCashMinor,
      },
      companies: top,
      news: latestNews,
    };
  }
}
export type LandingService = ReturnType<typeof createLandingService>;

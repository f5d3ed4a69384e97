import type { ContentLanguage } from '#core/content-language';
import type { Landing } from '#core/schemas/companies';
import type { CompaniesRepo } from '../companies';
import type { GamesService } from '../games';
import type { NewsRepo } from '../news';
import type { PlatformSettings } from '../platform-settings';
import { ReadCache } from '../../lib/read-cache';
import type { LandingRepo } from './landing.repo';

/** The landing page shows the top 6 companies and the 3 latest news items. */
export const LANDING_COMPANIES = 6;
export const LANDING_NEWS = 3;
const DAY_MS = 86_400_000;

/** Every figure is the database's own (docs/rules.md#landing-page): nothing invented, nothing that counts by itself. */
export function createLandingService(deps: {
  landing: LandingRepo;
  companies: CompaniesRepo;
  news: NewsRepo;
  games: Pick<GamesService, 'publicGame'>;
  settings: () => Promise<Pick<PlatformSettings, 'weeklyPrizeMinor'>>;
  cacheTtlMs: number;
  now?: () => Date;
}) {
  const now = deps.now ?? (() => new Date());
  const cache = new ReadCache<Landing>(deps.cacheTtlMs);
  return {
    get: (lang: ContentLanguage) => cache.get(lang, () => load(lang)),
    invalidate: () => cache.invalidate(),
  };

  async function load(lang: ContentLanguage): Promise<Landing> {
    const [top, latestNews, traders, companyCount, totals, newsLastDay, publicGame, settings] = await Promise.all([
      deps.companies.topByChange(LANDING_COMPANIES, lang),
      deps.news.latest(LANDING_NEWS, lang),
      deps.landing.traderCount(),
      deps.companies.countListed(),
      deps.landing.tradeTotals(),
      deps.landing.newsSince(new Date(now().getTime() - DAY_MS)),
      deps.games.publicGame(),
      deps.settings(),
    ]);
    const leader = top[0];
    return {
      stats: {
        traders,
        companies: companyCount,
        trades: totals.trades,
        volumeMinor: totals.volumeMinor,
        newsLastDay,
        weeklyPrizeMinor: settings.weeklyPrizeMinor,
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

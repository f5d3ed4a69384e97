// The living market: every tick each listed company's price takes a step (core/market), the day's
// change, volume, market cap and one-minute candle are written, resting limit orders the new
// prices cross are filled in price-time order, and expired day orders are closed. Exactly one
// instance runs it (database leadership); the others' ticks are no-ops until they lead.
import { changeBasisPoints, applyNewsImpact, priceStep } from '#core/market/price-step';
import { bucketStart, compactionWindows, HOUR_MS, MINUTE_MS } from '#core/market/candles';
import { secureRandom, seededRandom, seedFrom, type Random } from '#core/market/random';
import type { Database } from '../db/client';
import type { TradingService } from '../modules/trading';
import { createMarketRepo, type PriceUpdate } from './market.repo';
import { failureMessage } from '../db/database-errors';

/** Price-to-earnings multiple by category: fundamental value = quarterly EPS x 4 x multiple. */
export const SECTOR_PE: Record<string, number> = {
  technology: 28,
  healthcare: 22,
  finance: 12,
  energy: 14,
  retail: 18,
  automotive: 15,
};

export function fundamentalMinor(quarterlyEpsMinor: number | undefined, category: string): number | null {
  if (!quarterlyEpsMinor || quarterlyEpsMinor <= 0) return null;
  return quarterlyEpsMinor * 4 * (SECTOR_PE[category.toLowerCase()] ?? 16);
}

export interface TickSummary {
  at: Date;
  prices: { companyId: string; priceMinor: number; changeBp: number; volume: number; marketCapMinor: number | null }[];
  filled: number;
  expired: number;
}
/** What players hear of a tick: its time and the new prices. */
export type TickPrices = Pick<TickSummary, 'at' | 'prices'>;

export interface EngineOptions {
  database: Database;
  /** Fills and expires resting orders; built on database.jobs too (see buildApp's engineTrading). */
  trading: TradingService;
  /** Tests and benchmarks: a reproducible path per company. Without one, every draw is secure. */
  seed?: number;
  tickMs: number;
  /** The admins' interval (platform settings), read before each wait; null or absent: tickMs. */
  currentTickMs?: () => Promise<number | null>;
  /** The admins' trading pause: prices keep moving, resting orders wait until it is lifted. */
  isTradingPaused?: () => Promise<boolean>;
  /**
   * Called once a tick's prices are written, before its resting orders are filled (those fills
   * announce themselves): cache invalidation, realtime publishing.
   */
  onTick?: (tick: TickPrices) => void;
  now?: () => Date;
  log?: (line: string) => void;
}

export function createMarketEngine(options: EngineOptions) {
  // On the background pool: a tick does not queue behind a burst of requests for a connection.
  const repo = createMarketRepo(options.database.jobs);
  const randoms = new Map<string, Random>();
  const secure = options.seed === undefined ? secureRandom() : null;
  const shocks = new Map<string, number>();
  let eps: Map<string, number> | null = null;
  let lastTickAt: Date | null = null;
  let lastCompactedHour = -1;
  let ticks = 0;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<unknown> | undefined;
  let stopped = false;

  const addShock = (companyId: string, impactScore: number) => {
    shocks.set(companyId, applyNewsImpact({ priceMinor: 1, shock: shocks.get(companyId) ?? 0 }, impactScore).shock);
  };

  const randomFor = (companyId: string): Random => {
    if (secure) return secure;
    let random = randoms.get(companyId);
    if (!random) randoms.set(companyId, (random = seededRandom(seedFrom(`${options.seed}:${companyId}`))));
    return random;
  };

  async function tick(): Promise<TickSummary> {
    const now = options.now?.() ?? new Date();
    const since = lastTickAt ?? new Date(now.getTime() - options.tickMs);
    const [listed, flow, published] = await Promise.all([
      repo.listedCompanies(),
      repo.flowSince(since),
      repo.newsImpactsBetween(since, now),
    ]);
    // Fundamentals change only with new quarterly results, which arrive with news (an earnings
    // story) or an admin's edit: reload them when news came out, and now and then anyway.
    if (!eps || published.length > 0 || ticks % 60 === 0) eps = await repo.latestEps();
    // News moves prices: whoever published it (the newsroom, an admin, on any instance), the
    // leader finds it here and turns its impact into a shock that decays over the next ticks.
    for (const item of published) addShock(item.companyId, item.impactScore);
    const dayStart = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
    const newDay = lastTickAt !== null && lastTickAt.getTime() < dayStart;

    const updates: PriceUpdate[] = listed.map((company) => {
      const traded = flow.get(company.id) ?? { net: 0, traded: 0 };
      const next = priceStep(
        { priceMinor: company.priceMinor, shock: shocks.get(company.id) ?? 0 },
        {
          category: company.category,
          fundamentalMinor: fundamentalMinor(eps!.get(company.id), company.category),
          netFlowShares: traded.net,
        },
        randomFor(company.id),
      );
      shocks.set(company.id, next.shock);
      const dayOpenMinor = newDay || !company.dayOpenMinor ? company.priceMinor : company.dayOpenMinor;
      return {
        id: company.id,
        priceMinor: next.priceMinor,
        dayOpenMinor,
        changeBp: changeBasisPoints(next.priceMinor, dayOpenMinor),
        volume: (newDay ? 0 : company.volume) + traded.traded,
        // Shares outstanding stay the same, so the market cap moves with the price.
        marketCapMinor:
          company.marketCapMinor === null
            ? null
            : Math.round((company.marketCapMinor * next.priceMinor) / company.priceMinor),
        tradedSinceLastTick: traded.traded,
      };
    });
    await repo.writeTick(updates, new Date(bucketStart(now.getTime(), MINUTE_MS)));
    const prices = updates.map((u) => ({
      companyId: u.id,
      priceMinor: u.priceMinor,
      changeBp: u.changeBp,
      volume: u.volume,
      marketCapMinor: u.marketCapMinor,
    }));
    options.onTick?.({ at: now, prices });

    let filled = 0;
    const paused = (await options.isTradingPaused?.()) ?? false;
    for (const order of paused ? [] : await repo.crossedOrders()) {
      if (await options.trading.fillRestingOrder(order.id, order.priceMinor)) filled++;
    }
    let expired = 0;
    for (const order of await repo.expiredOrders(now)) {
      if (await options.trading.expireOrder(order.id)) expired++;
    }

    // Retention: once an hour (and on the first tick), fold old candles into coarser ones.
    const hour = bucketStart(now.getTime(), HOUR_MS);
    if (hour !== lastCompactedHour) {
      for (const window of compactionWindows(now.getTime())) await repo.compactCandles(window);
      lastCompactedHour = hour;
    }

    lastTickAt = now;
    ticks++;
    return { at: now, prices, filled, expired };
  }

  /** The wait before the next tick: the admins' setting when there is one (and it can be read). */
  async function nextWait(): Promise<number> {
    const chosen = await options.currentTickMs?.().catch(() => null);
    return chosen && chosen > 0 ? chosen : options.tickMs;
  }

  async function loop() {
    if (stopped) return;
    try {
      if (await options.database.tryLeadership()) {
        running = tick();
        await running;
      }
    } catch (err) {
      (options.log ?? console.error)(`[market] tick failed: ${failureMessage(err)}`);
    } finally {
      running = undefined;
      if (!stopped) timer = setTimeout(() => void loop(), await nextWait());
    }
  }

  return {
    /** One tick now (tests call this directly instead of waiting for the timer). */
    tick,
    start() {
      stopped = false;
      timer = setTimeout(() => void loop(), options.tickMs);
    },
    async stop() {
      stopped = true;
      clearTimeout(timer);
      await running?.catch(() => {});
    },
  };
}
export type MarketEngine = ReturnType<typeof createMarketEngine>;

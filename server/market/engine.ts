// The living market: every tick each listed company's price takes a step (core/market), the day's
// change, volume, market cap and live candle are written (server/market/live-candle), trailing
// stops follow the prices, reached stops trigger, resting limit orders the new prices cross are
// filled in price-time order, expired day orders are closed, and short positions below their
// margin are warned or covered (server/market/margins.ts). Exactly one
// instance runs it (database leadership); the others' ticks are no-ops until they lead. News is
// not the engine's job: it is priced in where it is published (server/market/news-gap.ts).
import { chainLevels, INDEX_IDS, toCenti, type IndexId, type IndexMember } from '#core/market/bolts-index';
import { changeBasisPoints, DRIFT_PER_SECOND, priceStep } from '#core/market/price-step';
import type { IndexTick } from '#core/schemas/market-data';
import { bucketStart, compactionWindows, HOUR_MS } from '#core/market/candles';
import { secureRandom, seededRandom, seedFrom, type Random } from '#core/market/random';
import type { Database } from '../db/client';
import type { TradingService } from '../modules/trading';
import { createIndicesRepo, type IndexLevel } from './indices.repo';
import { liveBucket } from './live-candle';
import type { Notifier } from '#core/notifications/types';
import { createMarginWatch } from './margins';
import { createMarginsRepo } from './margins.repo';
import { settleRestingOrders } from './resting-orders';
import { createMarketRepo, type CompanyTickRow, type PriceUpdate } from './market.repo';
import { failureMessage } from '../db/database-errors';

export interface TickSummary {
  at: Date;
  prices: { companyId: string; priceMinor: number; changeBp: number; volume: number; marketCapMinor: number | null }[];
  /** The Bolts Index and the sector indices after the tick. */
  indices: IndexTick[];
  filled: number;
  /** Stops the prices reached: filled at market, or (a stop-limit) now limits in the book. */
  triggered: number;
  expired: number;
  /** Shorts bought back because their collateral fell below the maintenance margin. */
  covered: number;
}
/** What players hear of a tick: its time, the new prices and the indices. */
export type TickPrices = Pick<TickSummary, 'at' | 'prices' | 'indices'>;

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
  /** Margin calls and forced covers reach the players here (docs/rules.md#short-selling). */
  notifier?: Notifier;
  now?: () => Date;
  log?: (line: string) => void;
}

export function createMarketEngine(options: EngineOptions) {
  // On the background pool: a tick does not queue behind a burst of requests for a connection.
  const repo = createMarketRepo(options.database.jobs);
  const indices = createIndicesRepo(options.database.jobs);
  const margins = createMarginWatch({
    repo: createMarginsRepo(options.database.jobs),
    trading: options.trading,
    notifier: options.notifier,
  });
  /** The indices' levels, read (or built from history) on the first tick. */
  let indexLevels: Map<IndexId, IndexLevel> | null = null;
  /** Each company's market cap at the last tick, which the indices chain from. */
  let lastCaps = new Map<string, IndexMember>();
  const randoms = new Map<string, Random>();
  const secure = options.seed === undefined ? secureRandom() : null;
  let lastTickAt: Date | null = null;
  /**
   * The listed companies as the engine last wrote them, and that write's transaction id: each tick
   * reads only the rows someone else wrote since (market.repo changedCompanies). Null: read all.
   */
  let known: { rows: Map<string, CompanyTickRow>; xid: string } | null = null;
  /** The live candles' bucket at the last write: a new one flushes the finished candles first. */
  let lastBucket: number | null = null;
  let lastCompactedHour = -1;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<unknown> | undefined;
  let stopped = false;

  const randomFor = (companyId: string): Random => {
    if (secure) return secure;
    let random = randoms.get(companyId);
    if (!random) randoms.set(companyId, (random = seededRandom(seedFrom(`${options.seed}:${companyId}`))));
    return random;
  };

  async function tick(): Promise<TickSummary> {
    const now = options.now?.() ?? new Date();
    const since = lastTickAt ?? new Date(now.getTime() - options.tickMs);
    const dtSeconds = (now.getTime() - since.getTime()) / 1000;
    // News in the last minute makes prices jumpier for a while (never in a direction).
    const [listed, tradedSince, recentNews] = await Promise.all([
      readCompanies(),
      repo.tradedSince(since),
      repo.latestNewsBetween(new Date(now.getTime() - 60_000), now),
    ]);
    const dayStart = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
    const fairGrowth = Math.exp(DRIFT_PER_SECOND * dtSeconds);

    const updates: PriceUpdate[] = listed.map((company) => {
      const traded = tradedSince.get(company.id) ?? 0;
      const news = recentNews.get(company.id);
      const next = priceStep(
        { priceMinor: company.priceMinor, fairValue: company.fairValue ?? company.priceMinor },
        {
          category: company.category,
          dtSeconds,
          secondsSinceNews: news ? (now.getTime() - news.getTime()) / 1000 : null,
        },
        randomFor(company.id),
      );
      // The day's open is the last price before UTC midnight: the open of the day's first candle.
      // After a restart the row's last write tells whether a midnight passed meanwhile.
      const newDay = (lastTickAt ?? company.updatedAt).getTime() < dayStart;
      const dayOpenMinor = newDay || !company.dayOpenMinor ? company.priceMinor : company.dayOpenMinor;
      return {
        id: company.id,
        previousMinor: company.priceMinor,
        priceMinor: next.priceMinor,
        dayOpenMinor,
        changeBp: changeBasisPoints(next.priceMinor, dayOpenMinor),
        volume: (newDay ? 0 : company.volume) + traded,
        // Shares outstanding stay the same, so the market cap moves with the price.
        marketCapMinor:
          company.marketCapMinor === null
            ? null
            : Math.round((company.marketCapMinor * next.priceMinor) / company.priceMinor),
        tradedSinceLastTick: traded,
      };
    });
    const bucket = liveBucket(now);
    const { written, xid } = await repo.writeTick(updates, {
      bucket,
      fairGrowth,
      flush: lastBucket !== bucket.getTime(),
    });
    lastBucket = bucket.getTime();
    remember(listed, updates, written, xid, fairGrowth, now);
    const indexTicks = await moveIndices(updates, written, listed, dayStart, bucket);
    const prices = updates
      .filter((u) => written.has(u.id))
      .map((u) => ({
        companyId: u.id,
        priceMinor: u.priceMinor,
        changeBp: u.changeBp,
        volume: u.volume,
        marketCapMinor: u.marketCapMinor,
      }));
    options.onTick?.({ at: now, prices, indices: indexTicks });

    const paused = (await options.isTradingPaused?.()) ?? false;
    const { triggered, filled, expired } = await settleRestingOrders(repo, options.trading, now, paused);
    const { covered } = await margins.settle(now, paused);

    // Retention: once an hour (and on the first tick), fold old candles into coarser ones.
    const hour = bucketStart(now.getTime(), HOUR_MS);
    if (hour !== lastCompactedHour) {
      for (const window of compactionWindows(now.getTime())) {
        await repo.compactCandles(window);
        await indices.compact(window);
      }
      lastCompactedHour = hour;
    }

    lastTickAt = now;
    return { at: now, prices, indices: indexTicks, filled, triggered, expired, covered };
  }

  /** The listed companies now: all of them on the first tick, else the known ones with others' changes. */
  async function readCompanies(): Promise<CompanyTickRow[]> {
    if (!known) return repo.listedCompanies();
    const rows = known.rows;
    let added = false;
    for (const row of await repo.changedCompanies(known.xid)) {
      if (!row.isListed) rows.delete(row.id);
      else {
        added ||= !rows.has(row.id);
        rows.set(row.id, row);
      }
    }
    // Id order, as the full read gives: a new listing joins in its place.
    if (added) known.rows = new Map([...rows].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)));
    return [...known.rows.values()];
  }

  /** What the write left in each row it wrote; a skipped row is forgotten until it is read again. */
  function remember(
    listed: readonly CompanyTickRow[],
    updates: readonly PriceUpdate[],
    written: ReadonlySet<string>,
    xid: string,
    fairGrowth: number,
    now: Date,
  ) {
    const rows = new Map<string, CompanyTickRow>();
    listed.forEach((company, i) => {
      if (!written.has(company.id)) return;
      const u = updates[i]!;
      rows.set(company.id, {
        ...company,
        priceMinor: u.priceMinor,
        fairValue: (company.fairValue ?? company.priceMinor) * fairGrowth,
        dayOpenMinor: u.dayOpenMinor,
        volume: u.volume,
        marketCapMinor: u.marketCapMinor,
        updatedAt: now,
      });
    });
    known = { rows, xid };
  }

  /** Chains every index from the last tick's market caps to this tick's, and stores the levels. */
  async function moveIndices(
    updates: readonly PriceUpdate[],
    written: ReadonlySet<string>,
    listed: readonly { id: string; category: string }[],
    dayStart: number,
    bucket: Date,
  ): Promise<IndexTick[]> {
    if (!indexLevels) {
      await indices.buildHistory(new Date(bucket.getTime()));
      indexLevels = await indices.levels();
    }
    const categories = new Map(listed.map((c) => [c.id, c.category]));
    const caps = new Map<string, IndexMember>();
    for (const u of updates) {
      if (written.has(u.id) && u.marketCapMinor)
        caps.set(u.id, { category: categories.get(u.id)!, capMinor: u.marketCapMinor });
    }
    const previous = new Map([...indexLevels].map(([id, l]) => [id, l.level]));
    const chained = chainLevels(previous, lastCaps, caps);
    lastCaps = caps;
    const rows: IndexLevel[] = [];
    for (const id of INDEX_IDS) {
      const level = chained.get(id);
      if (level === undefined) continue;
      const old = indexLevels.get(id);
      const newDay = (lastTickAt ?? old?.updatedAt ?? new Date(0)).getTime() < dayStart;
      rows.push({ id, level, dayOpen: !old ? level : newDay ? old.level : old.dayOpen });
    }
    await indices.write(rows, previous, bucket);
    for (const row of rows) indexLevels.set(row.id, row);
    return rows.map((r) => ({
      id: r.id,
      levelCenti: toCenti(r.level),
      changeBp: changeBasisPoints(toCenti(r.level), toCenti(r.dayOpen)),
    }));
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
      // Another instance may write the market meanwhile: read it whole on the next tick led here.
      else known = null;
    } catch (err) {
      known = null;
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

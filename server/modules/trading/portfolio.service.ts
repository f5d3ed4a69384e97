// What a player owns, valued at current prices, and a company's price history for charts.
import { PUBLIC_GAME_ID } from '#core/games';
import { DAY_MS, HOUR_MS, rollUp, MINUTE_MS, type Candle } from '#core/market/candles';
import type { ChartCandle, Portfolio } from '#core/schemas/trading';
import type { GamesService } from '../games';
import { averageCostMinor, totalMinor } from '#core/trading';
import { ReadCache } from '../../lib/read-cache';
import type { PortfolioRepo } from './trading.repo';

/** Each chart range: how far back, and the candle size shown (minutes rolled up when read). */
export const RANGES = {
  '1D': { backMs: DAY_MS, sizeMs: 5 * MINUTE_MS },
  '1W': { backMs: 7 * DAY_MS, sizeMs: HOUR_MS },
  '1M': { backMs: 30 * DAY_MS, sizeMs: 4 * HOUR_MS },
  ALL: { backMs: null, sizeMs: DAY_MS },
} as const;

/** cacheTtlMs: how long a company's chart for a range is reused (every viewer asks for the same). */
export function createPortfolioService(
  repo: PortfolioRepo,
  games: Pick<GamesService, 'portfolioFor' | 'figures'>,
  options: { cacheTtlMs?: number } = {},
) {
  const charts = new ReadCache<ChartCandle[]>(options.cacheTtlMs ?? 0);
  return {
    /** The player's portfolio in `gameId` (the public game by default). */
    async portfolio(userId: string, gameId?: string): Promise<Portfolio> {
      const portfolioId = await games.portfolioFor(userId, gameId);
      const [rows, figures, realizedGainMinor] = await Promise.all([
        repo.holdings(portfolioId),
        games.figures(portfolioId),
        repo.realizedGain(portfolioId),
      ]);
      const holdings = rows.map(({ holding, symbol, name, logo, priceMinor }) => {
        const valueMinor = totalMinor(holding.quantity, priceMinor);
        const gain = valueMinor - holding.totalCostMinor;
        return {
          companyId: holding.companyId,
          companySymbol: symbol,
          companyName: name,
          companyLogo: logo,
          quantity: holding.quantity,
          reservedQuantity: holding.reservedQuantity,
          averageCostMinor: averageCostMinor(holding) ?? 0,
          totalCostMinor: holding.totalCostMinor,
          priceMinor,
          valueMinor,
          unrealizedGainMinor: gain,
          unrealizedGainBp: holding.totalCostMinor > 0 ? Math.round((gain * 10_000) / holding.totalCostMinor) : 0,
        };
      });
      return { ...figures, gameId: gameId ?? PUBLIC_GAME_ID, holdings, realizedGainMinor };
    },

    candles(companyId: string, range: keyof typeof RANGES): Promise<ChartCandle[]> {
      return charts.get(`${companyId}:${range}`, () => readCandles(companyId, range, Date.now()));
    },

    /** Prices moved: the last candle of every chart changed. */
    invalidate() {
      charts.invalidate();
    },
  };

  async function readCandles(companyId: string, range: keyof typeof RANGES, now: number): Promise<ChartCandle[]> {
    const { backMs, sizeMs } = RANGES[range];
    const rows = await repo.candles(companyId, backMs === null ? null : new Date(now - backMs));
    const minutes: Candle[] = rows.map((r) => ({
      start: r.bucketStart.getTime(),
      openMinor: r.openMinor,
      highMinor: r.highMinor,
      lowMinor: r.lowMinor,
      closeMinor: r.closeMinor,
      volume: r.volume,
    }));
    return rollUp(minutes, sizeMs).map((c) => ({
      time: c.start,
      openMinor: c.openMinor,
      highMinor: c.highMinor,
      lowMinor: c.lowMinor,
      closeMinor: c.closeMinor,
      volume: c.volume,
    }));
  }
}
export type PortfolioService = ReturnType<typeof createPortfolioService>;

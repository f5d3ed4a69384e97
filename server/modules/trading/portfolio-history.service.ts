// A player's portfolio value over time against the Bolts Index (docs/rules.md#your-progress),
// worked out on read: the position now, walked back through the moves since the range began,
// then forward step by step at the candles' closes (core/progress/portfolio-history).
import { PUBLIC_GAME_ID } from '#core/games';
import {
  HISTORY_STEPS,
  historyBuckets,
  rescaledIndex,
  valueSeries,
  type HistoryRange,
} from '#core/progress/portfolio-history';
import type { PortfolioHistory } from '#core/schemas/portfolio-history';
import type { GamesService } from '../games';
import type { PortfolioHistoryRepo } from './portfolio-history.repo';

export function createPortfolioHistoryService(
  repo: PortfolioHistoryRepo,
  games: Pick<GamesService, 'portfolioFor'>,
  options: { now?: () => number } = {},
) {
  const clock = options.now ?? Date.now;
  return {
    /** The signed-in player's own portfolio only: another game's is not found (portfolioFor). */
    async history(userId: string, gameId: string = PUBLIC_GAME_ID, range: HistoryRange): Promise<PortfolioHistory> {
      const portfolioId = await games.portfolioFor(userId, gameId);
      const now = clock();
      const position = await repo.position(portfolioId);
      if (!position) return { range, stepMs: HISTORY_STEPS[range].stepMs, points: [] };
      const { buckets, stepMs } = historyBuckets(range, now, position.openedAt);
      const from = new Date(buckets[0]!);
      const [cashMoves, shareMoves, indexCloses] = await Promise.all([
        repo.cashMoves(portfolioId, from),
        repo.shareMoves(portfolioId, from),
        repo.indexCloses(from),
      ]);
      // Walked back from now: what was held when the range began (the ledger and the trades are
      // the whole story of the cash and the shares).
      let openingCash = position.cashMinor;
      for (const move of cashMoves) openingCash -= move.amountMinor;
      const openingShares = new Map(position.shares);
      for (const move of shareMoves) {
        openingShares.set(move.companyId, (openingShares.get(move.companyId) ?? 0) - move.quantity);
      }
      const companyIds = [...new Set([...openingShares.keys(), ...shareMoves.map((m) => m.companyId)])];
      const prices = await repo.closes(companyIds, from);
      const values = valueSeries({
        buckets,
        stepMs,
        opening: { cashMinor: openingCash, shares: openingShares },
        cashMoves,
        shareMoves,
        prices,
      });
      const index = rescaledIndex(indexCloses, buckets, stepMs, values[0]?.valueMinor ?? 0);
      return {
        range,
        stepMs,
        points: values.map((v, i) => ({ time: v.time, valueMinor: v.valueMinor, indexMinor: index[i] ?? null })),
      };
    },
  };
}
export type PortfolioHistoryService = ReturnType<typeof createPortfolioHistoryService>;

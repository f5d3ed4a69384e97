// The indices as players read them (docs/rules.md#bolts-index): the levels of the Bolts Index and
// the sector indices, their charts, and a portfolio's comparison with the Bolts Index.
import { BOLTS_INDEX_ID, INDEX_IDS, toCenti, type IndexId } from '#core/market/bolts-index';
import { changeBasisPoints } from '#core/market/price-step';
import type { IndexTick } from '#core/schemas/market-data';
import { ReadCache } from '../../lib/read-cache';
import type { IndicesRepo } from '../../market/indices.repo';
import { createCandlesService } from './candles.service';

export function createIndicesService(repo: IndicesRepo, options: { cacheTtlMs?: number } = {}) {
  const levels = new ReadCache<IndexTick[]>(options.cacheTtlMs ?? 0);
  const charts = createCandlesService({ candles: (id, since) => repo.candles(id as IndexId, since) }, options);

  /** Every index that has a level, the Bolts Index first (cached like the other market reads). */
  const list = () =>
    levels.get('all', async () => {
      const stored = await repo.levels();
      return INDEX_IDS.flatMap((id) => {
        const l = stored.get(id);
        if (!l) return [];
        const levelCenti = toCenti(l.level);
        return [{ id, levelCenti, changeBp: changeBasisPoints(levelCenti, toCenti(l.dayOpen)) }];
      });
    });

  return {
    list,
    candles: charts.candles,
    chart: charts.answer,
    /**
     * The Bolts Index's return since `since`, in basis points: the yardstick for a portfolio that
     * started then. Null when the index has no level that far back or none now.
     */
    async returnSinceBp(since: Date): Promise<number | null> {
      const [then, indices] = await Promise.all([repo.levelAt(BOLTS_INDEX_ID, since), list()]);
      const now = indices.find((i) => i.id === BOLTS_INDEX_ID);
      if (then === null || !now) return null;
      return changeBasisPoints(now.levelCenti, toCenti(then));
    },
    invalidate() {
      levels.invalidate();
      charts.invalidate();
    },
  };
}
export type IndicesService = ReturnType<typeof createIndicesService>;

// The Bolts Index (docs/rules.md#bolts-index): all listed companies weighted by market
// capitalisation, and one index per sector. Chained tick to tick: each tick the level moves by
// the change in the total value of the companies present in both ticks, so a company listing,
// delisting or skipping a tick never makes the index jump. Pure; the engine stores the levels.
import { CATEGORIES } from '../categories';

export const BOLTS_INDEX_ID = 'bolts';
/** Every index starts at this level. */
export const INDEX_BASE_LEVEL = 1_000;
/** The index ids in display order: the whole market, then the sectors. */
export const INDEX_IDS = [BOLTS_INDEX_ID, ...CATEGORIES] as const;
export type IndexId = (typeof INDEX_IDS)[number];

export function isIndexId(value: string): value is IndexId {
  return (INDEX_IDS as readonly string[]).includes(value);
}

/** The indices a company counts in: the Bolts Index, and its sector's when it has one of the six. */
export function indicesOf(category: string): IndexId[] {
  const sector = category.toLowerCase();
  return isIndexId(sector) && sector !== BOLTS_INDEX_ID ? [BOLTS_INDEX_ID, sector] : [BOLTS_INDEX_ID];
}

export interface IndexMember {
  category: string;
  /** Market capitalisation in minor units; companies without one are not in any index. */
  capMinor: number;
}

/**
 * The levels after a tick: each index moves by (total cap now) / (total cap before) over the
 * companies in both snapshots. An index with no such company keeps its level.
 */
export function chainLevels(
  levels: ReadonlyMap<IndexId, number>,
  before: ReadonlyMap<string, IndexMember>,
  after: ReadonlyMap<string, IndexMember>,
): Map<IndexId, number> {
  const sums = new Map<IndexId, { before: number; after: number }>();
  for (const [companyId, now] of after) {
    const then = before.get(companyId);
    if (!then || then.capMinor <= 0 || now.capMinor <= 0) continue;
    for (const id of indicesOf(now.category)) {
      const sum = sums.get(id) ?? { before: 0, after: 0 };
      sum.before += then.capMinor;
      sum.after += now.capMinor;
      sums.set(id, sum);
    }
  }
  const next = new Map(levels);
  for (const [id, sum] of sums) next.set(id, (levels.get(id) ?? INDEX_BASE_LEVEL) * (sum.after / sum.before));
  return next;
}

/** A level in hundredths of a point, as candles and the API carry it. */
export function toCenti(level: number): number {
  return Math.round(level * 100);
}

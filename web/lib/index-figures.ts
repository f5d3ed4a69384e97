// Pure figures of the Bolts Index as the pages show them (docs/rules.md#bolts-index): levels in
// points, the sparkline of today, and how a portfolio compares with the index.
import type { IndexTick } from '#core/schemas/market-data';

const levelFormats = new Map<string, Intl.NumberFormat>();

/**
 * An index level in points, 2 decimals, grouped digits in the reader's language: 103456 -> "1,034.56"
 * (en). Points, not Bolts: an index is a number, not an amount of money.
 */
export function formatIndexLevel(levelCenti: number, locale = 'en'): string {
  let format = levelFormats.get(locale);
  if (!format) {
    format = new Intl.NumberFormat(locale, { minimumFractionDigits: 2, maximumFractionDigits: 2 });
    levelFormats.set(locale, format);
  }
  return format.format(levelCenti / 100);
}

export type VsIndexVerdict = 'ahead' | 'behind' | 'even';

/** The player against the index over the same period; null when the index has no return to compare. */
export function vsIndexVerdict(gainBp: number, indexReturnBp: number | null): VsIndexVerdict | null {
  if (indexReturnBp === null) return null;
  return gainBp > indexReturnBp ? 'ahead' : gainBp < indexReturnBp ? 'behind' : 'even';
}

/** The sector indices (every index but the Bolts Index), in the server's order. */
export function sectorIndices(indices: readonly IndexTick[]): IndexTick[] {
  return indices.filter((i) => i.id !== 'bolts');
}

/**
 * Today's path for a sparkline: the first candle's open, every close, then the live level when it
 * has moved on since the last close (the socket's level is newer than the candles).
 */
export function dayPath(candles: readonly { openMinor: number; closeMinor: number }[], liveCenti?: number): number[] {
  const path = candles.length > 0 ? [candles[0]!.openMinor, ...candles.map((c) => c.closeMinor)] : [];
  if (liveCenti !== undefined && path.length > 0 && path.at(-1) !== liveCenti) path.push(liveCenti);
  return path;
}

/**
 * An SVG polyline's points for `values` across a width x height box (y grows downwards): the lowest
 * value on the bottom edge, the highest on the top, a flat day across the middle. Fewer than 2
 * values draw nothing.
 */
export function sparklinePoints(values: readonly number[], width: number, height: number): string {
  if (values.length < 2) return '';
  const min = Math.min(...values);
  const max = Math.max(...values);
  const step = width / (values.length - 1);
  const y = (v: number) => (max === min ? height / 2 : height - ((v - min) / (max - min)) * height);
  return values.map((v, i) => `${round(i * step)},${round(y(v))}`).join(' ');
}

const round = (n: number) => Math.round(n * 100) / 100;

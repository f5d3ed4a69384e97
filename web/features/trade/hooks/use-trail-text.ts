import { useTranslation } from 'react-i18next';
import type { Trail } from '#core/stops';
import { useFormat } from '../../../lib/format';

/** A trailing stop's distance in words: "5%" or "2.50" (Bolts), in the current language. */
export function useTrailText() {
  const { i18n } = useTranslation();
  const format = useFormat();
  const percent = new Intl.NumberFormat(i18n.resolvedLanguage ?? 'en', { maximumFractionDigits: 2 });
  return (trail: Trail) => ('bp' in trail ? `${percent.format(trail.bp / 100)}%` : format.price(trail.amountMinor));
}

/** The trail an order carries, if it is a trailing stop. */
export function orderTrail(order: { trailAmountMinor: number | null; trailPercentBp: number | null }): Trail | null {
  if (order.trailPercentBp !== null) return { bp: order.trailPercentBp };
  if (order.trailAmountMinor !== null) return { amountMinor: order.trailAmountMinor };
  return null;
}

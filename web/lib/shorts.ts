// Short selling's words shared by the trading floor, the profile, the feed and the notifications
// (docs/rules.md#short-selling): what kind of trade a fill was, and a margin as a percent.

/** A fill that opened a short ("Short sale") or bought one back ("Cover"); null for the others. */
export function shortTradeKind(trade: { side: 'buy' | 'sell'; shortQuantity?: number }): 'short' | 'cover' | null {
  if (!trade.shortQuantity) return null;
  return trade.side === 'sell' ? 'short' : 'cover';
}

const percentFormats = new Map<string, Intl.NumberFormat>();

/** Basis points as an unsigned percent, whole unless it has hundredths: 14_000 -> "140%", 2 -> "0.02%". */
export function bpPercent(bp: number, locale = 'en'): string {
  let format = percentFormats.get(locale);
  if (!format) {
    format = new Intl.NumberFormat(locale, { maximumFractionDigits: 2 });
    percentFormats.set(locale, format);
  }
  return `${format.format(bp / 100)}%`;
}

/** A margin ratio in whole percent, rounded down so it never looks safer than it is: 13_599 -> "135%". */
export const marginPercent = (bp: number, locale = 'en') => bpPercent(Math.floor(bp / 100) * 100, locale);

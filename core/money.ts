// Money is integer minor units everywhere (1 Bolt = 100 minor). Conversion happens only at the
// edges: parsing what a person typed, and formatting for display.

export const MINOR_PER_BOLT = 100;
/** The public game's starting cash until the admins change it (docs/rules.md#games). */
export const STARTING_BALANCE_MINOR = 50_000 * MINOR_PER_BOLT;

/**
 * Parses a decimal amount of Bolts ("12", "12.5", "12.34", "-3.10") into minor units without
 * floating-point rounding. Returns null for anything else, including more than 2 decimals.
 */
export function parseBoltsToMinor(input: string | number): number | null {
  const text = typeof input === 'number' ? numberToPlainString(input) : input.trim();
  const match = /^(-)?(\d{1,13})(?:\.(\d{1,2}))?$/.exec(text);
  if (!match) return null;
  const [, sign, whole = '0', cents = ''] = match;
  const minor = Number(whole) * MINOR_PER_BOLT + Number(cents.padEnd(2, '0'));
  return sign ? -minor : minor;
}

function numberToPlainString(n: number): string {
  if (!Number.isFinite(n)) return 'NaN';
  // Two decimals are all money ever has; toFixed(2) of e.g. 0.1+0.2 gives "0.30".
  return Number.isInteger(n) ? String(n) : n.toFixed(Math.min(2, decimalsOf(n)));
}

function decimalsOf(n: number): number {
  const s = String(n);
  const dot = s.indexOf('.');
  return dot === -1 ? 0 : s.length - dot - 1;
}

/** Minor units as a plain decimal string with exactly two decimals: 123456 -> "1234.56". */
export function minorToDecimalString(minor: number): string {
  const sign = minor < 0 ? '-' : '';
  const abs = Math.abs(minor);
  const whole = Math.floor(abs / MINOR_PER_BOLT);
  const cents = String(abs % MINOR_PER_BOLT).padStart(2, '0');
  return `${sign}${whole}.${cents}`;
}

/** Whole Bolts (rounded toward zero) from minor units, for counters that show no cents. */
export function minorToWholeBolts(minor: number): number {
  return Math.trunc(minor / MINOR_PER_BOLT);
}

// The admin console's transactions dashboard, every game's trades: GET /api/admin/transactions.
import { z } from 'zod';

export const ADMIN_PERIODS = ['1d', '7d', '30d', 'all'] as const;
export const adminPeriodSchema = z.enum(ADMIN_PERIODS);
export type AdminPeriod = z.infer<typeof adminPeriodSchema>;
export const DEFAULT_ADMIN_PERIOD: AdminPeriod = '7d';

const DAY_MS = 24 * 60 * 60 * 1000;
/** How far back each period reaches from now; null is everything. */
export const PERIOD_MS: Record<AdminPeriod, number | null> = {
  '1d': DAY_MS,
  '7d': 7 * DAY_MS,
  '30d': 30 * DAY_MS,
  all: null,
};

/** The dashboard's table: the newest trades of the period. */
export const ADMIN_TRANSACTIONS_LIMIT = 100;
/** The daily-volume chart: the last 7 UTC days, today included. */
export const DAILY_VOLUME_DAYS = 7;

export const adminTransactionsQuerySchema = z.object({ period: adminPeriodSchema.default(DEFAULT_ADMIN_PERIOD) });

export const adminTransactionSchema = z.object({
  id: z.string(),
  createdAt: z.string(),
  transactionType: z.enum(['buy', 'sell']),
  quantity: z.number().int(),
  pricePerShareMinor: z.number().int(),
  totalAmountMinor: z.number().int(),
  company: z.object({ id: z.string(), name: z.string(), symbol: z.string(), logo: z.string() }),
  /** The player's username on their side; null on the market's side (or when the account is gone). */
  buyerUsername: z.string().nullable(),
  sellerUsername: z.string().nullable(),
});
export type AdminTransaction = z.infer<typeof adminTransactionSchema>;

export const dailyVolumeSchema = z.object({
  /** The UTC day, YYYY-MM-DD. */
  date: z.string(),
  volumeMinor: z.number().int(),
  trades: z.number().int(),
});
export type DailyVolume = z.infer<typeof dailyVolumeSchema>;

export const adminTransactionsSchema = z.object({
  period: adminPeriodSchema,
  totals: z.object({
    /** Every registered player (not limited to the period). */
    users: z.number().int(),
    /** Players who traded (in any game) in the last 24 hours: a rolling day, the same everywhere. */
    activeToday: z.number().int(),
    /** Trades and their total value within the period. */
    trades: z.number().int(),
    volumeMinor: z.number().int(),
  }),
  transactions: z.array(adminTransactionSchema),
  /** DAILY_VOLUME_DAYS points, oldest first, days without trades at zero. */
  dailyVolume: z.array(dailyVolumeSchema),
});
export type AdminTransactions = z.infer<typeof adminTransactionsSchema>;

/** The UTC day (YYYY-MM-DD) of an instant. */
export const utcDay = (ms: number) => new Date(ms).toISOString().slice(0, 10);

/**
 * The last `days` UTC days up to the one holding `nowMs`, oldest first, each with its total from
 * `rows` (keyed by YYYY-MM-DD) or zero.
 */
export function fillDailyVolume(
  rows: readonly DailyVolume[],
  nowMs: number,
  days: number = DAILY_VOLUME_DAYS,
): DailyVolume[] {
  const byDay = new Map(rows.map((r) => [r.date, r]));
  const today = Date.parse(`${utcDay(nowMs)}T00:00:00Z`);
  return Array.from({ length: days }, (_, i) => {
    const date = utcDay(today - (days - 1 - i) * DAY_MS);
    const row = byDay.get(date);
    return { date, volumeMinor: row?.volumeMinor ?? 0, trades: row?.trades ?? 0 };
  });
}

/** Midnight UTC of the oldest day the daily-volume chart shows. */
export function dailyVolumeStart(nowMs: number, days: number = DAILY_VOLUME_DAYS): Date {
  return new Date(Date.parse(`${utcDay(nowMs)}T00:00:00Z`) - (days - 1) * DAY_MS);
}

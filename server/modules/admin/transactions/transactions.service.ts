// The transactions dashboard (docs/rules.md#admin): totals for a period, its latest 100 trades, and
// the daily volume of the last 7 UTC days.
import {
  PERIOD_MS,
  dailyVolumeStart,
  fillDailyVolume,
  type AdminPeriod,
  type AdminTransactions,
} from '#core/schemas/admin/transactions';
import type { AdminTransactionsRepo } from './transactions.repo';

const DAY_MS = 24 * 60 * 60 * 1000;

export function createAdminTransactionsService(repo: AdminTransactionsRepo) {
  return {
    async dashboard(period: AdminPeriod, now = Date.now()): Promise<AdminTransactions> {
      const reach = PERIOD_MS[period];
      const start = reach === null ? null : new Date(now - reach);
      // "Active today" is a rolling 24 hours: the same figure wherever the admin is.
      const [totals, transactions, days] = await Promise.all([
        repo.totals(start, new Date(now - DAY_MS)),
        repo.latest(start),
        repo.dailyVolume(dailyVolumeStart(now)),
      ]);
      return { period, totals, transactions, dailyVolume: fillDailyVolume(days, now) };
    },
  };
}
export type AdminTransactionsService = ReturnType<typeof createAdminTransactionsService>;

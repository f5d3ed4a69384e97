// What a tick's prices do to short positions (docs/rules.md#short-selling): a short whose
// collateral fell below its maintenance margin is bought back at market (a forced cover, on the
// one money path), one below its margin call level is warned once a day; and once a UTC day the
// borrow fees are charged. Runs after the resting orders, only while trading is not paused.
import { marginRatioBp, marginState } from '#core/shorts';
import type { NotificationInput, Notifier } from '#core/notifications/types';
import type { TradingService } from '../modules/trading';
import type { MarginsRepo } from './margins.repo';

export interface MarginsResult {
  covered: number;
  called: number;
  feesCharged: number;
}

const utcDay = (at: Date) => at.toISOString().slice(0, 10);

export function createMarginWatch(deps: {
  repo: MarginsRepo;
  trading: Pick<TradingService, 'coverShort'>;
  notifier?: Notifier;
}) {
  const { repo, trading, notifier } = deps;
  const notify = async (userId: string, input: NotificationInput) => notifier?.notify(userId, input);
  let feesPaidThrough: string | null = null;

  async function chargeFees(day: string): Promise<number> {
    let charged = 0;
    for (const due of await repo.feesDue(day)) {
      if ((await repo.chargeFee(due.portfolio_id, due.company_id, day)) > 0) charged++;
    }
    return charged;
  }

  return {
    async settle(now: Date, paused: boolean): Promise<MarginsResult> {
      const result: MarginsResult = { covered: 0, called: 0, feesCharged: 0 };
      // Rare, and told before the tick ends so a reader after it finds them (the notifier never throws).
      const notices: Promise<void>[] = [];
      if (paused) return result;
      const day = utcDay(now);
      if (feesPaidThrough !== day) {
        result.feesCharged = await chargeFees(day);
        feesPaidThrough = day;
      }
      for (const short of await repo.shortfalls()) {
        const liabilityMinor = short.quantity * short.priceMinor;
        const state = marginState(short.collateralMinor, liabilityMinor, short);
        const facts = { companyId: short.companyId, symbol: short.symbol, quantity: short.quantity };
        if (state === 'cover') {
          const covered = await trading.coverShort(short.userId, short.portfolioId, short.companyId, short.quantity);
          if (!covered?.trade) continue;
          result.covered++;
          const { quantity, pricePerShareMinor } = covered.trade;
          notices.push(
            notify(short.userId, {
              type: 'short_covered',
              params: { ...facts, quantity, priceMinor: pricePerShareMinor },
              dedupeKey: `short_covered:${covered.trade.id}`,
            }),
          );
        } else if (state === 'call') {
          result.called++;
          notices.push(
            notify(short.userId, {
              type: 'margin_call',
              params: {
                ...facts,
                marginRatioBp: marginRatioBp(short.collateralMinor, liabilityMinor),
                maintenanceMarginBp: short.maintenanceMarginBp,
              },
              dedupeKey: `margin_call:${short.portfolioId}:${short.companyId}:${day}`,
            }),
          );
        }
      }
      await Promise.all(notices);
      return result;
    },
  };
}
export type MarginWatch = ReturnType<typeof createMarginWatch>;

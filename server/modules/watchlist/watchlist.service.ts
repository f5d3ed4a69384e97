// The watchlist and price alerts (docs/rules.md#watchlist-and-price-alerts): a player stars up to
// 50 companies and keeps up to 20 alerts waiting; an alert fires once, on the first tick whose
// price meets it, as a notification. Every read and write is the signed-in player's own.
import type { Notifier } from '#core/notifications/types';
import { PRICE_ALERTS_MAX, WATCHLIST_MAX, type NewPriceAlert } from '#core/schemas/watchlist';
import { HttpError, notFound } from '../../http/http-error';
import type { WatchlistRepo } from './watchlist.repo';

const companyNotFound = () => notFound('company_not_found', 'No such company.');

export function createWatchlistService({ repo }: { repo: WatchlistRepo }) {
  return {
    list: async (userId: string) => ({ companies: await repo.list(userId) }),

    /** Stars a company; starring it again is no change. */
    async add(userId: string, companyId: string) {
      if (!(await repo.company(companyId))) throw companyNotFound();
      const result = await repo.add(userId, companyId, WATCHLIST_MAX);
      if (result === 'full') {
        throw new HttpError(409, 'watchlist_full', `A watchlist holds at most ${WATCHLIST_MAX} companies.`);
      }
      return { companies: await repo.list(userId) };
    },

    /** Unstars a company; one that was not starred is not found. */
    async remove(userId: string, companyId: string) {
      if (!(await repo.remove(userId, companyId))) throw companyNotFound();
      return { companies: await repo.list(userId) };
    },

    alerts: async (userId: string) => ({ alerts: await repo.alerts(userId) }),

    /**
     * An alert must wait for a move: "below" under the price now, "above" over it; one the price
     * already meets would fire on the next tick and teach nothing.
     */
    async addAlert(userId: string, input: NewPriceAlert) {
      const company = await repo.company(input.companyId);
      if (!company?.isListed) throw companyNotFound();
      const wrongSide =
        input.direction === 'below' ? input.priceMinor >= company.priceMinor : input.priceMinor <= company.priceMinor;
      if (wrongSide) {
        throw new HttpError(
          400,
          'alert_price_wrong_side',
          `A "${input.direction}" alert needs a price ${input.direction === 'below' ? 'under' : 'over'} the current one.`,
          { currentPriceMinor: company.priceMinor },
        );
      }
      const created = await repo.addAlert(userId, input, PRICE_ALERTS_MAX);
      if (created === 'full') {
        throw new HttpError(409, 'price_alerts_full', `At most ${PRICE_ALERTS_MAX} alerts can wait at once.`);
      }
      return { alerts: await repo.alerts(userId) };
    },

    async removeAlert(userId: string, id: string) {
      if (!(await repo.removeAlert(userId, id))) throw notFound('not_found', 'No such alert.');
      return { alerts: await repo.alerts(userId) };
    },
  };
}
export type WatchlistService = ReturnType<typeof createWatchlistService>;

/**
 * The tick's part (server/http/app.ts onMarketTick): fire the alerts the new prices meet, each as
 * one `price_alert` notification. The repo marks them fired in the same statement it reads them,
 * so a tick replayed or run on two instances tells nobody twice.
 */
export function createPriceAlertTrigger({ repo, notifier }: { repo: WatchlistRepo; notifier: Notifier }) {
  return async function onPrices(prices: readonly { companyId: string; priceMinor: number }[]): Promise<number> {
    if (prices.length === 0 || !(await repo.anyWaiting())) return 0;
    const fired = await repo.fire(prices);
    await Promise.all(
      fired.map((alert) =>
        notifier.notify(alert.userId, {
          type: 'price_alert',
          params: {
            companyId: alert.companyId,
            symbol: alert.symbol,
            direction: alert.direction,
            priceMinor: alert.priceMinor,
            reachedMinor: alert.reachedMinor,
          },
          dedupeKey: `price_alert:${alert.id}`,
        }),
      ),
    );
    return fired.length;
  };
}

// What a tick's new prices do to the orders waiting on them (docs/rules.md#trading and
// #stop-orders), in this order: trailing stops follow the prices (paused or not); reached stops
// trigger, so a stop-limit that became a limit this tick can fill in it; crossed limits fill in
// price-time order; day orders past their day expire. Each change is one money-path call.
import type { TradingService } from '../modules/trading';
import type { MarketRepo } from './market.repo';

export async function settleRestingOrders(
  repo: Pick<MarketRepo, 'trailStops' | 'reachedStops' | 'crossedOrders' | 'expiredOrders'>,
  trading: Pick<TradingService, 'triggerStop' | 'fillRestingOrder' | 'expireOrder'>,
  now: Date,
  paused: boolean,
): Promise<{ triggered: number; filled: number; expired: number }> {
  await repo.trailStops();
  let triggered = 0;
  let filled = 0;
  if (!paused) {
    for (const stop of await repo.reachedStops()) {
      if (await trading.triggerStop(stop.id, stop.priceMinor)) triggered++;
    }
    for (const order of await repo.crossedOrders()) {
      if (await trading.fillRestingOrder(order.id, order.priceMinor)) filled++;
    }
  }
  let expired = 0;
  for (const order of await repo.expiredOrders(now)) {
    if (await trading.expireOrder(order.id)) expired++;
  }
  return { triggered, filled, expired };
}

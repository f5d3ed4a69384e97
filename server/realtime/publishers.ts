// What goes onto the bus: the engine leader's ticks, and the fills and order closes of the
// instance that executed them (the trading service calls these after its transaction commits).
import type { PriceTick } from '#core/schemas/market-data';
import type { Order, Trade } from '#core/schemas/trading';
import type { TickPrices } from '../market/engine';
import type { BusEvent, EventBus } from './bus';

/** A tick's prices as the browser merges them. */
export function pricesEvent(summary: TickPrices): BusEvent {
  return {
    type: 'prices',
    at: summary.at.toISOString(),
    prices: summary.prices.map((p): PriceTick => ({
      companyId: p.companyId,
      priceMinor: p.priceMinor,
      changeBp: p.changeBp,
      volume: p.volume,
      marketCapMinor: p.marketCapMinor,
    })),
  };
}

/** The trading service's `events` hook, publishing to the bus; never throws into a committed trade. */
export function tradingEventsTo(bus: EventBus, log: (line: string) => void = console.error) {
  const publish = (event: BusEvent) =>
    void bus.publish(event).catch((err: Error) => log(`[realtime] publish ${event.type} failed: ${err.message}`));
  return {
    onFill(userId: string, fill: { order: Order; trade: Trade; wasResting: boolean }) {
      publish({ type: 'fill', userId, order: fill.order, trade: fill.trade, wasResting: fill.wasResting });
    },
    onOrderClosed(userId: string, order: Order) {
      publish({ type: 'order', userId, order });
    },
    onOrderTriggered(userId: string, order: Order) {
      publish({ type: 'order', userId, order });
    },
  };
}

/** Publishes a tick's prices and indices; a failed NOTIFY is logged, never thrown into the engine loop. */
export function publishTick(bus: EventBus, summary: TickPrices, log: (line: string) => void = console.error) {
  void bus.publish(pricesEvent(summary)).catch((err: Error) => log(`[realtime] publish prices failed: ${err.message}`));
  if (summary.indices.length === 0) return;
  const indices: BusEvent = { type: 'indices', at: summary.at.toISOString(), indices: summary.indices };
  void bus.publish(indices).catch((err: Error) => log(`[realtime] publish indices failed: ${err.message}`));
}

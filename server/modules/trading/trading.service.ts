// Placing, filling and closing orders: the one money path (docs/decisions/012). Prices come from
// the pure rules in core/trading.ts, here; every change to what a portfolio holds is one call of
// the repo's place, fill or close (one database function each, one transaction each), whoever
// asks: a player, the engine's resting-order fills and expiries, or the admins' delisting payout.
import { formatPrice } from '#core/format';
import type { Order, PlaceOrder, PlaceOrderResult, Trade } from '#core/schemas/trading';
import {
  isStopType,
  stopBuyReservePriceMinor,
  stopCrossed,
  stopOnRightSide,
  trailingStopAt,
  trailInRange,
  type Trail,
} from '#core/stops';
import { limitFillPriceMinor, marketFillPriceMinor, totalMinor } from '#core/trading';
import { HttpError } from '../../http/http-error';
import type { GamesService } from '../games';
import { FillRefused, type OrderRow, type PlaceRequest, type TradeFacts, type TradingRepo } from './trading.repo';

/**
 * Told after a change has committed (never for one that rolled back): fills (immediate, and the
 * engine's fills of resting orders), and orders closed without a fill (cancelled, expired). A
 * listener that throws is logged; the trade stands.
 */
export interface TradingEvents {
  onFill?(userId: string, fill: { order: Order; trade: Trade; wasResting: boolean }): void;
  /** `reason` when the game closed it, not the player or the clock (a stop buy it could no longer pay). */
  onOrderClosed?(userId: string, order: Order, reason?: 'insufficient_balance'): void;
  /** A limit order placed and not filled at once: it waits in the book. */
  onOrderRested?(userId: string, order: Order): void;
  /** A stop-limit's stop was reached: it is a limit order in the book from now on. */
  onOrderTriggered?(userId: string, order: Order): void;
}

const money = (minor: number) => `${formatPrice(minor, 'en')} Bolts`;

function refusal(err: FillRefused) {
  switch (err.reason) {
    case 'insufficient_balance':
      return new HttpError(
        400,
        'insufficient_balance',
        `Not enough Bolts. You have ${money(err.have)}, need ${money(err.need)}`,
        { haveMinor: err.have, needMinor: err.need },
      );
    case 'insufficient_shares':
      return new HttpError(
        400,
        'insufficient_shares',
        `Not enough shares. You have ${err.have} shares, trying to sell ${err.need}`,
        { have: err.have, want: err.need },
      );
    case 'insufficient_margin':
      return new HttpError(
        400,
        'insufficient_margin',
        `Not enough available cash to hold this short's margin. You have ${money(err.have)}, need ${money(err.need)}`,
        { haveMinor: err.have, needMinor: err.need },
      );
    case 'cover_exceeds_short':
      return new HttpError(
        400,
        'cover_exceeds_short',
        `You are short ${err.have} shares: buy at most ${err.have} to cover them first.`,
        { shortQuantity: err.have },
      );
    case 'short_has_long':
      return new HttpError(409, 'short_has_long', 'You own shares of this company: sell them before you short it.', {
        have: err.have,
      });
  }
}

const companyNotFound = () => new HttpError(404, 'company_not_found', 'Company not found');
const companyNotTradable = () => new HttpError(400, 'company_not_tradable', 'This company no longer trades.');
const orderNotFound = () => new HttpError(404, 'not_found', 'Order not found');

/** End of the current UTC day: when a day order that has not filled expires. */
function endOfUtcDay(now: Date): Date {
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() + 1));
}

function earliest(a: Date | null, b: Date | null): Date | null {
  if (!a || !b) return a ?? b;
  return a < b ? a : b;
}

/** A fill priced from a stale guess is answered 'repriced'; prices move every few seconds at most. */
const MAX_PRICING_ATTEMPTS = 5;

type Company = { symbol: string; name: string };

function toOrder(row: OrderRow, company: Company): Order {
  return {
    id: row.id,
    companyId: row.companyId,
    companySymbol: company.symbol,
    companyName: company.name,
    side: row.side,
    type: row.type,
    timeInForce: row.timeInForce,
    status: row.status,
    quantity: row.quantity,
    limitPriceMinor: row.limitPriceMinor,
    stopPriceMinor: row.stopPriceMinor,
    trailAmountMinor: row.trailAmountMinor,
    trailPercentBp: row.trailBp,
    triggeredAt: row.triggeredAt?.toISOString() ?? null,
    fillPriceMinor: row.fillPriceMinor,
    reason: row.reason,
    createdAt: row.createdAt.toISOString(),
    closedAt: row.closedAt?.toISOString() ?? null,
  };
}

function toTrade(order: OrderRow, trade: TradeFacts, priceMinor: number, company: Company): Trade {
  return {
    id: trade.id,
    companyId: order.companyId,
    companySymbol: company.symbol,
    companyName: company.name,
    side: order.side,
    quantity: order.quantity,
    pricePerShareMinor: priceMinor,
    totalAmountMinor: trade.totalAmountMinor,
    realizedGainMinor: trade.realizedGainMinor,
    shortQuantity: trade.shortQuantity,
    reason: order.reason,
    createdAt: trade.createdAt.toISOString(),
  };
}

/** How a new order is priced: by the rules of its type, or (the delisting payout) at the last price. */
type Pricing = { kind: 'rules'; input: PlaceOrder } | { kind: 'last_price' };

function fillPriceFor(pricing: Pricing, side: 'buy' | 'sell', priceMinor: number): number | null {
  if (pricing.kind === 'last_price') return priceMinor;
  const { input } = pricing;
  if (isStopType(input.type)) return null;
  return input.type === 'market'
    ? marketFillPriceMinor(side, priceMinor)
    : limitFillPriceMinor(side, input.limitPriceMinor!, priceMinor);
}

const trailOf = (input: PlaceOrder): Trail =>
  input.trailAmountMinor !== undefined ? { amountMinor: input.trailAmountMinor } : { bp: input.trailPercentBp! };

/**
 * A stop's trigger and what a buy holds back, at the price it is placed at (a trailing stop starts
 * its trail there); refuses a stop on the wrong side of the market and a trail out of range.
 */
function stopFieldsFor(input: PlaceOrder, priceMinor: number) {
  if (!isStopType(input.type)) return { stopPriceMinor: null, reservePriceMinor: null };
  let stopPriceMinor: number;
  if (input.type === 'trailing_stop') {
    const trail = trailOf(input);
    if (!trailInRange(input.side, trail, priceMinor)) {
      throw new HttpError(400, 'trail_out_of_range', 'The trail must be 0.5% to 50%, or an amount below the price.');
    }
    stopPriceMinor = trailingStopAt(input.side, priceMinor, trail);
  } else {
    stopPriceMinor = input.stopPriceMinor!;
    if (!stopOnRightSide(input.side, stopPriceMinor, priceMinor)) {
      throw new HttpError(400, 'stop_wrong_side', 'A sell stop must be below the price, a buy stop above it.', {
        priceMinor,
      });
    }
  }
  const reservePriceMinor =
    input.side === 'buy' ? stopBuyReservePriceMinor(input.type, stopPriceMinor, input.limitPriceMinor ?? null) : null;
  if (reservePriceMinor !== null) totalMinor(input.quantity, reservePriceMinor);
  return { stopPriceMinor, reservePriceMinor };
}

/** A market order the game places itself (payouts and forced covers): no reason, no rules to check. */
function marketOrder(portfolioId: string, companyId: string, side: 'buy' | 'sell', quantity: number) {
  return {
    portfolioId,
    companyId,
    side,
    type: 'market' as const,
    timeInForce: 'gtc' as const,
    quantity,
    limitPriceMinor: null,
    trailAmountMinor: null,
    trailBp: null,
    expiresAt: null,
    reason: null,
    shortRules: null,
  };
}

export function createTradingService(deps: {
  repo: TradingRepo;
  games: Pick<GamesService, 'portfolioFor' | 'portfolioForOrder'>;
  events?: TradingEvents;
  /** The admins' trading pause (platform settings): new orders are refused while it is on. */
  isTradingPaused?: () => Promise<boolean>;
}) {
  const { repo, events } = deps;
  /**
   * The last price seen per company: a guess to price the next order from, saving a read. The
   * database checks it on every order, so a stale guess costs one more call, never a wrong price.
   * Holds only companies that exist (a missing one is dropped), so it stays as small as the market.
   */
  const lastPrice = new Map<string, number>();

  function notify(fn: () => void) {
    try {
      fn();
    } catch (err) {
      console.error('A trading event listener failed:', err);
    }
  }

  /**
   * The one way an order is placed: priced from the last price seen, sent to the database, and
   * priced again if the market moved meanwhile. Fills at once, or rests (a limit not reached).
   */
  async function place(
    userId: string,
    unpriced: Omit<PlaceRequest, 'fillPriceMinor' | 'pricedFromMinor' | 'stopPriceMinor' | 'reservePriceMinor'>,
    pricing: Pricing,
  ): Promise<PlaceOrderResult> {
    let priceMinor = lastPrice.get(unpriced.companyId) ?? null;
    for (let attempt = 0; attempt < MAX_PRICING_ATTEMPTS; attempt++) {
      const fillPriceMinor = priceMinor === null ? null : fillPriceFor(pricing, unpriced.side, priceMinor);
      // Refuses totals outside the safe-integer range before the database sees them.
      if (fillPriceMinor !== null) totalMinor(unpriced.quantity, fillPriceMinor);
      // Without a price yet, the database answers 'repriced' with it before anything is checked.
      const stop =
        pricing.kind === 'rules' && priceMinor !== null
          ? stopFieldsFor(pricing.input, priceMinor)
          : { stopPriceMinor: null, reservePriceMinor: null };
      const order = { ...unpriced, ...stop };
      const placed = await repo
        .place({ ...order, fillPriceMinor, pricedFromMinor: priceMinor })
        .catch((err: unknown) => Promise.reject(err instanceof FillRefused ? refusal(err) : err));
      if (placed.outcome === 'no_company') {
        lastPrice.delete(order.companyId);
        throw companyNotFound();
      }
      lastPrice.set(order.companyId, placed.companyPriceMinor);
      if (placed.outcome === 'not_listed') throw companyNotTradable();
      if (placed.outcome === 'repriced') {
        priceMinor = placed.companyPriceMinor;
        continue;
      }
      const company = { symbol: placed.companySymbol, name: placed.companyName };
      const row: OrderRow = {
        ...order,
        id: placed.orderId,
        type: order.type,
        status: placed.outcome === 'filled' ? 'filled' : 'open',
        reservedMinor: placed.reservedMinor,
        fillPriceMinor: placed.trade ? fillPriceMinor : null,
        transactionId: placed.trade?.id ?? null,
        expiresAt: placed.trade ? null : order.expiresAt,
        triggeredAt: null,
        createdAt: placed.orderCreatedAt,
        closedAt: placed.trade?.createdAt ?? null,
      };
      const result = {
        order: toOrder(row, company),
        trade: placed.trade ? toTrade(row, placed.trade, fillPriceMinor!, company) : null,
      };
      if (result.trade && events?.onFill) {
        const trade = result.trade;
        notify(() => events.onFill!(userId, { order: result.order, trade, wasResting: false }));
      } else if (!result.trade && events?.onOrderRested) {
        notify(() => events.onOrderRested!(userId, result.order));
      }
      return result;
    }
    throw new HttpError(503, 'internal', 'Prices are moving too fast right now. Please try again.');
  }

  /** Tells the listeners a resting order filled (the engine's fills of limits and stops). */
  function announceFill(
    userId: string,
    order: OrderRow,
    filled: Extract<Awaited<ReturnType<TradingRepo['fill']>>, { outcome: 'filled' }>,
    priceMinor: number,
  ) {
    if (!events?.onFill) return;
    const company = { symbol: filled.companySymbol, name: filled.companyName };
    const closed: OrderRow = {
      ...order,
      status: 'filled',
      fillPriceMinor: priceMinor,
      transactionId: filled.trade.id,
      reservedMinor: 0,
      closedAt: filled.trade.createdAt,
    };
    const trade = toTrade(closed, filled.trade, priceMinor, company);
    notify(() => events.onFill!(userId, { order: toOrder(closed, company), trade, wasResting: true }));
  }

  /** Closes a resting order without a fill; the caller has checked whose it is when it matters. */
  async function close(
    orderId: string,
    status: 'cancelled' | 'expired',
    portfolioId: string | null,
    reason?: 'insufficient_balance',
  ) {
    const outcome = await repo.close(orderId, status, portfolioId);
    if (outcome !== 'closed') return { outcome, order: null };
    const found = (await repo.findOrder(orderId))!;
    const order = toOrder(found.order, found);
    if (events?.onOrderClosed) notify(() => events.onOrderClosed!(found.userId, order, reason));
    return { outcome, order };
  }

  return {
    /** A player's order, on their portfolio in `input.game` (the public game by default). */
    async placeOrder(userId: string, input: PlaceOrder, now = new Date()): Promise<PlaceOrderResult> {
      if (await deps.isTradingPaused?.()) {
        throw new HttpError(409, 'trading_paused', 'Trading is paused by the administrators. Try again later.');
      }
      const { portfolioId, closesAt, shortRules } = await deps.games.portfolioForOrder(userId, input, now);
      const rests = input.type !== 'market';
      const dayEnd = rests && input.timeInForce === 'day' ? endOfUtcDay(now) : null;
      const trailing = input.type === 'trailing_stop';
      const order = {
        portfolioId,
        companyId: input.companyId,
        side: input.side,
        type: input.type,
        timeInForce: input.timeInForce,
        quantity: input.quantity,
        limitPriceMinor: input.type === 'limit' || input.type === 'stop_limit' ? input.limitPriceMinor! : null,
        trailAmountMinor: trailing ? (input.trailAmountMinor ?? null) : null,
        trailBp: trailing ? (input.trailPercentBp ?? null) : null,
        // A resting order in a game that ends expires with it, whatever its time in force.
        expiresAt: rests ? earliest(dayEnd, closesAt) : null,
        reason: input.reason ?? null,
        shortRules,
      };
      return place(userId, order, { kind: 'rules', input });
    },

    /**
     * The delisting payout: sells a holding to the market at the company's last price, as a
     * filled market order on the holder's portfolio (it shows in their history like any other).
     */
    async sellAtLastPrice(userId: string, portfolioId: string, companyId: string, quantity: number) {
      return place(userId, marketOrder(portfolioId, companyId, 'sell', quantity), { kind: 'last_price' });
    },

    /** The delisting's other payout: a short bought back at the company's last price. */
    async coverAtLastPrice(userId: string, portfolioId: string, companyId: string, quantity: number) {
      return place(userId, marketOrder(portfolioId, companyId, 'buy', quantity), { kind: 'last_price' });
    },

    /**
     * The engine's forced cover (docs/rules.md#short-selling): a market buy of the short's shares,
     * on the one money path. If a price jumped so far that the cash cannot buy them all back, it
     * buys as many as the cash pays for; the rest waits for the next tick.
     */
    async coverShort(userId: string, portfolioId: string, companyId: string, quantity: number) {
      let shares = quantity;
      // Each refusal says what the cash pays for; a partial cover releases less collateral, so a
      // second estimate may be needed.
      for (let attempt = 0; attempt < 3 && shares >= 1; attempt++) {
        const input = { companyId, side: 'buy', type: 'market', quantity: shares, timeInForce: 'gtc' } as PlaceOrder;
        try {
          return await place(userId, marketOrder(portfolioId, companyId, 'buy', shares), { kind: 'rules', input });
        } catch (err) {
          if (!(err instanceof HttpError && err.code === 'insufficient_balance')) throw err;
          const { haveMinor, needMinor } = err.details as { haveMinor: number; needMinor: number };
          shares = Math.min(shares - 1, Math.floor((Math.max(0, haveMinor) * shares) / needMinor));
        }
      }
      return null;
    },

    /**
     * Fills a resting order at `marketPriceMinor` if the market crosses its limit (the engine calls
     * this). Returns false when the order is no longer open or not crossed. Never fills at a price
     * worse than the limit (the rules here price it; the database checks it against the limit).
     */
    async fillRestingOrder(orderId: string, marketPriceMinor: number): Promise<boolean> {
      const peek = await repo.findOrder(orderId);
      if (!peek || peek.order.status !== 'open') return false;
      // Side, limit and quantity never change on an order: pricing from the peek is exact.
      const { order } = peek;
      const priceMinor = limitFillPriceMinor(order.side, order.limitPriceMinor!, marketPriceMinor);
      if (priceMinor === null) return false;
      let filled;
      try {
        filled = await repo.fill(orderId, priceMinor);
      } catch (err) {
        // A reservation covers its fill, so this cannot happen unless the books were edited by hand.
        if (err instanceof FillRefused) return false;
        throw err;
      }
      if (filled.outcome !== 'filled') return false;
      announceFill(peek.userId, order, filled, priceMinor);
      return true;
    },

    /**
     * A stop the market has reached (the engine calls this with the price that reached it): a
     * stop-limit becomes a limit order in the book, a stop or trailing stop fills at market. A stop
     * buy that can no longer pay (its reserve fell short of a price that jumped) is cancelled, its
     * cash given back. False when nothing happened (closed meanwhile, or the price moved back).
     */
    async triggerStop(orderId: string, marketPriceMinor: number): Promise<boolean> {
      const peek = await repo.findOrder(orderId);
      if (!peek || peek.order.status !== 'open' || !isStopType(peek.order.type)) return false;
      const { order } = peek;
      if (order.triggeredAt || !stopCrossed(order.side, order.stopPriceMinor!, marketPriceMinor)) return false;
      const company = { symbol: peek.symbol, name: peek.name };
      if (order.type === 'stop_limit') {
        if (!(await repo.triggerStopLimit(orderId))) return false;
        const triggered = toOrder({ ...order, triggeredAt: new Date() }, company);
        if (events?.onOrderTriggered) notify(() => events.onOrderTriggered!(peek.userId, triggered));
        return true;
      }
      const priceMinor = marketFillPriceMinor(order.side, marketPriceMinor);
      let filled;
      try {
        filled = await repo.fill(orderId, priceMinor);
      } catch (err) {
        if (!(err instanceof FillRefused)) throw err;
        await close(orderId, 'cancelled', null, 'insufficient_balance');
        return false;
      }
      if (filled.outcome !== 'filled') return false;
      announceFill(peek.userId, order, filled, priceMinor);
      return true;
    },

    /** Closes an open day order past its expiry (the engine calls this), releasing its reservation. */
    async expireOrder(orderId: string): Promise<boolean> {
      return (await close(orderId, 'expired', null)).outcome === 'closed';
    },

    /** Cancels the caller's open order and releases its reservation. */
    async cancelOrder(userId: string, orderId: string): Promise<Order> {
      const peek = await repo.findOrder(orderId);
      // Someone else's order looks exactly like no order.
      if (!peek || peek.userId !== userId) throw orderNotFound();
      const { outcome, order } = await close(orderId, 'cancelled', peek.order.portfolioId);
      if (outcome === 'not_found') throw orderNotFound();
      if (!order) throw new HttpError(409, 'order_not_open', 'This order is no longer open.');
      return order;
    },

    async listOrders(userId: string, status: 'open' | 'all', gameId?: string): Promise<Order[]> {
      const portfolioId = await deps.games.portfolioFor(userId, gameId);
      const rows = await repo.listOrders(portfolioId, status, 100);
      return rows.map((r) => toOrder(r.order, r));
    },

    async listTrades(userId: string, gameId?: string): Promise<Trade[]> {
      const portfolioId = await deps.games.portfolioFor(userId, gameId);
      const rows = await repo.listTrades(portfolioId, 100);
      return rows.map(({ trade, symbol, name, reason }) => ({
        id: trade.id,
        companyId: trade.companyId,
        companySymbol: symbol,
        companyName: name,
        side: trade.transactionType,
        quantity: trade.quantity,
        pricePerShareMinor: trade.pricePerShareMinor,
        totalAmountMinor: trade.totalAmountMinor,
        realizedGainMinor: trade.realizedGainMinor,
        shortQuantity: trade.shortQuantity,
        reason,
        createdAt: trade.createdAt.toISOString(),
      }));
    },

    /** The delisting's first step: every open order on the company, cancelled (reservations back). */
    async cancelAllOn(companyId: string): Promise<number> {
      let cancelled = 0;
      for (const { id } of await repo.openOrdersOf(companyId)) {
        if ((await close(id, 'cancelled', null)).outcome === 'closed') cancelled++;
      }
      return cancelled;
    },

    holdersOf: (companyId: string) => repo.holdersOf(companyId),
    shortsOf: (companyId: string) => repo.shortsOf(companyId),
  };
}
export type TradingService = ReturnType<typeof createTradingService>;

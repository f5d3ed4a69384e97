// Placing, filling and cancelling orders. Every fill is one call of bolts_execute_trade (migration
// 0004, docs/decisions/006): one database transaction that locks the player's profile (cash) and
// holding rows, checks what is available (held minus reserved), and writes the transactions row,
// the ledger journal, the cash, the holding and the order together - or nothing. Prices come from
// the pure rules in core/trading.ts, here; the database only confirms that the company price a
// fill was priced from is still the current one.
import { formatPrice } from '#core/format';
import type { Order, PlaceOrder, PlaceOrderResult, Trade } from '#core/schemas/trading';
import { limitFillPriceMinor, marketFillPriceMinor, totalMinor } from '#core/trading';
import type { Db } from '../../db/client';
import { HttpError } from '../../http/http-error';
import type { transactions } from '../../db/schema';
import { FillRefused, type FillRequest, type OrderRow, type TradingRepo } from './trading.repo';

type TransactionRow = typeof transactions.$inferSelect;

/**
 * Told after a change has committed (never for one that rolled back): fills (immediate, and the
 * engine's fills of resting orders), and orders closed without a fill (cancelled, expired). A
 * listener that throws is logged; the trade stands.
 */
export interface TradingEvents {
  onFill?(userId: string, fill: { order: Order; trade: Trade; wasResting: boolean }): void;
  onOrderClosed?(userId: string, order: Order): void;
}

const money = (minor: number) => `$${formatPrice(minor, 'en')}`;

function insufficientBalance(haveMinor: number, needMinor: number) {
  return new HttpError(
    400,
    'insufficient_balance',
    `Insufficient balance. You have ${money(haveMinor)}, need ${money(needMinor)}`,
    {
      haveMinor,
      needMinor,
    },
  );
}

function insufficientShares(have: number, want: number) {
  return new HttpError(
    400,
    'insufficient_shares',
    `Insufficient shares. You have ${have} shares, trying to sell ${want}`,
    {
      have,
      want,
    },
  );
}

const companyNotFound = () => new HttpError(404, 'company_not_found', 'Company not found');
const companyNotTradable = () => new HttpError(400, 'company_not_tradable', 'This company no longer trades.');

/** End of the current UTC day: when a day order that has not filled expires. */
function endOfUtcDay(now: Date): Date {
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() + 1));
}

/** The price an order fills at now if the company trades at `priceMinor`, or null if it must rest. */
function fillPriceFor(input: PlaceOrder, priceMinor: number): number | null {
  return input.type === 'market'
    ? marketFillPriceMinor(input.side, priceMinor)
    : limitFillPriceMinor(input.side, input.limitPrice!, priceMinor);
}

/** A fill priced from a stale guess is answered 'repriced'; prices move every few seconds at most. */
const MAX_PRICING_ATTEMPTS = 5;

type Company = { symbol: string; name: string };

export function createTradingService(deps: {
  db: Db;
  repo: TradingRepo;
  events?: TradingEvents;
  /** The admins' trading pause (platform settings): new orders are refused while it is on. */
  isTradingPaused?: () => Promise<boolean>;
}) {
  const { db, repo, events } = deps;
  /**
   * The last price seen per company: a guess to price the next order from, saving a read. The
   * database checks it on every fill, so a stale guess costs one more call, never a wrong price.
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

  /** Runs one fill in the database; a refusal becomes the API's insufficient-balance/shares answer. */
  async function fill(request: FillRequest) {
    try {
      return await repo.fill(request);
    } catch (err) {
      if (!(err instanceof FillRefused)) throw err;
      throw err.reason === 'insufficient_balance'
        ? insufficientBalance(err.have, err.need)
        : insufficientShares(err.have, err.need);
    }
  }

  /** Gives back what a resting order held: cash for a buy, shares for a sell. */
  async function releaseReservation(tx: Db, order: OrderRow, holding: Awaited<ReturnType<TradingRepo['lockHolding']>>) {
    if (order.side === 'buy') await repo.adjustProfile(tx, order.userId, 0, -order.reservedMinor);
    else
      await repo.writeHolding(
        tx,
        { userId: order.userId, companyId: order.companyId },
        {
          quantity: holding!.quantity,
          totalCostMinor: holding!.totalCostMinor,
          reservedQuantity: holding!.reservedQuantity - order.quantity,
        },
      );
  }

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
      fillPriceMinor: row.fillPriceMinor,
      createdAt: row.createdAt.toISOString(),
      closedAt: row.closedAt?.toISOString() ?? null,
    };
  }

  function toTrade(row: TransactionRow, company: Company): Trade {
    return {
      id: row.id,
      companyId: row.companyId,
      companySymbol: company.symbol,
      companyName: company.name,
      side: row.transactionType,
      quantity: row.quantity,
      pricePerShareMinor: row.pricePerShareMinor,
      totalAmountMinor: row.totalAmountMinor,
      realizedGainMinor: row.realizedGainMinor,
      createdAt: row.createdAt.toISOString(),
    };
  }

  /**
   * A limit that cannot fill at the price last seen: in one transaction, read the company afresh,
   * and rest the order with its reservation if it still cannot fill. Returns the fresh price
   * instead when the order can fill after all.
   */
  async function rest(
    userId: string,
    input: PlaceOrder,
    now: Date,
  ): Promise<PlaceOrderResult | { fillableAtPriceMinor: number }> {
    return db.transaction(async (txRaw) => {
      const tx = txRaw as unknown as Db;
      const company = await repo.company(tx, input.companyId);
      if (!company) throw companyNotFound();
      if (!company.isListed) throw companyNotTradable();
      lastPrice.set(company.id, company.priceMinor);
      if (fillPriceFor(input, company.priceMinor) !== null) return { fillableAtPriceMinor: company.priceMinor };

      // It rests, holding back what it will need.
      const limitMinor = input.limitPrice!;
      const profile = (await repo.lockProfile(tx, userId))!;
      const holding = await repo.lockHolding(tx, userId, company.id);
      let reservedMinor = 0;
      if (input.side === 'buy') {
        reservedMinor = totalMinor(input.quantity, limitMinor);
        const availableMinor = profile.balanceMinor - profile.reservedMinor;
        if (reservedMinor > availableMinor) throw insufficientBalance(availableMinor, reservedMinor);
        await repo.adjustProfile(tx, userId, 0, reservedMinor);
      } else {
        const available = (holding?.quantity ?? 0) - (holding?.reservedQuantity ?? 0);
        if (input.quantity > available) throw insufficientShares(available, input.quantity);
        await repo.writeHolding(
          tx,
          { userId, companyId: company.id },
          {
            quantity: holding!.quantity,
            totalCostMinor: holding!.totalCostMinor,
            reservedQuantity: holding!.reservedQuantity + input.quantity,
          },
        );
      }
      const order = await repo.insertOrder(tx, {
        userId,
        companyId: company.id,
        side: input.side,
        type: 'limit',
        timeInForce: input.timeInForce,
        status: 'open',
        quantity: input.quantity,
        limitPriceMinor: limitMinor,
        reservedMinor,
        expiresAt: input.timeInForce === 'day' ? endOfUtcDay(now) : null,
      });
      return { order: toOrder(order, company), trade: null };
    });
  }

  return {
    async placeOrder(userId: string, input: PlaceOrder, now = new Date()): Promise<PlaceOrderResult> {
      if (await deps.isTradingPaused?.()) {
        throw new HttpError(409, 'trading_paused', 'Trading is paused by the administrators. Try again later.');
      }
      let priceMinor = lastPrice.get(input.companyId);
      for (let attempt = 0; attempt < MAX_PRICING_ATTEMPTS; attempt++) {
        const fillPriceMinor = priceMinor === undefined ? null : fillPriceFor(input, priceMinor);
        if (priceMinor !== undefined && fillPriceMinor === null) {
          const rested = await rest(userId, input, now);
          if (!('fillableAtPriceMinor' in rested)) return rested;
          priceMinor = rested.fillableAtPriceMinor;
          continue;
        }
        // Refuses totals outside the safe-integer range before the database sees them.
        if (fillPriceMinor !== null) totalMinor(input.quantity, fillPriceMinor);
        const filled = await fill({
          userId,
          companyId: input.companyId,
          side: input.side,
          quantity: input.quantity,
          priceMinor: fillPriceMinor,
          pricedFromMinor: priceMinor ?? null,
          type: input.type,
          timeInForce: input.timeInForce,
          limitPriceMinor: input.limitPrice ?? null,
        });
        if (filled.outcome === 'no_company') {
          lastPrice.delete(input.companyId);
          throw companyNotFound();
        }
        if (filled.outcome === 'not_open') throw new Error('an immediate fill has no order to find closed');
        if (filled.outcome !== 'filled') lastPrice.set(input.companyId, filled.companyPriceMinor);
        if (filled.outcome === 'not_listed') throw companyNotTradable();
        if (filled.outcome === 'repriced') {
          priceMinor = filled.companyPriceMinor;
          continue;
        }
        const company = { symbol: filled.companySymbol, name: filled.companyName };
        const result = {
          order: toOrder(
            {
              id: filled.orderId,
              userId,
              companyId: input.companyId,
              side: input.side,
              type: input.type,
              timeInForce: input.timeInForce,
              status: 'filled',
              quantity: input.quantity,
              limitPriceMinor: input.limitPrice ?? null,
              reservedMinor: 0,
              fillPriceMinor,
              transactionId: filled.tradeId,
              expiresAt: null,
              createdAt: filled.orderCreatedAt,
              closedAt: filled.tradeCreatedAt,
            },
            company,
          ),
          trade: toTrade(
            {
              id: filled.tradeId,
              buyerId: input.side === 'buy' ? userId : null,
              sellerId: input.side === 'sell' ? userId : null,
              companyId: input.companyId,
              quantity: input.quantity,
              pricePerShareMinor: fillPriceMinor!,
              totalAmountMinor: filled.totalAmountMinor,
              transactionType: input.side,
              realizedGainMinor: filled.realizedGainMinor,
              createdAt: filled.tradeCreatedAt,
            },
            company,
          ),
        };
        if (events?.onFill) notify(() => events.onFill!(userId, { ...result, wasResting: false }));
        return result;
      }
      throw new HttpError(503, 'internal', 'Prices are moving too fast right now. Please try again.');
    },

    /**
     * Fills a resting order at `marketPriceMinor` if the market crosses its limit (the engine calls
     * this). Returns false when the order is no longer open or not crossed. Never fills at a price
     * worse than the limit (the rules here price it; the database checks it against the limit).
     */
    async fillRestingOrder(orderId: string, marketPriceMinor: number): Promise<boolean> {
      const peek = await repo.findOrder(orderId);
      if (!peek || peek.status !== 'open') return false;
      // Side, limit and quantity never change on an order: pricing from the peek is exact. The
      // database locks the order and finds it still open (or answers not_open).
      const priceMinor = limitFillPriceMinor(peek.side, peek.limitPriceMinor!, marketPriceMinor);
      if (priceMinor === null) return false;
      const filled = await fill({
        userId: peek.userId,
        companyId: peek.companyId,
        side: peek.side,
        quantity: peek.quantity,
        priceMinor,
        orderId: peek.id,
      });
      if (filled.outcome !== 'filled') return false;
      if (events?.onFill) {
        const company = { symbol: filled.companySymbol, name: filled.companyName };
        const order = toOrder(
          {
            ...peek,
            status: 'filled',
            fillPriceMinor: priceMinor,
            transactionId: filled.tradeId,
            reservedMinor: 0,
            closedAt: filled.tradeCreatedAt,
          },
          company,
        );
        const trade = toTrade(
          {
            id: filled.tradeId,
            buyerId: peek.side === 'buy' ? peek.userId : null,
            sellerId: peek.side === 'sell' ? peek.userId : null,
            companyId: peek.companyId,
            quantity: peek.quantity,
            pricePerShareMinor: priceMinor,
            totalAmountMinor: filled.totalAmountMinor,
            transactionType: peek.side,
            realizedGainMinor: filled.realizedGainMinor,
            createdAt: filled.tradeCreatedAt,
          },
          company,
        );
        notify(() => events.onFill!(peek.userId, { order, trade, wasResting: true }));
      }
      return true;
    },

    /** Closes an open day order past its expiry (the engine calls this), releasing its reservation. */
    async expireOrder(orderId: string): Promise<boolean> {
      const peek = await repo.findOrder(orderId);
      if (!peek || peek.status !== 'open') return false;
      const expired = await db.transaction(async (txRaw) => {
        const tx = txRaw as unknown as Db;
        await repo.lockProfile(tx, peek.userId);
        const holding = await repo.lockHolding(tx, peek.userId, peek.companyId);
        const order = await repo.lockOrder(tx, orderId);
        if (!order || order.status !== 'open') return null;
        await releaseReservation(tx, order, holding);
        const closed = await repo.closeOrder(tx, order.id, { status: 'expired', reservedMinor: 0 });
        // Only a listener needs the names.
        const company = events?.onOrderClosed ? await repo.company(tx, order.companyId) : null;
        return { closed, company };
      });
      if (!expired) return false;
      if (events?.onOrderClosed) {
        const { closed, company } = expired;
        const order = toOrder(closed, { symbol: company?.symbol ?? '', name: company?.name ?? '' });
        notify(() => events.onOrderClosed!(closed.userId, order));
      }
      return true;
    },

    /** Cancels the caller's open order and releases its reservation. */
    async cancelOrder(userId: string, orderId: string): Promise<Order> {
      const peek = await repo.findOrder(orderId);
      // Someone else's order looks exactly like no order.
      if (!peek || peek.userId !== userId) throw new HttpError(404, 'not_found', 'Order not found');
      const cancelled = await db.transaction(async (txRaw) => {
        const tx = txRaw as unknown as Db;
        await repo.lockProfile(tx, userId);
        const holding = await repo.lockHolding(tx, userId, peek.companyId);
        const order = (await repo.lockOrder(tx, orderId))!;
        if (order.status !== 'open') throw new HttpError(409, 'order_not_open', 'This order is no longer open.');
        await releaseReservation(tx, order, holding);
        const closed = await repo.closeOrder(tx, order.id, { status: 'cancelled', reservedMinor: 0 });
        const company = (await repo.company(tx, order.companyId))!;
        return toOrder(closed, company);
      });
      if (events?.onOrderClosed) notify(() => events.onOrderClosed!(userId, cancelled));
      return cancelled;
    },

    async listOrders(userId: string, status: 'open' | 'all'): Promise<Order[]> {
      const rows = await repo.listOrders(userId, status, 100);
      return rows.map((r) => toOrder(r.order, r));
    },

    async listTrades(userId: string): Promise<Trade[]> {
      const rows = await repo.listTrades(userId, 100);
      return rows.map((r) => toTrade(r.trade, r));
    },
  };
}
export type TradingService = ReturnType<typeof createTradingService>;

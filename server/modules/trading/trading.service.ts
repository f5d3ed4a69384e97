// Placing, filling and cancelling orders. Every fill is one database transaction that locks the
// player's profile (cash) and holding rows, checks what is available (held minus reserved), and
// writes the transactions row, the ledger journal, the cash and the holding together - or nothing.
import { formatPrice } from '#core/format';
import type { Order, PlaceOrder, PlaceOrderResult, Trade } from '#core/schemas/trading';
import { applyBuy, applySell, limitFillPriceMinor, marketFillPriceMinor, totalMinor, type Side } from '#core/trading';
import type { Db } from '../../db/client';
import { HttpError } from '../../http/http-error';
import { postTrade } from '../ledger';
import type { transactions } from '../../db/schema';
import type { OrderRow, TradingRepo } from './trading.repo';

type TransactionRow = typeof transactions.$inferSelect;

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

/** End of the current UTC day: when a day order that has not filled expires. */
function endOfUtcDay(now: Date): Date {
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() + 1));
}

interface Fill {
  userId: string;
  companyId: string;
  side: Side;
  quantity: number;
  priceMinor: number;
  /** What a resting order had set aside and now releases (cash for a buy, shares for a sell). */
  releasesCashMinor: number;
  releasesShares: number;
}

export function createTradingService(deps: { db: Db; repo: TradingRepo }) {
  const { db, repo } = deps;

  /** Writes one fill; the caller holds the profile and holding locks. Throws (rolling back) if unaffordable. */
  async function executeFill(tx: Db, fill: Fill): Promise<TransactionRow> {
    const profile = (await repo.lockProfile(tx, fill.userId))!;
    const holding = await repo.lockHolding(tx, fill.userId, fill.companyId);
    const position = { quantity: holding?.quantity ?? 0, totalCostMinor: holding?.totalCostMinor ?? 0 };
    const reservedShares = holding?.reservedQuantity ?? 0;

    if (fill.side === 'buy') {
      const costMinor = totalMinor(fill.quantity, fill.priceMinor);
      const availableMinor = profile.balanceMinor - profile.reservedMinor + fill.releasesCashMinor;
      if (costMinor > availableMinor) throw insufficientBalance(availableMinor, costMinor);
      const trade = await repo.insertTransaction(tx, {
        buyerId: fill.userId,
        sellerId: null,
        companyId: fill.companyId,
        quantity: fill.quantity,
        pricePerShareMinor: fill.priceMinor,
        totalAmountMinor: costMinor,
        transactionType: 'buy',
      });
      await postTrade(tx, { userId: fill.userId, playerAmountMinor: -costMinor, transactionId: trade.id });
      await repo.adjustProfile(tx, fill.userId, -costMinor, -fill.releasesCashMinor);
      const next = applyBuy(position, fill.quantity, fill.priceMinor);
      await repo.writeHolding(tx, fill, { ...next, reservedQuantity: reservedShares });
      return trade;
    }

    const availableShares = position.quantity - reservedShares + fill.releasesShares;
    if (fill.quantity > availableShares) throw insufficientShares(availableShares, fill.quantity);
    const sale = applySell(position, fill.quantity, fill.priceMinor);
    const trade = await repo.insertTransaction(tx, {
      buyerId: null,
      sellerId: fill.userId,
      companyId: fill.companyId,
      quantity: fill.quantity,
      pricePerShareMinor: fill.priceMinor,
      totalAmountMinor: sale.proceedsMinor,
      transactionType: 'sell',
      realizedGainMinor: sale.realizedGainMinor,
    });
    await postTrade(tx, { userId: fill.userId, playerAmountMinor: sale.proceedsMinor, transactionId: trade.id });
    await repo.adjustProfile(tx, fill.userId, sale.proceedsMinor, 0);
    await repo.writeHolding(tx, fill, { ...sale.remaining, reservedQuantity: reservedShares - fill.releasesShares });
    return trade;
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

  function toOrder(row: OrderRow, company: { symbol: string; name: string }): Order {
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

  function toTrade(row: TransactionRow, company: { symbol: string; name: string }): Trade {
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

  return {
    async placeOrder(userId: string, input: PlaceOrder, now = new Date()): Promise<PlaceOrderResult> {
      return db.transaction(async (txRaw) => {
        const tx = txRaw as unknown as Db;
        const company = await repo.company(tx, input.companyId);
        if (!company) throw new HttpError(404, 'company_not_found', 'Company not found');
        if (!company.isListed) throw new HttpError(400, 'company_not_tradable', 'This company no longer trades.');

        const fillPriceMinor =
          input.type === 'market'
            ? marketFillPriceMinor(input.side, company.priceMinor)
            : limitFillPriceMinor(input.side, input.limitPrice!, company.priceMinor);

        if (fillPriceMinor !== null) {
          const trade = await executeFill(tx, {
            userId,
            companyId: company.id,
            side: input.side,
            quantity: input.quantity,
            priceMinor: fillPriceMinor,
            releasesCashMinor: 0,
            releasesShares: 0,
          });
          const order = await repo.insertOrder(tx, {
            userId,
            companyId: company.id,
            side: input.side,
            type: input.type,
            timeInForce: input.timeInForce,
            status: 'filled',
            quantity: input.quantity,
            limitPriceMinor: input.limitPrice ?? null,
            fillPriceMinor,
            transactionId: trade.id,
            closedAt: trade.createdAt,
          });
          return { order: toOrder(order, company), trade: toTrade(trade, company) };
        }

        // A limit that cannot fill now rests, holding back what it will need.
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
    },

    /**
     * Fills a resting order at `marketPriceMinor` if the market crosses its limit (the engine calls
     * this). Returns false when the order is no longer open or not crossed. Never fills at a price
     * worse than the limit.
     */
    async fillRestingOrder(orderId: string, marketPriceMinor: number): Promise<boolean> {
      const peek = await repo.findOrder(orderId);
      if (!peek || peek.status !== 'open') return false;
      return db.transaction(async (txRaw) => {
        const tx = txRaw as unknown as Db;
        // Same lock order as every other path: profile, holding, then the order.
        await repo.lockProfile(tx, peek.userId);
        await repo.lockHolding(tx, peek.userId, peek.companyId);
        const order = await repo.lockOrder(tx, orderId);
        if (!order || order.status !== 'open') return false;
        const priceMinor = limitFillPriceMinor(order.side, order.limitPriceMinor!, marketPriceMinor);
        if (priceMinor === null) return false;
        const trade = await executeFill(tx, {
          userId: order.userId,
          companyId: order.companyId,
          side: order.side,
          quantity: order.quantity,
          priceMinor,
          releasesCashMinor: order.side === 'buy' ? order.reservedMinor : 0,
          releasesShares: order.side === 'sell' ? order.quantity : 0,
        });
        await repo.closeOrder(tx, order.id, {
          status: 'filled',
          fillPriceMinor: priceMinor,
          transactionId: trade.id,
          reservedMinor: 0,
        });
        return true;
      });
    },

    /** Closes an open day order past its expiry (the engine calls this), releasing its reservation. */
    async expireOrder(orderId: string): Promise<boolean> {
      const peek = await repo.findOrder(orderId);
      if (!peek || peek.status !== 'open') return false;
      return db.transaction(async (txRaw) => {
        const tx = txRaw as unknown as Db;
        await repo.lockProfile(tx, peek.userId);
        const holding = await repo.lockHolding(tx, peek.userId, peek.companyId);
        const order = await repo.lockOrder(tx, orderId);
        if (!order || order.status !== 'open') return false;
        await releaseReservation(tx, order, holding);
        await repo.closeOrder(tx, order.id, { status: 'expired', reservedMinor: 0 });
        return true;
      });
    },

    /** Cancels the caller's open order and releases its reservation. */
    async cancelOrder(userId: string, orderId: string): Promise<Order> {
      const peek = await repo.findOrder(orderId);
      // Someone else's order looks exactly like no order.
      if (!peek || peek.userId !== userId) throw new HttpError(404, 'not_found', 'Order not found');
      return db.transaction(async (txRaw) => {
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

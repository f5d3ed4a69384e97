// Queries of the trading module. Every change to what a portfolio holds is one call of a money-path
// function (migration 0015, docs/decisions/012): bolts_place_order, bolts_fill_order or
// bolts_close_order, each its own transaction with the portfolio -> holding -> order lock order.
import { and, desc, eq, sql } from 'drizzle-orm';
import type { ShortRules } from '#core/shorts';
import type { OrderType } from '#core/stops';
import { preparedStatement, queryRows, type Db } from '../../db/client';
import { pgArray } from '../../db/pg-array';
import { companies, games, holdings, orders, portfolios, shortPositions, transactions } from '../../db/schema';

export type OrderRow = typeof orders.$inferSelect;

/** An order for bolts_place_order: priced by the caller with core/trading.ts. */
export interface PlaceRequest {
  portfolioId: string;
  companyId: string;
  side: 'buy' | 'sell';
  type: OrderType;
  timeInForce: 'gtc' | 'day';
  quantity: number;
  limitPriceMinor: number | null;
  /** A stop's trigger (a trailing stop's first one, from the price it was placed at). */
  stopPriceMinor: number | null;
  trailAmountMinor: number | null;
  trailBp: number | null;
  /** What a resting buy holds back per share when not its limit (a stop's, core/stops.ts). */
  reservePriceMinor: number | null;
  /** The price it fills at now, or null to rest (a limit the market has not reached). */
  fillPriceMinor: number | null;
  /** The company price the caller priced from: 'repriced' unless it is still the current one. */
  pricedFromMinor: number | null;
  expiresAt: Date | null;
  /** The player's one line on why, kept with the order. */
  reason: string | null;
  /** Set on a short sale only: the game's margin rules the new position takes. */
  shortRules: ShortRules | null;
}

type Int = string | number | bigint;

export type PlaceResult =
  | { outcome: 'no_company' }
  | { outcome: 'not_listed'; companyPriceMinor: number }
  | { outcome: 'repriced'; companyPriceMinor: number }
  | {
      outcome: 'filled' | 'rested';
      companyPriceMinor: number;
      companySymbol: string;
      companyName: string;
      orderId: string;
      orderCreatedAt: Date;
      reservedMinor: number;
      /** Null when the order rested. */
      trade: TradeFacts | null;
    };

export type FillResult =
  | { outcome: 'not_open' }
  | {
      outcome: 'filled';
      portfolioId: string;
      companySymbol: string;
      companyName: string;
      trade: TradeFacts;
    };

/** What a fill wrote: the trade, and the shares of it that opened or covered a short. */
export interface TradeFacts {
  id: string;
  createdAt: Date;
  totalAmountMinor: number;
  realizedGainMinor: number | null;
  shortQuantity: number;
}

const REFUSALS = {
  BT001: 'insufficient_balance',
  BT002: 'insufficient_shares',
  BT003: 'insufficient_margin',
  BT004: 'cover_exceeds_short',
  BT005: 'short_has_long',
} as const;
export type Refusal = (typeof REFUSALS)[keyof typeof REFUSALS];

/**
 * The database refused, with what the portfolio has and what the order needs: cash in minor
 * units (balance; margin: free cash against the collateral beyond the proceeds), shares held, or
 * shares short (a cover larger than the short).
 */
export class FillRefused extends Error {
  constructor(
    readonly reason: Refusal,
    readonly have: number,
    readonly need: number,
  ) {
    super(reason);
  }
}

interface TradeColumns {
  trade_id: string | null;
  trade_created_at: Date | string | null;
  total_amount_minor: Int | null;
  realized_gain_minor: Int | null;
  short_quantity: Int | null;
}

interface PlaceRow extends TradeColumns {
  outcome: PlaceResult['outcome'];
  company_price_minor: Int | null;
  company_symbol: string | null;
  company_name: string | null;
  order_id: string | null;
  order_created_at: Date | string | null;
  reserved_minor: Int | null;
}

interface FillRow extends TradeColumns {
  outcome: FillResult['outcome'];
  portfolio_id: string | null;
  company_symbol: string | null;
  company_name: string | null;
}

/** bigint columns arrive as strings (postgres-js) or bigints (PGlite); money stays a safe integer. */
const int = (v: Int) => Number(v);
/** drizzle's postgres-js driver leaves timestamps as text; PGlite parses them. */
const date = (v: Date | string) => (v instanceof Date ? v : new Date(v));

function tradeOf(row: TradeColumns): TradeFacts | null {
  if (!row.trade_id) return null;
  return {
    id: row.trade_id,
    createdAt: date(row.trade_created_at!),
    totalAmountMinor: int(row.total_amount_minor!),
    realizedGainMinor: row.realized_gain_minor === null ? null : int(row.realized_gain_minor),
    shortQuantity: int(row.short_quantity ?? 0),
  };
}

/** Runs a money-path call, turning the database's refusals into FillRefused. */
async function refusing<T>(call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (err) {
    const { code, detail } = err as { code?: string; detail?: string };
    const reason = code ? REFUSALS[code as keyof typeof REFUSALS] : undefined;
    if (!reason || !detail) throw err;
    const { have, need } = JSON.parse(detail) as { have: number; need: number };
    throw new FillRefused(reason, have, need);
  }
}

export function createTradingRepo(db: Db) {
  const placeOrder = preparedStatement<PlaceRow>(
    db,
    'select * from bolts_place_order($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16)',
  );
  const fillOrder = preparedStatement<FillRow>(db, 'select * from bolts_fill_order($1, $2)');
  const closeOrder = preparedStatement<{ outcome: string }>(db, 'select * from bolts_close_order($1, $2, $3)');

  return {
    /** Places one order (fills it now or rests it) in one call; throws FillRefused when short. */
    async place(r: PlaceRequest): Promise<PlaceResult> {
      const [row] = await refusing(() =>
        placeOrder([
          r.portfolioId,
          r.companyId,
          r.side,
          r.type,
          r.timeInForce,
          r.quantity,
          r.limitPriceMinor,
          r.fillPriceMinor,
          r.pricedFromMinor,
          r.expiresAt?.toISOString() ?? null,
          r.reason,
          r.stopPriceMinor,
          r.trailAmountMinor,
          r.trailBp,
          r.reservePriceMinor,
          r.shortRules &&
            pgArray([
              r.shortRules.initialMarginBp,
              r.shortRules.maintenanceMarginBp,
              r.shortRules.marginCallBp,
              r.shortRules.borrowFeeBpPerDay,
            ]),
        ]),
      );
      if (!row) throw new Error('bolts_place_order returned no row');
      if (row.outcome === 'no_company') return { outcome: 'no_company' };
      if (row.outcome === 'not_listed')
        return { outcome: 'not_listed', companyPriceMinor: int(row.company_price_minor!) };
      if (row.outcome === 'repriced') return { outcome: 'repriced', companyPriceMinor: int(row.company_price_minor!) };
      return {
        outcome: row.outcome,
        companyPriceMinor: int(row.company_price_minor!),
        companySymbol: row.company_symbol!,
        companyName: row.company_name!,
        orderId: row.order_id!,
        orderCreatedAt: date(row.order_created_at!),
        reservedMinor: int(row.reserved_minor ?? 0),
        trade: tradeOf(row),
      };
    },

    /** Fills a resting order at a price honouring its limit; 'not_open' when it closed meanwhile. */
    async fill(orderId: string, priceMinor: number): Promise<FillResult> {
      const [row] = await refusing(() => fillOrder([orderId, priceMinor]));
      if (!row || row.outcome !== 'filled') return { outcome: 'not_open' };
      return {
        outcome: 'filled',
        portfolioId: row.portfolio_id!,
        companySymbol: row.company_symbol!,
        companyName: row.company_name!,
        trade: tradeOf(row)!,
      };
    },

    /** Cancels or expires a resting order, giving back its reservation. */
    async close(
      orderId: string,
      status: 'cancelled' | 'expired',
      portfolioId: string | null,
    ): Promise<'closed' | 'not_open' | 'not_found'> {
      const [row] = await closeOrder([orderId, status, portfolioId]);
      return (row?.outcome ?? 'not_found') as 'closed' | 'not_open' | 'not_found';
    },

    /**
     * A stop-limit whose stop the market has reached becomes a limit order in the book; false when
     * it closed meanwhile or the price moved back (checked here, against the company's price now).
     */
    async triggerStopLimit(orderId: string): Promise<boolean> {
      const rows = await queryRows<{ id: string }>(
        db,
        sql`
        update orders o set triggered_at = now()
        from companies c
        where o.id = ${orderId} and o.status = 'open' and o.type = 'stop_limit' and o.triggered_at is null
          and c.id = o.company_id
          and ((o.side = 'sell' and c.current_price_minor <= o.stop_price_minor)
            or (o.side = 'buy' and c.current_price_minor >= o.stop_price_minor))
        returning o.id`,
      );
      return rows.length === 1;
    },

    /** An order with its company's names and the player whose portfolio placed it. */
    async findOrder(orderId: string) {
      const [row] = await db
        .select({ order: orders, userId: portfolios.userId, symbol: companies.symbol, name: companies.name })
        .from(orders)
        .innerJoin(portfolios, eq(portfolios.id, orders.portfolioId))
        .innerJoin(companies, eq(companies.id, orders.companyId))
        .where(eq(orders.id, orderId));
      return row ?? null;
    },

    listOrders(portfolioId: string, status: 'open' | 'all', limit: number) {
      return db
        .select({ order: orders, symbol: companies.symbol, name: companies.name })
        .from(orders)
        .innerJoin(companies, eq(companies.id, orders.companyId))
        .where(
          status === 'open'
            ? and(eq(orders.portfolioId, portfolioId), eq(orders.status, 'open'))
            : eq(orders.portfolioId, portfolioId),
        )
        .orderBy(desc(orders.createdAt))
        .limit(limit);
    },

    /** A portfolio's trades, newest first, each with the reason written on its order. */
    listTrades(portfolioId: string, limit: number) {
      return db
        .select({ trade: transactions, symbol: companies.symbol, name: companies.name, reason: orders.reason })
        .from(transactions)
        .innerJoin(companies, eq(companies.id, transactions.companyId))
        .leftJoin(orders, eq(orders.transactionId, transactions.id))
        .where(eq(transactions.portfolioId, portfolioId))
        .orderBy(desc(transactions.createdAt))
        .limit(limit);
    },

    /** Open orders on a company (the delisting cancels them) with their portfolios. */
    openOrdersOf(companyId: string) {
      return db
        .select({ id: orders.id, portfolioId: orders.portfolioId })
        .from(orders)
        .where(and(eq(orders.companyId, companyId), eq(orders.status, 'open')));
    },

    /** Every short position on a company (the delisting covers them). */
    shortsOf(companyId: string) {
      return db
        .select({
          portfolioId: shortPositions.portfolioId,
          userId: portfolios.userId,
          quantity: shortPositions.quantity,
        })
        .from(shortPositions)
        .innerJoin(portfolios, eq(portfolios.id, shortPositions.portfolioId))
        .where(eq(shortPositions.companyId, companyId));
    },

    /** Every holding of a company (the delisting pays them out). */
    holdersOf(companyId: string) {
      return db
        .select({ portfolioId: holdings.portfolioId, userId: portfolios.userId, quantity: holdings.quantity })
        .from(holdings)
        .innerJoin(portfolios, eq(portfolios.id, holdings.portfolioId))
        .where(and(eq(holdings.companyId, companyId), sql`${holdings.quantity} > 0`));
    },
  };
}
export type TradingRepo = ReturnType<typeof createTradingRepo>;

export function createPortfolioRepo(db: Db) {
  return {
    /** When the portfolio's own period began: it joined, or its game started, whichever is later. */
    async periodStart(portfolioId: string): Promise<Date> {
      const [row] = await db
        .select({
          at: sql<string>`greatest(${portfolios.createdAt}, coalesce(${games.startsAt}, ${portfolios.createdAt}))`,
        })
        .from(portfolios)
        .innerJoin(games, eq(games.id, portfolios.gameId))
        .where(eq(portfolios.id, portfolioId));
      return new Date(row!.at);
    },

    holdings(portfolioId: string) {
      return db
        .select({
          holding: holdings,
          symbol: companies.symbol,
          name: companies.name,
          logo: companies.logo,
          priceMinor: companies.currentPriceMinor,
        })
        .from(holdings)
        .innerJoin(companies, eq(companies.id, holdings.companyId))
        .where(eq(holdings.portfolioId, portfolioId))
        .orderBy(companies.name);
    },

    /** The portfolio's short positions with their companies' prices, by company name. */
    shorts(portfolioId: string) {
      return db
        .select({
          short: shortPositions,
          symbol: companies.symbol,
          name: companies.name,
          logo: companies.logo,
          priceMinor: companies.currentPriceMinor,
        })
        .from(shortPositions)
        .innerJoin(companies, eq(companies.id, shortPositions.companyId))
        .where(eq(shortPositions.portfolioId, portfolioId))
        .orderBy(companies.name);
    },

    async realizedGain(portfolioId: string): Promise<number> {
      const [row] = await db
        .select({ total: sql<string>`coalesce(sum(${transactions.realizedGainMinor}), 0)::text` })
        .from(transactions)
        .where(eq(transactions.portfolioId, portfolioId));
      return Number(row?.total ?? 0);
    },
  };
}
export type PortfolioRepo = ReturnType<typeof createPortfolioRepo>;

// SQL of the watchlist and the price alerts (docs/rules.md#watchlist-and-price-alerts).
import { sql } from 'drizzle-orm';
import type { AlertDirection } from '#core/schemas/watchlist';
import { inTransaction, queryRows, type Db } from '../../db/client';

interface WatchedRow extends Record<string, unknown> {
  company_id: string;
  symbol: string;
  name: string;
  logo: string;
  price_minor: number | string;
  change_bp: number;
  added_at: Date | string;
}

interface AlertRow extends Record<string, unknown> {
  id: string;
  company_id: string;
  symbol: string;
  name: string;
  direction: AlertDirection;
  price_minor: number | string;
  current_price_minor: number | string;
  created_at: Date | string;
}

/** An alert a tick set off: who to tell, about what. */
export interface FiredAlert {
  id: string;
  userId: string;
  companyId: string;
  symbol: string;
  direction: AlertDirection;
  priceMinor: number;
  reachedMinor: number;
}

const iso = (v: Date | string) => new Date(v).toISOString();

export function createWatchlistRepo(db: Db) {
  return {
    async company(companyId: string): Promise<{ priceMinor: number; isListed: boolean } | null> {
      const [row] = await queryRows<{ price_minor: number | string; is_listed: boolean }>(
        db,
        sql`select current_price_minor as price_minor, is_listed from companies where id = ${companyId}`,
      );
      return row ? { priceMinor: Number(row.price_minor), isListed: row.is_listed } : null;
    },

    async list(userId: string) {
      const rows = await queryRows<WatchedRow>(
        db,
        sql`select w.company_id, c.symbol, c.name, c.logo, c.current_price_minor as price_minor, c.change_bp,
                   w.created_at as added_at
            from watchlist w join companies c on c.id = w.company_id
            where w.user_id = ${userId}
            order by w.created_at, c.symbol`,
      );
      return rows.map((r) => ({
        companyId: r.company_id,
        symbol: r.symbol,
        name: r.name,
        logo: r.logo,
        priceMinor: Number(r.price_minor),
        changeBp: Number(r.change_bp),
        addedAt: iso(r.added_at),
      }));
    },

    /**
     * Stars a company unless the player already has `max`: 'added', 'already' (starred before) or
     * 'full'. One player's stars are added one at a time (a lock per player), so two at once never
     * pass the limit together.
     */
    add(userId: string, companyId: string, max: number): Promise<'added' | 'already' | 'full'> {
      return inTransaction(db, async (tx) => {
        await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`watchlist:${userId}`}))`);
        const [row] = await queryRows<{ mine: boolean; count: number | string }>(
          tx,
          sql`select bool_or(company_id = ${companyId}) as mine, count(*) as count from watchlist where user_id = ${userId}`,
        );
        if (row?.mine) return 'already';
        if (Number(row?.count ?? 0) >= max) return 'full';
        await tx.execute(
          sql`insert into watchlist (user_id, company_id) values (${userId}, ${companyId}) on conflict do nothing`,
        );
        return 'added';
      });
    },

    async remove(userId: string, companyId: string): Promise<boolean> {
      const rows = await queryRows<{ company_id: string }>(
        db,
        sql`delete from watchlist where user_id = ${userId} and company_id = ${companyId} returning company_id`,
      );
      return rows.length > 0;
    },

    async alerts(userId: string) {
      const rows = await queryRows<AlertRow>(
        db,
        sql`select a.id, a.company_id, c.symbol, c.name, a.direction, a.price_minor,
                   c.current_price_minor, a.created_at
            from price_alerts a join companies c on c.id = a.company_id
            where a.user_id = ${userId} and a.triggered_at is null
            order by a.created_at desc`,
      );
      return rows.map((r) => ({
        id: r.id,
        companyId: r.company_id,
        symbol: r.symbol,
        name: r.name,
        direction: r.direction,
        priceMinor: Number(r.price_minor),
        currentPriceMinor: Number(r.current_price_minor),
        createdAt: iso(r.created_at),
      }));
    },

    /** Adds a waiting alert unless `max` are waiting already (a lock per player, as for stars). */
    addAlert(
      userId: string,
      alert: { companyId: string; direction: AlertDirection; priceMinor: number },
      max: number,
    ): Promise<{ id: string } | 'full'> {
      return inTransaction(db, async (tx) => {
        await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`price_alerts:${userId}`}))`);
        const [row] = await queryRows<{ count: number | string }>(
          tx,
          sql`select count(*) as count from price_alerts where user_id = ${userId} and triggered_at is null`,
        );
        if (Number(row?.count ?? 0) >= max) return 'full';
        const [created] = await queryRows<{ id: string }>(
          tx,
          sql`insert into price_alerts (user_id, company_id, direction, price_minor)
              values (${userId}, ${alert.companyId}, ${alert.direction}, ${alert.priceMinor}) returning id`,
        );
        return { id: created!.id };
      });
    },

    async removeAlert(userId: string, id: string): Promise<boolean> {
      const rows = await queryRows<{ id: string }>(
        db,
        sql`delete from price_alerts where id = ${id} and user_id = ${userId} returning id`,
      );
      return rows.length > 0;
    },

    /**
     * Marks fired every waiting alert the new prices meet, in one statement, and answers them: a
     * row is marked once, so a second tick or another instance running the same prices finds
     * nothing. Reads the waiting alerts of the ticked companies only (price_alerts_waiting_idx).
     */
    async fire(prices: readonly { companyId: string; priceMinor: number }[]): Promise<FiredAlert[]> {
      if (prices.length === 0) return [];
      const tick = JSON.stringify(prices.map((p) => ({ id: p.companyId, price: p.priceMinor })));
      const rows = await queryRows<{
        id: string;
        user_id: string;
        company_id: string;
        symbol: string;
        direction: AlertDirection;
        price_minor: number | string;
        reached: number | string;
      }>(
        db,
        sql`with t as (select * from jsonb_to_recordset(${tick}::jsonb) as t(id uuid, price bigint)),
            fired as (
              update price_alerts a set triggered_at = now()
              from t
              where a.company_id = t.id and a.triggered_at is null
                and ((a.direction = 'below' and t.price <= a.price_minor)
                  or (a.direction = 'above' and t.price >= a.price_minor))
              returning a.id, a.user_id, a.company_id, a.direction, a.price_minor, t.price as reached
            )
            select f.*, c.symbol from fired f join companies c on c.id = f.company_id`,
      );
      return rows.map((r) => ({
        id: r.id,
        userId: r.user_id,
        companyId: r.company_id,
        symbol: r.symbol,
        direction: r.direction,
        priceMinor: Number(r.price_minor),
        reachedMinor: Number(r.reached),
      }));
    },

    /** Whether any alert waits at all: one index probe, so a tick with none costs next to nothing. */
    async anyWaiting(): Promise<boolean> {
      const rows = await queryRows<{ one: number }>(
        db,
        sql`select 1 as one from price_alerts where triggered_at is null limit 1`,
      );
      return rows.length > 0;
    },
  };
}
export type WatchlistRepo = ReturnType<typeof createWatchlistRepo>;

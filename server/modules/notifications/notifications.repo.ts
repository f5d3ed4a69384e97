// The notification centre's rows and the players' push subscriptions. Every read and write is
// scoped by the signed-in user's id: nobody reads, marks or removes another player's rows.
import { sql } from 'drizzle-orm';
import type { NotificationType } from '#core/notifications/types';
import type { Notification } from '#core/schemas/notifications';
import { inTransaction, queryRows, type Db } from '../../db/client';

interface NotificationRow extends Record<string, unknown> {
  id: string;
  type: string;
  params: Notification['params'];
  created_at: Date | string;
  read_at: Date | string | null;
}

const iso = (v: Date | string | null) => (v === null ? null : new Date(v).toISOString());

export const toNotification = (row: NotificationRow): Notification => ({
  id: row.id,
  type: row.type as NotificationType,
  params: row.params ?? {},
  createdAt: iso(row.created_at)!,
  readAt: iso(row.read_at),
});

export interface PushTarget {
  endpoint: string;
  p256dh: string;
  auth: string;
}

export function createNotificationsRepo(db: Db) {
  return {
    inTransaction: <T>(work: (tx: Db) => Promise<T>) => inTransaction(db, work),

    /** Null when the dedupe key was seen before for this player (a replayed event). */
    async insert(
      userId: string,
      type: NotificationType,
      params: Notification['params'],
      dedupeKey: string | null,
    ): Promise<Notification | null> {
      const [row] = await queryRows<NotificationRow>(
        db,
        sql`insert into notifications (user_id, type, params, dedupe_key)
            values (${userId}, ${type}, ${JSON.stringify(params)}::jsonb, ${dedupeKey})
            on conflict (user_id, dedupe_key) do nothing
            returning id, type, params, created_at, read_at`,
      );
      return row ? toNotification(row) : null;
    },

    /** The player's notification settings (raw JSON) and time zone; nulls when never saved. */
    async preferences(userId: string): Promise<{ settings: unknown; timeZone: string | null }> {
      const [row] = await queryRows<{ settings: unknown; time_zone: string | null }>(
        db,
        sql`select notification_settings as settings, time_zone from user_settings where user_id = ${userId}`,
      );
      return { settings: row?.settings ?? null, timeZone: row?.time_zone ?? null };
    },

    /**
     * A page of the player's notifications, newest first, each with `at`: its time as the database
     * keeps it, to the microsecond (an ISO time), for the next page's cursor. A cursor of the
     * notification's own time (milliseconds) would let a row in the same millisecond as the page's
     * last one, but earlier, fall between two pages.
     */
    async list(userId: string, limit: number, before: { at: string; id: string } | null) {
      const cursor = before ? sql`and (created_at, id) < (${before.at}::timestamptz, ${before.id}::uuid)` : sql``;
      const rows = await queryRows<NotificationRow & { at: string }>(
        db,
        sql`select id, type, params, created_at, read_at,
                   to_char(created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') as at
            from notifications
            where user_id = ${userId} ${cursor}
            order by created_at desc, id desc limit ${limit}`,
      );
      return rows.map((row) => ({ notification: toNotification(row), at: row.at }));
    },

    async unread(userId: string): Promise<number> {
      const [row] = await queryRows<{ n: number }>(
        db,
        sql`select count(*)::int as n from notifications where user_id = ${userId} and read_at is null`,
      );
      return Number(row?.n ?? 0);
    },

    async markRead(userId: string, ids: string[] | 'all'): Promise<void> {
      const which =
        ids === 'all'
          ? sql``
          : sql`and id in (${sql.join(
              ids.map((id) => sql`${id}::uuid`),
              sql`, `,
            )})`;
      await db.execute(
        sql`update notifications set read_at = now() where user_id = ${userId} and read_at is null ${which}`,
      );
    },

    async subscriptions(userId: string): Promise<PushTarget[]> {
      return queryRows<PushTarget & Record<string, unknown>>(
        db,
        sql`select endpoint, p256dh, auth from push_subscriptions where user_id = ${userId}`,
      );
    },

    /** An endpoint is one browser: whoever subscribes with it last owns it (a shared device). */
    async subscribe(userId: string, target: PushTarget): Promise<void> {
      await db.execute(
        sql`insert into push_subscriptions (endpoint, user_id, p256dh, auth)
            values (${target.endpoint}, ${userId}, ${target.p256dh}, ${target.auth})
            on conflict (endpoint) do update
              set user_id = excluded.user_id, p256dh = excluded.p256dh, auth = excluded.auth, created_at = now()`,
      );
    },

    /** Removes the endpoint only when this player owns it; whether a row went. */
    async unsubscribe(userId: string, endpoint: string): Promise<boolean> {
      const rows = await queryRows<{ endpoint: string }>(
        db,
        sql`delete from push_subscriptions where endpoint = ${endpoint} and user_id = ${userId} returning endpoint`,
      );
      return rows.length > 0;
    },

    /** The push service said the subscription is gone (404/410). */
    async forgetEndpoint(endpoint: string): Promise<void> {
      await db.execute(sql`delete from push_subscriptions where endpoint = ${endpoint}`);
    },

    /**
     * Claims the push of one notification under the player's lock, so two events at once cannot
     * both pass the daily cap: `decide` sees the player's recent pushes; on true, `pushed_at` is set.
     */
    async claimPush(
      userId: string,
      notificationId: string,
      decide: (recentPushes: Date[]) => boolean,
    ): Promise<boolean> {
      return inTransaction(db, async (tx) => {
        await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`push:${userId}`}))`);
        const recent = await queryRows<{ pushed_at: Date | string }>(
          tx,
          sql`select pushed_at from notifications
              where user_id = ${userId} and pushed_at > now() - interval '2 days'`,
        );
        if (!decide(recent.map((r) => new Date(r.pushed_at)))) return false;
        await tx.execute(sql`update notifications set pushed_at = now() where id = ${notificationId}`);
        return true;
      });
    },

    /** Players holding shares of a company in any of their portfolios. */
    async holdersOf(companyId: string): Promise<string[]> {
      const rows = await queryRows<{ user_id: string }>(
        db,
        sql`select distinct pf.user_id from holdings h join portfolios pf on pf.id = h.portfolio_id
            where h.company_id = ${companyId} and h.quantity > 0`,
      );
      return rows.map((r) => r.user_id);
    },

    /** A news item's company and headline, with the headline in Hebrew and Spanish when it has them. */
    async newsFacts(newsId: string) {
      const [row] = await queryRows<{
        company_id: string;
        symbol: string;
        headline: string;
        headline_he: string | null;
        headline_es: string | null;
      }>(
        db,
        sql`select n.company_id, c.symbol, n.headline, n.translations #>> '{he,headline}' as headline_he,
                   n.translations #>> '{es,headline}' as headline_es
            from news n join companies c on c.id = n.company_id
            where n.id = ${newsId}`,
      );
      if (!row) return null;
      return {
        companyId: row.company_id,
        symbol: row.symbol,
        headline: row.headline,
        headlineHe: row.headline_he,
        headlineEs: row.headline_es,
      };
    },

    /** VAPID keys: the first instance's insert wins, every instance reads back what won. */
    async metaValue(key: string, valueIfAbsent: string): Promise<string> {
      await db.execute(
        sql`insert into app_meta (key, value) values (${key}, ${valueIfAbsent}) on conflict (key) do nothing`,
      );
      const [row] = await queryRows<{ value: string }>(db, sql`select value from app_meta where key = ${key}`);
      return row!.value;
    },
  };
}
export type NotificationsRepo = ReturnType<typeof createNotificationsRepo>;

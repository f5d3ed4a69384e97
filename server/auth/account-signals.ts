// Where accounts are used, kept only to tell when two accounts are one person's (a referral between
// them pays nothing, docs/rules.md#referrals): every sign-in records a keyed hash of its address
// and of its browser's device cookie. The raw address and cookie are never stored, and addresses
// are forgotten after 30 days.
import { createHmac, randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { queryRows, type Db } from '../db/client';
import { browserCookie } from './browser-cookie';

const DEVICE_MAX_AGE_SECONDS = 365 * 24 * 60 * 60;
/** How long an address is kept after it was last seen. */
export const ADDRESS_RETENTION_DAYS = 30;
/** Forgetting old addresses runs at most this often per process (on a sign-in). */
const FORGET_EVERY_MS = 60 * 60 * 1000;

export type SignalKind = 'address' | 'device';

/**
 * Two signal rows (aliases `x` and `y`, one value of one kind) that link their accounts: one
 * device ever, or one address used by both within a day of each other.
 */
export const linkingSignals = sql`
  y.kind = x.kind and y.value_hash = x.value_hash
  and (x.kind = 'device'
       or (x.first_seen_at <= y.last_seen_at + interval '1 day' and y.first_seen_at <= x.last_seen_at + interval '1 day'))`;

export function createAccountSignals(deps: { db: Db; secret: string; production: boolean }) {
  const { db } = deps;
  const hash = (kind: SignalKind, value: string) =>
    createHmac('sha256', deps.secret).update(`account-signal:${kind}:${value}`).digest('base64url');
  let lastForgot = 0;
  const cookieName = `${deps.production ? '__Secure-' : ''}bolts.device`;

  return {
    cookieName,

    /** The device cookie for a browser: its own id, or a new one when it has none (or a bad one). */
    deviceCookie(current: string | null) {
      const value = current && /^[A-Za-z0-9_-]{22}$/.test(current) ? current : randomBytes(16).toString('base64url');
      return browserCookie(cookieName, value, { production: deps.production, maxAgeSeconds: DEVICE_MAX_AGE_SECONDS });
    },

    /** Notes that `userId` signed in from this address and device (either may be unknown). */
    async record(userId: string, seen: { address: string | null; device: string | null }): Promise<void> {
      const rows = [
        ...(seen.address ? [sql`(${userId}, 'address', ${hash('address', seen.address)}, now(), now())`] : []),
        ...(seen.device ? [sql`(${userId}, 'device', ${hash('device', seen.device)}, now(), now())`] : []),
      ];
      if (rows.length > 0) {
        await db.execute(sql`
          insert into account_signals (user_id, kind, value_hash, first_seen_at, last_seen_at)
          values ${sql.join(rows, sql`, `)}
          on conflict (user_id, kind, value_hash) do update set last_seen_at = excluded.last_seen_at`);
      }
      if (Date.now() - lastForgot > FORGET_EVERY_MS) {
        lastForgot = Date.now();
        await db.execute(sql`
          delete from account_signals
          where kind = 'address' and last_seen_at < now() - make_interval(days => ${ADDRESS_RETENTION_DAYS})`);
      }
    },

    /**
     * How two accounts are linked, if they are: one device ever, or one address used by both
     * within a day of each other.
     */
    async link(a: string, b: string, tx: Db = db): Promise<SignalKind | null> {
      const [row] = await queryRows<{ kind: SignalKind }>(
        tx,
        sql`select x.kind from account_signals x join account_signals y on ${linkingSignals}
            where x.user_id = ${a} and y.user_id = ${b}
            order by x.kind desc limit 1`,
      );
      return row?.kind ?? null;
    },
  };
}
export type AccountSignals = ReturnType<typeof createAccountSignals>;

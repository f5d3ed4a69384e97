// Per-account limits on sign-in, on top of the library's per-address limits: someone guessing one
// account's password from many addresses is still stopped. Counters share the rate_limits table
// (keys prefixed "account:"), so every server instance sees the same counts.
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';

export const SIGN_IN_LIMIT = { max: 10, windowMs: 5 * 60_000 };

/** Counts one attempt for `key` and returns the attempts in the current window (this one included). */
export async function countAttempt(db: Db, key: string, windowMs: number, now = Date.now()): Promise<number> {
  const result = await db.execute<{ count: number }>(sql`
    insert into rate_limits (id, key, count, last_request)
    values (${randomUUID()}, ${`account:${key}`}, 1, ${now})
    on conflict (key) do update set
      count = case when rate_limits.last_request < ${now - windowMs} then 1 else rate_limits.count + 1 end,
      last_request = case when rate_limits.last_request < ${now - windowMs} then ${now} else rate_limits.last_request end
    returning count`);
  const rows = Array.isArray(result) ? result : (result as { rows: { count: number }[] }).rows;
  return Number(rows[0]?.count ?? 1);
}

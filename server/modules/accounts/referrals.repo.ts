// Referrals' storage: who referred whom, and how each was decided (docs/rules.md#referrals).
import { sql } from 'drizzle-orm';
import type { ReferralOutcome } from '#core/competition/referrals';
import { queryRows, type Db } from '../../db/client';

export interface PendingReferral {
  referrerUserId: string;
  /** The new player's email or phone is verified. */
  verified: boolean;
  /** The new player has made a trade, in any game. */
  traded: boolean;
}

export function createReferralsRepo() {
  return {
    /**
     * The new player's referral while it waits for a decision, locked for it; null when there is
     * none (never referred, or already decided).
     */
    async lockPending(tx: Db, referredUserId: string): Promise<PendingReferral | null> {
      const [row] = await queryRows<{ referrer: string; verified: boolean; traded: boolean }>(
        tx,
        sql`select r.referrer_user_id as referrer,
                   (u.email_verified or coalesce(u.phone_number_verified, false)) as verified,
                   exists (select 1 from transactions t join portfolios p on p.id = t.portfolio_id
                           where p.user_id = r.referred_user_id) as traded
            from referrals r join users u on u.id = r.referred_user_id
            where r.referred_user_id = ${referredUserId} and r.status = 'pending'
            for update of r`,
      );
      return row ? { referrerUserId: row.referrer, verified: row.verified, traded: row.traded } : null;
    },

    /** One referrer's decisions at a time, so two friends' first trades cannot both take the week's last place. */
    async lockReferrer(tx: Db, referrerUserId: string): Promise<void> {
      await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`referrer:${referrerUserId}`}, 0))`);
    },

    async creditedSince(tx: Db, referrerUserId: string, since: Date): Promise<number> {
      const [row] = await queryRows<{ n: number }>(
        tx,
        sql`select count(*)::int as n from referrals
            where referrer_user_id = ${referrerUserId} and status = 'credited'
              and decided_at >= ${since.toISOString()}::timestamptz`,
      );
      return row?.n ?? 0;
    },

    async decide(tx: Db, referredUserId: string, outcome: ReferralOutcome): Promise<void> {
      await tx.execute(sql`
        update referrals set status = ${outcome}, decided_at = now()
        where referred_user_id = ${referredUserId} and status = 'pending'`);
    },
  };
}
export type ReferralsRepo = ReturnType<typeof createReferralsRepo>;

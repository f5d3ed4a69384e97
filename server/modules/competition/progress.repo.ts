// A player's progress: XP awards and achievements, derived from what they really did (trades,
// holdings, referrals, friends, finished weeks) and written with unique keys, so running it again,
// from any instance and as often as events arrive, never pays or unlocks twice.
//
// XP belongs to the player, not to a game: trades count in every game they play (the daily cap on
// trade XP means more games do not mean more of it); diversification is judged within one
// portfolio (one company in each of five games is not a diversified portfolio); finished weeks
// count on the public game's board, the one open to everyone.
import { sql, type SQL } from 'drizzle-orm';
import { ACHIEVEMENTS, newlyUnlocked, type AchievementId, type AchievementStats } from '#core/competition/achievements';
import { weekStart } from '#core/competition/week';
import { DIVERSIFIED_COMPANIES, TRADE_XP_DAILY_CAP, XP } from '#core/competition/xp';
import { PUBLIC_GAME_ID } from '#core/games';
import { queryRows, type Db } from '../../db/client';
import { BOARD_ORDER } from './standings.repo';

/** The player's portfolios, in every game. */
const portfoliosOf = (userId: string) => sql`(select id from portfolios where user_id = ${userId})`;

/** The player's trades in every game, for the statements below. */
const tradesOf = (userId: string) => sql`(
  select id, company_id, created_at, realized_gain_minor, transaction_type = 'sell' as is_sell
  from transactions where portfolio_id in ${portfoliosOf(userId)})`;

/** Different companies held now in the player's most diversified portfolio. */
const companiesHeld = (userId: string) => sql`(
  select coalesce(max(n), 0)::int from (
    select count(*) as n from holdings
    where portfolio_id in ${portfoliosOf(userId)} and quantity > 0
    group by portfolio_id) h)`;

export interface ProgressResult {
  xpGained: number;
  unlocked: AchievementId[];
}

export function createProgressRepo(db: Db) {
  /** Inserts awards (source, key, xp) that are new; returns the XP they added. */
  async function award(userId: string, rows: SQLRows): Promise<number> {
    const inserted = await queryRows<{ xp: number }>(
      db,
      sql`insert into xp_awards (user_id, source, award_key, xp)
          select ${userId}, a.source, a.award_key, a.xp from (${rows}) as a(source, award_key, xp)
          on conflict (user_id, award_key) do nothing
          returning xp`,
    );
    return inserted.reduce((sum, r) => sum + r.xp, 0);
  }

  return {
    /**
     * Brings one player's XP and achievements up to date with their activity. Trade XP looks at
     * the last two UTC days only (each day's first TRADE_XP_DAILY_CAP trades); everything older
     * was awarded when it happened.
     */
    async refresh(userId: string, now: Date = new Date()): Promise<ProgressResult> {
      const trades = tradesOf(userId);
      let xpGained = 0;
      xpGained += await award(
        userId,
        sql`select 'trade', 'trade:' || t.id, ${XP.trade}::int from (
              select id, row_number() over (partition by (created_at at time zone 'UTC')::date order by created_at, id) as n
              from ${trades} t0 where created_at >= (${now.toISOString()}::timestamptz at time zone 'UTC')::date - 1
            ) t where t.n <= ${TRADE_XP_DAILY_CAP}
            union all
            select distinct 'firstTradeInCategory', 'firstTradeInCategory:' || c.category, ${XP.firstTradeInCategory}::int
            from ${trades} t join companies c on c.id = t.company_id
            union all
            select distinct 'profitableSell', 'profitableSell:' || ((t.created_at at time zone 'UTC')::date)::text, ${XP.profitableSell}::int
            from ${trades} t where t.is_sell and t.realized_gain_minor > 0
            union all
            select 'diversified', 'diversified:once', ${XP.diversified}::int
            where ${companiesHeld(userId)} >= ${DIVERSIFIED_COMPANIES}
            union all
            select 'onboarding', 'onboarding:once', ${XP.onboarding}::int
            from profiles where user_id = ${userId} and has_completed_onboarding
            union all
            select 'referral', 'referral:' || r.referred_user_id, ${XP.referral}::int
            from referrals r where r.referrer_user_id = ${userId} and r.status = 'credited'
            union all
            select 'lesson', 'lesson:' || l.lesson_id, ${XP.lesson}::int
            from lesson_completions l where l.user_id = ${userId}
            union all
            select 'quest', 'quest:' || q.day::text || ':' || q.quest_id, ${XP.quest}::int
            from quest_completions q where q.user_id = ${userId}`,
      );

      const [s] = await queryRows<{
        trades: number;
        profitable_sells: number;
        companies_held: number;
        categories_traded: number;
        limit_fills: number;
        best_weekly_gain_bp: number;
        won: boolean;
        top10: boolean;
        referrals: number;
        friends: number;
      }>(
        db,
        sql`select
          (select count(*)::int from ${trades} t) as trades,
          (select count(*)::int from ${trades} t where t.is_sell and t.realized_gain_minor > 0) as profitable_sells,
          ${companiesHeld(userId)} as companies_held,
          (select count(distinct c.category)::int from ${trades} t join companies c on c.id = t.company_id) as categories_traded,
          (select count(*)::int from orders
             where portfolio_id in ${portfoliosOf(userId)} and type = 'limit' and status = 'filled'
               -- Rested first: filled by a later transaction than the one that placed it.
               and closed_at > created_at) as limit_fills,
          (select coalesce(max(s.gain_bp), 0)::int from weekly_standings s
             where s.portfolio_id = (select id from portfolios where game_id = ${PUBLIC_GAME_ID} and user_id = ${userId})
               and s.week_start < ${weekStart(now).toISOString()}::timestamptz) as best_weekly_gain_bp,
          exists (select 1 from xp_awards where user_id = ${userId} and source = 'weeklyWinner') as won,
          exists (select 1 from xp_awards where user_id = ${userId} and source = 'weeklyTop10') as top10,
          (select count(*)::int from referrals where referrer_user_id = ${userId} and status = 'credited') as referrals,
          (select count(*)::int from friendships where user_id = ${userId}) as friends`,
      );
      const stats: AchievementStats = {
        trades: s!.trades,
        profitableSells: s!.profitable_sells,
        companiesHeld: s!.companies_held,
        categoriesTraded: s!.categories_traded,
        limitFills: s!.limit_fills,
        bestWeeklyGainBp: s!.best_weekly_gain_bp,
        bestWeeklyRank: s!.won ? 1 : s!.top10 ? 10 : null,
        referrals: s!.referrals,
        friends: s!.friends,
      };
      const have = await queryRows<{ achievement_id: string }>(
        db,
        sql`select achievement_id from user_achievements where user_id = ${userId}`,
      );
      const candidates = newlyUnlocked(stats, new Set(have.map((r) => r.achievement_id)));
      let unlocked: AchievementId[] = [];
      if (candidates.length > 0) {
        // Two refreshes racing both see the achievement as new; the primary key lets one insert it.
        const rows = await queryRows<{ achievement_id: AchievementId }>(
          db,
          sql`insert into user_achievements (user_id, achievement_id)
              values ${sql.join(
                candidates.map((id) => sql`(${userId}, ${id})`),
                sql`, `,
              )}
              on conflict do nothing returning achievement_id`,
        );
        unlocked = rows.map((r) => r.achievement_id);
      }
      if (xpGained > 0) await syncXp(db, userId);
      return { xpGained, unlocked };
    },

    /**
     * XP for the top 10 of a finished week on the public game's board who beat the index (a score
     * above zero), and the champion's own award once their prize is paid (a held prize pays it
     * when an admin approves), by the week's key. Returns the players who got something new.
     */
    async awardWeek(week: Date): Promise<string[]> {
      const ws = week.toISOString();
      const id = ws.slice(0, 10);
      const rows = await queryRows<{ user_id: string }>(
        db,
        sql`with top as (
              select pf.user_id
              from (select portfolio_id from weekly_standings s
                    where game_id = ${PUBLIC_GAME_ID} and week_start = ${ws}::timestamptz and score > 0
                      and not exists (select 1 from portfolios p join class_logins cl on cl.user_id = p.user_id
                                      where p.id = s.portfolio_id)
                    order by ${BOARD_ORDER} limit 10) t
              join portfolios pf on pf.id = t.portfolio_id
            ),
            winner as (
              select pf.user_id from weekly_champions c join portfolios pf on pf.id = c.portfolio_id
              where c.game_id = ${PUBLIC_GAME_ID} and c.week_start = ${ws}::timestamptz and c.status in ('paid', 'approved')
            )
            insert into xp_awards (user_id, source, award_key, xp)
            select user_id, 'weeklyTop10', ${`weeklyTop10:${id}`}::text, ${XP.weeklyTop10}::int from top
            union all
            select user_id, 'weeklyWinner', ${`weeklyWinner:${id}`}::text, ${XP.weeklyWinner}::int from winner
            on conflict (user_id, award_key) do nothing
            returning user_id`,
      );
      const users = [...new Set(rows.map((r) => r.user_id))];
      for (const userId of users) await syncXp(db, userId);
      return users;
    },

    async read(userId: string) {
      const [row] = await queryRows<{ xp: number }>(db, sql`select xp from profiles where user_id = ${userId}`);
      const unlocked = await queryRows<{ achievement_id: string; unlocked_at: Date | string }>(
        db,
        sql`select achievement_id, unlocked_at from user_achievements where user_id = ${userId}`,
      );
      const byId = new Map(unlocked.map((r) => [r.achievement_id, new Date(r.unlocked_at).toISOString()]));
      return {
        xp: row?.xp ?? 0,
        achievements: ACHIEVEMENTS.map((a) => ({ id: a.id, unlockedAt: byId.get(a.id) ?? null })),
      };
    },
  };
}
export type ProgressRepo = ReturnType<typeof createProgressRepo>;

type SQLRows = SQL;

/** profiles.xp is the cached sum of the player's awards (like a balance and its ledger). */
async function syncXp(db: Db, userId: string) {
  await db.execute(
    sql`update profiles set xp = (select coalesce(sum(xp), 0)::int from xp_awards where user_id = ${userId})
        where user_id = ${userId}`,
  );
}

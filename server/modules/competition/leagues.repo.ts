// Weekly leagues' storage (docs/rules.md#leagues). The rollover runs once per game and week (the
// league_weeks row is its claim): it moves last week's groups up and down a tier and forms this
// week's groups among the players who traded last week. Players who appear later in the week (new,
// or back after a quiet week) join a group of their tier as soon as they trade or open their
// portfolio. All set-based: one statement for every player, whatever the board's size.
import { sql, type SQL } from 'drizzle-orm';
import { GROUP_SIZE, HIGHEST_TIER, LOWEST_TIER } from '#core/competition/leagues';
import { inTransaction, queryRows, type Db } from '../../db/client';

/** core/competition/leagues movers() in SQL: one in six of a group (rounded), at least one of two or more. */
const movers = (size: SQL) => sql`(case when ${size} < 2 then 0 else greatest(1, round(${size} / 6.0))::int end)`;

/** core/competition/leagues nextTier() in SQL. */
const nextTier = (tier: SQL, place: SQL, size: SQL, scored: SQL) => sql`
  (case when ${scored} and ${place} <= ${movers(size)} and ${tier} < ${HIGHEST_TIER} then ${tier} + 1
        when ${place} > ${size} - ${movers(size)} and ${tier} > ${LOWEST_TIER} then ${tier} - 1
        else ${tier} end)`;

export interface GroupLine {
  portfolioId: string;
  tier: number;
  groupNo: number;
}

export function createLeaguesRepo(db: Db) {
  return {
    /**
     * Forms a game's leagues for the week starting at `weekStart`, once: returns false when they
     * were formed already (here or on another instance; a concurrent call waits on the claim's key
     * and then finds it taken). Last week's final board places each group's members (BOARD_ORDER
     * ranks), which sets their tier; then this week's groups are dealt, tier by tier, among the
     * players who traded last week, into as few groups of at most GROUP_SIZE as fit, in an order
     * no one can choose (a hash of the portfolio and the week).
     */
    async rollover(gameId: string, weekStart: Date, previousWeekStart: Date): Promise<boolean> {
      const ws = weekStart.toISOString();
      const prev = previousWeekStart.toISOString();
      return inTransaction(db, async (tx) => {
        const [claimed] = await queryRows<{ game_id: string }>(
          tx,
          sql`insert into league_weeks (game_id, week_start) values (${gameId}, ${ws}::timestamptz)
              on conflict do nothing returning game_id`,
        );
        if (!claimed) return false;
        // Only the players whose tier changes are written (most stay where they are).
        await tx.execute(sql`
          with placed as (
            select m.portfolio_id, m.tier::int as tier,
                   row_number() over (partition by m.tier, m.group_no order by s.rank nulls last, m.portfolio_id)::int as place,
                   count(*) over (partition by m.tier, m.group_no)::int as size,
                   (s.score is not null) as scored
            from league_members m
            left join weekly_standings s on s.week_start = m.week_start and s.portfolio_id = m.portfolio_id
            where m.game_id = ${gameId} and m.week_start = ${prev}::timestamptz
          ),
          moved as (
            select p.portfolio_id, ${nextTier(sql`p.tier`, sql`p.place`, sql`p.size`, sql`p.scored`)} as next
            from placed p
          )
          insert into league_tiers (portfolio_id, tier, week_start)
          select m.portfolio_id, m.next, ${ws}::timestamptz
          from moved m left join league_tiers lt on lt.portfolio_id = m.portfolio_id
          where m.next <> coalesce(lt.tier, ${LOWEST_TIER})
          on conflict (portfolio_id) do update set tier = excluded.tier, week_start = excluded.week_start`);
        await tx.execute(sql`
          with active as (
            select pf.id as portfolio_id, coalesce(lt.tier, ${LOWEST_TIER})::int as tier
            from portfolios pf
            join users u on u.id = pf.user_id
            left join league_tiers lt on lt.portfolio_id = pf.id
            where pf.game_id = ${gameId} and u.suspended_at is null and u.deleted_at is null
              and not exists (select 1 from user_roles r where r.user_id = pf.user_id and r.role in ('admin', 'moderator'))
              and not exists (select 1 from class_logins cl where cl.user_id = pf.user_id)
              and exists (select 1 from transactions t where t.portfolio_id = pf.id
                          and t.created_at >= ${prev}::timestamptz and t.created_at < ${ws}::timestamptz)
          ),
          dealt as (
            select portfolio_id, tier,
                   row_number() over (partition by tier order by md5(portfolio_id::text || ${ws})) as n,
                   ceil(count(*) over (partition by tier) / ${GROUP_SIZE}::numeric)::int as groups
            from active
          )
          insert into league_members (week_start, portfolio_id, game_id, tier, group_no)
          select ${ws}::timestamptz, portfolio_id, ${gameId}, tier, ((n - 1) % groups)::int + 1 from dealt
          on conflict do nothing`);
        return true;
      });
    },

    /**
     * Adds to this week's groups the board's lines that have none yet and are playing: opened this
     * week, or traded since it began. Each joins its tier (the lowest for a new player) in the
     * tier's last group while it has room, then in new groups of GROUP_SIZE. Only weeks whose
     * leagues were formed (the rollover comes first). Returns how many joined.
     */
    async placeLatecomers(weekStart: Date): Promise<number> {
      const ws = weekStart.toISOString();
      const rows = await queryRows<{ placed: number }>(
        db,
        sql`
        with newcomers as (
          select s.portfolio_id, s.game_id, coalesce(lt.tier, ${LOWEST_TIER})::int as tier
          from weekly_standings s
          join league_weeks w on w.game_id = s.game_id and w.week_start = s.week_start
          join portfolios pf on pf.id = s.portfolio_id
          left join league_tiers lt on lt.portfolio_id = s.portfolio_id
          where s.week_start = ${ws}::timestamptz and s.rank is not null
            and not exists (select 1 from league_members m where m.week_start = s.week_start and m.portfolio_id = s.portfolio_id)
            and (pf.created_at >= ${ws}::timestamptz
                 or exists (select 1 from transactions t where t.portfolio_id = s.portfolio_id and t.created_at >= ${ws}::timestamptz))
        ),
        numbered as (
          select *, row_number() over (partition by game_id, tier order by portfolio_id) as k from newcomers
        ),
        last_groups as (
          select distinct on (game_id, tier) game_id, tier, group_no, count(*) as members
          from league_members where week_start = ${ws}::timestamptz
          group by game_id, tier, group_no
          order by game_id, tier, group_no desc
        ),
        placed as (
          insert into league_members (week_start, portfolio_id, game_id, tier, group_no)
          select ${ws}::timestamptz, n.portfolio_id, n.game_id, n.tier,
                 (case when g.group_no is null then ceil(n.k / ${GROUP_SIZE}::numeric)
                       when g.members + n.k <= ${GROUP_SIZE} then g.group_no
                       else g.group_no + ceil((n.k - (${GROUP_SIZE} - g.members)) / ${GROUP_SIZE}::numeric) end)::int
          from numbered n
          left join last_groups g on g.game_id = n.game_id and g.tier = n.tier
          on conflict do nothing
          returning 1
        )
        select count(*)::int as placed from placed`,
      );
      return rows[0]?.placed ?? 0;
    },

    /** A player's group this week, or null before they are placed. */
    async groupOf(gameId: string, weekStart: Date, portfolioId: string): Promise<GroupLine | null> {
      const [row] = await queryRows<{ tier: number; group_no: number }>(
        db,
        sql`select tier::int as tier, group_no from league_members
            where week_start = ${weekStart.toISOString()}::timestamptz and portfolio_id = ${portfolioId} and game_id = ${gameId}`,
      );
      return row ? { portfolioId, tier: row.tier, groupNo: row.group_no } : null;
    },
  };
}
export type LeaguesRepo = ReturnType<typeof createLeaguesRepo>;

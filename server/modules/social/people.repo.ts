// Finding people to add (docs/rules.md#friends-and-chat): suggestions from the reader's classes,
// league group and the companies both traded this week, and a search by the start of a display name
// or username. One filter decides who may be found at all; the service only shapes the answer.
import { sql, type SQL } from 'drizzle-orm';
import { PUBLIC_GAME_ID } from '#core/games';
import { queryRows, type Db } from '../../db/client';
import { underConsentAgeSql } from '../platform-settings';
import { displayNameSql } from '../../db/display-name-sql';
import { personColumns, personJoins, type PersonRow } from './friends.repo';

export type FoundRow = PersonRow & { classmate: boolean; league: boolean; symbols: string[] | null };

/** Current students of a class `readerId` is a current student of (not the teacher: they hold no portfolio there). */
const classmatesCte = (readerId: string) => sql`classmates as (
  select distinct other.user_id from portfolios mine
  join games g on g.id = mine.game_id and g.join_code is not null
  join portfolios other on other.game_id = mine.game_id and other.left_at is null and other.user_id <> ${readerId}
  where mine.user_id = ${readerId} and mine.left_at is null)`;

const visibility = sql`us.privacy_settings -> 'profileVisibility'`;
/** A stranger may see their trades: a public profile that shows them (core/social/privacy). */
const tradesShown = sql`(${visibility} = '"public"'::jsonb and us.privacy_settings -> 'showTrades' = 'true'::jsonb)`;

/**
 * Whom `readerId` may find (profiles p, user_settings us, users u, and the classmates CTE): an active
 * account other than theirs, at or over the consent age, neither blocking the other, not already a
 * friend or in a pending request either way; a login a teacher issued only within its class, both
 * ways; and a private profile only by a classmate.
 */
const findableBy = (readerId: string): SQL => sql`
  u.suspended_at is null and u.deleted_at is null and p.username is not null and p.user_id <> ${readerId}
  and not ${underConsentAgeSql(sql`u.birth_year`)}
  and not exists (select 1 from blocks b where (b.blocker_id = ${readerId} and b.blocked_id = p.user_id)
                                          or (b.blocker_id = p.user_id and b.blocked_id = ${readerId}))
  and not exists (select 1 from friendships f where f.user_id = ${readerId} and f.friend_id = p.user_id)
  and not exists (select 1 from friend_requests r where r.status = 'pending'
                  and ((r.from_user_id = ${readerId} and r.to_user_id = p.user_id)
                    or (r.from_user_id = p.user_id and r.to_user_id = ${readerId})))
  and not exists (select 1 from class_logins cl where cl.user_id = p.user_id and not exists (
                    select 1 from portfolios x where x.game_id = cl.game_id and x.user_id = ${readerId} and x.left_at is null))
  and not exists (select 1 from class_logins cl where cl.user_id = ${readerId} and not exists (
                    select 1 from portfolios x where x.game_id = cl.game_id and x.user_id = p.user_id and x.left_at is null))
  and (${visibility} in ('"public"'::jsonb, '"friends"'::jsonb)
       or exists (select 1 from classmates c where c.user_id = p.user_id))`;

/** LIKE's wildcards typed by the player match themselves. */
const likePrefix = (text: string) => `${text.toLowerCase().replace(/[\\%_]/g, '\\$&')}%`;

export function createPeopleRepo(db: Db) {
  return {
    /** Classmates, this week's league group, and who traded a company the reader traded in the last 7 days. */
    async suggestions(readerId: string, weekStart: Date, limit: number): Promise<FoundRow[]> {
      return queryRows<FoundRow & Record<string, unknown>>(
        db,
        sql`with ${classmatesCte(readerId)},
            league as (
              select distinct other_pf.user_id from league_members mine
              join portfolios my_pf on my_pf.id = mine.portfolio_id and my_pf.user_id = ${readerId}
              join league_members other on other.week_start = mine.week_start and other.game_id = mine.game_id
                and other.tier = mine.tier and other.group_no = mine.group_no and other.portfolio_id <> mine.portfolio_id
              join portfolios other_pf on other_pf.id = other.portfolio_id
              where mine.week_start = ${weekStart.toISOString()}::timestamptz and mine.game_id = ${PUBLIC_GAME_ID}
            ),
            mine_traded as (
              select distinct t.company_id from transactions t
              join portfolios pf on pf.id = t.portfolio_id and pf.game_id = ${PUBLIC_GAME_ID} and pf.user_id = ${readerId}
              where t.created_at > now() - interval '7 days'
            ),
            traded as (
              select pf.user_id, array_agg(distinct c.symbol order by c.symbol) as symbols
              from mine_traded m join transactions t on t.company_id = m.company_id
              join portfolios pf on pf.id = t.portfolio_id and pf.game_id = ${PUBLIC_GAME_ID} and pf.user_id <> ${readerId}
              join companies c on c.id = t.company_id
              where t.created_at > now() - interval '7 days'
              group by pf.user_id
            ),
            candidates as (
              select user_id from classmates union select user_id from league union select user_id from traded
            )
            select ${personColumns(readerId)},
                   exists (select 1 from classmates c where c.user_id = p.user_id) as classmate,
                   exists (select 1 from league l where l.user_id = p.user_id) as league,
                   case when ${tradesShown} then tr.symbols end as symbols
            from candidates k join profiles p on p.user_id = k.user_id ${personJoins}
            join users u on u.id = p.user_id
            left join traded tr on tr.user_id = p.user_id
            where ${findableBy(readerId)}
              and (k.user_id in (select user_id from classmates) or k.user_id in (select user_id from league)
                   or (tr.user_id is not null and ${tradesShown}))
            order by classmate desc, league desc, cardinality(case when ${tradesShown} then tr.symbols end) desc nulls last,
                     p.username
            limit ${limit}`,
      );
    },

    /** Players whose display name (or a word of it) or username starts with `query`, exact matches first. */
    async search(readerId: string, query: string, limit: number): Promise<FoundRow[]> {
      const name = displayNameSql();
      const prefix = likePrefix(query);
      return queryRows<FoundRow & Record<string, unknown>>(
        db,
        sql`with ${classmatesCte(readerId)}
            select ${personColumns(readerId)},
                   exists (select 1 from classmates c where c.user_id = p.user_id) as classmate,
                   false as league, null::text[] as symbols
            from profiles p ${personJoins} join users u on u.id = p.user_id
            where ${findableBy(readerId)}
              and (lower(p.username) like ${prefix} escape '\\'
                   or lower(${name}) like ${prefix} escape '\\'
                   or lower(${name}) like ${`% ${prefix}`} escape '\\')
            order by (lower(p.username) = ${query.toLowerCase()} or lower(${name}) = ${query.toLowerCase()}) desc,
                     classmate desc, p.username
            limit ${limit}`,
      );
    },
  };
}
export type PeopleRepo = ReturnType<typeof createPeopleRepo>;

// Queries of the Users tab. The list is one statement: a keyset page of profiles (newest first)
// with each user's role, and their public-game portfolio's cash and value (portfolio_values, the
// one definition) and trade count, worked out per row through indexes (user_roles primary key,
// portfolios by game and user, transactions by portfolio), so a page costs the same with 100
// users or 100,000.
import { and, eq, inArray, sql, type SQL } from 'drizzle-orm';
import { PUBLIC_GAME_ID } from '#core/games';
import { ADMIN_USERS_PAGE_SIZE, type AdminRole, type AdminUser, type AdminUserStatus } from '#core/schemas/admin/users';
import { queryRows, type Db } from '../../../db/client';
import { likeContains } from '../../../db/like-pattern';
import { sessions, userRoles, users } from '../../../db/schema';
import { lockAdmins } from '../../accounts';

const STAFF_ROLES = ['admin', 'moderator'] as const;

/** An ISO-8601 UTC text of a timestamptz, the same from both drivers. */
const isoText = (column: SQL) => sql`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

type Row = {
  id: string;
  email: string | null;
  phone_number: string | null;
  username: string | null;
  full_name: string | null;
  role: AdminRole;
  cash_minor: string | number;
  portfolio_value_minor: string | number;
  trade_count: string | number;
  suspended_at: string | null;
  has_completed_onboarding: boolean;
  joined_at: string;
};

function toUser(row: Row): AdminUser {
  const status: AdminUserStatus = row.suspended_at ? 'suspended' : row.has_completed_onboarding ? 'active' : 'pending';
  return {
    id: row.id,
    email: row.email,
    phoneNumber: row.phone_number,
    username: row.username,
    fullName: row.full_name,
    role: row.role,
    cashMinor: Number(row.cash_minor),
    portfolioValueMinor: Number(row.portfolio_value_minor),
    tradeCount: Number(row.trade_count),
    status,
    suspendedAt: row.suspended_at,
    joinedAt: row.joined_at,
  };
}

function selectUsers(where: SQL, limit: number) {
  return sql`
    select p.user_id as id, p.email, u.phone_number, p.username, p.full_name,
           coalesce((select case when bool_or(r.role = 'admin') then 'admin'
                                 when bool_or(r.role = 'moderator') then 'moderator' end
                     from user_roles r where r.user_id = p.user_id), 'user') as role,
           coalesce(v.cash_minor, 0) as cash_minor,
           coalesce(v.value_minor, 0) as portfolio_value_minor,
           (select count(*) from transactions t where t.portfolio_id = v.portfolio_id) as trade_count,
           ${isoText(sql`u.suspended_at`)} as suspended_at,
           p.has_completed_onboarding,
           ${isoText(sql`p.created_at`)} as joined_at
    from profiles p join users u on u.id = p.user_id
    -- Lateral, so figures are worked out for the page's rows only; a player not in the game yet shows 0.
    left join lateral (select pv.portfolio_id, pv.cash_minor, pv.value_minor from portfolio_values pv
                       where pv.user_id = p.user_id and pv.game_id = ${PUBLIC_GAME_ID}) v on true
    where ${where}
    order by p.created_at desc, p.user_id desc
    limit ${limit}`;
}

export function createAdminUsersRepo(db: Db) {
  return {
    /** One page, newest first; `cursor` is the last user id of the page before. */
    async list({ q, cursor }: { q?: string | undefined; cursor?: string | undefined }) {
      const conditions: SQL[] = [sql`true`];
      if (q) {
        const pattern = likeContains(q);
        conditions.push(sql`(p.email ilike ${pattern} or p.username ilike ${pattern} or p.full_name ilike ${pattern})`);
      }
      if (cursor) {
        conditions.push(
          sql`(p.created_at, p.user_id) < (select c.created_at, c.user_id from profiles c where c.user_id = ${cursor})`,
        );
      }
      const rows = await queryRows<Row>(db, selectUsers(sql.join(conditions, sql` and `), ADMIN_USERS_PAGE_SIZE + 1));
      const page = rows.slice(0, ADMIN_USERS_PAGE_SIZE).map(toUser);
      return { users: page, nextCursor: rows.length > ADMIN_USERS_PAGE_SIZE ? page.at(-1)!.id : null };
    },

    /** One user as the list shows them (inside a transaction: `conn` is the transaction). */
    async get(id: string, conn: Db = db): Promise<AdminUser | null> {
      const [row] = await queryRows<Row>(conn, selectUsers(sql`p.user_id = ${id}`, 1));
      return row ? toUser(row) : null;
    },

    /** Locks the user's row for the rest of the transaction (one role or status change at a time). */
    async lockUser(tx: Db, id: string) {
      const [row] = await tx
        .select({ id: users.id, username: users.username, email: users.email, suspendedAt: users.suspendedAt })
        .from(users)
        .where(eq(users.id, id))
        // Not FOR UPDATE: the audit row's foreign key takes KEY SHARE on the actor's users row,
        // and two admins acting on each other at once would deadlock on those. NO KEY UPDATE
        // still serialises admin actions on the same user.
        .for('no key update')
        .limit(1);
      return row ?? null;
    },

    /** The user's staff roles (a teacher's role is theirs, not the console's to change). */
    async rolesOf(tx: Db, id: string): Promise<AdminRole[]> {
      const rows = await tx
        .select({ role: userRoles.role })
        .from(userRoles)
        .where(and(eq(userRoles.userId, id), inArray(userRoles.role, STAFF_ROLES)));
      return rows.map((r) => r.role as AdminRole);
    },

    lockAdmins,

    /** One staff role per user: "user" is none. A teacher stays a teacher. */
    async replaceRole(tx: Db, id: string, role: AdminRole) {
      await tx.delete(userRoles).where(and(eq(userRoles.userId, id), inArray(userRoles.role, STAFF_ROLES)));
      if (role !== 'user') await tx.insert(userRoles).values({ userId: id, role });
    },

    async setSuspended(tx: Db, id: string, suspendedAt: Date | null) {
      await tx.update(users).set({ suspendedAt, updatedAt: new Date() }).where(eq(users.id, id));
    },

    /** Deletes every session of the user; returns how many there were. */
    async deleteSessions(tx: Db, id: string): Promise<number> {
      const deleted = await tx.delete(sessions).where(eq(sessions.userId, id)).returning({ id: sessions.id });
      return deleted.length;
    },
  };
}
export type AdminUsersRepo = ReturnType<typeof createAdminUsersRepo>;

// The Users tab's use-cases: list and search, one role per user, suspension. Each write is one
// transaction holding the change and its audit row; a refused change changes nothing.
import type { AdminRole, AdminUser } from '#core/schemas/admin/users';
import { forgetUserSessions } from '../../../auth/session';
import { inTransaction } from '../../../db/client';
import { HttpError } from '../../../http/http-error';
import { writeAudit } from '../audit';
import type { AdminDeps } from '../deps';
import type { AdminUsersRepo } from './users.repo';

const primaryRole = (roles: readonly AdminRole[]): AdminRole =>
  roles.includes('admin') ? 'admin' : roles.includes('moderator') ? 'moderator' : 'user';

const userNotFound = () => new HttpError(404, 'not_found', 'User not found');

export function createAdminUsersService(
  { database, auth, bus }: Pick<AdminDeps, 'database' | 'auth' | 'bus'>,
  repo: AdminUsersRepo,
) {
  async function reread(id: string): Promise<AdminUser> {
    const user = await repo.get(id);
    if (!user) throw userNotFound();
    return user;
  }

  return {
    list: repo.list,

    async setRole(actorId: string, userId: string, role: AdminRole): Promise<AdminUser> {
      await inTransaction(database.db, async (tx) => {
        const user = await repo.lockUser(tx, userId);
        if (!user) throw userNotFound();
        const roles = await repo.rolesOf(tx, userId);
        const before = primaryRole(roles);
        if (before === role && roles.length <= 1) return;
        if (before === 'admin' && role !== 'admin') {
          if (userId === actorId) {
            throw new HttpError(409, 'own_admin_role', 'You cannot remove your own admin role. Ask another admin.');
          }
          const others = (await repo.lockAdmins(tx)).filter((id) => id !== userId);
          if (others.length === 0) {
            throw new HttpError(409, 'last_admin', 'This is the last admin. Make someone else an admin first.');
          }
        }
        await repo.replaceRole(tx, userId, role);
        await writeAudit(tx, actorId, {
          action: 'user.role',
          target: { type: 'user', id: userId, name: user.username ?? user.email },
          changes: { role: { from: before, to: role } },
        });
      });
      return reread(userId);
    },

    /** Signs the user out everywhere at once; they cannot sign in again until restored. */
    async suspend(actorId: string, userId: string): Promise<AdminUser> {
      if (userId === actorId) throw new HttpError(409, 'suspend_self', 'You cannot suspend your own account.');
      await inTransaction(database.db, async (tx) => {
        const user = await repo.lockUser(tx, userId);
        if (!user) throw userNotFound();
        if (user.suspendedAt) return;
        const now = new Date();
        await repo.setSuspended(tx, userId, now);
        const sessionsEnded = await repo.deleteSessions(tx, userId);
        await writeAudit(tx, actorId, {
          action: 'user.suspend',
          target: { type: 'user', id: userId, name: user.username ?? user.email },
          changes: { suspendedAt: { from: null, to: now.toISOString() } },
          details: { sessionsEnded },
        });
      });
      // After the commit: this process's session cache drops the user's cookies now (other
      // instances ask the database within their cache's few seconds and find no session).
      forgetUserSessions(auth, userId);
      // ...and their open sockets, on every instance, close.
      bus.publish({ type: 'session-ended', userId }).catch((err: unknown) => {
        console.error(`[admin] could not close a suspended user's sockets: ${(err as Error).message}`);
      });
      return reread(userId);
    },

    async restore(actorId: string, userId: string): Promise<AdminUser> {
      await inTransaction(database.db, async (tx) => {
        const user = await repo.lockUser(tx, userId);
        if (!user) throw userNotFound();
        if (!user.suspendedAt) return;
        await repo.setSuspended(tx, userId, null);
        await writeAudit(tx, actorId, {
          action: 'user.restore',
          target: { type: 'user', id: userId, name: user.username ?? user.email },
          changes: { suspendedAt: { from: user.suspendedAt.toISOString(), to: null } },
        });
      });
      return reread(userId);
    },
  };
}
export type AdminUsersService = ReturnType<typeof createAdminUsersService>;

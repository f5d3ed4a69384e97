// The one gate in front of every route under /api/admin/<area>/: 401 when signed out, 404 for an
// area that does not exist, 403 unless one of the user's roles may use that area
// (core/admin/permissions). Routes read who is acting with staffOf(c).
import type { Context, MiddlewareHandler } from 'hono';
import { canUseArea, isAdminArea, type Role } from '#core/admin/permissions';
import type { Auth } from '../../auth/auth';
import { requireUserId } from '../../auth/session';
import { HttpError, notFound } from '../../http/http-error';

export interface Staff {
  userId: string;
  roles: Role[];
}

declare module 'hono' {
  interface ContextVariableMap {
    staff: Staff;
  }
}

export const ACCESS_DENIED = "You don't have admin privileges";

export function adminGate(auth: Auth, rolesOf: (userId: string) => Promise<Role[]>): MiddlewareHandler {
  return async (c, next) => {
    const userId = await requireUserId(auth, c);
    const area = /^\/api\/admin\/([^/]+)/.exec(c.req.path)?.[1] ?? '';
    if (!isAdminArea(area)) throw notFound();
    const roles = await rolesOf(userId);
    if (!canUseArea(roles, area)) throw new HttpError(403, 'forbidden', ACCESS_DENIED);
    c.set('staff', { userId, roles });
    await next();
  };
}

/** The staff member the gate let through. */
export function staffOf(c: Context): Staff {
  const staff = c.get('staff');
  if (!staff) throw new Error('admin route mounted outside /api/admin (no gate ran)');
  return staff;
}

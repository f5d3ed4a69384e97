import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { userRoles } from '../../db/schema';

/**
 * Every admin's id, their role rows locked in one order: whatever removes an admin (a demotion, a
 * deletion) takes them first, so two such transactions are decided one after the other, never
 * deadlocked, and the last admin always stays.
 */
export async function lockAdmins(tx: Db): Promise<string[]> {
  const rows = await tx
    .select({ userId: userRoles.userId })
    .from(userRoles)
    .where(eq(userRoles.role, 'admin'))
    .orderBy(userRoles.userId)
    .for('update');
  return rows.map((r) => r.userId);
}

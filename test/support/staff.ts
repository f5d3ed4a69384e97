// Signed-in staff for admin tests: a real sign-up, then the role row an admin would grant.
import { userRoles } from '../../server/db/schema';
import { signUpByEmail, type SignedUpUser } from './accounts';
import type { TestContext } from './test-database';

export async function signUpAs(ctx: TestContext, role: 'admin' | 'moderator' | 'user'): Promise<SignedUpUser> {
  const user = await signUpByEmail(ctx);
  if (role !== 'user') await ctx.database.db.insert(userRoles).values({ userId: user.id, role });
  return user;
}

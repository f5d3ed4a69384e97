// The admin console's Users tab: GET /api/admin/users,
// PUT /api/admin/users/{id}/role, POST /api/admin/users/{id}/suspend and /restore.
import { z } from 'zod';

export const ADMIN_USERS_PAGE_SIZE = 50;

export const ADMIN_ROLES = ['admin', 'moderator', 'user'] as const;
export const adminRoleSchema = z.enum(ADMIN_ROLES);
export type AdminRole = z.infer<typeof adminRoleSchema>;

/** Active once onboarding is done, Pending before; Suspended (by an admin) wins over both. */
export const ADMIN_USER_STATUSES = ['active', 'pending', 'suspended'] as const;
export const adminUserStatusSchema = z.enum(ADMIN_USER_STATUSES);
export type AdminUserStatus = z.infer<typeof adminUserStatusSchema>;

export const adminUserSchema = z.object({
  id: z.string(),
  /** Null for accounts made with a phone number (their phone is given instead). */
  email: z.string().nullable(),
  phoneNumber: z.string().nullable(),
  username: z.string().nullable(),
  fullName: z.string().nullable(),
  /** One role per user in practice; "user" means no role row. */
  role: adminRoleSchema,
  /**
   * The public game's figures (other games are the players' own): cash, including any part
   * reserved by open buy orders; 0 before the player has joined.
   */
  cashMinor: z.number().int(),
  /** Cash plus every holding at the company's current price (the portfolio_values view). */
  portfolioValueMinor: z.number().int(),
  /** Trades of the player's public-game portfolio. */
  tradeCount: z.number().int(),
  status: adminUserStatusSchema,
  suspendedAt: z.string().nullable(),
  joinedAt: z.string(),
});
export type AdminUser = z.infer<typeof adminUserSchema>;

export const adminUsersQuerySchema = z.object({
  /** Case-insensitive, over email, username and full name. */
  q: z.string().trim().max(100).optional(),
  /** The last user id of the previous page (keyset: newest first). */
  cursor: z.string().max(100).optional(),
});

export const adminUsersPageSchema = z.object({
  users: z.array(adminUserSchema),
  /** Pass as `cursor` for the next page; null on the last page. */
  nextCursor: z.string().nullable(),
});
export type AdminUsersPage = z.infer<typeof adminUsersPageSchema>;

export const setRoleBodySchema = z.object({ role: adminRoleSchema });
export type SetRoleBody = z.infer<typeof setRoleBodySchema>;

export const userIdParamSchema = z.object({ id: z.string().min(1).max(100) });

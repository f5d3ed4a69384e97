// Who may use which part of the admin console (docs/rules.md#admin). The API enforces it for every
// route under /api/admin/<area>/ (one gate, so a new route cannot forget it); the web app reads the
// same table to show only the tabs a staff member may use.
// A teacher runs class games (docs/rules.md#classes) and plays like anyone else: not staff.
export type Role = 'admin' | 'moderator' | 'teacher' | 'user';
export type StaffRole = Exclude<Role, 'user' | 'teacher'>;

export const ADMIN_AREAS = {
  /** The stat cards at the top of the console. */
  stats: ['admin', 'moderator'],
  companies: ['admin'],
  news: ['admin', 'moderator'],
  ads: ['admin'],
  users: ['admin'],
  transactions: ['admin'],
  audit: ['admin'],
  settings: ['admin'],
  backup: ['admin'],
  /** Reports from the social features (the moderation queue). */
  reports: ['admin', 'moderator'],
  /** Weekly prizes held for review: approving one pays Bolts, so admins only. */
  prizes: ['admin'],
} as const satisfies Record<string, readonly StaffRole[]>;
export type AdminArea = keyof typeof ADMIN_AREAS;

export const isAdminArea = (area: string): area is AdminArea => Object.hasOwn(ADMIN_AREAS, area);

export function canUseArea(roles: readonly Role[], area: AdminArea): boolean {
  return (ADMIN_AREAS[area] as readonly Role[]).some((role) => roles.includes(role));
}

/**
 * A news item's impact moves the price (docs/rules.md#admin): only admins set it. A moderator's
 * new item has none, and their edit keeps the impact the item had.
 */
export const canSetNewsImpact = (roles: readonly Role[]) => roles.includes('admin');

export const isStaff = (roles: readonly Role[]) => roles.includes('admin') || roles.includes('moderator');

/** The console's tabs and the area each one needs. */
export const ADMIN_TABS = [
  ['companies', 'companies'],
  ['news', 'news'],
  ['ads', 'ads'],
  ['users', 'users'],
  ['analytics', 'transactions'],
  // The moderators' queue of reported chat messages.
  ['reports', 'reports'],
  // Weekly prizes held because the champion is linked to another top-10 player.
  ['prizes', 'prizes'],
] as const satisfies readonly (readonly [string, AdminArea])[];
export type AdminTab = (typeof ADMIN_TABS)[number][0];

/** The tabs these roles may open, in the console's order. */
export function tabsFor(roles: readonly Role[]): AdminTab[] {
  return ADMIN_TABS.filter(([, area]) => canUseArea(roles, area)).map(([tab]) => tab);
}

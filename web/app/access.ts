// Who may open which shell route. Routes declare a rule in their `handle`;
// the shell gate reads the deepest rule and decides before anything of the shell is drawn.
import { canUseArea, type AdminArea } from '#core/admin/permissions';
import type { Me } from '#core/schemas/auth';

export interface AccessRule {
  /** Where a signed-out visitor goes; a route without it is public. */
  signedOutTo?: '/landing' | '/auth';
  /** Staff only: a signed-in user whose roles may not use this admin area is told "Access Denied" and sent to /. */
  adminArea?: AdminArea;
}

/** Public routes (companies, company detail) declare no rule. */
export const MEMBERS: AccessRule = { signedOutTo: '/landing' };
/** Trade and settings send visitors to sign in, then back here. */
export const MEMBERS_VIA_AUTH: AccessRule = { signedOutTo: '/auth' };
/** The admin console (any staff member; the page shows the tabs their roles allow). */
export const ADMINS: AccessRule = { signedOutTo: '/auth', adminArea: 'stats' };
/** One admin area's own page (/admin/ads, /admin/settings, /admin/backup). */
export const adminAreaRule = (area: AdminArea): AccessRule => ({ signedOutTo: '/auth', adminArea: area });

export interface RouteHandle {
  access?: AccessRule;
}

export type AccessDecision =
  | { kind: 'allow' }
  /** The session check failed (a server or network error, not a sign-out): say so and offer a retry. */
  | { kind: 'unknown' }
  | {
      kind: 'redirect';
      to: string;
      /** Store the current path so sign-in returns here. */
      rememberTarget: boolean;
      /** Show the "Access Denied" toast on the way. */
      denied: boolean;
    };

/**
 * `signedOutHere`: the user was signed in on this screen and has just signed out. Sign-out is a
 * choice, not an interruption, so the page they left is not where the next sign-in should lead.
 * `sessionFailed`: asking who is signed in failed. That is no sign-out: a member's page is not
 * traded for sign-in or the landing page, and a failed admin check sends the player home, to /
 * (docs/rules.md#admin), as a refused one does.
 */
export function decideAccess(
  rule: AccessRule | undefined,
  me: Me | null,
  signedOutHere = false,
  sessionFailed = false,
): AccessDecision {
  if (!rule?.signedOutTo) return { kind: 'allow' };
  if (!me && sessionFailed) {
    return rule.adminArea ? { kind: 'redirect', to: '/', rememberTarget: false, denied: false } : { kind: 'unknown' };
  }
  if (!me) {
    const rememberTarget = rule.signedOutTo === '/auth' && !signedOutHere;
    return { kind: 'redirect', to: rule.signedOutTo, rememberTarget, denied: false };
  }
  if (rule.adminArea && !canUseArea(me.roles, rule.adminArea))
    return { kind: 'redirect', to: '/', rememberTarget: false, denied: true };
  return { kind: 'allow' };
}

/** The deepest rule among the matched routes (a child may override its parent). */
export function ruleOf(matches: readonly { handle: unknown }[]): AccessRule | undefined {
  for (let i = matches.length - 1; i >= 0; i--) {
    const access = (matches[i]!.handle as RouteHandle | undefined)?.access;
    if (access) return access;
  }
  return undefined;
}

// Who may open which shell route (SPEC §2, §4, §6). Routes declare a rule in their `handle`;
// the shell gate reads the deepest rule and decides before anything of the shell is drawn.
import type { Me } from '#core/schemas/auth';

export interface AccessRule {
  /** Where a signed-out visitor goes; a route without it is public. */
  signedOutTo?: '/landing' | '/auth';
  /** Only admins: a signed-in non-admin is told "Access Denied" and sent to /. */
  adminOnly?: boolean;
}

/** Public routes (companies, company detail) declare no rule. */
export const MEMBERS: AccessRule = { signedOutTo: '/landing' };
/** Trade and settings send visitors to sign in, then back here. */
export const MEMBERS_VIA_AUTH: AccessRule = { signedOutTo: '/auth' };
export const ADMINS: AccessRule = { signedOutTo: '/auth', adminOnly: true };

export interface RouteHandle {
  access?: AccessRule;
}

export type AccessDecision =
  | { kind: 'allow' }
  | {
      kind: 'redirect';
      to: string;
      /** Store the current path so sign-in returns here (SPEC §4 "After authentication"). */
      rememberTarget: boolean;
      /** Show the "Access Denied" toast on the way. */
      denied: boolean;
    };

/**
 * `signedOutHere`: the user was signed in on this screen and has just signed out. Sign-out is a
 * choice, not an interruption, so the page they left is not where the next sign-in should lead.
 */
export function decideAccess(rule: AccessRule | undefined, me: Me | null, signedOutHere = false): AccessDecision {
  if (!rule?.signedOutTo) return { kind: 'allow' };
  if (!me) {
    const rememberTarget = rule.signedOutTo === '/auth' && !signedOutHere;
    return { kind: 'redirect', to: rule.signedOutTo, rememberTarget, denied: false };
  }
  if (rule.adminOnly && !me.isAdmin) return { kind: 'redirect', to: '/', rememberTarget: false, denied: true };
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

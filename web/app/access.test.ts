import { describe, expect, it } from 'vitest';
import type { Me } from '#core/schemas/auth';
import { ADMINS, adminAreaRule, MEMBERS, MEMBERS_VIA_AUTH, decideAccess, ruleOf } from './access';

const me = (isAdmin = false, roles: Me['roles'] = isAdmin ? ['admin'] : []): Me => ({
  user: { id: 'u1', email: 'a@b.example', phoneNumber: null, username: 'ann', fullName: 'Ann', displayName: null },
  profile: { hasCompletedOnboarding: true, bio: null, avatarUrl: null, avatar: null },
  roles,
  isAdmin,
  restrictions: { underAge: false, consentPending: false, consentAge: 13, parentEmail: null },
});

describe('decideAccess', () => {
  it('lets everyone through a public route', () => {
    expect(decideAccess(undefined, null)).toEqual({ kind: 'allow' });
    expect(decideAccess(undefined, me())).toEqual({ kind: 'allow' });
  });

  it('sends signed-out visitors to the landing page from member routes, without a return target', () => {
    expect(decideAccess(MEMBERS, null)).toEqual({
      kind: 'redirect',
      to: '/landing',
      rememberTarget: false,
      denied: false,
    });
    expect(decideAccess(MEMBERS, me())).toEqual({ kind: 'allow' });
  });

  it('sends signed-out visitors to /auth from trade and settings, remembering where they were', () => {
    expect(decideAccess(MEMBERS_VIA_AUTH, null)).toEqual({
      kind: 'redirect',
      to: '/auth',
      rememberTarget: true,
      denied: false,
    });
  });

  it('does not bring a user who just signed out back to the page they left', () => {
    expect(decideAccess(MEMBERS_VIA_AUTH, null, true)).toEqual({
      kind: 'redirect',
      to: '/auth',
      rememberTarget: false,
      denied: false,
    });
  });

  it('admits only admins to admin routes: others are denied and sent home, visitors sign in first', () => {
    expect(decideAccess(ADMINS, null)).toEqual({ kind: 'redirect', to: '/auth', rememberTarget: true, denied: false });
    expect(decideAccess(ADMINS, me(false))).toEqual({ kind: 'redirect', to: '/', rememberTarget: false, denied: true });
    expect(decideAccess(ADMINS, me(true))).toEqual({ kind: 'allow' });
  });

  it('sends a player whose admin check failed to /, not to sign in (docs/rules.md#admin)', () => {
    // Asking who is signed in failed: no user known, and no sign-out either.
    for (const rule of [ADMINS, adminAreaRule('settings')])
      expect(decideAccess(rule, null, false, true)).toEqual({
        kind: 'redirect',
        to: '/',
        rememberTarget: false,
        denied: false,
      });
    // Home and the other members' pages say the check failed and offer to try again.
    expect(decideAccess(MEMBERS, null, false, true)).toEqual({ kind: 'unknown' });
    expect(decideAccess(MEMBERS_VIA_AUTH, null, false, true)).toEqual({ kind: 'unknown' });
    // Public pages never needed the answer.
    expect(decideAccess(undefined, null, false, true)).toEqual({ kind: 'allow' });
  });

  it('lets moderators into the console but not into admin-only pages', () => {
    const moderator = me(false, ['moderator']);
    expect(decideAccess(ADMINS, moderator)).toEqual({ kind: 'allow' });
    expect(decideAccess(adminAreaRule('settings'), moderator)).toEqual({
      kind: 'redirect',
      to: '/',
      rememberTarget: false,
      denied: true,
    });
    expect(decideAccess(adminAreaRule('settings'), me(true))).toEqual({ kind: 'allow' });
  });
});

describe('ruleOf', () => {
  it('takes the deepest rule among the matched routes', () => {
    expect(ruleOf([{ handle: undefined }, { handle: { access: ADMINS } }, { handle: undefined }])).toBe(ADMINS);
    expect(ruleOf([{ handle: { access: MEMBERS } }, { handle: { access: ADMINS } }])).toBe(ADMINS);
    expect(ruleOf([{ handle: undefined }])).toBeUndefined();
  });
});

// Who is signed in, for every feature: one query of GET /api/auth/me, shared through TanStack
// Query. It answers null for a visitor (not GET /api/me's 401, which the browser would log as a
// failed request on every public page); signed out is never an error state.
import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Me } from '#core/schemas/auth';
import { apiGet, apiSend } from './api-client';
import { unsubscribeFromPush } from './push';

export const meQueryOptions = queryOptions({
  queryKey: ['me'],
  queryFn: () => apiGet<Me | null>('/auth/me'),
  staleTime: 60_000,
});

/** { me: null } when signed out; isPending until the first answer. */
export function useSession() {
  const query = useQuery(meQueryOptions);
  return { me: query.data ?? null, isPending: query.isPending, error: query.error, refetch: query.refetch };
}

/** A teacher runs class games (/classes); any account may become one. */
export const isTeacher = (me: Me | null): boolean => me?.roles.includes('teacher') ?? false;

/** Call after sign-in, sign-up, sign-out or a profile change so every screen sees the new state. */
export function useRefreshSession() {
  const client = useQueryClient();
  return () => client.invalidateQueries({ queryKey: ['me'] });
}

/** Ends the session on the server (the cookie and the database row), then forgets the user here. */
export function useSignOut() {
  const client = useQueryClient();
  return async () => {
    // This device stops getting the player's push messages (the next person here is someone else).
    await unsubscribeFromPush().catch(() => {});
    await apiSend('POST', '/auth/sign-out', {});
    client.setQueryData(meQueryOptions.queryKey, null);
    client.removeQueries({ predicate: (q) => q.queryKey[0] !== 'me' });
  };
}

// A target stored before sending a visitor to /auth, used once after authentication.
const REDIRECT_KEY = 'bolts.redirectAfterAuth';

export function storeRedirectAfterAuth(target: string) {
  // Only paths inside the app: never an open redirect.
  if (target.startsWith('/') && !target.startsWith('//')) sessionStorage.setItem(REDIRECT_KEY, target);
}

/** The stored target (then cleared), or the fallback ("/"). */
export function takeRedirectAfterAuth(fallback = '/'): string {
  const target = sessionStorage.getItem(REDIRECT_KEY);
  sessionStorage.removeItem(REDIRECT_KEY);
  return target && target.startsWith('/') && !target.startsWith('//') ? target : fallback;
}

// A referral code from /auth?ref=CODE survives until the new account claims it.
const REFERRAL_KEY = 'bolts.referralCode';
export const rememberReferralCode = (code: string) => localStorage.setItem(REFERRAL_KEY, code);
export const takeReferralCode = () => {
  const code = localStorage.getItem(REFERRAL_KEY);
  localStorage.removeItem(REFERRAL_KEY);
  return code;
};
export const peekReferralCode = () => localStorage.getItem(REFERRAL_KEY);

import { queryOptions, useQuery } from '@tanstack/react-query';
import { DEFAULT_CONSENT_AGE } from '#core/age';
import type { SignUpRules } from '#core/schemas/auth';
import { apiGet } from '../../../lib/api-client';

/** GET /api/sign-up-rules: the consent age the admins set; it changes rarely. */
export const signUpRulesQueryOptions = queryOptions({
  queryKey: ['sign-up-rules'],
  queryFn: () => apiGet<SignUpRules>('/sign-up-rules'),
  staleTime: 5 * 60_000,
});

/** Below this age the form asks for a parent's email; 13 until the server answers (the server decides). */
export function useConsentAge(): number {
  return useQuery(signUpRulesQueryOptions).data?.consentAge ?? DEFAULT_CONSENT_AGE;
}

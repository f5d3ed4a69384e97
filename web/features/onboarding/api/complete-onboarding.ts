import { useMutation } from '@tanstack/react-query';
import { apiSend } from '../../../lib/api-client';

/** POST /me/onboarding/complete: sets has_completed_onboarding on the user's profile. */
export const completeOnboarding = () => apiSend<{ ok: true }>('POST', '/me/onboarding/complete');

export function useCompleteOnboarding() {
  return useMutation({ mutationFn: completeOnboarding });
}

import { useQuery } from '@tanstack/react-query';
import type { FriendsOverview } from '#core/schemas/social';
import { apiGet } from '../../../lib/api-client';
import { socialKeys } from '../../../lib/social-cache';

/** GET /api/friends: friends, requests both ways and blocked people. */
export function useFriends() {
  return useQuery({ queryKey: socialKeys.friends, queryFn: () => apiGet<FriendsOverview>('/friends') });
}

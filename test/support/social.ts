// Social helpers for integration tests: friends, a player's settings (display name, privacy) and
// drawn avatar, each through the API as the web app sends them.
import { expect } from 'vitest';
import type { Settings } from '#core/schemas/profile';
import type { FriendsOverview } from '#core/schemas/social';
import type { SignedUpUser } from './accounts';
import { json } from './responses';

export async function befriend(a: SignedUpUser, b: SignedUpUser) {
  await json(await a.client.post('/api/friends/requests', { username: b.username }));
  const overview = (await json(await b.client.get('/api/friends'))) as FriendsOverview;
  const request = overview.incoming.find((r) => r.person.userId === a.id)!;
  await json(await b.client.post(`/api/friends/requests/${request.id}/accept`));
}

/** Saves the player's settings with these changes (privacy merged into what is saved). */
export async function saveSettings(
  user: SignedUpUser,
  changes: { displayName?: string; privacy?: Partial<Settings['privacy']> },
): Promise<Response> {
  const current = (await json(await user.client.get('/api/me/settings'))) as Settings;
  return user.client.request('/api/me/settings', {
    method: 'PUT',
    json: {
      ...current,
      ...(changes.displayName !== undefined ? { displayName: changes.displayName } : {}),
      privacy: { ...current.privacy, ...changes.privacy },
    },
  });
}

export async function setDisplayName(user: SignedUpUser, displayName: string) {
  const res = await saveSettings(user, { displayName });
  expect(res.status, await res.clone().text()).toBe(200);
}

export async function setPrivacy(user: SignedUpUser, privacy: Partial<Settings['privacy']>) {
  const res = await saveSettings(user, { privacy });
  expect(res.status, await res.clone().text()).toBe(200);
}

/** Public, showing trades: a trader others may follow. */
export const PUBLIC_TRADER = { profileVisibility: 'public', showTrades: true } as const;

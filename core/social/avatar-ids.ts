// The drawn avatars a player may pick (docs/rules.md#privacy): characters drawn in the app, never
// an upload, so no photo of a child is ever stored or shown. The web app draws each id. Apart from
// the schema (avatars.ts) so the pages that draw them load no zod.

export const AVATAR_IDS = [
  'fox',
  'cat',
  'owl',
  'panda',
  'bunny',
  'frog',
  'penguin',
  'lion',
  'koala',
  'whale',
  'octopus',
  'turtle',
  'robot',
  'rocket',
  'star',
  'bolt',
] as const;
export type AvatarId = (typeof AVATAR_IDS)[number];

/** A stored value as an avatar: anything not on the list (an old or hand-written value) is none. */
export function avatarOf(stored: unknown): AvatarId | null {
  return (AVATAR_IDS as readonly unknown[]).includes(stored) ? (stored as AvatarId) : null;
}

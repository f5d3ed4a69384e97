// Weekly leagues (docs/rules.md#leagues): groups of about 30 players in five tiers. At each week's
// start the top of every group goes up a tier, the bottom goes down, the middle stays; new players
// start in the lowest tier. Pure: the standings job applies it with set-based SQL.

export const TIERS = ['bronze', 'silver', 'gold', 'platinum', 'diamond'] as const;
export type Tier = (typeof TIERS)[number];

/** The most players a group is formed with. */
export const GROUP_SIZE = 30;

export const LOWEST_TIER = 0;
export const HIGHEST_TIER = TIERS.length - 1;

export const tierName = (tier: number): Tier => TIERS[Math.min(HIGHEST_TIER, Math.max(LOWEST_TIER, tier))]!;

/** How many groups a tier of `players` is split into: none over GROUP_SIZE, sizes within one. */
export const groupCount = (players: number) => Math.max(1, Math.ceil(players / GROUP_SIZE));

/**
 * How many of a group go up and down at the week's end: one in six (5 of 30), at least one in a
 * group of two or more, so a small group still moves.
 */
export function movers(groupSize: number): number {
  if (groupSize < 2) return 0;
  return Math.max(1, Math.round(groupSize / 6));
}

/**
 * Next week's tier for the player at `place` (1 = best) of a group of `groupSize` in `tier`.
 * Only a player with a score (one who traded) goes up; the lowest tier has no way down and the
 * highest no way up.
 */
export function nextTier(input: { tier: number; place: number; groupSize: number; scored: boolean }): number {
  const moving = movers(input.groupSize);
  if (input.scored && input.place <= moving && input.tier < HIGHEST_TIER) return input.tier + 1;
  if (input.place > input.groupSize - moving && input.tier > LOWEST_TIER) return input.tier - 1;
  return input.tier;
}

/** The zone a place is in, for the board's colouring: promotion, safe or demotion. */
export function zoneOf(input: { tier: number; place: number; groupSize: number }): 'up' | 'stay' | 'down' {
  const next = nextTier({ ...input, scored: true });
  return next > input.tier ? 'up' : next < input.tier ? 'down' : 'stay';
}

// Games (docs/rules.md#games): every player plays the public game; class games and leagues are
// others. A player holds one portfolio per game.

/** The public game's id: made by migration 0014 (and the seed), never by a player. */
export const PUBLIC_GAME_ID = '00000000-0000-4000-8000-000000000001';
export const PUBLIC_GAME_SLUG = 'public';

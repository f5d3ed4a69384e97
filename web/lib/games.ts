// The games a player plays (docs/rules.md#games): GET /api/games lists the signed-in player's, each
// with its portfolio's figures; GET /api/games/public is the game every newcomer joins, whose
// starting cash the landing, sign-up and onboarding pages promise.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { PUBLIC_GAME_SLUG } from '#core/games';
import type { Game, MyGame } from '#core/schemas/games';
import { MINOR_PER_BOLT } from '#core/money';
import { apiGet } from './api-client';

export const gamesKeys = {
  mine: ['games', 'mine'] as const,
  public: ['games', 'public'] as const,
};

/** The signed-in player's games. Only their names are read from it, so a trade need not reload it. */
export const myGamesQueryOptions = queryOptions({
  queryKey: gamesKeys.mine,
  queryFn: () => apiGet<{ games: MyGame[] }>('/games').then((r) => r.games),
  staleTime: 60_000,
});

/** The public game: its starting cash changes only when an admin changes it. */
export const publicGameQueryOptions = queryOptions({
  queryKey: gamesKeys.public,
  queryFn: () => apiGet<Game>('/games/public'),
  staleTime: 5 * 60_000,
});

/** The public game's starting cash in whole Bolts, or null until it has loaded. */
export function usePublicStartingBolts(): number | null {
  const game = useQuery(publicGameQueryOptions).data;
  return game ? game.startingCashMinor / MINOR_PER_BOLT : null;
}

/** A game's name for the player: the public game's in their language, any other as it was named. */
export function gameName(game: Pick<Game, 'slug' | 'name'>, t: (key: string) => string): string {
  return game.slug === PUBLIC_GAME_SLUG ? t('games.public') : game.name;
}

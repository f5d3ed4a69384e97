// The game whose money the feed, the trading floor and the profile show, and which new orders are
// placed in. One choice per player, kept by this tab and remembered in localStorage for the next
// visit: a `?game=` parameter would have to ride along every link of the app, and one link that
// dropped it would silently show (and trade with) the public game's money instead. Another tab's
// switch is not followed live, so an order being confirmed here never changes game underneath.
import { useQuery } from '@tanstack/react-query';
import { useCallback, useSyncExternalStore } from 'react';
import { PUBLIC_GAME_ID } from '#core/games';
import type { MyGame } from '#core/schemas/games';
import { myGamesQueryOptions } from './games';
import { useSession } from './session';

const storageKey = (userId: string) => `bolts.game.${userId}`;
const chosen = new Map<string, string | null>();
const listeners = new Set<() => void>();

/** The game this player last chose (null: never, which means the public game). */
export function storedGame(userId: string): string | null {
  if (!chosen.has(userId)) {
    let value: string | null = null;
    try {
      value = localStorage.getItem(storageKey(userId));
    } catch {
      // Storage refused (private mode): the choice lasts as long as the tab.
    }
    chosen.set(userId, value);
  }
  return chosen.get(userId) ?? null;
}

export function chooseGame(userId: string, gameId: string) {
  chosen.set(userId, gameId);
  try {
    localStorage.setItem(storageKey(userId), gameId);
  } catch {
    // As above: kept for this tab only.
  }
  for (const listener of listeners) listener();
}

/** What a page prefetches with before the player's games are known: their last choice. */
export const rememberedGame = (userId: string): string => storedGame(userId) ?? PUBLIC_GAME_ID;

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/**
 * The chosen game, checked against the player's games: a choice of a game they no longer play
 * falls back to the public game. `ready` is false only while a remembered choice of another game
 * waits for that check, so a player of the public game alone never waits for the list.
 */
export function useChosenGame(): {
  gameId: string;
  ready: boolean;
  games: MyGame[];
  choose: (gameId: string) => void;
} {
  const { me } = useSession();
  const userId = me?.user.id ?? null;
  const stored = useSyncExternalStore(
    subscribe,
    () => (userId ? storedGame(userId) : null),
    () => null,
  );
  const games = useQuery({ ...myGamesQueryOptions, enabled: userId !== null });
  const list = games.data;
  let gameId = PUBLIC_GAME_ID;
  let ready = true;
  if (stored && stored !== PUBLIC_GAME_ID) {
    if (list) gameId = list.some((g) => g.id === stored) ? stored : PUBLIC_GAME_ID;
    else {
      // Keyed by the remembered game meanwhile, so no other game's cached figures show.
      gameId = stored;
      ready = games.isError;
    }
  }
  const choose = useCallback((id: string) => userId && chooseGame(userId, id), [userId]);
  return { gameId, ready, games: list ?? [], choose };
}

/**
 * The `game` parameter of a money read: none for the public game (the server's default), so the
 * request is the very URL the page's HTML preloads.
 */
export const gameParam = (gameId: string): string | undefined => (gameId === PUBLIC_GAME_ID ? undefined : gameId);

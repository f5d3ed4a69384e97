// The games that ask for a reason on every order: a class's rules say so (GET /api/games), and a
// `reason_required` from the server (the teacher changed them since the list was read) says so
// for the rest of the visit; the form then asks for the reason before the order is sent.
import { useSyncExternalStore } from 'react';
import { useChosenGame } from '../../../lib/chosen-game';

const requiring = new Set<string>();
const listeners = new Set<() => void>();

export function markReasonsRequired(gameId: string) {
  if (requiring.has(gameId)) return;
  requiring.add(gameId);
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Whether orders in this game are known to need a reason. */
export function useReasonsRequired(gameId: string): boolean {
  const { games } = useChosenGame();
  const marked = useSyncExternalStore(
    subscribe,
    () => requiring.has(gameId),
    () => false,
  );
  return marked || (games.find((g) => g.id === gameId)?.classRules?.reasonsRequired ?? false);
}

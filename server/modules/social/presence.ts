// Who is online: each instance knows its own sockets; first-open and last-close are
// announced on the bus, so every instance keeps the same picture and each player's friends hear
// of it at once. A player counts as online while any instance has a socket of theirs. (An instance
// that starts later learns of players as they next connect or disconnect.)
import { randomUUID } from 'node:crypto';
import type { EventBus } from '../../realtime';

export function createPresence(options: { bus: EventBus; friendIds: (userId: string) => Promise<string[]> }) {
  const instance = randomUUID();
  const where = new Map<string, Set<string>>();
  const chains = new Map<string, Promise<void>>();

  const unsubscribe = options.bus.subscribe((event) => {
    if (event.type !== 'presence') return;
    let set = where.get(event.userId);
    if (event.online) {
      if (!set) where.set(event.userId, (set = new Set()));
      set.add(event.instance);
    } else if (set) {
      set.delete(event.instance);
      if (set.size === 0) where.delete(event.userId);
    }
  });

  return {
    isOnline: (userId: string) => (where.get(userId)?.size ?? 0) > 0,
    /** The realtime server's onPresence hook. */
    announce(userId: string, online: boolean) {
      // One player's announcements leave in the order they happened (online before offline).
      const previous = chains.get(userId) ?? Promise.resolve();
      const next = previous
        .then(() => options.friendIds(userId))
        .then((friendIds) => options.bus.publish({ type: 'presence', userId, online, instance, friendIds }))
        .catch(() => {})
        .finally(() => {
          if (chains.get(userId) === next) chains.delete(userId);
        });
      chains.set(userId, next);
    },
    stop: unsubscribe,
  };
}
export type Presence = ReturnType<typeof createPresence>;

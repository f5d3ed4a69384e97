// What the notification centre tells a player about (docs/rules.md#notifications). A notification
// stores facts (`params`), never sentences: the browser and the push message word them in the
// player's language.

export const NOTIFICATION_TYPES = [
  'order_filled',
  'order_expired',
  'order_cancelled',
  'news_held',
  'rank_changed',
  'friend_request',
  'streak_at_risk',
  'assignment_due',
  'price_alert',
  'margin_call',
  'short_covered',
] as const;
export type NotificationType = (typeof NOTIFICATION_TYPES)[number];

/** One event to tell a player about. */
export interface NotificationInput {
  type: NotificationType;
  /** Facts the message is worded from (symbols, quantities, amounts in minor units, names, ids). */
  params: Record<string, string | number | boolean | null>;
  /** The same key twice for one player makes one notification (a replayed event). */
  dedupeKey?: string;
  /** false: in the app only, never as a push message (the player is looking at it already). */
  push?: boolean;
}

/** How other modules hand an event to the notification centre; it never throws at the caller. */
export interface Notifier {
  notify(userId: string, input: NotificationInput): Promise<void>;
}

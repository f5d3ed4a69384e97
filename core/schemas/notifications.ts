// The notification centre's API and the player's notification settings (docs/rules.md#notifications).
import { z } from 'zod';
import { NOTIFICATION_TYPES, type NotificationType } from '../notifications/types';
import { MAX_DAILY_PUSH_CAP } from '../notifications/delivery';

const clockTime = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'HH:MM');

/** One switch per notification type: whether it may go out as a push message. */
export const pushTypesSchema = z.object(
  Object.fromEntries(NOTIFICATION_TYPES.map((t) => [t, z.boolean()])) as Record<NotificationType, z.ZodBoolean>,
);
export type PushTypes = z.infer<typeof pushTypesSchema>;

// Read from core/notifications/delivery by the settings page, which then loads no zod.
export { MAX_DAILY_PUSH_CAP };

export const notificationSettingsSchema = z.object({
  tradeAlerts: z.boolean(),
  marketNews: z.boolean(),
  socialUpdates: z.boolean(),
  emailNotifications: z.boolean(),
  /** The settings' push switch (docs/rules.md#notifications): the master switch of Web Push. */
  pushNotifications: z.boolean(),
  pushTypes: pushTypesSchema,
  /** No push between these local times; start after end means the window crosses midnight. */
  quietHours: z.object({ start: clockTime, end: clockTime }),
  /** No push on school days (Mon-Fri) 08:00-15:00 local time. */
  schoolHours: z.boolean(),
  /** Push messages per local day at most. */
  dailyCap: z.number().int().min(0).max(MAX_DAILY_PUSH_CAP),
});
export type NotificationSettings = z.infer<typeof notificationSettingsSchema>;

/**
 * What a save may send: an app from before push settings existed sends only the first four, and
 * one from before a notification type existed lacks that type's switch.
 */
export const notificationSettingsInputSchema = notificationSettingsSchema
  .partial({
    pushNotifications: true,
    quietHours: true,
    schoolHours: true,
    dailyCap: true,
  })
  .extend({ pushTypes: pushTypesSchema.partial().optional() });

export const DEFAULT_NOTIFICATION_SETTINGS: NotificationSettings = {
  tradeAlerts: true,
  marketNews: true,
  socialUpdates: true,
  emailNotifications: true,
  pushNotifications: true,
  pushTypes: Object.fromEntries(NOTIFICATION_TYPES.map((t) => [t, true])) as PushTypes,
  quietHours: { start: '21:00', end: '07:00' },
  schoolHours: true,
  dailyCap: 5,
};

/**
 * Stored JSON may predate a field (or a notification type): each part that parses is kept, the
 * rest are the defaults.
 */
export function notificationSettingsFrom(stored: unknown): NotificationSettings {
  const raw = (stored && typeof stored === 'object' ? stored : {}) as Record<string, unknown>;
  const merged: Record<string, unknown> = { ...DEFAULT_NOTIFICATION_SETTINGS };
  for (const [key, field] of Object.entries(notificationSettingsSchema.shape)) {
    if (key === 'pushTypes') continue;
    const parsed = (field as z.ZodType).safeParse(raw[key]);
    if (parsed.success) merged[key] = parsed.data;
  }
  const storedTypes = (raw.pushTypes && typeof raw.pushTypes === 'object' ? raw.pushTypes : {}) as Record<
    string,
    unknown
  >;
  merged.pushTypes = Object.fromEntries(
    NOTIFICATION_TYPES.map((t) => [t, typeof storedTypes[t] === 'boolean' ? storedTypes[t] : true]),
  );
  return merged as NotificationSettings;
}

const paramValue = z.union([z.string(), z.number(), z.boolean(), z.null()]);

export const notificationSchema = z.object({
  id: z.uuid(),
  type: z.enum(NOTIFICATION_TYPES),
  params: z.record(z.string(), paramValue),
  createdAt: z.string(),
  readAt: z.string().nullable(),
});
export type Notification = z.infer<typeof notificationSchema>;

export const NOTIFICATIONS_PAGE = 20;

export const notificationListQuerySchema = z.object({
  /** The `createdAt`/`id` cursor of the last notification of the previous page. */
  before: z.string().max(80).optional(),
  limit: z.coerce.number().int().min(1).max(50).optional(),
});

export const notificationListSchema = z.object({
  notifications: z.array(notificationSchema),
  unread: z.number().int(),
  /** Pass as `before` for the next (older) page; null when this is the last. */
  nextCursor: z.string().nullable(),
});
export type NotificationList = z.infer<typeof notificationListSchema>;

export const markReadSchema = z.union([
  z.object({ ids: z.array(z.uuid()).min(1).max(100) }).strict(),
  z.object({ all: z.literal(true) }).strict(),
]);
export type MarkRead = z.infer<typeof markReadSchema>;

const base64url = z
  .string()
  .min(16)
  .max(200)
  .regex(/^[A-Za-z0-9_-]+={0,2}$/, 'base64url');

/** The browser's PushSubscription.toJSON(); the endpoint's host is checked by the server. */
export const pushSubscriptionSchema = z.object({
  endpoint: z.url().max(1000),
  expirationTime: z.number().nullable().optional(),
  keys: z.object({ p256dh: base64url, auth: base64url }),
});
export type PushSubscriptionInput = z.infer<typeof pushSubscriptionSchema>;

export const pushUnsubscribeSchema = z.object({ endpoint: z.url().max(1000) });

export const pushKeySchema = z.object({ publicKey: z.string() });

/** What the push message carries; the service worker words it in the player's language. */
export interface PushPayload {
  id: string;
  type: NotificationType;
  params: Notification['params'];
  url: string;
}

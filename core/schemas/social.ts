// Friends, chat, blocks and reports: request bodies and answers shared by the API and
// the web app. What the server may show of another player is decided on the server (privacy).
import { z } from 'zod';
import { MESSAGE_MAX_LENGTH } from '../chat/message-rules';

export const friendRequestBodySchema = z.object({ username: z.string().trim().min(1).max(40) });

export const personSchema = z.object({
  userId: z.string(),
  username: z.string().nullable(),
  /** Shown when the person's profile is visible to the reader (public, or friends-only to a friend). */
  displayName: z.string().nullable(),
  level: z.number().int().positive(),
});
export type Person = z.infer<typeof personSchema>;

export const friendSchema = personSchema.extend({
  online: z.boolean(),
  unread: z.number().int(),
  /** The newest message of the conversation, for the list. */
  lastMessageAt: z.string().nullable(),
});
export type Friend = z.infer<typeof friendSchema>;

export const friendRequestSchema = z.object({
  id: z.uuid(),
  person: personSchema,
  createdAt: z.string(),
});
export type FriendRequest = z.infer<typeof friendRequestSchema>;

export const friendsOverviewSchema = z.object({
  friends: z.array(friendSchema),
  incoming: z.array(friendRequestSchema),
  outgoing: z.array(friendRequestSchema),
  blocked: z.array(personSchema),
});
export type FriendsOverview = z.infer<typeof friendsOverviewSchema>;

export const recentTraderSchema = personSchema.extend({
  /** Symbols of the companies you both traded lately. */
  sharedSymbols: z.array(z.string()),
  isFriend: z.boolean(),
});
export type RecentTrader = z.infer<typeof recentTraderSchema>;

export const sendMessageBodySchema = z.object({
  // The full rules (trim, links, words) run in the service; this bounds the raw input.
  body: z.string().max(MESSAGE_MAX_LENGTH * 4),
});

export const chatMessageSchema = z.object({
  id: z.number().int(),
  senderId: z.string(),
  recipientId: z.string(),
  body: z.string(),
  masked: z.boolean(),
  createdAt: z.string(),
  readAt: z.string().nullable(),
});
export type ChatMessage = z.infer<typeof chatMessageSchema>;

export const chatHistorySchema = z.object({
  messages: z.array(chatMessageSchema),
  /** Pass as ?before= for older messages; null at the start of the conversation. */
  nextBefore: z.number().int().nullable(),
  /** False once you are no longer friends (or one of you blocked the other): read-only. */
  canSend: z.boolean(),
});
export type ChatHistory = z.infer<typeof chatHistorySchema>;

export const REPORT_REASONS = ['bullying', 'inappropriate', 'spam', 'personal_info', 'other'] as const;
export const reportBodySchema = z.object({
  messageId: z.number().int().positive(),
  reason: z.enum(REPORT_REASONS),
});

export const traderProfileSchema = personSchema.extend({
  bio: z.string().nullable(),
  isFriend: z.boolean(),
  /** Their portfolio value in the public game; null when hidden by the trader's settings. */
  portfolioValueMinor: z.number().int().nullable(),
  recentTrades: z
    .array(
      z.object({
        side: z.enum(['buy', 'sell']),
        symbol: z.string(),
        quantity: z.number().int(),
        createdAt: z.string(),
      }),
    )
    .nullable(),
});
export type TraderProfile = z.infer<typeof traderProfileSchema>;

export const CHAT_PAGE = 50;

// Friends, chat, blocks and reports: request bodies and answers shared by the API and
// the web app. What the server may show of another player is decided on the server (privacy).
import { z } from 'zod';
import { REPORT_REASONS } from '../social/report-reasons';
import { MESSAGE_MAX_LENGTH } from '../chat/message-rules';
import { avatarIdSchema } from '../social/avatars';
import { PEOPLE_SEARCH_MAX, PEOPLE_SEARCH_MIN } from '../social/people-search';

export const friendRequestBodySchema = z.object({ username: z.string().trim().min(1).max(40) });

export const personSchema = z.object({
  userId: z.string(),
  username: z.string().nullable(),
  /**
   * The name everyone who sees the player sees (docs/rules.md#accounts); null when they chose
   * none (show the username). Never their full name.
   */
  displayName: z.string().nullable(),
  /** One of the drawn avatars; null shows the initial. */
  avatar: avatarIdSchema.nullable(),
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

/** Why a player is suggested (docs/rules.md#friends-and-chat). */
export const SUGGESTION_REASONS = ['classmate', 'league', 'traded'] as const;
export type SuggestionReason = (typeof SUGGESTION_REASONS)[number];

export const suggestionSchema = personSchema.extend({
  reasons: z.array(z.enum(SUGGESTION_REASONS)),
  /** Symbols of the companies you both traded this week, when they show their trades; else empty. */
  sharedSymbols: z.array(z.string()),
});
export type Suggestion = z.infer<typeof suggestionSchema>;
export const suggestionsSchema = z.object({ suggestions: z.array(suggestionSchema) });

export { PEOPLE_SEARCH_MIN };
/** GET /api/people?q=: the start of a display name (or of a word in it) or of a username. */
export const peopleSearchQuerySchema = z.object({
  q: z.string().trim().min(PEOPLE_SEARCH_MIN).max(PEOPLE_SEARCH_MAX),
});
export const peopleSearchSchema = z.object({ people: z.array(suggestionSchema) });

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

export { REPORT_REASONS } from '../social/report-reasons';
export const reportBodySchema = z.object({
  messageId: z.number().int().positive(),
  reason: z.enum(REPORT_REASONS),
});

export const traderProfileSchema = personSchema.extend({
  bio: z.string().nullable(),
  isFriend: z.boolean(),
  /** The reader follows this trader (docs/rules.md#friends-and-chat). */
  isFollowing: z.boolean(),
  /** The reader may follow them now: their profile is public and shows their trades. */
  canFollow: z.boolean(),
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

/** The most traders one player may follow. */
export const FOLLOWS_MAX = 200;

export const followBodySchema = z.object({ username: z.string().trim().min(1).max(40) });

export const followedSchema = personSchema.extend({
  /** Their trades show in your feed now (public profile, trades shown); checked on every read. */
  tradesVisible: z.boolean(),
});
export type Followed = z.infer<typeof followedSchema>;
export const followingSchema = z.object({ following: z.array(followedSchema) });

/** A followed trader's trade in the public game, for the feed's Following card. */
export const followedTradeSchema = z.object({
  trader: personSchema,
  companyId: z.uuid(),
  side: z.enum(['buy', 'sell']),
  symbol: z.string(),
  quantity: z.number().int(),
  createdAt: z.string(),
});
export type FollowedTrade = z.infer<typeof followedTradeSchema>;
export const followedTradesSchema = z.object({ trades: z.array(followedTradeSchema) });

export const CHAT_PAGE = 50;

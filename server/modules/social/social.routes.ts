// /api/friends, /api/people, /api/follows, /api/blocks, /api/traders, /api/chat and /api/reports:
// signed-in players only; every rule (friendship, blocks, privacy, message rules, rate limits) is
// the services'.
import { createRoute, z } from '@hono/zod-openapi';
import { apiErrorSchema } from '#core/schemas/errors';
import {
  chatHistorySchema,
  chatMessageSchema,
  followBodySchema,
  followedTradesSchema,
  followingSchema,
  friendRequestBodySchema,
  friendsOverviewSchema,
  peopleSearchQuerySchema,
  peopleSearchSchema,
  reportBodySchema,
  sendMessageBodySchema,
  suggestionsSchema,
  traderProfileSchema,
} from '#core/schemas/social';
import type { Auth } from '../../auth/auth';
import { requireUserId, signedIn } from '../../auth/session';
import { createRouter, jsonContent } from '../../http/openapi';
import type { ChatService } from './chat.service';
import type { FollowsService } from './follows.service';
import type { FriendsService } from './friends.service';
import type { PeopleService } from './people.service';

const ok = z.object({ ok: z.literal(true) });
const userIdParam = z.object({ userId: z.string().min(1).max(64) });
const requestIdParam = z.object({ id: z.uuid() });
const usernameParam = z.object({ username: z.string().trim().min(1).max(40) });
const errors = {
  400: jsonContent(apiErrorSchema, 'Invalid'),
  401: jsonContent(apiErrorSchema, 'Not signed in'),
  403: jsonContent(apiErrorSchema, 'Not allowed'),
  404: jsonContent(apiErrorSchema, 'Not found'),
  409: jsonContent(apiErrorSchema, 'Conflict'),
  429: jsonContent(apiErrorSchema, 'Too many'),
} as const;
const body = <T extends z.ZodType>(schema: T) => ({
  body: { content: { 'application/json': { schema } }, required: true },
});

function routes(auth: Auth) {
  const base = { middleware: [signedIn(auth)], tags: ['social'] };
  return {
    overview: createRoute({
      ...base,
      method: 'get',
      path: '/friends',
      summary: 'Friends (with presence and unread counts), requests both ways, and blocked players',
      responses: { 200: jsonContent(friendsOverviewSchema, 'Overview'), 401: errors[401] },
    }),
    request: createRoute({
      ...base,
      method: 'post',
      path: '/friends/requests',
      summary: 'Ask a player by username to be friends (accepts theirs if they asked first)',
      request: body(friendRequestBodySchema),
      responses: { 200: jsonContent(z.object({ status: z.enum(['pending', 'accepted']) }), 'Sent'), ...errors },
    }),
    answer: createRoute({
      ...base,
      method: 'post',
      path: '/friends/requests/{id}/{answer}',
      summary: 'Accept or decline a request to you, or cancel your own',
      request: { params: requestIdParam.extend({ answer: z.enum(['accept', 'decline', 'cancel']) }) },
      responses: { 200: jsonContent(ok, 'Done'), ...errors },
    }),
    remove: createRoute({
      ...base,
      method: 'delete',
      path: '/friends/{userId}',
      summary: 'Stop being friends',
      request: { params: userIdParam },
      responses: { 200: jsonContent(ok, 'Removed'), ...errors },
    }),
    suggestions: createRoute({
      ...base,
      method: 'get',
      path: '/friends/suggestions',
      summary: 'People to add: classmates, your league group, players who traded what you traded this week',
      responses: { 200: jsonContent(suggestionsSchema, 'Suggestions'), 401: errors[401], 403: errors[403] },
    }),
    search: createRoute({
      ...base,
      method: 'get',
      path: '/people',
      summary: 'Find players by the start of their display name or username (30 searches a minute)',
      request: { query: peopleSearchQuerySchema },
      responses: { 200: jsonContent(peopleSearchSchema, 'People'), ...errors },
    }),
    following: createRoute({
      ...base,
      method: 'get',
      path: '/follows',
      summary: 'The traders you follow, with whether their trades show now',
      responses: { 200: jsonContent(followingSchema, 'Following'), 401: errors[401] },
    }),
    followedTrades: createRoute({
      ...base,
      method: 'get',
      path: '/follows/trades',
      summary: 'The latest public-game trades of the traders you follow who still share them',
      responses: { 200: jsonContent(followedTradesSchema, 'Trades'), 401: errors[401] },
    }),
    follow: createRoute({
      ...base,
      method: 'post',
      path: '/follows',
      summary: 'Follow a trader whose profile is public and shows their trades',
      request: body(followBodySchema),
      responses: { 200: jsonContent(z.object({ following: z.literal(true) }), 'Following'), ...errors },
    }),
    unfollow: createRoute({
      ...base,
      method: 'delete',
      path: '/follows/{userId}',
      summary: 'Stop following a trader',
      request: { params: userIdParam },
      responses: { 200: jsonContent(ok, 'Unfollowed'), ...errors },
    }),
    block: createRoute({
      ...base,
      method: 'post',
      path: '/blocks',
      summary: 'Block a player: no friendship, no requests, no messages, both ways',
      request: body(friendRequestBodySchema),
      responses: { 200: jsonContent(ok, 'Blocked'), ...errors },
    }),
    unblock: createRoute({
      ...base,
      method: 'delete',
      path: '/blocks/{userId}',
      summary: 'Unblock a player',
      request: { params: userIdParam },
      responses: { 200: jsonContent(ok, 'Unblocked'), ...errors },
    }),
    profile: createRoute({
      ...base,
      method: 'get',
      path: '/traders/{username}',
      summary: "A player's profile as their privacy settings allow you to see it",
      request: { params: usernameParam },
      responses: { 200: jsonContent(traderProfileSchema, 'Profile'), ...errors },
    }),
    history: createRoute({
      ...base,
      method: 'get',
      path: '/chat/{userId}',
      summary: 'The conversation with a friend, newest first, 50 at a time',
      request: {
        params: userIdParam,
        query: z.object({ before: z.coerce.number().int().positive().optional() }),
      },
      responses: { 200: jsonContent(chatHistorySchema, 'Messages'), ...errors },
    }),
    send: createRoute({
      ...base,
      method: 'post',
      path: '/chat/{userId}',
      summary: 'Send a friend a message (checked, filtered, rate limited)',
      request: { params: userIdParam, ...body(sendMessageBodySchema) },
      responses: { 201: jsonContent(chatMessageSchema, 'Sent'), ...errors },
    }),
    read: createRoute({
      ...base,
      method: 'post',
      path: '/chat/{userId}/read',
      summary: "Mark a friend's messages to you as read",
      request: { params: userIdParam },
      responses: { 200: jsonContent(z.object({ read: z.number().int() }), 'Marked'), ...errors },
    }),
    report: createRoute({
      ...base,
      method: 'post',
      path: '/reports',
      summary: 'Report a message you received to the moderators',
      request: body(reportBodySchema),
      responses: { 200: jsonContent(z.object({ reported: z.boolean() }), 'Queued'), ...errors },
    }),
  };
}

export function socialRoutes(
  auth: Auth,
  services: { friends: FriendsService; chat: ChatService; people: PeopleService; follows: FollowsService },
) {
  const { friends, chat, people, follows } = services;
  const r = routes(auth);
  const me = (c: Parameters<typeof requireUserId>[1]) => requireUserId(auth, c);
  return createRouter()
    .openapi(r.overview, async (c) => c.json(await friends.overview(await me(c)), 200))
    .openapi(r.suggestions, async (c) => c.json({ suggestions: await people.suggestions(await me(c)) }, 200))
    .openapi(r.search, async (c) => c.json({ people: await people.search(await me(c), c.req.valid('query').q) }, 200))
    .openapi(r.following, async (c) => c.json({ following: await follows.following(await me(c)) }, 200))
    .openapi(r.followedTrades, async (c) => c.json({ trades: await follows.trades(await me(c)) }, 200))
    .openapi(r.follow, async (c) => c.json(await follows.follow(await me(c), c.req.valid('json').username), 200))
    .openapi(r.unfollow, async (c) => {
      await follows.unfollow(await me(c), c.req.valid('param').userId);
      return c.json({ ok: true as const }, 200);
    })
    .openapi(r.request, async (c) => c.json(await friends.request(await me(c), c.req.valid('json').username), 200))
    .openapi(r.answer, async (c) => {
      const { id, answer } = c.req.valid('param');
      await friends.answer(await me(c), id, answer);
      return c.json({ ok: true as const }, 200);
    })
    .openapi(r.remove, async (c) => {
      await friends.remove(await me(c), c.req.valid('param').userId);
      return c.json({ ok: true as const }, 200);
    })
    .openapi(r.block, async (c) => {
      await friends.block(await me(c), c.req.valid('json').username);
      return c.json({ ok: true as const }, 200);
    })
    .openapi(r.unblock, async (c) => {
      await friends.unblock(await me(c), c.req.valid('param').userId);
      return c.json({ ok: true as const }, 200);
    })
    .openapi(r.profile, async (c) => c.json(await friends.profile(await me(c), c.req.valid('param').username), 200))
    .openapi(r.history, async (c) =>
      c.json(await chat.history(await me(c), c.req.valid('param').userId, c.req.valid('query').before ?? null), 200),
    )
    .openapi(r.send, async (c) =>
      c.json(await chat.send(await me(c), c.req.valid('param').userId, c.req.valid('json').body), 201),
    )
    .openapi(r.read, async (c) => c.json(await chat.markRead(await me(c), c.req.valid('param').userId), 200))
    .openapi(r.report, async (c) => {
      const { messageId, reason } = c.req.valid('json');
      return c.json(await chat.report(await me(c), messageId, reason), 200);
    });
}

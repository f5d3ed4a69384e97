// One-to-one chat between friends, safe for minors: only friends can write to each
// other, a block ends it both ways, every message passes the rules of core/chat (trimmed, at most
// 500 characters, no outside links, blocked words masked), a rate limit stops floods, messages are
// kept, and either side can report one to the moderators. A login a teacher issued writes only to
// students of its class, and only while the class has chat on (docs/rules.md#classes); nobody under
// the consent age chats (docs/rules.md#accounts).
import { checkMessage } from '#core/chat/message-rules';
import { CHAT_PAGE, type ChatHistory, type ChatMessage } from '#core/schemas/social';
import { HttpError } from '../../http/http-error';
import type { RateLimits } from '../../lib/rate-limit';
import type { EventBus } from '../../realtime';
import type { ChatRepo } from './chat.repo';
import type { FriendsRepo } from './friends.repo';
import { socialRefusal } from './friends.service';

/** A burst of 5 messages in 5 seconds, at most 30 a minute. */
export const CHAT_LIMITS = [
  { points: 5, duration: 5 },
  { points: 30, duration: 60 },
] as const;

const REFUSALS = {
  empty: () => new HttpError(400, 'message_empty', 'Write a message first.'),
  too_long: () => new HttpError(400, 'message_too_long', 'Messages can be at most 500 characters.'),
  link: () => new HttpError(400, 'message_link', 'Links to other sites are not allowed in chat.'),
} as const;

const notFriends = () => new HttpError(403, 'not_friends', 'You can only chat with your friends.');

export function createChatService(deps: { chat: ChatRepo; friends: FriendsRepo; bus: EventBus; limits: RateLimits }) {
  const { chat, friends, bus } = deps;
  // A flood guard on a hot path: counted in memory (server/lib/rate-limit.ts).
  const perSender = CHAT_LIMITS.map((rule) => deps.limits.limit(`chat:${rule.duration}`, rule, { store: 'memory' }));

  async function consume(userId: string) {
    for (const limit of perSender)
      await limit.consume(userId, { message: (s) => `Too many messages. Please wait ${s} s.` });
  }

  return {
    async history(userId: string, otherId: string, before: number | null): Promise<ChatHistory> {
      const { blocked, canSend } = await friends.inTransaction(async (tx) => {
        const isBlocked = await friends.blockedEitherWay(tx, userId, otherId);
        const allowed =
          !isBlocked &&
          (await friends.areFriends(tx, userId, otherId)) &&
          (await socialRefusal(friends, userId, otherId, { chat: true, on: tx })) === null;
        return { blocked: isBlocked, canSend: allowed };
      });
      // A past conversation stays readable after unfriending (read-only), but a block closes it:
      // nothing of the other side is shown.
      if (blocked) throw notFriends();
      const messages = await chat.history(userId, otherId, before, CHAT_PAGE + 1);
      const page = messages.slice(0, CHAT_PAGE);
      return {
        messages: page,
        nextBefore: messages.length > CHAT_PAGE ? page.at(-1)!.id : null,
        canSend,
      };
    },

    async send(userId: string, recipientId: string, raw: string): Promise<ChatMessage> {
      const checked = checkMessage(raw);
      if (!checked.ok) throw REFUSALS[checked.reason]();
      await consume(userId);
      const refused = await socialRefusal(friends, userId, recipientId, { chat: true });
      if (refused) throw refused;
      // One database call: under the pair's lock (ordered against a block or unfriending happening
      // now), only between friends with no block either way.
      const message = await chat.send(userId, recipientId, checked.text, checked.masked);
      if (!message) throw notFriends();
      await bus.publish({ type: 'chat', message }).catch(() => {});
      return message;
    },

    async markRead(userId: string, otherId: string): Promise<{ read: number }> {
      return { read: await chat.markRead(userId, otherId) };
    },

    /** Either side of the conversation may report a message; it joins the moderators' queue. */
    async report(userId: string, messageId: number, reason: string): Promise<{ reported: boolean }> {
      const message = await chat.get(messageId);
      if (!message || (message.senderId !== userId && message.recipientId !== userId)) {
        throw new HttpError(404, 'not_found', 'Message not found.');
      }
      if (message.senderId === userId) throw new HttpError(400, 'bad_request', 'You cannot report your own message.');
      return { reported: await chat.report(userId, message, reason) };
    },
  };
}
export type ChatService = ReturnType<typeof createChatService>;

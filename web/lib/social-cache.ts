// The social screens' cache, shared by their queries and by the realtime frames that update them
// (a message, a friends-list change, a friend coming online).
import type { QueryClient } from '@tanstack/react-query';
import type { ServerEvents } from '#core/realtime';
import type { ChatHistory, ChatMessage, FriendsOverview } from '#core/schemas/social';

export const socialKeys = {
  friends: ['social', 'friends'] as const,
  suggestions: ['social', 'suggestions'] as const,
  search: (q: string) => ['social', 'search', q] as const,
  trader: (username: string) => ['social', 'trader', username.toLowerCase()] as const,
  follows: ['social', 'follows'] as const,
  followedTrades: ['social', 'follows', 'trades'] as const,
  chat: (userId: string) => ['social', 'chat', userId] as const,
};

/** Puts a message at the top of a cached conversation, once (it may come from the socket too). */
export function addMessage(queryClient: QueryClient, otherId: string, message: ChatMessage) {
  queryClient.setQueryData<{ pages: ChatHistory[]; pageParams: unknown[] }>(socialKeys.chat(otherId), (data) => {
    if (!data) return data;
    if (data.pages.some((p) => p.messages.some((m) => m.id === message.id))) return data;
    const [first, ...rest] = data.pages;
    if (!first) return data;
    return { ...data, pages: [{ ...first, messages: [message, ...first.messages] }, ...rest] };
  });
}

/** A message over the socket: into its conversation (seen from this user's side), and unread counts. */
export function applyChat(queryClient: QueryClient, myId: string | undefined, { message }: ServerEvents['chat']) {
  const otherId = message.senderId === myId ? message.recipientId : message.senderId;
  addMessage(queryClient, otherId, message);
  void queryClient.invalidateQueries({ queryKey: socialKeys.friends });
}

export function applyPresence(queryClient: QueryClient, { userId, online }: ServerEvents['presence']) {
  queryClient.setQueryData<FriendsOverview>(socialKeys.friends, (data) =>
    data ? { ...data, friends: data.friends.map((f) => (f.userId === userId ? { ...f, online } : f)) } : data,
  );
}

export function applyFriendsChanged(queryClient: QueryClient) {
  void queryClient.invalidateQueries({ queryKey: socialKeys.friends });
  // A friend, a request or a block changes who may be suggested or followed.
  void queryClient.invalidateQueries({ queryKey: socialKeys.suggestions });
  void queryClient.invalidateQueries({ queryKey: ['social', 'search'] });
  void queryClient.invalidateQueries({ queryKey: socialKeys.follows });
  void queryClient.invalidateQueries({ queryKey: ['social', 'chat'] });
}

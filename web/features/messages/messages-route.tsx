import { MessageCircle } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { LoadError } from '../../components/load-error';
import { Card } from '../../components/ui/card';
import { Spinner } from '../../components/ui/spinner';
import { cn } from '../../lib/cn';
import { useSession } from '../../lib/session';
import { AddFriendForm } from './components/add-friend-form';
import { useFriends } from './api/get-friends';
import { BlockedList } from './components/blocked-list';
import { ChatPanel } from './components/chat-panel';
import { FriendRequests } from './components/friend-requests';
import { FindPeople } from './components/find-people';
import { FriendsList } from './components/friends-list';

/**
 * /messages: friends with who is online, requests, add by username, finding people, and
 * the chat with the chosen friend (?with=<userId>). On a phone the list and the chat take turns;
 * on a desktop they sit side by side.
 */
export function MessagesRoute() {
  const { t } = useTranslation();
  const { me } = useSession();
  const overview = useFriends();
  const [params, setParams] = useSearchParams();
  const selectedId = params.get('with');
  const select = (userId: string | null) => setParams(userId ? { with: userId } : {}, { replace: !userId });
  if (!me) return null;
  const selected = overview.data?.friends.find((f) => f.userId === selectedId) ?? null;

  return (
    <div className="mx-auto max-w-5xl space-y-4">
      <h1
        className={cn(
          'text-2xl font-extrabold tracking-tight text-slate-900 sm:text-3xl',
          selectedId && 'max-md:sr-only',
        )}
      >
        {t('messages.title')}
      </h1>
      {overview.isPending ? (
        <Spinner />
      ) : overview.isError ? (
        <LoadError title={t('messages.loadError')} error={overview.error} onRetry={() => void overview.refetch()} />
      ) : (
        <div className="grid grid-cols-1 gap-4 md:grid-cols-[20rem_1fr]">
          <Card className={cn('space-y-5', selectedId && 'max-md:hidden')}>
            <AddFriendForm />
            <FriendRequests incoming={overview.data.incoming} outgoing={overview.data.outgoing} />
            <FriendsList friends={overview.data.friends} selectedId={selectedId} onSelect={select} />
            {!me.restrictions.underAge && <FindPeople />}
            <BlockedList blocked={overview.data.blocked} />
          </Card>
          <Card className={cn('h-[calc(100dvh-12rem)] min-h-96 p-0', !selectedId && 'max-md:hidden')}>
            {selected ? (
              <ChatPanel key={selected.userId} friend={selected} myId={me.user.id} onBack={() => select(null)} />
            ) : (
              <div className="flex h-full flex-col items-center justify-center gap-2 p-6 text-center text-slate-600">
                <MessageCircle className="size-10 text-slate-400" aria-hidden />
                <p data-testid={selectedId ? 'chat-closed' : undefined}>
                  {selectedId ? t('messages.chat.gone') : t('messages.chat.pick')}
                </p>
              </div>
            )}
          </Card>
        </div>
      )}
    </div>
  );
}

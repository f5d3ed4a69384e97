import { ArrowLeft, Ban, Flag, UserMinus } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '../../../lib/toast';
import type { Friend } from '#core/schemas/social';
import { Button } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';
import { errorKey } from '../../../lib/api-client';
import { cn } from '../../../lib/cn';
import { useChat } from '../api/get-chat';
import { useMarkRead } from '../api/mark-read';
import { useBlock } from '../api/block-user';
import { useRemoveFriend } from '../api/remove-friend';
import { Composer } from './composer';
import { PersonAvatar, PersonName, personName } from './person-avatar';
import { ReportDialog } from './report-dialog';

/** One conversation: history (older on demand), new messages live, report, remove and block. */
export function ChatPanel({ friend, myId, onBack }: { friend: Friend; myId: string; onBack: () => void }) {
  const { t, i18n } = useTranslation();
  const chat = useChat(friend.userId);
  const markRead = useMarkRead(friend.userId);
  const remove = useRemoveFriend();
  const block = useBlock();
  const [reporting, setReporting] = useState<number | null>(null);
  const bottom = useRef<HTMLDivElement>(null);
  const messages = (chat.data?.pages.flatMap((p) => p.messages) ?? []).slice().reverse();
  const canSend = chat.data?.pages[0]?.canSend ?? true;
  const newest = messages.at(-1)?.id;
  const time = new Intl.DateTimeFormat(i18n.resolvedLanguage, { timeStyle: 'short' });

  // New messages scroll into view and, since the conversation is open, count as read.
  useEffect(() => {
    bottom.current?.scrollIntoView({ block: 'end' });
    if (friend.unread > 0 || newest !== undefined) markRead.mutate();
    // eslint-disable-next-line react-hooks/exhaustive-deps -- on a new message only
  }, [newest, friend.userId]);

  const confirmThen = (question: string, act: () => void) => {
    if (window.confirm(question)) act();
  };

  return (
    <section aria-label={t('messages.chat.with', { name: personName(friend) })} className="flex h-full flex-col">
      <header className="flex items-center gap-2 border-b border-slate-200 p-3">
        <Button variant="ghost" size="sm" className="md:hidden" onClick={onBack} aria-label={t('messages.chat.back')}>
          <ArrowLeft className="size-5 rtl:-scale-x-100" aria-hidden />
        </Button>
        <PersonAvatar person={friend} online={friend.online} />
        <span className="min-w-0 flex-1">
          <PersonName person={friend} />
          <span className="block text-xs text-slate-600">
            {friend.online ? t('messages.online') : t('messages.offline')}
          </span>
        </span>
        <Button
          variant="ghost"
          size="sm"
          aria-label={t('messages.chat.remove')}
          title={t('messages.chat.remove')}
          onClick={() =>
            confirmThen(t('messages.chat.removeConfirm', { name: personName(friend) }), () =>
              remove.mutate(friend.userId, {
                onSuccess: () => toast.success(t('messages.chat.removed')),
                onError: (err) => toast.error(t('messages.chat.actionFailed'), { description: t(errorKey(err)) }),
              }),
            )
          }
        >
          <UserMinus className="size-5" aria-hidden />
        </Button>
        <Button
          variant="ghost"
          size="sm"
          aria-label={t('messages.chat.block')}
          title={t('messages.chat.block')}
          onClick={() =>
            friend.username &&
            confirmThen(t('messages.chat.blockConfirm', { name: personName(friend) }), () =>
              block.mutate(friend.username!, {
                onSuccess: () => {
                  toast.success(t('messages.chat.blocked'));
                  onBack();
                },
                onError: (err) => toast.error(t('messages.chat.actionFailed'), { description: t(errorKey(err)) }),
              }),
            )
          }
        >
          <Ban className="size-5 text-rose-700" aria-hidden />
        </Button>
      </header>

      <div className="min-h-0 flex-1 overflow-y-auto p-3" data-testid="chat-messages" aria-live="polite">
        {chat.isPending ? (
          <Spinner />
        ) : (
          <>
            {chat.hasNextPage && (
              <div className="mb-3 text-center">
                <Button variant="secondary" size="sm" onClick={() => void chat.fetchNextPage()}>
                  {t('messages.chat.older')}
                </Button>
              </div>
            )}
            {messages.length === 0 && (
              <p className="py-8 text-center text-sm text-slate-600">{t('messages.chat.empty')}</p>
            )}
            <ol className="space-y-2">
              {messages.map((m) => {
                const mine = m.senderId === myId;
                return (
                  <li key={m.id} className={cn('group flex items-end gap-1', mine ? 'justify-end' : 'justify-start')}>
                    <div
                      className={cn(
                        'max-w-[80%] rounded-2xl px-3 py-2 text-sm break-words whitespace-pre-wrap',
                        mine ? 'rounded-ee-sm bg-brand-600 text-white' : 'rounded-es-sm bg-slate-100 text-slate-900',
                      )}
                      data-testid={mine ? 'message-mine' : 'message-theirs'}
                    >
                      <bdi>{m.body}</bdi>
                      <time
                        dateTime={m.createdAt}
                        className={cn('ms-2 text-[11px]', mine ? 'text-brand-100' : 'text-slate-600')}
                      >
                        {time.format(new Date(m.createdAt))}
                      </time>
                    </div>
                    {!mine && (
                      <button
                        type="button"
                        onClick={() => setReporting(m.id)}
                        className="rounded p-1 text-slate-500 hover:bg-slate-100 hover:text-rose-700 focus-visible:outline-2 focus-visible:outline-brand-600"
                        aria-label={t('messages.report.button')}
                        title={t('messages.report.button')}
                      >
                        <Flag className="size-4" aria-hidden />
                      </button>
                    )}
                  </li>
                );
              })}
            </ol>
            <div ref={bottom} />
          </>
        )}
      </div>

      {canSend ? (
        <Composer friendId={friend.userId} />
      ) : (
        <p className="border-t border-slate-200 p-3 text-center text-sm text-slate-600" data-testid="chat-closed">
          {t('messages.chat.closed')}
        </p>
      )}
      <ReportDialog messageId={reporting} onClose={() => setReporting(null)} />
    </section>
  );
}

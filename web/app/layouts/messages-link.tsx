import { MessageCircle } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useFriends } from '../../features/messages/api/get-friends';
import { useFormat } from '../../lib/format';

/** The header's way to /messages, with unread messages and friend requests counted on it. */
export function MessagesLink() {
  const { t } = useTranslation();
  const format = useFormat();
  const friends = useFriends();
  const waiting =
    (friends.data?.friends.reduce((sum, f) => sum + f.unread, 0) ?? 0) + (friends.data?.incoming.length ?? 0);
  const label = waiting > 0 ? t('shell.header.messagesWaiting', { count: waiting }) : t('shell.header.messages');
  return (
    <Link
      to="/messages"
      aria-label={label}
      title={label}
      className="relative flex size-9 shrink-0 items-center justify-center rounded-full text-slate-700 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
      data-testid="messages-link"
    >
      <MessageCircle className="size-5" aria-hidden />
      {waiting > 0 && (
        <span
          aria-hidden
          className="absolute -end-1 -top-1 min-w-5 rounded-full bg-rose-600 px-1 text-center text-xs leading-5 font-bold text-white tabular-nums"
        >
          {format.integer(Math.min(waiting, 99))}
        </span>
      )}
    </Link>
  );
}

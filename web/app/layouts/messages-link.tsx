import { MessageCircle } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useFriends } from '../../features/messages/api/get-friends';
import { CountBadge } from '../../components/count-badge';

/** The header's way to /messages, with unread messages and friend requests counted on it. */
export function MessagesLink() {
  const { t } = useTranslation();
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
      <CountBadge count={waiting} />
    </Link>
  );
}

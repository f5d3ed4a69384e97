import { Bell } from 'lucide-react';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { CountBadge } from '../../../components/count-badge';
import { rememberPushLanguage } from '../../../lib/push';
import { useUnreadCount } from '../api/notifications';

/** The top bar's bell: unread notifications counted on it; it opens /notifications. */
export function NotificationsBell() {
  const { t, i18n } = useTranslation();
  const unread = useUnreadCount(true).data ?? 0;
  const language = i18n.resolvedLanguage ?? 'en';
  // The service worker words push messages in the language the player reads the app in.
  useEffect(() => void rememberPushLanguage(language), [language]);
  const label = unread > 0 ? t('shell.header.notificationsUnread', { count: unread }) : t('shell.header.notifications');
  return (
    <Link
      to="/notifications"
      aria-label={label}
      title={label}
      className="relative flex size-9 shrink-0 items-center justify-center rounded-full text-slate-700 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
      data-testid="notifications-bell"
    >
      <Bell className="size-5" aria-hidden />
      <CountBadge count={unread} />
    </Link>
  );
}

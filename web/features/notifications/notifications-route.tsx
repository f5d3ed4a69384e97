import { Bell, BellOff, CheckCheck } from 'lucide-react';
import { Link } from 'react-router';
import { notificationUrl } from '#core/notifications/links';
import type { Notification } from '#core/schemas/notifications';
import { LoadError } from '../../components/load-error';
import { TimeAgo } from '../../components/time-ago';
import { Button } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { Skeleton } from '../../components/ui/skeleton';
import { cn } from '../../lib/cn';
import { useFormat } from '../../lib/format';
import { usePageTranslation } from '../../lib/use-page-translation';
import { useMarkRead, useNotificationPages } from './api/notifications';
import { notificationText } from './notification-text';

/** /notifications: the notification centre, newest first; tapping one opens where it belongs. */
export default function NotificationsRoute() {
  const { t } = usePageTranslation('notifications');
  const pages = useNotificationPages();
  const markRead = useMarkRead();
  const list = pages.data?.pages.flatMap((p) => p.notifications) ?? [];
  const unread = pages.data?.pages[0]?.unread ?? 0;

  return (
    <div className="mx-auto max-w-2xl space-y-4">
      <header className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h1 className="text-2xl font-extrabold tracking-tight text-slate-900 sm:text-3xl">
            {t('notifications.title')}
          </h1>
          <p className="mt-1 text-slate-600">{t('notifications.subtitle')}</p>
        </div>
        {unread > 0 && (
          <Button
            variant="secondary"
            size="sm"
            disabled={markRead.isPending}
            onClick={() => markRead.mutate({ all: true })}
            data-testid="mark-all-read"
          >
            <CheckCheck className="size-4" aria-hidden />
            {t('notifications.markAllRead')}
          </Button>
        )}
      </header>
      {pages.isPending ? (
        <Card className="space-y-3">
          {[0, 1, 2].map((i) => (
            <Skeleton key={i} className="h-14 w-full" />
          ))}
        </Card>
      ) : pages.isError ? (
        <LoadError title={t('notifications.loadError')} error={pages.error} onRetry={() => void pages.refetch()} />
      ) : list.length === 0 ? (
        <Card className="flex flex-col items-center py-10 text-center">
          <BellOff className="size-10 text-slate-400" aria-hidden />
          <p className="mt-3 text-lg font-semibold text-slate-900">{t('notifications.empty')}</p>
          <p className="mt-1 max-w-sm text-sm text-slate-600">{t('notifications.emptyHint')}</p>
        </Card>
      ) : (
        <Card className="p-0 sm:p-0">
          <ul className="divide-y divide-slate-100" data-testid="notifications-list">
            {list.map((n) => (
              <NotificationItem
                key={n.id}
                notification={n}
                onOpen={() => !n.readAt && markRead.mutate({ ids: [n.id] })}
              />
            ))}
          </ul>
        </Card>
      )}
      {pages.hasNextPage && (
        <div className="flex justify-center">
          <Button variant="secondary" disabled={pages.isFetchingNextPage} onClick={() => void pages.fetchNextPage()}>
            {t('notifications.loadMore')}
          </Button>
        </div>
      )}
    </div>
  );
}

function NotificationItem({ notification: n, onOpen }: { notification: Notification; onOpen: () => void }) {
  const { t, i18n } = usePageTranslation('notifications');
  const format = useFormat();
  const { title, body } = notificationText(n, t, i18n.resolvedLanguage ?? 'en', format.day);
  const unread = n.readAt === null;
  return (
    <li>
      <Link
        to={notificationUrl(n.type, n.params)}
        onClick={onOpen}
        className={cn(
          'flex items-start gap-3 px-4 py-3 hover:bg-slate-50 focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-brand-600 sm:px-6',
          unread && 'bg-brand-50/60',
        )}
        data-testid="notification"
      >
        <Bell className={cn('mt-0.5 size-5 shrink-0', unread ? 'text-brand-600' : 'text-slate-400')} aria-hidden />
        <span className="min-w-0 flex-1">
          <span className="block font-semibold text-slate-900">
            {title}
            {unread && <span className="sr-only">, {t('notifications.unread')}</span>}
          </span>
          <span className="block text-sm text-slate-700">{body}</span>
          <span className="mt-0.5 block text-xs text-slate-600">
            <TimeAgo iso={n.createdAt} />
          </span>
        </span>
        {unread && <span aria-hidden className="mt-2 size-2.5 shrink-0 rounded-full bg-brand-600" />}
      </Link>
    </li>
  );
}

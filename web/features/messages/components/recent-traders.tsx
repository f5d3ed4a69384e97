import { UserPlus } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { toast } from '../../../lib/toast';
import { Button } from '../../../components/ui/button';
import { errorKey } from '../../../lib/api-client';
import { useRecentTraders } from '../api/get-recent-traders';
import { useSendFriendRequest } from '../api/send-friend-request';
import { PersonAvatar, PersonName } from './person-avatar';

/** Players who traded the same companies this week (only those who show their trades). */
export function RecentTraders() {
  const { t } = useTranslation();
  const traders = useRecentTraders();
  const send = useSendFriendRequest();
  return (
    <section aria-labelledby="recent-traders-title" className="space-y-2">
      <h2 id="recent-traders-title" className="text-sm font-bold text-slate-800">
        {t('messages.recent.title')}
      </h2>
      {!traders.data || traders.data.length === 0 ? (
        <p className="text-sm text-slate-600">{t('messages.recent.empty')}</p>
      ) : (
        <ul className="space-y-1">
          {traders.data.map((trader) => (
            <li key={trader.userId} className="flex items-center gap-3 p-2">
              <PersonAvatar person={trader} size="sm" />
              <span className="min-w-0 flex-1">
                <PersonName person={trader} />
                <span className="block truncate text-xs text-slate-600" dir="ltr">
                  {trader.sharedSymbols.join(' · ')}
                </span>
              </span>
              {!trader.isFriend && trader.username && (
                <Button
                  size="sm"
                  variant="secondary"
                  disabled={send.isPending}
                  aria-label={t('messages.recent.addLabel', { username: trader.username })}
                  onClick={() =>
                    send.mutate(trader.username!, {
                      onSuccess: () => toast.success(t('messages.add.sent', { username: trader.username })),
                      onError: (err) => toast.error(t('messages.add.failed'), { description: t(errorKey(err)) }),
                    })
                  }
                >
                  <UserPlus className="size-4" aria-hidden />
                </Button>
              )}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

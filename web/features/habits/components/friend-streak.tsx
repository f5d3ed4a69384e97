import { Users } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { Habits } from '#core/schemas/habits';
import { cn } from '../../../lib/cn';
import { toast } from '../../../lib/toast';
import { errorKey } from '../../../lib/api-client';
import { useFriendList, usePickFriend } from '../api/habits';

const nameOf = (person: { username: string | null; displayName: string | null }) =>
  person.displayName ?? (person.username ? `@${person.username}` : '');

/**
 * The friend streak: the one friend picked, the days in a row both did a quest (counted once they
 * picked back), and the picker among the player's friends.
 */
export function FriendStreak({ friend, className }: { friend: Habits['friend']; className?: string }) {
  const { t } = useTranslation('habits');
  const common = useTranslation();
  const friends = useFriendList();
  const pick = usePickFriend();
  const selectId = useId();
  const list = friends.data?.friends ?? [];

  return (
    <div className={cn('mt-4 border-t border-slate-200 pt-4', className)} data-testid="friend-streak">
      <p className="flex items-center gap-2 font-semibold text-slate-900">
        <Users className="size-5 shrink-0 text-brand-600" aria-hidden />
        {t('habits.friend.title')}
      </p>
      {friend && (
        <p className="mt-1 text-sm text-slate-700">
          {friend.mutual
            ? t('habits.friend.days', { count: friend.days ?? 0, name: nameOf(friend) })
            : t('habits.friend.waiting', { name: nameOf(friend) })}
        </p>
      )}
      {friends.isSuccess && list.length === 0 ? (
        <p className="mt-1 text-sm text-slate-600">
          {t('habits.friend.none')}{' '}
          <Link to="/messages" className="font-semibold text-brand-700 hover:underline">
            {t('habits.friend.addFriends')}
          </Link>
        </p>
      ) : (
        list.length > 0 && (
          <div className="mt-2 flex flex-wrap items-center gap-2">
            <label htmlFor={selectId} className="text-sm text-slate-700">
              {t('habits.friend.pick')}
            </label>
            <select
              id={selectId}
              value={friend?.id ?? ''}
              disabled={pick.isPending}
              onChange={(e) =>
                pick.mutate(e.target.value || null, {
                  onError: (err) => toast.error(common.t(errorKey(err))),
                })
              }
              className="h-10 min-w-0 flex-1 rounded-lg bg-white px-2 text-sm ring-1 ring-slate-300 focus-visible:outline-2 focus-visible:outline-brand-600"
            >
              <option value="">{t('habits.friend.noOne')}</option>
              {list.map((f) => (
                <option key={f.userId} value={f.userId}>
                  {nameOf(f)}
                </option>
              ))}
            </select>
          </div>
        )
      )}
    </div>
  );
}

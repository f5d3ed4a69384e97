import { useTranslation } from 'react-i18next';
import type { Friend } from '#core/schemas/social';
import { cn } from '../../../lib/cn';
import { useFormat } from '../../../lib/format';
import { PersonAvatar, PersonName } from './person-avatar';

/** Friends, online first; each opens the conversation. */
export function FriendsList({
  friends,
  selectedId,
  onSelect,
}: {
  friends: Friend[];
  selectedId: string | null;
  onSelect: (userId: string) => void;
}) {
  const { t } = useTranslation();
  const format = useFormat();
  const ordered = [...friends].sort((a, b) => Number(b.online) - Number(a.online));
  return (
    <section aria-labelledby="friends-title" className="space-y-2">
      <h2 id="friends-title" className="text-sm font-bold text-slate-800">
        {t('messages.friends.title', { count: friends.length })}
      </h2>
      {friends.length === 0 ? (
        <p className="text-sm text-slate-600">{t('messages.friends.empty')}</p>
      ) : (
        <ul className="space-y-1">
          {ordered.map((f) => (
            <li key={f.userId}>
              <button
                type="button"
                onClick={() => onSelect(f.userId)}
                aria-current={f.userId === selectedId ? 'true' : undefined}
                data-testid="friend"
                className={cn(
                  'flex w-full items-center gap-3 rounded-xl p-2 text-start hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-brand-600',
                  f.userId === selectedId && 'bg-brand-50 ring-1 ring-brand-200',
                )}
              >
                <PersonAvatar person={f} online={f.online} />
                <span className="min-w-0 flex-1">
                  <PersonName person={f} />
                </span>
                {f.unread > 0 && (
                  <span className="rounded-full bg-brand-600 px-2 py-0.5 text-xs font-bold text-white tabular-nums">
                    {format.integer(f.unread)}
                    <span className="sr-only"> {t('messages.friends.unread', { count: f.unread })}</span>
                  </span>
                )}
              </button>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

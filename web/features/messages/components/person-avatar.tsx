import { useTranslation } from 'react-i18next';
import type { Person } from '#core/schemas/social';
import { Avatar } from '../../../components/avatar';
import { cn } from '../../../lib/cn';

export const personName = (person: Person) => person.displayName ?? (person.username ? `@${person.username}` : '—');

/** A player's drawn avatar (or initial), with a green dot while a friend is online (said in words too). */
export function PersonAvatar({
  person,
  online,
  size = 'md',
}: {
  person: Person;
  online?: boolean;
  size?: 'sm' | 'md';
}) {
  const { t } = useTranslation();
  return (
    <span className="relative inline-flex shrink-0">
      <Avatar
        avatar={person.avatar}
        name={person.displayName ?? person.username}
        className={size === 'sm' ? 'size-8 text-sm' : 'size-10 text-base'}
      />
      {online !== undefined && (
        <span
          className={cn(
            'absolute -end-0.5 -bottom-0.5 size-3.5 rounded-full ring-2 ring-white',
            online ? 'bg-emerald-500' : 'bg-slate-300',
          )}
          data-testid={online ? 'online-dot' : 'offline-dot'}
        >
          <span className="sr-only">{online ? t('messages.online') : t('messages.offline')}</span>
        </span>
      )}
    </span>
  );
}

/** Name, and the @username under it when a display name is shown. */
export function PersonName({ person }: { person: Person }) {
  return (
    <span className="min-w-0">
      {/* Isolated inline, so a name in another script keeps the page's alignment. */}
      <span className="block truncate font-semibold text-slate-900">
        <bdi>{personName(person)}</bdi>
      </span>
      {person.displayName && person.username && (
        <span className="block truncate text-xs text-slate-600">
          <bdi>@{person.username}</bdi>
        </span>
      )}
    </span>
  );
}

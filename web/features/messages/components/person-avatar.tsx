import { useTranslation } from 'react-i18next';
import type { Person } from '#core/schemas/social';
import { cn } from '../../../lib/cn';

export const personName = (person: Person) => person.displayName ?? (person.username ? `@${person.username}` : '—');

/** A friend's initial on a disc, with a green dot while they are online (said in words too). */
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
  const initial = Array.from((person.displayName ?? person.username ?? '?').trim())[0]?.toLocaleUpperCase() ?? '?';
  return (
    <span className="relative inline-flex shrink-0">
      <span
        aria-hidden
        className={cn(
          'flex items-center justify-center rounded-full bg-linear-to-br from-brand-600 to-fuchsia-600 font-bold text-white',
          size === 'sm' ? 'size-8 text-sm' : 'size-10 text-base',
        )}
      >
        {initial}
      </span>
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
      <bdi className="block truncate font-semibold text-slate-900">{personName(person)}</bdi>
      {person.displayName && person.username && (
        <bdi className="block truncate text-xs text-slate-600">@{person.username}</bdi>
      )}
    </span>
  );
}

import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { usePageTranslation } from '../../lib/use-page-translation';
import type { LeaderboardEntry } from '#core/schemas/leaderboard';
import { Avatar } from '../../components/avatar';
import { Badge } from '../../components/ui/badge';

/**
 * The trader's drawn avatar and the name everyone sees: the display name over the username, or the
 * username alone, linking to their profile; marks of the line (`children`) follow it.
 */
export function TraderName({ entry, children }: { entry: LeaderboardEntry; children?: ReactNode }) {
  const { t } = usePageTranslation('leaderboard');
  const handle = entry.username ? `@${entry.username}` : t('leaderboard.anonymous');
  const names = entry.displayName ? (
    <>
      <bdi className="block truncate font-semibold text-slate-900">{entry.displayName}</bdi>
      <bdi className="block truncate text-xs text-slate-600">{handle}</bdi>
    </>
  ) : (
    <bdi className="block truncate font-semibold text-slate-900">{handle}</bdi>
  );
  return (
    <span className="flex min-w-0 items-center gap-2">
      <Avatar avatar={entry.avatar} name={entry.displayName ?? entry.username} className="size-8 text-sm" />
      {entry.username && !entry.isMe ? (
        <Link
          to={`/traders/${encodeURIComponent(entry.username)}`}
          className="min-w-0 rounded hover:underline focus-visible:outline-2 focus-visible:outline-brand-600"
        >
          {names}
        </Link>
      ) : (
        <span className="min-w-0">{names}</span>
      )}
      {entry.isMe && (
        <Badge tone="brand" className="shrink-0">
          {t('leaderboard.you')}
        </Badge>
      )}
      {children}
    </span>
  );
}

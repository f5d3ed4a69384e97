import type { ReactNode } from 'react';
import { usePageTranslation } from '../../lib/use-page-translation';
import type { LeaderboardEntry } from '#core/schemas/leaderboard';
import { Badge } from '../../components/ui/badge';

/**
 * The name a reader may see: a shown display name over the username, or the username alone; marks
 * of the line (`children`) follow it.
 */
export function TraderName({ entry, children }: { entry: LeaderboardEntry; children?: ReactNode }) {
  const { t } = usePageTranslation('leaderboard');
  const handle = entry.username ? `@${entry.username}` : t('leaderboard.anonymous');
  return (
    <span className="flex min-w-0 items-center gap-2">
      <span className="min-w-0">
        {entry.displayName ? (
          <>
            <span className="block truncate font-semibold text-slate-900">{entry.displayName}</span>
            <bdi className="block truncate text-xs text-slate-600">{handle}</bdi>
          </>
        ) : (
          <bdi className="block truncate font-semibold text-slate-900">{handle}</bdi>
        )}
      </span>
      {entry.isMe && (
        <Badge tone="brand" className="shrink-0">
          {t('leaderboard.you')}
        </Badge>
      )}
      {children}
    </span>
  );
}

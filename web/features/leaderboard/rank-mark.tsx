import { Medal } from 'lucide-react';
import { usePageTranslation } from '../../lib/use-page-translation';
import { cn } from '../../lib/cn';
import { useFormat } from '../../lib/format';

const MEDALS = ['text-amber-500', 'text-slate-400', 'text-orange-700'] as const;

/** A rank: a medal for the first three (the number stays for screen readers), a number after. */
export function RankMark({ rank }: { rank: number }) {
  const { t } = usePageTranslation('leaderboard');
  const format = useFormat();
  const medal = MEDALS[rank - 1];
  if (!medal) return <span className="font-semibold text-slate-700 tabular-nums">{format.integer(rank)}</span>;
  return (
    <span className="inline-flex items-center gap-1 font-bold text-slate-900 tabular-nums">
      <Medal className={cn('size-5', medal)} aria-hidden />
      <span className="sr-only">{t('leaderboard.rankLabel', { rank: format.integer(rank) })}</span>
      <span aria-hidden>{format.integer(rank)}</span>
    </span>
  );
}

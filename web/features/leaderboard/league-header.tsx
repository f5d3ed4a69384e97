import { ArrowDown, ArrowUp } from 'lucide-react';
import { TIERS } from '#core/competition/leagues';
import type { League } from '#core/schemas/leaderboard';
import { Card } from '../../components/ui/card';
import { useFormat } from '../../lib/format';
import { usePageTranslation } from '../../lib/use-page-translation';
import { TierBadge } from './tier-badge';

/** The reader's group: its tier, number and size, and how many go up and down at the week's end. */
export function LeagueHeader({ league }: { league: League }) {
  const { t } = usePageTranslation('leaderboard');
  const format = useFormat();
  const index = TIERS.indexOf(league.tier);
  const above = TIERS[index + 1];
  const below = TIERS[index - 1];
  return (
    <Card className="flex flex-col gap-3 sm:flex-row sm:items-center sm:gap-4" data-testid="league-header">
      <TierBadge tier={league.tier} size="lg" className="self-start sm:self-center" />
      <div className="min-w-0">
        <h2 className="text-lg font-bold text-slate-900">
          {t('leaderboard.league.name', { tier: t(`leaderboard.tiers.${league.tier}`) })}
          <span className="font-medium text-slate-600">
            {' · '}
            {t('leaderboard.league.group', { number: format.integer(league.groupNo) })}
            {' · '}
            {t('leaderboard.league.players', { count: league.size, formatted: format.integer(league.size) })}
          </span>
        </h2>
        <p className="mt-1 flex flex-wrap gap-x-4 gap-y-1 text-sm text-slate-700">
          {above && league.promote > 0 && (
            <span className="inline-flex items-center gap-1">
              <ArrowUp className="size-4 shrink-0 text-emerald-600" aria-hidden />
              {t('leaderboard.league.moveUp', {
                count: league.promote,
                formatted: format.integer(league.promote),
                tier: t(`leaderboard.tiers.${above}`),
              })}
            </span>
          )}
          {below && league.demote > 0 && (
            <span className="inline-flex items-center gap-1">
              <ArrowDown className="size-4 shrink-0 text-rose-600" aria-hidden />
              {t('leaderboard.league.moveDown', {
                count: league.demote,
                formatted: format.integer(league.demote),
                tier: t(`leaderboard.tiers.${below}`),
              })}
            </span>
          )}
        </p>
      </div>
    </Card>
  );
}

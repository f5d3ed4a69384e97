import { Link } from 'react-router';
import { LOWEST_TIER, tierName } from '#core/competition/leagues';
import { Card } from '../../components/ui/card';
import { usePageTranslation } from '../../lib/use-page-translation';
import { TierBadge } from './tier-badge';

/** Before the reader's first standing: the next refresh of the board (seconds away) places them. */
export function LeaguePending() {
  const { t } = usePageTranslation('leaderboard');
  const first = tierName(LOWEST_TIER);
  return (
    <Card className="flex flex-col items-center gap-3 py-8 text-center" data-testid="league-pending">
      <TierBadge tier={first} size="lg" />
      <p className="max-w-md font-semibold text-slate-900">
        {t('leaderboard.league.pending', {
          league: t('leaderboard.league.name', { tier: t(`leaderboard.tiers.${first}`) }),
        })}
      </p>
      <p className="text-sm text-slate-600">
        {t('leaderboard.league.pendingHint')}{' '}
        <Link to="/trade" className="font-semibold text-brand-700 underline">
          {t('leaderboard.startTrading')}
        </Link>
      </p>
    </Card>
  );
}

import { UserRound } from 'lucide-react';
import { usePageTranslation } from '../../lib/use-page-translation';
import { Link } from 'react-router';
import type { LeaderboardEntry } from '#core/schemas/leaderboard';
import { GainText } from '../../components/gain-text';
import { SectionCard } from '../../components/section-card';
import { Term } from '../../components/term';
import { useFormat } from '../../lib/format';
import { ScoreText } from './score-text';

/** The reader's own line, wherever they are on the board; `players` are the board's (or group's). */
export function MyPositionCard({ me, players }: { me: LeaderboardEntry | null; players: number }) {
  const { t } = usePageTranslation('leaderboard');
  const format = useFormat();
  return (
    <SectionCard title={t('leaderboard.yourPosition')} icon={UserRound}>
      {me ? (
        <dl className="grid grid-cols-2 gap-3" data-testid="leaderboard-me">
          <div>
            <dt className="text-xs font-medium text-slate-600">{t('leaderboard.columns.rank')}</dt>
            <dd className="text-lg font-bold whitespace-nowrap text-slate-900 tabular-nums">
              {t('leaderboard.rankOf', { rank: format.integer(me.rank), players: format.integer(players) })}
            </dd>
          </div>
          <div>
            <dt className="text-xs font-medium text-slate-600">
              <Term id="bolts-score">{t('leaderboard.columns.score')}</Term>
            </dt>
            <dd className="text-lg">
              <ScoreText score={me.score} />
            </dd>
          </div>
          <div>
            <dt className="text-xs font-medium text-slate-600">{t('leaderboard.columns.weeklyGain')}</dt>
            <dd>
              <GainText {...(me.gainMinor === null ? {} : { minor: me.gainMinor })} bp={me.gainBp} />
            </dd>
          </div>
          <div>
            <dt className="text-xs font-medium text-slate-600">{t('leaderboard.columns.level')}</dt>
            <dd className="text-xl font-bold text-slate-900 tabular-nums">{format.integer(me.level)}</dd>
          </div>
        </dl>
      ) : (
        <p className="text-sm text-slate-600">
          {t('leaderboard.notYet')}{' '}
          <Link to="/trade" className="font-semibold text-brand-700 underline">
            {t('leaderboard.startTrading')}
          </Link>
        </p>
      )}
    </SectionCard>
  );
}

import { History, Lock } from 'lucide-react';
import { useParams } from 'react-router';
import type { TraderProfile } from '#core/schemas/social';
import { Avatar } from '../../components/avatar';
import { BackLink } from '../../components/back-link';
import { BoltPrice } from '../../components/bolt-price';
import { FollowButton } from '../../components/following/follow-button';
import { FollowedTrade } from '../../components/following/followed-trade';
import { LoadError } from '../../components/load-error';
import { SectionCard } from '../../components/section-card';
import { Badge } from '../../components/ui/badge';
import { Card } from '../../components/ui/card';
import { Spinner } from '../../components/ui/spinner';
import { useTrader } from '../../lib/people';
import { useSession } from '../../lib/session';
import { usePageTranslation } from '../../lib/use-page-translation';

/** Follow, or why not: only a trader who shares their trades with everyone can be followed. */
function FollowArea({ trader, name }: { trader: TraderProfile; name: string }) {
  const { t } = usePageTranslation('people');
  if (!trader.username) return null;
  if (!trader.canFollow && !trader.isFollowing) {
    return <p className="text-sm text-slate-600">{t('people.trader.cantFollow')}</p>;
  }
  return (
    <div className="space-y-1">
      <FollowButton
        trader={{ userId: trader.userId, username: trader.username }}
        name={name}
        following={trader.isFollowing}
        className="w-full sm:w-auto"
      />
      {!trader.isFollowing && <p className="text-xs text-slate-600">{t('people.trader.followHint')}</p>}
    </div>
  );
}

/**
 * /traders/:username: a player as their privacy lets the reader see them (docs/rules.md#privacy):
 * the drawn avatar, display name, level, and, where shown, bio, portfolio value and latest trades;
 * with Follow for a trader who shares their trades with everyone.
 */
export default function TraderRoute() {
  const { t } = usePageTranslation('people');
  const { username = '' } = useParams();
  const { me } = useSession();
  const trader = useTrader(username);

  return (
    <div className="mx-auto max-w-3xl space-y-4">
      <BackLink to="/messages" label={t('people.trader.back')} />
      {trader.isPending ? (
        <Spinner />
      ) : trader.isError ? (
        <LoadError title={t('people.trader.loadError')} error={trader.error} onRetry={() => void trader.refetch()} />
      ) : (
        <TraderView trader={trader.data} isSelf={trader.data.userId === me?.user.id} />
      )}
    </div>
  );
}

function TraderView({ trader, isSelf }: { trader: TraderProfile; isSelf: boolean }) {
  const { t } = usePageTranslation('people');
  const name = trader.displayName ?? (trader.username ? `@${trader.username}` : '');
  return (
    <>
      <Card className="flex flex-col gap-4 sm:flex-row sm:items-start">
        <Avatar avatar={trader.avatar} name={trader.displayName ?? trader.username} className="size-20 text-3xl" />
        <div className="min-w-0 flex-1 space-y-1">
          <h1 className="text-2xl font-extrabold tracking-tight break-words text-slate-900" data-testid="trader-name">
            <bdi>{name}</bdi>
          </h1>
          <p className="flex flex-wrap items-center gap-2 text-sm text-slate-600">
            {trader.displayName && trader.username && <bdi dir="ltr">@{trader.username}</bdi>}
            <Badge tone="brand">{t('people.trader.level', { level: trader.level })}</Badge>
            {isSelf && <Badge>{t('people.trader.you')}</Badge>}
          </p>
          {trader.bio && <p className="pt-2 whitespace-pre-line break-words text-slate-700">{trader.bio}</p>}
        </div>
        {!isSelf && (
          <div className="sm:max-w-56">
            <FollowArea trader={trader} name={name} />
          </div>
        )}
      </Card>
      {trader.portfolioValueMinor !== null && (
        <Card className="flex items-center justify-between gap-3">
          <span className="text-sm font-semibold text-slate-700">{t('people.trader.value')}</span>
          <BoltPrice minor={trader.portfolioValueMinor} className="text-lg text-slate-900" />
        </Card>
      )}
      <SectionCard title={t('people.trader.trades')} icon={History}>
        {trader.recentTrades === null ? (
          <p className="flex items-center gap-2 text-sm text-slate-600">
            <Lock className="size-4 shrink-0" aria-hidden />
            {t('people.trader.hidden')}
          </p>
        ) : trader.recentTrades.length === 0 ? (
          <p className="text-sm text-slate-600">{t('people.trader.noTrades')}</p>
        ) : (
          <ul className="divide-y divide-slate-100" data-testid="trader-trades">
            {trader.recentTrades.map((trade, i) => (
              <li key={`${trade.createdAt}-${i}`} className="py-2 first:pt-0 last:pb-0">
                <FollowedTrade trade={trade} />
              </li>
            ))}
          </ul>
        )}
      </SectionCard>
    </>
  );
}

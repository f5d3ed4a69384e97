import { Users } from 'lucide-react';
import { Link } from 'react-router';
import { shownName } from '#core/social/display-name';
import { useFollowedTrades } from '../../lib/people';
import { usePageTranslation } from '../../lib/use-page-translation';
import { Avatar } from '../avatar';
import { SectionCard } from '../section-card';
import { FollowedTrade } from './followed-trade';

const SHOWN = 8;

/**
 * The feed's Following card: the latest public-game trades of the traders the player follows, for
 * those who still share them (checked by the server on every read).
 */
export function FollowingCard({ className }: { className?: string }) {
  const { t } = usePageTranslation('people');
  const trades = useFollowedTrades();
  const list = trades.data ?? [];
  return (
    <SectionCard title={t('people.following.title')} icon={Users} className={className}>
      {trades.isError ? (
        <p className="text-sm text-slate-600">{t('people.following.loadError')}</p>
      ) : trades.isPending ? null : list.length === 0 ? (
        <p className="text-sm text-slate-600">
          {t('people.following.empty')}{' '}
          <Link to="/messages" className="font-semibold text-brand-700 hover:underline">
            {t('people.following.find')}
          </Link>
        </p>
      ) : (
        <ul
          className="-mx-2 divide-y divide-slate-100 md:grid md:grid-cols-2 md:gap-x-6 md:divide-y-0"
          data-testid="following-trades"
        >
          {list.slice(0, SHOWN).map((trade, i) => {
            const name = shownName(trade.trader) ?? '';
            return (
              <li key={`${trade.trader.userId}-${trade.createdAt}-${i}`} className="flex items-center gap-3 px-2 py-2">
                <Avatar avatar={trade.trader.avatar} name={name} className="size-8 text-sm" />
                <span className="min-w-0 flex-1">
                  <span className="block truncate">
                    <Link
                      to={`/traders/${encodeURIComponent(trade.trader.username ?? '')}`}
                      className="text-sm font-semibold text-slate-900 hover:underline focus-visible:outline-2 focus-visible:outline-brand-600"
                    >
                      <bdi>{name}</bdi>
                    </Link>
                  </span>
                  <FollowedTrade trade={trade} />
                </span>
              </li>
            );
          })}
        </ul>
      )}
    </SectionCard>
  );
}

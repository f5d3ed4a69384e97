import { Wallet } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { BoltPrice } from '../../../components/bolt-price';
import { GameSwitcher } from '../../../components/game-switcher';
import { Button } from '../../../components/ui/button';
import { errorKey } from '../../../lib/api-client';
import { usePortfolio } from '../../../lib/trading';
import { CardHeading } from './card-heading';

const skeleton = 'animate-pulse rounded-md bg-white/20';

/**
 * The player's money in the chosen game, each figure by its name: portfolio value, cash, holdings,
 * and for a player with short positions what they hold as collateral and owe.
 */
export function WalletCard() {
  const { t } = useTranslation();
  const headingId = useId();
  const portfolio = usePortfolio();
  const data = portfolio.data;

  return (
    <section
      aria-labelledby={headingId}
      className="min-w-0 rounded-2xl bg-linear-to-br from-slate-900 via-brand-700 to-brand-600 p-5 text-white shadow-sm sm:p-6"
      data-testid="feed-wallet"
    >
      <div className="flex flex-wrap items-center justify-between gap-x-4 gap-y-3">
        <CardHeading id={headingId} icon={Wallet} iconClassName="bg-white/15" className="font-semibold text-slate-100">
          {t('feed.balance.title')}
        </CardHeading>
        <GameSwitcher tone="onDark" className="w-full sm:w-auto" />
      </div>

      {data ? (
        <dl className="mt-4 grid grid-cols-2 gap-x-4 gap-y-3">
          <div className="col-span-2">
            <dt className="text-sm text-slate-200">{t('money.portfolioValue')}</dt>
            <dd className="text-4xl font-black sm:text-5xl" data-testid="feed-portfolio-value">
              <BoltPrice minor={data.valueMinor} />
            </dd>
          </div>
          {(
            [
              ['cash', 'feed-cash', data.cashMinor],
              ['holdingsValue', 'feed-holdings-value', data.holdingsValueMinor],
              // Shorts (docs/rules.md#short-selling): only for a player who has some.
              ...(data.shortLiabilityMinor > 0
                ? ([
                    ['shortCollateral', 'feed-short-collateral', data.shortCollateralMinor],
                    ['shortLiability', 'feed-short-liability', data.shortLiabilityMinor],
                  ] as const)
                : []),
            ] as const
          ).map(([key, testId, minor]) => (
            <div key={key}>
              <dt className="text-sm text-slate-200">{t(`money.${key}`)}</dt>
              <dd className="text-xl font-bold" data-testid={testId}>
                <BoltPrice minor={minor} />
              </dd>
            </div>
          ))}
        </dl>
      ) : portfolio.isError ? (
        <div role="alert" className="mt-4 text-sm">
          <p className="font-semibold">{t('feed.balance.error')}</p>
          <p className="text-slate-200">{t(errorKey(portfolio.error))}</p>
          <Button
            variant="secondary"
            size="sm"
            className="mt-2 bg-white/10 text-white ring-white/50 hover:bg-white/20 focus-visible:outline-white"
            onClick={() => void portfolio.refetch()}
          >
            {t('common.retry')}
          </Button>
        </div>
      ) : (
        // The same height as the figures, so nothing below moves when they arrive.
        <div role="status" className="mt-4 grid grid-cols-2 gap-x-4 gap-y-3">
          <span className="sr-only">{t('feed.balance.loading')}</span>
          <div className="col-span-2 space-y-1">
            <div aria-hidden className={`h-5 w-28 ${skeleton}`} />
            <div aria-hidden className={`h-10 w-56 max-w-full sm:h-12 ${skeleton}`} />
          </div>
          {[0, 1].map((i) => (
            <div key={i} className="space-y-1">
              <div aria-hidden className={`h-5 w-20 ${skeleton}`} />
              <div aria-hidden className={`h-7 w-28 max-w-full ${skeleton}`} />
            </div>
          ))}
        </div>
      )}
      <p className="mt-3 text-sm text-slate-200">{t('feed.balance.note')}</p>
    </section>
  );
}

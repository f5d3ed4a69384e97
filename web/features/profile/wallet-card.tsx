import { TrendingDown, TrendingUp, Wallet, Zap } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { STARTING_BALANCE_MINOR } from '#core/money';
import type { ProfileStats } from '#core/schemas/profile';
import { BoltPrice } from '../../components/bolt-price';
import { cn } from '../../lib/cn';
import { useFormat } from '../../lib/format';
import { SectionCard } from '../../components/section-card';

/** Wallet balance, portfolio value (cash plus holdings) and overall gain against the 50,000 Bolts start. */
export function WalletCard({ stats }: { stats: ProfileStats }) {
  const { t } = useTranslation();
  const format = useFormat();
  const gain = stats.overallGainMinor;
  const gainBp = Math.round((gain * 10_000) / STARTING_BALANCE_MINOR);
  const tone = gain > 0 ? 'text-emerald-700' : gain < 0 ? 'text-rose-700' : 'text-slate-700';
  // No arrow at zero: a flat line would read as a minus sign.
  const GainIcon = gain > 0 ? TrendingUp : gain < 0 ? TrendingDown : null;

  return (
    <SectionCard title={t('profile.wallet.title')} icon={Wallet}>
      <dl className="grid grid-cols-2 gap-3 sm:grid-cols-3">
        <div className="col-span-2 rounded-xl bg-brand-50 p-4 ring-1 ring-brand-100 sm:col-span-1">
          <dt className="text-sm font-medium text-slate-700">{t('profile.wallet.balance')}</dt>
          <dd className="mt-1" data-testid="wallet-balance">
            <BoltPrice minor={stats.balanceMinor} className="text-2xl text-slate-900" />
          </dd>
        </div>
        <div className="rounded-xl bg-slate-50 p-3 ring-1 ring-slate-200 sm:p-4">
          <dt className="text-sm font-medium text-slate-700">{t('profile.wallet.portfolioValue')}</dt>
          <dd className="mt-1" data-testid="wallet-portfolio-value">
            <BoltPrice minor={stats.portfolioValueMinor} className="text-xl text-slate-900 sm:text-2xl" />
          </dd>
        </div>
        <div className="rounded-xl bg-slate-50 p-3 ring-1 ring-slate-200 sm:p-4">
          <dt className="text-sm font-medium text-slate-700">{t('profile.wallet.overallGain')}</dt>
          <dd className={cn('mt-1 flex flex-wrap items-baseline gap-x-2', tone)} data-testid="wallet-overall-gain">
            <span dir="ltr" className="inline-flex items-center gap-1 text-xl font-semibold tabular-nums sm:text-2xl">
              {GainIcon && <GainIcon className="size-5 shrink-0" aria-hidden />}
              {gain > 0 ? '+' : ''}
              {format.price(gain)}
            </span>
            <span dir="ltr" className="text-sm font-semibold tabular-nums">
              ({format.change(gainBp)})
            </span>
          </dd>
        </div>
      </dl>
      <p className="mt-3 flex items-center gap-1 text-sm text-slate-600">
        <Zap className="size-4 shrink-0 fill-bolt text-yellow-500" aria-hidden />
        {t('profile.wallet.baseline', { amount: format.integer(STARTING_BALANCE_MINOR / 100) })}
      </p>
    </SectionCard>
  );
}

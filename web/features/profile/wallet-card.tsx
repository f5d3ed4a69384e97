import { Wallet, Zap } from 'lucide-react';
import { usePageTranslation } from '../../lib/use-page-translation';
import { STARTING_BALANCE_MINOR } from '#core/money';
import { BoltPrice } from '../../components/bolt-price';
import { SectionCard } from '../../components/section-card';
import { useFormat } from '../../lib/format';
import { GainText } from '../../components/gain-text';

export interface WalletFigures {
  balanceMinor: number;
  /** Cash plus every share held (reserved ones too) at current prices. */
  portfolioValueMinor: number;
}

/** Wallet balance, portfolio value (cash plus holdings) and overall gain against the 50,000 Bolts start. */
export function WalletCard({ wallet }: { wallet: WalletFigures }) {
  const { t } = usePageTranslation('profile');
  const format = useFormat();
  const gain = wallet.portfolioValueMinor - STARTING_BALANCE_MINOR;
  const gainBp = Math.round((gain * 10_000) / STARTING_BALANCE_MINOR);

  return (
    <SectionCard title={t('profile.wallet.title')} icon={Wallet}>
      <dl className="grid grid-cols-2 gap-3 sm:grid-cols-3">
        <div className="col-span-2 rounded-xl bg-brand-50 p-4 ring-1 ring-brand-100 sm:col-span-1">
          <dt className="text-sm font-medium text-slate-700">{t('profile.wallet.balance')}</dt>
          <dd className="mt-1" data-testid="wallet-balance">
            <BoltPrice minor={wallet.balanceMinor} className="text-2xl text-slate-900" />
          </dd>
        </div>
        <div className="rounded-xl bg-slate-50 p-3 ring-1 ring-slate-200 sm:p-4">
          <dt className="text-sm font-medium text-slate-700">{t('profile.wallet.portfolioValue')}</dt>
          <dd className="mt-1" data-testid="wallet-portfolio-value">
            <BoltPrice minor={wallet.portfolioValueMinor} className="text-xl text-slate-900 sm:text-2xl" />
          </dd>
        </div>
        <div className="rounded-xl bg-slate-50 p-3 ring-1 ring-slate-200 sm:p-4">
          <dt className="text-sm font-medium text-slate-700">{t('profile.wallet.overallGain')}</dt>
          <dd className="mt-1">
            <GainText minor={gain} bp={gainBp} size="lg" testId="wallet-overall-gain" />
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

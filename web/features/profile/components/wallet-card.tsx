import { Gift, Wallet, Zap } from 'lucide-react';
import { usePageTranslation } from '../../../lib/use-page-translation';
import type { PortfolioFigures } from '#core/schemas/games';
import type { Portfolio } from '#core/schemas/trading';
import { MINOR_PER_BOLT } from '#core/money';
import { BoltPrice } from '../../../components/bolt-price';
import { SectionCard } from '../../../components/section-card';
import { Term } from '../../../components/term';
import { useFormat } from '../../../lib/format';
import { GainText } from '../../../components/gain-text';
import { VsIndex } from '../../../components/vs-index';

/**
 * Cash, portfolio value and overall gain in the chosen game, as the server defines them: the gain is
 * what trading earned over the game's starting cash; bonuses (referrals, prizes) are shown apart.
 * With the portfolio's answer, the gain against the Bolts Index over the same period.
 */
export function WalletCard({ figures, vsIndex }: { figures: PortfolioFigures; vsIndex?: Portfolio['vsIndex'] }) {
  const { t } = usePageTranslation('profile');
  const format = useFormat();

  return (
    <SectionCard title={t('profile.wallet.title')} icon={Wallet}>
      <dl className="grid grid-cols-2 gap-3 sm:grid-cols-3">
        <div className="col-span-2 rounded-xl bg-brand-50 p-4 ring-1 ring-brand-100 sm:col-span-1">
          <dt className="text-sm font-medium text-slate-700">
            <Term id="cash">{t('money.cash')}</Term>
          </dt>
          <dd className="mt-1" data-testid="wallet-cash">
            <BoltPrice minor={figures.cashMinor} className="text-2xl text-slate-900" />
          </dd>
        </div>
        <div className="flex flex-col rounded-xl bg-slate-50 p-3 ring-1 ring-slate-200 sm:p-4">
          <dt className="text-sm font-medium text-slate-700">
            <Term id="portfolio-value">{t('money.portfolioValue')}</Term>
          </dt>
          <dd className="mt-auto pt-1" data-testid="wallet-portfolio-value">
            <BoltPrice minor={figures.valueMinor} className="text-xl text-slate-900 sm:text-2xl" />
          </dd>
        </div>
        <div className="flex flex-col rounded-xl bg-slate-50 p-3 ring-1 ring-slate-200 sm:p-4">
          <dt className="text-sm font-medium text-slate-700">
            <Term id="return">{t('money.overallGain')}</Term>
          </dt>
          <dd className="mt-auto pt-1">
            <GainText minor={figures.gainMinor} bp={figures.gainBp} size="lg" testId="wallet-overall-gain" />
          </dd>
        </div>
      </dl>
      <VsIndex vsIndex={vsIndex} className="mt-3" />
      {figures.bonusesMinor > 0 && (
        <p className="mt-3 flex flex-wrap items-center gap-x-2 gap-y-1 text-sm text-slate-700">
          <Gift className="size-4 shrink-0 text-fuchsia-600" aria-hidden />
          <span className="font-semibold">{t('money.bonuses')}</span>
          <span data-testid="wallet-bonuses">
            <BoltPrice minor={figures.bonusesMinor} className="text-slate-900" />
          </span>
          <span className="basis-full text-slate-600 sm:basis-auto">{t('money.bonusesNote')}</span>
        </p>
      )}
      <p className="mt-3 flex items-center gap-1 text-sm text-slate-600" data-testid="wallet-baseline">
        <Zap className="size-4 shrink-0 fill-bolt text-yellow-500" aria-hidden />
        {t('money.baseline', { amount: format.integer(figures.startingCashMinor / MINOR_PER_BOLT) })}
      </p>
    </SectionCard>
  );
}

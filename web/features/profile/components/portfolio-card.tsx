import { Briefcase } from 'lucide-react';
import { usePageTranslation } from '../../../lib/use-page-translation';
import type { Portfolio } from '#core/schemas/trading';
import { BoltPrice } from '../../../components/bolt-price';
import { SectionCard } from '../../../components/section-card';
import { Term } from '../../../components/term';
import { useFormat } from '../../../lib/format';
import { GainText } from '../../../components/gain-text';
import { HoldingRow } from './holding-row';
import { PortfolioEmpty } from './portfolio-empty';
import { reservedForOrdersMinor, ShortFigures } from '../../../components/shorts/short-figures';
import { ShortPositionsList } from '../../../components/shorts/short-positions-list';

/**
 * Holdings and short positions at current prices, their unrealised gain, and the gain already
 * realised by selling (or by covering a short).
 */
export function PortfolioCard({ portfolio }: { portfolio: Portfolio }) {
  const { t } = usePageTranslation('profile');
  const format = useFormat();
  const unrealizedMinor = [...portfolio.holdings, ...portfolio.shorts].reduce(
    (sum, p) => sum + p.unrealizedGainMinor,
    0,
  );
  const tiles = [
    {
      key: 'holdingsValue',
      label: <Term id="holding">{t('money.holdingsValue')}</Term>,
      value: <BoltPrice minor={portfolio.holdingsValueMinor} className="text-lg text-slate-900" />,
    },
    {
      key: 'unrealizedGain',
      label: <Term id="unrealised-gain">{t('portfolio.unrealizedGain')}</Term>,
      value: <GainText minor={unrealizedMinor} size="md" />,
    },
    {
      key: 'realizedGain',
      label: <Term id="realised-gain">{t('portfolio.realizedGain')}</Term>,
      value: <GainText minor={portfolio.realizedGainMinor} size="md" />,
    },
  ] as const;

  return (
    <SectionCard title={t('portfolio.title')} icon={Briefcase}>
      <dl className="grid grid-cols-2 gap-2 sm:grid-cols-3 sm:gap-3">
        {tiles.map(({ key, label, value }, i) => (
          <div
            key={key}
            className={`rounded-xl bg-slate-50 p-3 ring-1 ring-slate-200 ${i === 0 ? 'col-span-2 sm:col-span-1' : ''}`}
          >
            <dt className="text-xs font-medium text-slate-700 sm:text-sm">{label}</dt>
            <dd className="mt-1" data-testid={`portfolio-${key}`}>
              {value}
            </dd>
          </div>
        ))}
      </dl>
      {reservedForOrdersMinor(portfolio) > 0 && (
        <p className="mt-3 text-sm text-slate-600" data-testid="portfolio-reserved-cash">
          {t('money.reserved', { amount: format.price(reservedForOrdersMinor(portfolio)) })}
        </p>
      )}
      <ShortFigures figures={portfolio} className="mt-3 sm:max-w-sm" />
      <div className="mt-4">
        {portfolio.holdings.length === 0 && portfolio.shorts.length === 0 ? (
          <PortfolioEmpty />
        ) : (
          <>
            <ul className="space-y-3" aria-label={t('portfolio.holdingsLabel')}>
              {portfolio.holdings.map((holding) => (
                <HoldingRow key={holding.companyId} holding={holding} />
              ))}
            </ul>
            {portfolio.shorts.length > 0 && (
              <>
                <h3 className="mt-4 mb-2 font-bold text-slate-900">{t('shorts.title')}</h3>
                <ShortPositionsList shorts={portfolio.shorts} />
              </>
            )}
          </>
        )}
      </div>
    </SectionCard>
  );
}

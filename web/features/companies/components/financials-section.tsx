import { BarChart3 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { Financials } from '#core/schemas/companies';
import { BoltPrice } from '../../../components/bolt-price';
import { useFormat } from '../../../lib/format';
import { parseQuarter } from '../lib/company-metrics';
import { SectionCard } from '../../../components/section-card';
import { Term } from '../../../components/term';
import { StatTile } from './stat-tile';
import { useCompactBolts } from '../hooks/use-compact-bolts';

/** Four quarters are fetched (for the key metrics); only the latest is shown here. */
export function FinancialsSection({ latest }: { latest: Financials | null }) {
  const { t } = useTranslation();
  const format = useFormat();
  const bolts = useCompactBolts();
  const parsed = latest && parseQuarter(latest.quarter);
  return (
    <SectionCard title={t('company.financials.title')} icon={BarChart3}>
      {!latest ? (
        <p className="text-sm text-slate-600">{t('company.financials.empty')}</p>
      ) : (
        <>
          <p className="mb-4 flex flex-wrap items-baseline gap-x-3 gap-y-1">
            <span className="font-semibold text-slate-900">
              {parsed ? t('company.financials.quarter', parsed) : latest.quarter}
            </span>
            <span className="text-sm text-slate-600">
              {t('company.financials.published', { date: format.date(latest.publishedAt) })}
            </span>
          </p>
          <dl className="grid grid-cols-2 gap-3 md:grid-cols-4 lg:grid-cols-2 xl:grid-cols-4">
            <StatTile label={t('company.financials.revenue')}>{bolts(latest.revenueMinor)}</StatTile>
            <StatTile
              label={t('company.financials.netIncome')}
              tone={latest.netIncomeMinor < 0 ? 'negative' : 'neutral'}
            >
              {bolts(latest.netIncomeMinor)}
            </StatTile>
            <StatTile label={t('company.financials.totalAssets')}>{bolts(latest.totalAssetsMinor)}</StatTile>
            <StatTile
              label={<Term id="eps">{t('company.financials.eps')}</Term>}
              tone={latest.earningsPerShareMinor < 0 ? 'negative' : 'neutral'}
            >
              <BoltPrice minor={latest.earningsPerShareMinor} className="font-bold" />
            </StatTile>
          </dl>
        </>
      )}
    </SectionCard>
  );
}

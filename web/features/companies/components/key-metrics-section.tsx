import { Gauge } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { CompanyDetail } from '#core/schemas/companies';
import { ChangeBadge } from '../../../components/change-badge';
import { useFormat } from '../../../lib/format';
import type { CompanyMetrics } from '../lib/company-metrics';
import { SectionCard } from '../../../components/section-card';
import { Term } from '../../../components/term';
import { FactRow } from './fact-row';

/** Market figures plus two derived from the quarterly reports (see company-metrics.ts). */
export function KeyMetricsSection({ company, metrics }: { company: CompanyDetail; metrics: CompanyMetrics }) {
  const { t } = useTranslation();
  const format = useFormat();
  const na = t('common.notAvailable');
  return (
    <SectionCard title={t('company.metrics.title')} icon={Gauge}>
      <dl>
        <FactRow label={<Term id="market-cap">{t('company.metrics.marketCap')}</Term>}>
          {format.marketCap(company.marketCapMinor)}
        </FactRow>
        <FactRow label={<Term id="volume">{t('company.metrics.volume')}</Term>}>
          {format.integer(company.volume)}
        </FactRow>
        <FactRow label={t('company.metrics.employees')}>
          {company.employees === null ? na : format.integer(company.employees)}
        </FactRow>
        <FactRow label={t('company.metrics.founded')}>{company.founded ?? na}</FactRow>
        <FactRow label={t('company.metrics.revenueGrowth')}>
          {metrics.revenueGrowthBp === null ? na : <ChangeBadge bp={metrics.revenueGrowthBp} />}
        </FactRow>
        <FactRow label={t('company.metrics.profitMargin')}>
          {metrics.profitMarginBp === null ? (
            na
          ) : (
            <span dir="ltr" className={metrics.profitMarginBp < 0 ? 'text-rose-700' : 'text-emerald-700'}>
              {format.change(metrics.profitMarginBp)}
            </span>
          )}
        </FactRow>
      </dl>
    </SectionCard>
  );
}

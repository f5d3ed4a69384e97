import { ShieldCheck, TriangleAlert } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { CompanyDetail } from '#core/schemas/companies';
import { BackLink } from '../../../components/back-link';
import { useToday } from '../hooks/use-today';
import { companyMetrics } from '../lib/company-metrics';
import { CompanyHeader } from './company-header';
import { FinancialsSection } from './financials-section';
import { KeyMetricsSection } from './key-metrics-section';
import { LeadershipSection } from './leadership-section';
import { NewsSection } from './news-section';
import { OverviewSection } from './overview-section';
import { PriceChartSection } from './price-chart-section';
import { ReadyToTradeCard } from './ready-to-trade-card';
import { TextSection } from './text-section';
import { PriceAlertsCard } from '../../../components/watchlist/suspended';

/**
 * The loaded company. On phones the sections stack in source order; on desktops the story
 * (overview, leadership, financials, news) takes two columns and the figures sit beside it.
 */
export function CompanyDetailPage({ company, signedIn }: { company: CompanyDetail; signedIn: boolean }) {
  const { t } = useTranslation();
  const metrics = companyMetrics(company.financials);
  const today = useToday(company.id, company.priceMinor);
  return (
    <div className="space-y-4">
      <BackLink to="/companies" label={t('company.back')} />
      <CompanyHeader company={company} day={today.summary} signedIn={signedIn} />
      <PriceChartSection companyId={company.id} name={company.name} news={company.news} today={today} />
      <div className="grid gap-4 lg:grid-cols-3 lg:items-start">
        <div className="min-w-0 space-y-4 lg:col-span-2">
          <OverviewSection company={company} />
          <LeadershipSection leadership={company.leadership} />
          <FinancialsSection latest={metrics.latest} />
          <NewsSection news={company.news} />
        </div>
        <div className="min-w-0 space-y-4">
          <KeyMetricsSection company={company} metrics={metrics} />
          <TextSection title={t('company.advantages.title')} icon={ShieldCheck} text={company.competitiveAdvantages} />
          <TextSection title={t('company.risks.title')} icon={TriangleAlert} text={company.keyRisks} />
          <ReadyToTradeCard companyId={company.id} name={company.name} signedIn={signedIn} />
          {signedIn && <PriceAlertsCard company={company} />}
        </div>
      </div>
    </div>
  );
}

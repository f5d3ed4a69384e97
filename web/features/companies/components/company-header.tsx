import { useTranslation } from 'react-i18next';
import type { CompanyDetail } from '#core/schemas/companies';
import { BoltPrice } from '../../../components/bolt-price';
import { ChangeBadge } from '../../../components/change-badge';
import { CompanyLogo } from '../../../components/company-logo';
import { Term } from '../../../components/term';
import { Badge } from '../../../components/ui/badge';
import { Card } from '../../../components/ui/card';
import type { ChartSummary } from '../lib/chart-summary';
import { DayFigures } from './day-figures';
import { TradeCta } from './trade-cta';

/**
 * Logo, name (the page's h1), symbol, industry and sector, price, today's change, open, high and
 * low, and the trade button. `day` is null until today's candles load (or while there are none).
 */
export function CompanyHeader({
  company,
  day,
  signedIn,
}: {
  company: CompanyDetail;
  day: ChartSummary | null;
  signedIn: boolean;
}) {
  const { t } = useTranslation();
  return (
    <Card className="flex flex-col gap-5 md:flex-row md:items-center md:justify-between">
      <div className="flex min-w-0 items-start gap-4">
        <CompanyLogo logo={company.logo} symbol={company.symbol} size="lg" />
        <div className="min-w-0">
          <h1 className="text-2xl font-extrabold tracking-tight text-balance text-slate-900 sm:text-3xl">
            <bdi>{company.name}</bdi>
          </h1>
          <dl className="mt-2 flex flex-wrap items-center gap-2">
            <dt className="sr-only">{t('company.header.symbol')}</dt>
            <dd>
              <Badge tone="brand" className="font-mono">
                {company.symbol}
              </Badge>
            </dd>
            {company.industry && (
              <>
                <dt className="sr-only">{t('company.header.industry')}</dt>
                <dd>
                  <Badge>
                    <bdi>{company.industry}</bdi>
                  </Badge>
                </dd>
              </>
            )}
            {company.sector && (
              <>
                <dt className="sr-only">{t('company.header.sector')}</dt>
                <dd>
                  <Badge>
                    <bdi>{company.sector}</bdi>
                  </Badge>
                </dd>
              </>
            )}
          </dl>
        </div>
      </div>
      <div className="flex flex-wrap items-end justify-between gap-4 border-t border-slate-100 pt-4 md:flex-col md:items-end md:border-0 md:pt-0">
        <div className="flex flex-col md:items-end">
          <span className="text-xs font-semibold tracking-wide text-slate-600 uppercase">
            <Term id="price">{t('company.header.price')}</Term>
          </span>
          <div className="flex items-center gap-3" data-testid="company-quote">
            <span data-testid="company-price">
              <BoltPrice minor={company.priceMinor} className="text-3xl text-slate-900" />
            </span>
            <ChangeBadge bp={company.changeBp} className="text-base" />
          </div>
          {day && <DayFigures day={day} />}
        </div>
        <TradeCta companyId={company.id} signedIn={signedIn} className="w-full sm:w-auto" />
      </div>
    </Card>
  );
}

import { BoltPrice } from '../../../components/bolt-price';
import { ChangeBadge } from '../../../components/change-badge';
import { useFormat } from '../../../lib/format';
import { usePageTranslation } from '../../../lib/use-page-translation';
import { useCompanyDetail } from '../api/get-company-detail';
import { useFigureCompany } from '../hooks/use-figure-company';
import { latestQuarter, peRatio, quarterParts, yearlyEpsMinor } from '../lib/company-facts';
import { FigureFrame } from './figure-frame';
import { FigureTitle } from './figure-title';

/** A company's price, market cap and earnings per share as its page shows them, and the P/E they make. */
export function CompanyFactsFigure({ caption }: { caption: string }) {
  const { t, i18n } = usePageTranslation('learn');
  const format = useFormat();
  const pick = useFigureCompany();
  const detail = useCompanyDetail(pick.company?.company.id);
  const company = detail.data;
  const status =
    pick.isError || detail.isError || (!pick.isPending && !pick.company) ? 'error' : company ? 'ready' : 'loading';

  let body = null;
  if (company) {
    const latest = latestQuarter(company.financials);
    const parts = latest && quarterParts(latest.quarter);
    const yearly = yearlyEpsMinor(company.financials);
    const pe = peRatio(company.priceMinor, yearly);
    const na = t('common.notAvailable');
    const facts = [
      {
        label: t('learn.figure.companyFacts.price'),
        value: (
          <span className="flex flex-wrap items-center gap-x-2">
            <BoltPrice minor={company.priceMinor} className="text-lg" />
            <ChangeBadge bp={company.changeBp} />
          </span>
        ),
      },
      { label: t('learn.figure.companyFacts.marketCap'), value: format.marketCap(company.marketCapMinor) },
      {
        label: latest
          ? t('learn.figure.companyFacts.eps', {
              quarter: parts ? t('learn.figure.companyFacts.quarter', parts) : latest.quarter,
            })
          : t('learn.figure.companyFacts.epsNone'),
        value: latest ? <BoltPrice minor={latest.earningsPerShareMinor} className="text-lg" /> : na,
      },
      {
        label: t('learn.figure.companyFacts.epsYear'),
        value: yearly === null ? na : <BoltPrice minor={yearly} className="text-lg" />,
      },
      {
        label: t('learn.figure.companyFacts.pe'),
        value:
          pe !== null ? (
            <span dir="ltr" className="text-lg font-semibold tabular-nums">
              {new Intl.NumberFormat(i18n.resolvedLanguage, { maximumFractionDigits: 1 }).format(pe)}
            </span>
          ) : yearly !== null ? (
            <span className="text-sm">{t('learn.figure.companyFacts.peLoss')}</span>
          ) : (
            na
          ),
      },
    ];
    body = (
      <>
        <FigureTitle
          company={company}
          note={pick.company?.held ? t('learn.figure.yourHolding') : t('learn.figure.listedCompany')}
        />
        <dl className="grid gap-2 sm:grid-cols-2" data-testid="figure-company-facts">
          {facts.map(({ label, value }) => (
            <div
              key={label}
              className="flex min-w-0 flex-wrap items-baseline justify-between gap-x-3 gap-y-0.5 rounded-lg bg-white px-3 py-2 ring-1 ring-slate-200"
            >
              <dt className="text-sm text-slate-600">{label}</dt>
              <dd className="font-semibold text-slate-900">{value}</dd>
            </div>
          ))}
        </dl>
      </>
    );
  }

  return (
    <FigureFrame kind="company-facts" caption={caption} status={status}>
      {body}
    </FigureFrame>
  );
}

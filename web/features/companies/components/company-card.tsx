import { CalendarDays, Users } from 'lucide-react';
import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { CompanySummary } from '#core/schemas/companies';
import { BoltPrice } from '../../../components/bolt-price';
import { ChangeBadge } from '../../../components/change-badge';
import { CompanyLogo } from '../../../components/company-logo';
import { useFormat } from '../../../lib/format';
import { useCategoryLabel } from '../../../lib/use-category-label';
import { contentDir } from '../../../lib/content-dir';

/**
 * A directory card; the whole card links to the company's detail page. Memoised: a new list keeps
 * an unchanged company's object, and its card is not rendered again.
 */
export const CompanyCard = memo(function CompanyCard({ company }: { company: CompanySummary }) {
  const { t } = useTranslation();
  const format = useFormat();
  const categoryLabel = useCategoryLabel();
  return (
    <Link
      to={`/company/${company.id}`}
      data-testid="company-card"
      className="group flex h-full flex-col rounded-2xl [contain-intrinsic-size:auto_14rem] [content-visibility:auto] bg-white p-4 shadow-sm ring-1 ring-slate-200 transition hover:shadow-md hover:ring-brand-500 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
    >
      <div className="mb-3 flex items-start gap-3">
        <CompanyLogo logo={company.logo} symbol={company.symbol} />
        <div className="min-w-0 flex-1">
          <h2 className="line-clamp-2 text-base leading-snug font-bold break-words text-slate-900 group-hover:text-brand-700">
            <bdi>{company.name}</bdi>
          </h2>
          <p className="flex flex-wrap items-center gap-x-2 text-sm text-slate-600">
            <span className="font-mono font-semibold text-slate-700">{company.symbol}</span>
            <span aria-hidden>·</span>
            <span>{categoryLabel(company.category)}</span>
          </p>
        </div>
        <div className="flex shrink-0 flex-col items-end gap-0.5">
          <BoltPrice minor={company.priceMinor} className="text-base text-slate-900" />
          <ChangeBadge bp={company.changeBp} />
        </div>
      </div>
      {company.description && (
        <p dir={contentDir(company.description)} className="mb-4 line-clamp-3 text-sm text-slate-600">
          {company.description}
        </p>
      )}
      <dl className="mt-auto flex flex-wrap gap-x-4 gap-y-1 border-t border-slate-100 pt-3 text-sm text-slate-600">
        <div className="flex items-center gap-1.5">
          <dt>
            <Users className="size-4" aria-hidden />
            <span className="sr-only">{t('companies.card.teamSize')}</span>
          </dt>
          <dd>
            {company.employees === null
              ? t('common.notAvailable')
              : t('companies.card.employees', { count: company.employees, value: format.integer(company.employees) })}
          </dd>
        </div>
        <div className="flex items-center gap-1.5">
          <dt>
            <CalendarDays className="size-4" aria-hidden />
            <span className="sr-only">{t('companies.card.foundedLabel')}</span>
          </dt>
          <dd>
            {company.founded === null
              ? t('common.notAvailable')
              : t('companies.card.founded', { year: company.founded })}
          </dd>
        </div>
      </dl>
    </Link>
  );
});

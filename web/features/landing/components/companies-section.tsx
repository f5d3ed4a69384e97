import { ArrowRight } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { CompanySummary } from '#core/schemas/companies';
import { Button } from '../../../components/ui/button';
import { CompanyTile, CompanyTileSkeleton } from './company-tile';
import { DataError } from './data-error';
import { SectionHeading } from './section-heading';

/** Up to 6 companies (docs/rules.md#companies-and-news). */
const MAX_COMPANIES = 6;

export function CompaniesSection({
  companies,
  loading,
  error,
  onRetry,
}: {
  companies: CompanySummary[] | undefined;
  loading: boolean;
  error: unknown;
  onRetry: () => void;
}) {
  const { t } = useTranslation();
  return (
    <section aria-labelledby="companies-title" className="mx-auto max-w-6xl px-4 pb-12 sm:pb-16">
      <SectionHeading
        id="companies-title"
        title={t('landing.companies.title')}
        subtitle={t('landing.companies.subtitle')}
      />
      {loading ? (
        <div role="status" aria-busy="true">
          <span className="sr-only">{t('common.loading')}</span>
          <div className="grid grid-cols-1 gap-3 sm:grid-cols-2 sm:gap-4 lg:grid-cols-3">
            {Array.from({ length: MAX_COMPANIES }, (_, i) => (
              <CompanyTileSkeleton key={i} />
            ))}
          </div>
        </div>
      ) : error ? (
        <DataError message={t('landing.companies.error')} error={error} onRetry={onRetry} />
      ) : companies && companies.length > 0 ? (
        <ul className="grid grid-cols-1 gap-3 sm:grid-cols-2 sm:gap-4 lg:grid-cols-3">
          {companies.slice(0, MAX_COMPANIES).map((company) => (
            <li key={company.id}>
              <CompanyTile company={company} />
            </li>
          ))}
        </ul>
      ) : (
        <p className="rounded-2xl bg-white p-6 text-center text-slate-600 ring-1 ring-slate-200">
          {t('landing.companies.empty')}
        </p>
      )}
      <div className="mt-6 flex justify-center">
        <Button variant="secondary" size="lg" asChild>
          <Link to="/companies">
            {t('landing.companies.viewAll', { product: t('common.appName') })}
            <ArrowRight className="size-5 flip-rtl" aria-hidden />
          </Link>
        </Button>
      </div>
    </section>
  );
}

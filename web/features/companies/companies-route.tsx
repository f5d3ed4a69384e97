import { useTranslation } from 'react-i18next';
import { BoltsIndexCard } from '../../components/bolts-index-card';
import { useCompanies } from './api/get-companies';
import { CategoryChips } from './components/category-chips';
import { ChipsSkeleton } from './components/chips-skeleton';
import { CompanyGrid } from './components/company-grid';
import { CompanyGridSkeleton } from './components/company-grid-skeleton';
import { DirectoryEmptyState } from './components/directory-empty-state';
import { IndexChart } from './components/index-chart';
import { LoadErrorState } from './components/load-error-state';
import { SectorIndices } from './components/sector-indices';
import { useDirectoryFilters } from './hooks/use-directory-filters';
import { SearchField } from '../../components/search-field';

/** /companies: the Bolts Index with its sectors, then search, category chips and a grid of every listed company. */
export default function CompaniesRoute() {
  const { t } = useTranslation();
  const { input, query, category, changeInput, selectCategory, clearFilters } = useDirectoryFilters();
  const { data, error, isPending, isError, isFetching, isPlaceholderData, refetch } = useCompanies({
    search: query,
    category,
  });

  return (
    <div className="space-y-5">
      <header>
        <h1 className="text-2xl font-extrabold tracking-tight text-slate-900 sm:text-3xl">{t('companies.title')}</h1>
        <p className="mt-1 text-slate-600">{t('companies.subtitle')}</p>
      </header>

      <BoltsIndexCard>
        <SectorIndices />
        <IndexChart />
      </BoltsIndexCard>

      <div className="space-y-3">
        <SearchField
          value={input}
          onChange={changeInput}
          label={t('companies.search.label')}
          placeholder={t('companies.search.placeholder')}
          clearLabel={t('companies.search.clear')}
        />
        {data ? (
          <CategoryChips categories={data.categories} selected={category} onSelect={selectCategory} />
        ) : (
          isPending && <ChipsSkeleton />
        )}
      </div>

      {isPending ? (
        <CompanyGridSkeleton />
      ) : isError && !data ? (
        <LoadErrorState title={t('companies.error')} error={error} onRetry={() => void refetch()} />
      ) : (
        data && (
          <section aria-labelledby="companies-results" className="space-y-3">
            <p id="companies-results" role="status" className="text-sm font-medium text-slate-600">
              {t('companies.resultsCount', { count: data.companies.length })}
            </p>
            {data.companies.length === 0 ? (
              <DirectoryEmptyState query={query} onClear={clearFilters} />
            ) : (
              <CompanyGrid companies={data.companies} stale={isPlaceholderData && isFetching} />
            )}
          </section>
        )
      )}
    </div>
  );
}

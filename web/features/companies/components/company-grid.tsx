import type { CompanySummary } from '#core/schemas/companies';
import { cn } from '../../../lib/cn';
import { CompanyCard } from './company-card';

/** 1 column on phones, 2 on tablets, 3 on desktops. Dimmed while newer results load. */
export function CompanyGrid({ companies, stale }: { companies: readonly CompanySummary[]; stale: boolean }) {
  return (
    <ul
      className={cn('grid grid-cols-1 gap-4 transition-opacity sm:grid-cols-2 lg:grid-cols-3', stale && 'opacity-60')}
      aria-busy={stale}
    >
      {companies.map((company) => (
        <li key={company.id}>
          <CompanyCard company={company} />
        </li>
      ))}
    </ul>
  );
}

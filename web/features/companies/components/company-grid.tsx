import { useDeferredValue, useMemo } from 'react';
import type { CompanySummary } from '#core/schemas/companies';
import { cn } from '../../../lib/cn';
import { CompanyCard } from './company-card';

/** 1 column on phones, 2 on tablets, 3 on desktops. Dimmed while newer results load. */
export function CompanyGrid({ companies, stale }: { companies: readonly CompanySummary[]; stale: boolean }) {
  // A new list (a refetch after the prerendered one, a search's results) renders as a transition,
  // in slices: every card at once was one long task on a phone. The urgent render keeps the cards
  // it has (the same elements, so React skips them), and a card whose company is unchanged (the
  // query shares unchanged rows) skips its render in the new list too.
  const shown = useDeferredValue(companies);
  const cards = useMemo(
    () =>
      shown.map((company) => (
        <li key={company.id}>
          <CompanyCard company={company} />
        </li>
      )),
    [shown],
  );
  return (
    <ul
      className={cn('grid grid-cols-1 gap-4 transition-opacity sm:grid-cols-2 lg:grid-cols-3', stale && 'opacity-60')}
      aria-busy={stale}
    >
      {cards}
    </ul>
  );
}

import { Link } from 'react-router';
import type { CompanySummary } from '#core/schemas/companies';
import { BoltPrice } from '../../../components/bolt-price';
import { ChangeBadge } from '../../../components/change-badge';
import { CompanyLogo } from '../../../components/company-logo';

/** One company of the landing grid, linking to its detail page. */
export function CompanyTile({ company }: { company: CompanySummary }) {
  return (
    <Link
      to={`/company/${company.id}`}
      className="flex h-full items-center gap-3 rounded-2xl bg-white p-4 shadow-sm ring-1 ring-slate-200 transition hover:shadow-md hover:ring-brand-500 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
    >
      <CompanyLogo logo={company.logo} symbol={company.symbol} />
      <span className="min-w-0 flex-1">
        <span className="line-clamp-2 font-bold break-words text-slate-900">{company.name}</span>
        <span className="block text-sm font-medium text-slate-600" dir="ltr">
          {company.symbol}
        </span>
      </span>
      <span className="flex shrink-0 flex-col items-end gap-0.5">
        <BoltPrice minor={company.priceMinor} className="text-slate-900" />
        <ChangeBadge bp={company.changeBp} />
      </span>
    </Link>
  );
}

export function CompanyTileSkeleton() {
  return (
    <div className="flex items-center gap-3 rounded-2xl bg-white p-4 shadow-sm ring-1 ring-slate-200" aria-hidden>
      <span className="size-11 rounded-xl bg-slate-200 motion-safe:animate-pulse" />
      <span className="flex-1 space-y-2">
        <span className="block h-4 w-3/5 rounded bg-slate-200 motion-safe:animate-pulse" />
        <span className="block h-3 w-1/4 rounded bg-slate-200 motion-safe:animate-pulse" />
      </span>
      <span className="h-8 w-16 rounded bg-slate-200 motion-safe:animate-pulse" />
    </div>
  );
}

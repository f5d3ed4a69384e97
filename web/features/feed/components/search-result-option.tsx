import type { CompanySummary } from '#core/schemas/companies';
import { BoltPrice } from '../../../components/bolt-price';
import { ChangeBadge } from '../../../components/change-badge';
import { CompanyLogo } from '../../../components/company-logo';
import { cn } from '../../../lib/cn';
import { useCategoryLabel } from '../../../lib/use-category-label';

/** One company in the Quick Company Search list (an ARIA option; the combobox owns focus). */
export function SearchResultOption({
  id,
  company,
  active,
  onPick,
  onHover,
}: {
  id: string;
  company: Pick<CompanySummary, 'logo' | 'symbol' | 'name' | 'category' | 'priceMinor' | 'changeBp'>;
  active: boolean;
  onPick: () => void;
  onHover: () => void;
}) {
  const category = useCategoryLabel()(company.category);
  return (
    <li
      id={id}
      role="option"
      aria-selected={active}
      data-testid="search-result"
      // Keeps focus in the input so the blur timer does not race the click.
      onMouseDown={(e) => e.preventDefault()}
      onClick={onPick}
      onMouseMove={onHover}
      className={cn('flex cursor-pointer items-center gap-3 rounded-lg px-2 py-2', active && 'bg-brand-50')}
    >
      <CompanyLogo logo={company.logo} symbol={company.symbol} />
      <span className="min-w-0 flex-1">
        <bdi className="block truncate font-semibold text-slate-900">{company.name}</bdi>
        <span className="block truncate text-xs text-slate-600">
          <span className="font-mono font-semibold text-slate-700">{company.symbol}</span>
          <span aria-hidden> · </span>
          {category}
        </span>
      </span>
      <span className="flex shrink-0 flex-col items-end">
        <BoltPrice minor={company.priceMinor} className="text-sm text-slate-900" />
        <ChangeBadge bp={company.changeBp} decimals={1} className="text-xs" />
      </span>
    </li>
  );
}

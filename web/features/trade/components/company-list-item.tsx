import type { CompanySummary } from '#core/schemas/companies';
import { BoltPrice } from '../../../components/bolt-price';
import { ChangeBadge } from '../../../components/change-badge';
import { cn } from '../../../lib/cn';

/** One row of the company list: a button that selects the company (pressed while selected). */
export function CompanyListItem({
  company,
  selected,
  onSelect,
}: {
  company: CompanySummary;
  selected: boolean;
  onSelect: (companyId: string) => void;
}) {
  return (
    <button
      type="button"
      aria-pressed={selected}
      data-testid="trade-company"
      data-company-id={company.id}
      data-symbol={company.symbol}
      onClick={() => onSelect(company.id)}
      className={cn(
        'flex w-full items-center gap-2.5 rounded-lg px-2 py-2 text-start transition-colors focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-brand-600',
        selected ? 'bg-brand-50 ring-1 ring-brand-500' : 'hover:bg-slate-50',
      )}
    >
      <span
        aria-hidden
        className="flex size-9 shrink-0 items-center justify-center rounded-lg bg-slate-100 text-lg font-bold text-slate-700"
      >
        {company.logo || company.symbol.charAt(0)}
      </span>
      <span className="flex min-w-0 flex-1 flex-col items-start">
        <span className="font-mono text-sm font-bold text-slate-900">{company.symbol}</span>
        {/* dir="auto" in a start-aligned column: a Latin name in Hebrew is cut at its own end. */}
        <span dir="auto" className="max-w-full truncate text-xs text-slate-600">
          {company.name}
        </span>
      </span>
      <span className="flex shrink-0 flex-col items-end">
        <BoltPrice minor={company.priceMinor} className="text-sm text-slate-900" />
        <ChangeBadge bp={company.changeBp} className="gap-0.5 text-xs [&>svg]:size-3.5" />
      </span>
    </button>
  );
}

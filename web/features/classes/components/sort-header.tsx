import { ArrowDown, ArrowUp, ArrowUpDown } from 'lucide-react';
import { cn } from '../../../lib/cn';
import type { SortKey, StudentSort } from '../lib/student-sort';

/**
 * A column heading that sorts the table: a button inside the header cell, whose `aria-sort` tells
 * screen readers which column orders the rows and which way.
 */
export function SortHeader({
  label,
  sortKey,
  sort,
  onSort,
  end = true,
  className,
}: {
  label: string;
  sortKey: SortKey;
  sort: StudentSort;
  onSort: (key: SortKey) => void;
  /** Figures line up at the end edge; names at the start. */
  end?: boolean;
  className?: string;
}) {
  const active = sort.key === sortKey;
  const Icon = !active ? ArrowUpDown : sort.direction === 'ascending' ? ArrowUp : ArrowDown;
  return (
    <th
      scope="col"
      aria-sort={active ? sort.direction : undefined}
      className={cn('px-2 py-2 align-bottom font-semibold', end ? 'text-end' : 'text-start', className)}
    >
      <button
        type="button"
        onClick={() => onSort(sortKey)}
        className={cn(
          'inline-flex items-center gap-1 rounded text-xs font-semibold text-slate-600 hover:text-slate-900 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600',
          end ? 'text-end' : 'text-start',
          active && 'text-slate-900',
        )}
        data-testid={`sort-${sortKey}`}
      >
        {label}
        <Icon className={cn('size-3.5 shrink-0', active ? 'text-brand-700' : 'text-slate-400')} aria-hidden />
      </button>
    </th>
  );
}

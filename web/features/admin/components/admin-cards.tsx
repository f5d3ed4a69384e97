// The console's lists on a phone: one card per row, the same facts the desktop table has, stacked
// so nothing is wider than the screen (a table would need sideways scrolling there). Each card is
// `relative`, so its screen-reader-only texts are placed inside it.
import type { ReactNode } from 'react';
import { cn } from '../../../lib/cn';

/** The list: named like the table it stands for; `empty` when there is nothing to show. */
export function AdminCards({ label, empty, children }: { label: string; empty: ReactNode; children: ReactNode[] }) {
  if (children.length === 0) return <p className="py-8 text-center text-slate-600">{empty}</p>;
  return (
    <ul className="space-y-3" aria-label={label}>
      {children}
    </ul>
  );
}

export function AdminCard({ className, children, ...props }: React.LiHTMLAttributes<HTMLLIElement>) {
  return (
    <li className={cn('relative min-w-0 rounded-xl p-3 ring-1 ring-slate-200', className)} {...props}>
      {children}
    </li>
  );
}

/** The card's figures, two to a row. */
export function CardFacts({ children }: { children: ReactNode }) {
  return <dl className="mt-3 grid grid-cols-2 gap-x-3 gap-y-2 text-sm">{children}</dl>;
}

export function CardFact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="min-w-0">
      <dt className="text-xs text-slate-600">{label}</dt>
      <dd className="break-words">{children}</dd>
    </div>
  );
}

/** Shows the table from `md` up and the cards below it. */
export function TableOrCards({ table, cards }: { table: ReactNode; cards: ReactNode }) {
  return (
    <>
      <div className="hidden md:block">{table}</div>
      <div className="md:hidden">{cards}</div>
    </>
  );
}

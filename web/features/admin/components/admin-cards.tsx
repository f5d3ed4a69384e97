// The console's lists on a phone: one card per row, the same facts the desktop table has, stacked
// so nothing is wider than the screen (a table would need sideways scrolling there). Each card is
// `relative`, so its screen-reader-only texts are placed inside it.
import type { ReactNode } from 'react';
import { cn } from '../../../lib/cn';
import { useMediaQuery } from '../../../lib/use-media-query';

/** The list: named like the table it stands for; `empty` when there is nothing to show. */
export function AdminCards({ label, empty, children }: { label: string; empty: ReactNode; children: ReactNode[] }) {
  if (children.length === 0) return <p className="py-8 text-center text-slate-600">{empty}</p>;
  return (
    <ul className="space-y-3" aria-label={label}>
      {children}
    </ul>
  );
}

/** A card off screen is not laid out or painted until it scrolls near (a list may hold hundreds). */
export function AdminCard({ className, children, ...props }: React.LiHTMLAttributes<HTMLLIElement>) {
  return (
    <li
      className={cn(
        'relative min-w-0 rounded-xl p-3 ring-1 ring-slate-200 [contain-intrinsic-size:auto_10rem] [content-visibility:auto]',
        className,
      )}
      {...props}
    >
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

/** Tailwind's `md` breakpoint (48rem): the table from here up, the cards below it. */
const TABLE_WIDTH = '(min-width: 48rem)';

/**
 * Shows the table from `md` up and the cards below it. Only the one on screen is rendered: the
 * other, hidden, was every row built and laid out a second time for nothing anyone could reach.
 */
export function TableOrCards({ table, cards }: { table: ReactNode; cards: ReactNode }) {
  return <div>{useMediaQuery(TABLE_WIDTH) ? table : cards}</div>;
}

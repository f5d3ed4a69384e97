// The console's tables (from `md` up; phones get cards, admin-cards.tsx): scrollable inside their own
// box when the window is narrow, a caption for screen readers, and cells aligned to the start so
// they read right in Hebrew.
import type { HTMLAttributes, ReactNode, TdHTMLAttributes, ThHTMLAttributes } from 'react';
import { cn } from '../../../lib/cn';

export function AdminTable({ caption, children }: { caption: string; children: ReactNode }) {
  return (
    // Focusable and named, so a keyboard user can scroll a table wider than its box. Relative, so
    // its screen-reader-only texts are clipped with it and do not widen a right-to-left page; never
    // wider than its parent, so the page itself does not pan.
    <div role="region" aria-label={caption} tabIndex={0} className="relative max-w-full min-w-0 overflow-x-auto">
      <table className="w-full min-w-[40rem] border-collapse text-sm">
        <caption className="sr-only">{caption}</caption>
        {children}
      </table>
    </div>
  );
}

export function Th({ className, ...props }: ThHTMLAttributes<HTMLTableCellElement>) {
  return (
    <th
      scope="col"
      className={cn(
        'border-b border-slate-200 px-3 py-2 text-start font-semibold whitespace-nowrap text-slate-600',
        className,
      )}
      {...props}
    />
  );
}

export function Td({ className, ...props }: TdHTMLAttributes<HTMLTableCellElement>) {
  return <td className={cn('border-b border-slate-100 px-3 py-2 align-top text-slate-800', className)} {...props} />;
}

export function Tr(props: HTMLAttributes<HTMLTableRowElement>) {
  return <tr className="hover:bg-slate-50" {...props} />;
}

/** One row spanning the table: the empty or loading message. */
export function EmptyRow({ colSpan, children }: { colSpan: number; children: ReactNode }) {
  return (
    <tr>
      <td colSpan={colSpan} className="px-3 py-8 text-center text-slate-600">
        {children}
      </td>
    </tr>
  );
}

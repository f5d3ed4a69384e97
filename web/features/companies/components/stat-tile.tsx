import type { ReactNode } from 'react';
import { cn } from '../../../lib/cn';

/** A figure with its label, for the financials grid. */
export function StatTile({
  label,
  children,
  tone = 'neutral',
}: {
  label: ReactNode;
  children: ReactNode;
  tone?: 'neutral' | 'negative';
}) {
  return (
    <div className="rounded-xl bg-slate-50 p-4 ring-1 ring-slate-200">
      <dt className="text-sm text-slate-600">{label}</dt>
      <dd
        className={cn(
          'mt-1 text-lg font-bold tabular-nums sm:text-xl',
          tone === 'negative' ? 'text-rose-700' : 'text-slate-900',
        )}
      >
        {children}
      </dd>
    </div>
  );
}

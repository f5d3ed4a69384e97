import type { ReactNode } from 'react';

/** One label/value pair inside a <dl>. */
export function FactRow({ label, children }: { label: ReactNode; children: ReactNode }) {
  return (
    <div className="flex items-baseline justify-between gap-4 border-b border-slate-100 py-2.5 last:border-0">
      <dt className="min-w-0 flex-1 text-sm text-slate-600">{label}</dt>
      <dd className="max-w-[65%] shrink-0 text-end text-sm font-semibold break-words text-slate-900">{children}</dd>
    </div>
  );
}

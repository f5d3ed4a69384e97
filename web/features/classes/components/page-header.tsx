import type { ReactNode } from 'react';

/** A page's h1 and one line under it, with the page's main action at the end edge. */
export function PageHeader({ title, subtitle, action }: { title: string; subtitle?: string; action?: ReactNode }) {
  return (
    <div className="flex flex-wrap items-end justify-between gap-x-6 gap-y-3">
      <div className="min-w-0">
        <h1 className="text-2xl font-extrabold tracking-tight wrap-anywhere text-slate-900 sm:text-3xl">{title}</h1>
        {subtitle ? <p className="mt-1 text-slate-600">{subtitle}</p> : null}
      </div>
      {action}
    </div>
  );
}

import type { ReactNode } from 'react';

/** The figure's numbers in words, beside or under the picture: what a screen reader reads of it. */
export function FigureStats({ items }: { items: { label: string; value: ReactNode }[] }) {
  return (
    <dl className="mt-3 grid grid-cols-2 gap-2 sm:grid-cols-4">
      {items.map(({ label, value }) => (
        <div key={label} className="min-w-0 rounded-lg bg-white p-2 ring-1 ring-slate-200">
          <dt className="text-xs text-slate-600">{label}</dt>
          <dd className="mt-0.5 font-semibold text-slate-900">{value}</dd>
        </div>
      ))}
    </dl>
  );
}

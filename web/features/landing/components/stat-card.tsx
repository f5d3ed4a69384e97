import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { cn } from '../../../lib/cn';

/**
 * One live figure: icon, big value, label and an optional line under it.
 * The label comes first in reading order; the value is shown above it.
 */
export function StatCard({
  icon: Icon,
  iconClassName,
  label,
  value,
  detail,
  loading,
}: {
  icon: LucideIcon;
  iconClassName: string;
  label: string;
  value: ReactNode;
  detail?: ReactNode;
  loading?: boolean;
}) {
  return (
    <li className="flex flex-col rounded-2xl bg-white p-4 shadow-sm ring-1 ring-slate-200 sm:p-5">
      <span className={cn('order-1 mb-3 flex size-10 items-center justify-center rounded-xl', iconClassName)}>
        <Icon className="size-5" aria-hidden />
      </span>
      <p className="order-3 mt-1 text-sm font-medium text-slate-600">{label}</p>
      <p className="order-2 text-2xl font-extrabold tracking-tight text-slate-900 sm:text-3xl">
        {loading ? (
          <span className="block h-8 w-24 max-w-full rounded-md bg-slate-200 motion-safe:animate-pulse" />
        ) : (
          value
        )}
      </p>
      {detail && !loading ? <p className="order-4 line-clamp-2 text-sm break-words text-slate-700">{detail}</p> : null}
    </li>
  );
}

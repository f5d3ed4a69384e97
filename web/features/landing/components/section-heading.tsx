import type { ReactNode } from 'react';
import { cn } from '../../../lib/cn';

/** The h2 of a landing section, with an optional line under it. */
export function SectionHeading({
  id,
  title,
  subtitle,
  className,
}: {
  id: string;
  title: ReactNode;
  subtitle?: ReactNode;
  className?: string;
}) {
  return (
    <div className={cn('mb-6 max-w-2xl', className)}>
      <h2 id={id} className="text-2xl font-extrabold tracking-tight text-slate-900 sm:text-3xl">
        {title}
      </h2>
      {subtitle ? <p className="mt-2 text-base text-slate-600">{subtitle}</p> : null}
    </div>
  );
}

import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';

/** Title block of a step inside the card (code entry, reset, new password). */
export function StepHeading({
  id,
  icon: Icon,
  title,
  children,
}: {
  /** For the form's aria-labelledby. */
  id: string;
  icon: LucideIcon;
  title: string;
  children?: ReactNode;
}) {
  return (
    <div className="space-y-2 text-center">
      <span className="mx-auto flex size-12 items-center justify-center rounded-2xl bg-brand-50 text-brand-700">
        <Icon className="size-6" aria-hidden />
      </span>
      <h2 id={id} className="text-xl font-extrabold tracking-tight text-slate-900">
        {title}
      </h2>
      {children ? <div className="text-sm text-slate-600">{children}</div> : null}
    </div>
  );
}

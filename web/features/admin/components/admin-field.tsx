import { useId, type InputHTMLAttributes, type ReactNode } from 'react';
import { cn } from '../../../lib/cn';

export const controlClass =
  'w-full rounded-lg border border-slate-300 bg-white px-3 text-base text-slate-900 shadow-sm placeholder:text-slate-500 focus:border-brand-600 focus:outline-2 focus:outline-brand-600/30 aria-invalid:border-rose-600 disabled:bg-slate-100 disabled:text-slate-600';

/** A labelled control for the console's forms, with its error tied to it for screen readers. */
export function AdminField({
  label,
  error,
  required,
  children,
  className,
}: {
  label: string;
  error?: string | undefined;
  required?: boolean;
  /** Receives the control's id and described-by (render the input with them). */
  children: (control: { id: string; 'aria-describedby'?: string; 'aria-invalid'?: boolean }) => ReactNode;
  className?: string;
}) {
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <div className={className}>
      <label htmlFor={id} className="mb-1 block text-sm font-semibold text-slate-800">
        {label}
        {required && <span aria-hidden> *</span>}
      </label>
      {children({ id, ...(error ? { 'aria-describedby': errorId, 'aria-invalid': true } : {}) })}
      {error && (
        <p id={errorId} className="mt-1 text-sm font-medium text-rose-700">
          {error}
        </p>
      )}
    </div>
  );
}

/** A text or number input inside an AdminField. */
export function AdminInput({ className, ...props }: InputHTMLAttributes<HTMLInputElement>) {
  return <input className={cn(controlClass, 'h-10', className)} {...props} />;
}

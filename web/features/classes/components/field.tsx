import { CircleAlert } from 'lucide-react';
import { useId, type InputHTMLAttributes, type ReactNode } from 'react';
import { cn } from '../../../lib/cn';

export interface FieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'onChange'> {
  label: string;
  /** Translated message under the field; marks the input invalid and is read with it. */
  error?: string | undefined;
  hint?: ReactNode;
  onValueChange: (value: string) => void;
  /** A unit shown inside the input at its end edge ("Bolts"). */
  unit?: string;
  inputClassName?: string;
}

/** A labelled input with a hint or an inline error, tied to it by aria-describedby. */
export function Field({ label, error, hint, onValueChange, unit, className, inputClassName, ...input }: FieldProps) {
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  // An error restates the hint's rule: it takes the hint's place.
  const shownHint = error ? undefined : hint;
  const describedBy = [error && errorId, shownHint && hintId].filter(Boolean).join(' ') || undefined;
  return (
    <div className={cn('space-y-1.5', className)}>
      <label htmlFor={id} className="block text-sm font-semibold text-slate-800">
        {label}
      </label>
      <div className="relative">
        <input
          id={id}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          onChange={(e) => onValueChange(e.target.value)}
          className={cn(
            'block h-12 w-full rounded-xl border border-slate-300 bg-white px-3.5 text-base text-slate-900 shadow-xs placeholder:text-slate-500',
            'focus:border-brand-600 focus:outline-3 focus:outline-brand-500/25',
            'aria-invalid:border-rose-600 aria-invalid:focus:outline-rose-500/25',
            unit && 'pe-16',
            inputClassName,
          )}
          {...input}
        />
        {unit ? (
          <span
            aria-hidden
            className="pointer-events-none absolute inset-y-0 end-0 flex items-center pe-3.5 text-sm font-semibold text-slate-600"
          >
            {unit}
          </span>
        ) : null}
      </div>
      {shownHint ? (
        <p id={hintId} className="text-xs text-slate-600">
          {shownHint}
        </p>
      ) : null}
      {error ? (
        <p id={errorId} className="flex items-start gap-1.5 text-sm font-medium text-rose-700">
          <CircleAlert className="mt-0.5 size-4 shrink-0" aria-hidden />
          {error}
        </p>
      ) : null}
    </div>
  );
}

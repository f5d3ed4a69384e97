import { CircleAlert } from 'lucide-react';
import { useId, type InputHTMLAttributes, type ReactNode, type Ref } from 'react';
import { cn } from '../../../lib/cn';

export interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'onChange'> {
  label: string;
  /** Translated error under the field; marks the input invalid and is read with it. */
  error?: string | undefined;
  hint?: string | undefined;
  /** Keep the hint under an error too (when the error does not say what the hint says). */
  hintStays?: boolean;
  onValueChange: (value: string) => void;
  /** Sits inside the input at its end edge (the show-password toggle). */
  endSlot?: ReactNode;
  inputClassName?: string;
  ref?: Ref<HTMLInputElement>;
}

/** A labelled input with an optional hint and an inline error, tied to it by aria-describedby. */
export function TextField({
  label,
  error,
  hint,
  hintStays,
  onValueChange,
  endSlot,
  className,
  inputClassName,
  ...input
}: TextFieldProps) {
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  // An error usually restates the hint's rule, so it takes the hint's place unless told otherwise.
  const shownHint = error && !hintStays ? undefined : hint;
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
            'block h-12 w-full rounded-xl border border-slate-300 bg-white px-3.5 text-base text-slate-900 shadow-xs transition-colors placeholder:text-slate-500',
            'focus:border-brand-600 focus:outline-3 focus:outline-brand-500/25',
            'aria-invalid:border-rose-600 aria-invalid:focus:outline-rose-500/25',
            endSlot ? 'pe-12' : null,
            inputClassName,
          )}
          {...input}
        />
        {endSlot ? <div className="absolute inset-y-0 end-0 flex items-center pe-1.5">{endSlot}</div> : null}
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

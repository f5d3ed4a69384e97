import { useId, type ReactNode, type Ref } from 'react';
import { cn } from '../../../lib/cn';

const control =
  'w-full rounded-lg border bg-white px-3 text-base text-slate-900 shadow-sm placeholder:text-slate-500 focus:outline-2 focus:outline-brand-600/30';

/** A labelled text input or textarea with an optional hint and an error tied to it by aria-describedby. */
export function FormField({
  label,
  value,
  onChange,
  maxLength,
  error,
  hint,
  multiline,
  dir,
  autoComplete,
  autoFocus,
  inputRef,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  maxLength: number;
  error?: string | null;
  hint?: ReactNode;
  multiline?: boolean;
  dir?: 'ltr' | 'auto';
  autoComplete?: string;
  autoFocus?: boolean;
  inputRef?: Ref<HTMLInputElement>;
}) {
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedBy = [error ? errorId : null, hint ? hintId : null].filter(Boolean).join(' ') || undefined;
  const common = {
    id,
    value,
    maxLength,
    dir,
    autoFocus,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': describedBy,
    className: cn(
      control,
      error ? 'border-rose-600 focus:border-rose-600' : 'border-slate-300 focus:border-brand-600',
      multiline ? 'min-h-28 py-2' : 'h-11',
    ),
  };
  return (
    <div>
      <label htmlFor={id} className="mb-1 block text-sm font-semibold text-slate-800">
        {label}
      </label>
      {multiline ? (
        <textarea {...common} rows={4} onChange={(e) => onChange(e.target.value)} />
      ) : (
        <input
          {...common}
          ref={inputRef}
          type="text"
          autoComplete={autoComplete}
          onChange={(e) => onChange(e.target.value)}
        />
      )}
      {error && (
        <p id={errorId} role="alert" className="mt-1 text-sm font-medium text-rose-700">
          {error}
        </p>
      )}
      {hint && (
        <p id={hintId} className="mt-1 text-sm text-slate-600">
          {hint}
        </p>
      )}
    </div>
  );
}

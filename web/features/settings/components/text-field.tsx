import { useId, type ReactNode } from 'react';
import { Skeleton } from '../../../components/ui/skeleton';
import { cn } from '../../../lib/cn';

/**
 * A labelled text input or textarea, with an optional hint tied to it by aria-describedby. While
 * `loading`, a placeholder of the control's size stands in its place under the same label and hint.
 */
export function TextField({
  label,
  value,
  onChange,
  maxLength,
  hint,
  multiline,
  readOnly,
  type = 'text',
  dir,
  autoComplete,
  loading,
}: {
  label: string;
  value: string;
  onChange?: (value: string) => void;
  maxLength?: number;
  hint?: ReactNode;
  multiline?: boolean;
  readOnly?: boolean;
  type?: 'text' | 'email' | 'tel';
  dir?: 'ltr' | 'auto';
  autoComplete?: string;
  loading?: boolean;
}) {
  const id = useId();
  const hintId = `${id}-hint`;
  const common = {
    id,
    value,
    maxLength,
    readOnly,
    dir,
    'aria-describedby': hint ? hintId : undefined,
    onChange: (e: { target: { value: string } }) => onChange?.(e.target.value),
    className: cn(
      'w-full rounded-lg border border-slate-300 px-3 text-base text-slate-900 shadow-sm focus:border-brand-600 focus:outline-2 focus:outline-brand-600/30',
      readOnly ? 'cursor-default bg-slate-100 text-slate-700' : 'bg-white',
      multiline ? 'min-h-28 py-2' : 'h-11',
    ),
  };
  const labelClass = 'mb-1 block text-sm font-semibold text-slate-800';
  return (
    <div>
      {loading ? (
        <>
          <span className={labelClass}>{label}</span>
          <Skeleton className={cn('rounded-lg', multiline ? 'h-28' : 'h-11')} />
        </>
      ) : (
        <>
          <label htmlFor={id} className={labelClass}>
            {label}
          </label>
          {multiline ? (
            <textarea {...common} rows={4} />
          ) : (
            <input {...common} type={type} autoComplete={autoComplete} />
          )}
        </>
      )}
      {hint && (
        <p id={hintId} className="mt-1 text-sm text-slate-600">
          {hint}
        </p>
      )}
    </div>
  );
}

import { useId } from 'react';

export const inputClass =
  'h-12 w-full min-w-0 rounded-lg border border-slate-300 bg-white px-3 text-lg font-semibold text-slate-900 tabular-nums placeholder:font-normal placeholder:text-slate-500 focus:border-brand-600 focus:outline-2 focus:outline-brand-600/30 aria-invalid:border-rose-600';

/**
 * A decimal field of the trade form (a limit, a stop, a trail) with its label, and its message
 * when what is typed does not parse or breaks a rule.
 */
export function PriceField({
  label,
  value,
  onChange,
  error,
  testId,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  /** Shown under the field, which is then marked invalid; empty for none. */
  error?: string;
  testId?: string;
}) {
  const id = useId();
  const errorId = useId();
  return (
    <div>
      <label htmlFor={id} className="mb-1.5 block text-sm font-semibold text-slate-800">
        {label}
      </label>
      <input
        id={id}
        type="number"
        inputMode="decimal"
        min="0.01"
        step="0.01"
        dir="ltr"
        value={value}
        onChange={(e) => onChange(e.target.value)}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        className={inputClass}
        data-testid={testId}
      />
      {error && (
        <p id={errorId} className="mt-1 text-sm font-medium text-rose-700">
          {error}
        </p>
      )}
    </div>
  );
}

import type { LucideIcon } from 'lucide-react';
import { useId, type ReactNode } from 'react';
import { cn } from '../../../lib/cn';

export interface Choice<T extends string> {
  value: T;
  label: string;
  icon?: LucideIcon;
  /** Classes for the chosen option (e.g. green for buy, red for sell); brand by default. */
  checkedClass?: string;
  /** Shown but not choosable (a short sale offers market orders only); the form says why. */
  disabled?: boolean;
}

/**
 * A row of radio buttons drawn as a segmented control: a fieldset with its legend, real radios
 * (arrow keys move between them), the chosen one filled. `size` lg is for the buy/sell switch;
 * `columns` wraps a long list (the order types) into rows of 3.
 */
export function ChoiceGroup<T extends string>({
  legend,
  legendHidden,
  name,
  value,
  choices,
  onChange,
  size = 'md',
  columns,
  testId,
}: {
  legend: ReactNode;
  legendHidden?: boolean;
  name: string;
  value: T;
  choices: Choice<T>[];
  onChange: (value: T) => void;
  size?: 'md' | 'lg';
  /** Lay the choices out in rows of this many (many choices on a narrow phone), else in one row. */
  columns?: 3;
  testId?: string;
}) {
  const id = useId();
  return (
    <fieldset data-testid={testId}>
      <legend className={cn('mb-1.5 text-sm font-semibold text-slate-800', legendHidden && 'sr-only')}>{legend}</legend>
      <div className={cn('gap-1 rounded-xl bg-slate-100 p-1', columns === 3 ? 'grid grid-cols-6' : 'flex')}>
        {choices.map((choice, index) => {
          const Icon = choice.icon;
          const checked = choice.value === value;
          return (
            <label
              key={choice.value}
              htmlFor={`${id}-${choice.value}`}
              className={cn('relative min-w-0 flex-1', columns === 3 && span(index, choices.length))}
            >
              <input
                type="radio"
                id={`${id}-${choice.value}`}
                name={`${name}-${id}`}
                value={choice.value}
                checked={checked}
                disabled={choice.disabled}
                onChange={() => onChange(choice.value)}
                className="peer sr-only"
              />
              <span
                className={cn(
                  'flex cursor-pointer items-center justify-center gap-1.5 rounded-lg px-2 text-center font-semibold transition-colors',
                  'peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-brand-600',
                  'peer-disabled:cursor-not-allowed peer-disabled:text-slate-500 peer-disabled:hover:bg-transparent peer-disabled:hover:text-slate-500',
                  size === 'lg' ? 'h-11 text-base' : 'h-9 text-sm',
                  checked
                    ? (choice.checkedClass ?? 'bg-white text-brand-700 shadow-sm ring-1 ring-slate-200')
                    : 'text-slate-700 hover:bg-white/70 hover:text-slate-900',
                )}
              >
                {Icon && <Icon className="size-4 shrink-0" aria-hidden />}
                <span className="truncate">{choice.label}</span>
              </span>
            </label>
          );
        })}
      </div>
    </fieldset>
  );
}

/**
 * A choice's width in rows of 3 on a 6-column grid: full rows a third each; the last row's one or
 * two choices share it (the longer names, Stop-limit and Trailing stop, get the room they need).
 */
function span(index: number, count: number): string {
  const lastRow = count % 3;
  if (lastRow === 0 || index < count - lastRow) return 'col-span-2';
  return lastRow === 2 ? 'col-span-3' : 'col-span-6';
}

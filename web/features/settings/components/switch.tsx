import { cn } from '../../../lib/cn';

/**
 * An on/off switch: a button with role="switch" and aria-checked, named by a <label htmlFor>.
 * The knob travels toward the end side, so it moves left in right-to-left layouts.
 */
export function Switch({
  id,
  checked,
  onCheckedChange,
  describedBy,
  disabled,
}: {
  id: string;
  checked: boolean;
  onCheckedChange: (checked: boolean) => void;
  describedBy?: string;
  disabled?: boolean;
}) {
  return (
    <button
      id={id}
      type="button"
      role="switch"
      aria-checked={checked}
      aria-describedby={describedBy}
      disabled={disabled}
      onClick={() => onCheckedChange(!checked)}
      className={cn(
        'inline-flex h-7 w-12 shrink-0 items-center rounded-full p-1 transition-colors',
        'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 disabled:opacity-50',
        checked ? 'bg-brand-600' : 'bg-slate-500',
      )}
    >
      <span
        aria-hidden
        className={cn(
          'size-5 rounded-full bg-white shadow transition-transform',
          checked ? 'translate-x-5 rtl:-translate-x-5' : 'translate-x-0',
        )}
      />
    </button>
  );
}

import { useId } from 'react';

/** One rule of the class: a native checkbox with its name and what it means. */
export function OptionCheckbox({
  label,
  description,
  checked,
  onCheckedChange,
}: {
  label: string;
  description: string;
  checked: boolean;
  onCheckedChange: (checked: boolean) => void;
}) {
  const id = useId();
  return (
    <div className="flex items-start gap-3 rounded-xl border border-slate-200 bg-white p-3 has-checked:border-brand-500/40 has-checked:bg-brand-50">
      <input
        id={id}
        type="checkbox"
        checked={checked}
        onChange={(e) => onCheckedChange(e.target.checked)}
        aria-describedby={`${id}-description`}
        className="mt-1 size-4 shrink-0 accent-brand-600"
      />
      <div className="min-w-0">
        <label htmlFor={id} className="block cursor-pointer font-semibold text-slate-900">
          {label}
        </label>
        <p id={`${id}-description`} className="text-sm text-slate-600">
          {description}
        </p>
      </div>
    </div>
  );
}

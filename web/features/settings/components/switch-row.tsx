import { useId } from 'react';
import { Switch } from './switch';

/** A setting that is on or off: its label and explanation at the start, the switch at the end. */
export function SwitchRow({
  label,
  description,
  checked,
  onCheckedChange,
  disabled,
}: {
  label: string;
  description: string;
  checked: boolean;
  onCheckedChange: (checked: boolean) => void;
  disabled?: boolean;
}) {
  const id = useId();
  const descriptionId = `${id}-description`;
  return (
    <div className="flex items-center justify-between gap-4 py-3">
      <div className="min-w-0">
        <label htmlFor={id} className="block font-semibold text-slate-900">
          {label}
        </label>
        <p id={descriptionId} className="text-sm text-slate-600">
          {description}
        </p>
      </div>
      <Switch
        id={id}
        checked={checked}
        onCheckedChange={onCheckedChange}
        describedBy={descriptionId}
        disabled={disabled}
      />
    </div>
  );
}

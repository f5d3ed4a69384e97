import { cn } from '../../../lib/cn';

/** One filter chip: a toggle button (aria-pressed). */
export function CategoryChip({
  label,
  title,
  pressed,
  onClick,
}: {
  label: string;
  title?: string;
  pressed: boolean;
  onClick: () => void;
}) {
  return (
    <button
      type="button"
      data-testid="category-chip"
      aria-pressed={pressed}
      title={title}
      onClick={onClick}
      className={cn(
        'h-9 shrink-0 rounded-full px-4 text-sm font-semibold whitespace-nowrap transition-colors',
        'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600',
        pressed ? 'bg-slate-900 text-white' : 'bg-white text-slate-700 ring-1 ring-slate-300 hover:bg-slate-100',
      )}
    >
      {label}
    </button>
  );
}

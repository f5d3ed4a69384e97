import { cn } from '../../../lib/cn';

/** Where the reader is among the screens, for the eye (the words "Screen 2 of 4" say it for everyone). */
export function StepDots({ current, total }: { current: number; total: number }) {
  return (
    <span aria-hidden className="flex items-center gap-1.5">
      {Array.from({ length: total }, (_, i) => (
        <span
          key={i}
          className={cn(
            'h-2 rounded-full transition-all',
            i === current ? 'w-6 bg-brand-600' : i < current ? 'w-2 bg-brand-500/40' : 'w-2 bg-slate-300',
          )}
        />
      ))}
    </span>
  );
}

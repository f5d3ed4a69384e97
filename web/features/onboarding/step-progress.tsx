import { useTranslation } from 'react-i18next';
import { cn } from '../../lib/cn';

/** A segmented bar (one segment per step, filled up to the current one) and the "n of 3" counter. */
export function StepProgress({ current, total }: { current: number; total: number }) {
  const { t } = useTranslation();
  return (
    <div className="flex items-center gap-3">
      <div className="flex flex-1 gap-1.5" aria-hidden>
        {Array.from({ length: total }, (_, i) => (
          <span
            key={i}
            className={cn(
              'h-2 flex-1 rounded-full transition-colors duration-300 motion-reduce:transition-none',
              i < current ? 'bg-linear-to-r from-brand-600 to-fuchsia-500' : 'bg-slate-200',
            )}
          />
        ))}
      </div>
      <p className="text-sm font-semibold whitespace-nowrap text-slate-600 tabular-nums">
        {t('onboarding.stepCounter', { current, total })}
      </p>
    </div>
  );
}

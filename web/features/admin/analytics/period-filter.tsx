import { usePageTranslation } from '../../../lib/use-page-translation';
import { ADMIN_PERIODS, type AdminPeriod } from '#core/schemas/admin/transactions';
import { cn } from '../../../lib/cn';

/** 1d, 7d, 30d, all (default 7d); the chosen one is pressed. */
export function PeriodFilter({ value, onChange }: { value: AdminPeriod; onChange: (period: AdminPeriod) => void }) {
  const { t } = usePageTranslation('admin');
  return (
    <div role="group" aria-label={t('admin.analytics.periodLabel')} className="inline-flex rounded-xl bg-slate-100 p-1">
      {ADMIN_PERIODS.map((period) => (
        <button
          key={period}
          type="button"
          aria-pressed={period === value}
          onClick={() => onChange(period)}
          className={cn(
            'min-h-10 rounded-lg px-3 text-sm font-semibold whitespace-nowrap focus-visible:outline-2 focus-visible:outline-brand-600 sm:px-4',
            period === value ? 'bg-white text-slate-900 shadow-sm' : 'text-slate-600 hover:text-slate-900',
          )}
        >
          {t(`admin.analytics.periods.${period}`)}
        </button>
      ))}
    </div>
  );
}

import { Activity, ArrowLeftRight, Coins, Users, type LucideIcon } from 'lucide-react';
import { usePageTranslation } from '../../../lib/use-page-translation';
import type { AdminTransactions } from '#core/schemas/admin/transactions';
import { useFormat } from '../../../lib/format';

type Totals = AdminTransactions['totals'];

const CARDS: readonly { key: keyof Totals; label: string; hint?: string; icon: LucideIcon; money?: boolean }[] = [
  { key: 'users', label: 'admin.analytics.totals.users', icon: Users },
  {
    key: 'activeToday',
    label: 'admin.analytics.totals.activeToday',
    hint: 'admin.analytics.totals.activeTodayHint',
    icon: Activity,
  },
  { key: 'trades', label: 'admin.analytics.totals.trades', icon: ArrowLeftRight },
  { key: 'volumeMinor', label: 'admin.analytics.totals.volume', icon: Coins, money: true },
];

/** The transactions page's totals: users, active today, total trades, total volume. */
export function TotalsCards({ totals }: { totals: Totals | undefined }) {
  const { t } = usePageTranslation('admin');
  const format = useFormat();
  return (
    <ul className="grid grid-cols-2 gap-3 lg:grid-cols-4">
      {CARDS.map(({ key, label, hint, icon: Icon, money }) => {
        const value = totals?.[key];
        return (
          <li key={key} className="rounded-xl bg-slate-50 p-3 ring-1 ring-slate-200">
            <p className="flex items-center gap-2 text-sm font-medium text-slate-600">
              <Icon className="size-4 shrink-0 text-brand-600" aria-hidden />
              {t(label)}
            </p>
            <p
              className="mt-1 text-lg font-extrabold text-slate-900 tabular-nums sm:text-xl"
              data-testid={`analytics-total-${key}`}
            >
              {value === undefined ? '—' : money ? format.price(value) : format.integer(value)}
            </p>
            {hint && <p className="text-xs text-slate-600">{t(hint)}</p>}
          </li>
        );
      })}
    </ul>
  );
}

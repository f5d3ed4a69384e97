import { ArrowLeftRight, Building2, Coins, Newspaper, Users, type LucideIcon } from 'lucide-react';
import { usePageTranslation } from '../../../lib/use-page-translation';
import type { AdminStats } from '#core/schemas/admin/stats';
import { useFormat } from '../../../lib/format';
import { useAdminStats } from '../api/get-admin-stats';

const CARDS: readonly { key: keyof AdminStats; label: string; icon: LucideIcon; money?: boolean }[] = [
  { key: 'users', label: 'admin.stats.users', icon: Users },
  { key: 'companies', label: 'admin.stats.companies', icon: Building2 },
  { key: 'news', label: 'admin.stats.news', icon: Newspaper },
  { key: 'transactions', label: 'admin.stats.transactions', icon: ArrowLeftRight },
  { key: 'volumeMinor', label: 'admin.stats.volume', icon: Coins, money: true },
];

/** The stat cards (docs/rules.md#admin): Total Users, Companies, News Articles, Transactions, Total Volume ($Bolt). */
export function StatCards() {
  const { t } = usePageTranslation('admin');
  const format = useFormat();
  const stats = useAdminStats();
  // A failure here is only logged, with no toast.
  if (stats.error) console.error(stats.error);
  return (
    <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-5" aria-busy={stats.isPending}>
      {CARDS.map(({ key, label, icon: Icon, money }) => {
        const value = stats.data?.[key];
        return (
          <li key={key} className="rounded-2xl bg-white p-4 shadow-sm ring-1 ring-slate-200">
            <p className="flex items-center gap-2 text-sm font-medium text-slate-600">
              <Icon className="size-4 shrink-0 text-brand-600" aria-hidden />
              {t(label)}
            </p>
            <p className="mt-1 text-xl font-extrabold text-slate-900 tabular-nums" data-testid={`admin-stat-${key}`}>
              {value === undefined ? '—' : money ? format.price(value) : format.integer(value)}
            </p>
          </li>
        );
      })}
    </ul>
  );
}

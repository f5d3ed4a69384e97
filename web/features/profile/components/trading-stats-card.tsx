import { BarChart3 } from 'lucide-react';
import { usePageTranslation } from '../../../lib/use-page-translation';
import type { ProfileStats } from '#core/schemas/profile';
import { useFormat } from '../../../lib/format';
import { SectionCard } from '../../../components/section-card';

/** Total trades, success rate (share of sells that made a gain; "—" before the first sell) and referrals. */
export function TradingStatsCard({ stats }: { stats: ProfileStats }) {
  const { t, i18n } = usePageTranslation('profile');
  const format = useFormat();
  const successRate =
    stats.successRateBp === null
      ? null
      : new Intl.NumberFormat(i18n.resolvedLanguage ?? 'en', {
          style: 'percent',
          minimumFractionDigits: 1,
          maximumFractionDigits: 1,
        }).format(stats.successRateBp / 10_000);

  const items = [
    { key: 'totalTrades', value: format.integer(stats.totalTrades) },
    { key: 'successRate', value: successRate },
    { key: 'totalReferrals', value: format.integer(stats.totalReferrals) },
  ] as const;

  return (
    <SectionCard title={t('profile.stats.title')} icon={BarChart3}>
      <dl className="grid grid-cols-3 gap-2 sm:gap-3">
        {items.map(({ key, value }) => (
          <div key={key} className="flex flex-col rounded-xl bg-slate-50 p-3 ring-1 ring-slate-200 sm:p-4">
            <dt className="text-xs font-medium text-slate-700 sm:text-sm">{t(`profile.stats.${key}`)}</dt>
            <dd
              className="mt-auto pt-1 text-xl font-bold text-slate-900 tabular-nums sm:text-2xl"
              data-testid={`stats-${key}`}
            >
              {value ?? (
                <>
                  <span aria-hidden>—</span>
                  <span className="sr-only">{t('profile.stats.noSells')}</span>
                </>
              )}
            </dd>
          </div>
        ))}
      </dl>
      {stats.successRateBp === null && (
        <p className="mt-3 text-sm text-slate-600">{t('profile.stats.successRateHint')}</p>
      )}
    </SectionCard>
  );
}

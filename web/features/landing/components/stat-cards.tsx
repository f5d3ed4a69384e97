import { ArrowLeftRight, Building2, Coins, TrendingUp, Users } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { Landing } from '#core/schemas/companies';
import { useFormat } from '../../../lib/format';
import { AnimatedNumber } from './animated-number';
import { SectionHeading } from './section-heading';
import { StatCard } from './stat-card';
import { useLiveCounters } from '../hooks/use-live-counters';

/** Live figures: real ones when non-zero, otherwise the simulated counters. */
export function StatCards({ stats, loading }: { stats: Landing['stats'] | undefined; loading: boolean }) {
  const { t } = useTranslation();
  const format = useFormat();
  const counters = useLiveCounters(stats);
  const anySimulated = Object.values(counters.simulated).some(Boolean);
  const gainer = stats?.topGainer ?? null;

  return (
    <section aria-labelledby="stats-title" className="mx-auto max-w-6xl px-4 py-12 sm:py-16">
      <SectionHeading
        id="stats-title"
        title={
          <span className="inline-flex items-center gap-3">
            <span className="relative flex size-3" aria-hidden>
              <span className="absolute inline-flex size-full rounded-full bg-emerald-500 opacity-75 motion-safe:animate-ping" />
              <span className="relative inline-flex size-3 rounded-full bg-emerald-600" />
            </span>
            {t('landing.stats.title')}
          </span>
        }
        subtitle={t('landing.stats.subtitle')}
      />
      <ul className="grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-4">
        <StatCard
          icon={Users}
          iconClassName="bg-brand-100 text-brand-700"
          label={t('landing.stats.traders')}
          value={<AnimatedNumber value={counters.traders} format={format.integer} />}
          loading={loading}
        />
        <StatCard
          icon={ArrowLeftRight}
          iconClassName="bg-sky-100 text-sky-800"
          label={t('landing.stats.trades')}
          value={<AnimatedNumber value={counters.trades} format={format.integer} />}
          loading={loading}
        />
        <StatCard
          icon={TrendingUp}
          iconClassName="bg-emerald-100 text-emerald-800"
          label={t('landing.stats.topGain')}
          value={
            gainer ? (
              <span dir="ltr" className={gainer.changeBp >= 0 ? 'text-emerald-700' : 'text-rose-700'}>
                {format.change(gainer.changeBp)}
              </span>
            ) : (
              <span className="text-lg font-semibold text-slate-600">{t('common.notAvailable')}</span>
            )
          }
          detail={gainer ? t('landing.stats.topGainCompany', { name: gainer.name, symbol: gainer.symbol }) : undefined}
          loading={loading}
        />
        <StatCard
          icon={Coins}
          iconClassName="bg-amber-100 text-amber-800"
          label={t('landing.stats.volume')}
          value={
            <span className="inline-flex flex-wrap items-baseline gap-x-1.5">
              <AnimatedNumber
                value={counters.volumeBolts}
                format={(bolts) => t('landing.stats.volumeValue', { amount: format.integer(Math.round(bolts / 1000)) })}
              />
              <span className="text-base font-bold text-slate-600" dir="ltr">
                {t('landing.stats.volumeUnit')}
              </span>
            </span>
          }
          loading={loading}
        />
      </ul>
      <div className="mt-4 flex flex-col gap-2 text-sm text-slate-600 sm:flex-row sm:items-center sm:justify-between">
        <p className="inline-flex items-center gap-2 font-medium text-slate-700">
          <Building2 className="size-4" aria-hidden />
          {t('landing.stats.activeCompanies')}
          <span className="rounded-full bg-slate-200 px-2.5 py-0.5 font-bold text-slate-900 tabular-nums">
            {loading ? '…' : stats ? format.integer(stats.companies) : t('common.notAvailable')}
          </span>
        </p>
        {anySimulated && !loading ? <p>{t('landing.stats.simulatedNote')}</p> : null}
      </div>
    </section>
  );
}

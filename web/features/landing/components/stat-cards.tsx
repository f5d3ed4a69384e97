import { ArrowLeftRight, Building2, Newspaper, Trophy, TrendingUp, Users, type LucideIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { MINOR_PER_BOLT } from '#core/money';
import type { Landing } from '#core/schemas/companies';
import { useFormat } from '../../../lib/format';
import { countFigures, type CountFigure } from '../lib/landing-figures';
import { SectionHeading } from './section-heading';
import { StatCard } from './stat-card';

const COUNT_CARDS: Record<CountFigure['kind'], { icon: LucideIcon; iconClassName: string; label: string }> = {
  traders: { icon: Users, iconClassName: 'bg-brand-100 text-brand-700', label: 'landing.stats.traders' },
  companies: { icon: Building2, iconClassName: 'bg-brand-100 text-brand-700', label: 'landing.stats.companies' },
  trades: { icon: ArrowLeftRight, iconClassName: 'bg-sky-100 text-sky-800', label: 'landing.stats.trades' },
  newsLastDay: { icon: Newspaper, iconClassName: 'bg-sky-100 text-sky-800', label: 'landing.stats.newsLastDay' },
};

/** The game's real figures (docs/rules.md#landing-page): nothing invented, nothing counting by itself. */
export function StatCards({ stats, loading }: { stats: Landing['stats'] | undefined; loading: boolean }) {
  const { t } = useTranslation();
  const format = useFormat();
  const counts = stats ? countFigures(stats) : (['traders', 'trades'] as const).map((kind) => ({ kind, value: 0 }));
  const gainer = stats?.topGainer ?? null;
  const notAvailable = <span className="text-lg font-semibold text-slate-600">{t('common.notAvailable')}</span>;

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
        {counts.map(({ kind, value }) => {
          const card = COUNT_CARDS[kind];
          return (
            <StatCard
              key={kind}
              icon={card.icon}
              iconClassName={card.iconClassName}
              label={t(card.label)}
              value={stats ? <span className="tabular-nums">{format.integer(value)}</span> : notAvailable}
              loading={loading}
            />
          );
        })}
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
              notAvailable
            )
          }
          detail={gainer ? t('landing.stats.topGainCompany', { name: gainer.name, symbol: gainer.symbol }) : undefined}
          loading={loading}
        />
        <StatCard
          icon={Trophy}
          iconClassName="bg-amber-100 text-amber-800"
          label={t('landing.stats.weeklyPrize')}
          value={
            stats ? (
              <span className="inline-flex flex-wrap items-baseline gap-x-1.5">
                <span className="tabular-nums">{format.integer(stats.weeklyPrizeMinor / MINOR_PER_BOLT)}</span>
                <span className="text-base font-bold text-slate-600">{t('landing.stats.boltsUnit')}</span>
              </span>
            ) : (
              notAvailable
            )
          }
          detail={stats ? t('landing.stats.weeklyPrizeDetail') : undefined}
          loading={loading}
        />
      </ul>
      {stats && !counts.some((c) => c.kind === 'companies') ? (
        <p className="mt-4 inline-flex items-center gap-2 text-sm font-medium text-slate-700">
          <Building2 className="size-4" aria-hidden />
          {t('landing.stats.activeCompanies')}
          <span className="rounded-full bg-slate-200 px-2.5 py-0.5 font-bold text-slate-900 tabular-nums">
            {format.integer(stats.companies)}
          </span>
        </p>
      ) : null}
    </section>
  );
}

import { ArrowDown, ArrowRight, CheckCircle2, Zap } from 'lucide-react';
import type { MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button } from '../../../components/ui/button';
import { LoadingText } from '../../../components/ui/loading-text';
import { MINOR_PER_BOLT } from '#core/money';
import { useFormat } from '../../../lib/format';
import { FEATURES_SECTION_ID } from '../lib/constants';
import { useReducedMotion } from '../hooks/use-reduced-motion';

/** `startingCashMinor`: the public game's starting cash, from GET /api/landing (undefined until it answers). */
export function HeroSection({ startingCashMinor }: { startingCashMinor: number | undefined }) {
  const { t } = useTranslation();
  const format = useFormat();
  const reduced = useReducedMotion();
  // As the admins set it; nothing is promised until it is known.
  const startingBolts = startingCashMinor === undefined ? null : format.integer(startingCashMinor / MINOR_PER_BOLT);

  // A real link to #features (works without JavaScript); with it, scroll smoothly and move focus there.
  const learnMore = (event: MouseEvent<HTMLAnchorElement>) => {
    const target = document.getElementById(FEATURES_SECTION_ID);
    if (!target) return;
    event.preventDefault();
    target.scrollIntoView({ behavior: reduced ? 'auto' : 'smooth', block: 'start' });
    target.focus({ preventScroll: true });
  };

  const points = [
    { key: 'noMoney', text: t('landing.hero.pointNoMoney') },
    { key: 'fictional', text: t('landing.hero.pointFictional') },
    { key: 'start', text: startingBolts && t('landing.hero.pointStart', { amount: startingBolts }) },
  ];

  return (
    <section
      aria-labelledby="hero-title"
      className="bg-linear-to-br from-slate-900 via-brand-700 to-brand-600 text-white"
    >
      <div className="mx-auto grid max-w-6xl items-center gap-10 px-4 py-12 sm:py-16 lg:grid-cols-[1fr_22rem] lg:py-20">
        <div>
          <p className="mb-4 inline-flex items-center gap-2 rounded-full bg-white/10 px-3 py-1 text-sm font-semibold text-white ring-1 ring-white/30">
            <span aria-hidden>🎮</span>
            {t('landing.hero.eyebrow')}
          </p>
          <h1 id="hero-title" className="text-4xl font-extrabold tracking-tight text-balance sm:text-5xl lg:text-6xl">
            {t('landing.hero.title')}
          </h1>
          <p className="mt-4 max-w-2xl text-lg text-slate-100 sm:text-xl">{t('landing.hero.subtitle')}</p>
          <ul className="mt-6 space-y-2">
            {points.map(({ key, text }) => (
              <li key={key} className="flex items-center gap-2 font-medium text-white">
                <CheckCircle2 className="size-5 shrink-0 text-bolt" aria-hidden />
                {text ?? <LoadingText tone="onDark" className="w-52" />}
              </li>
            ))}
          </ul>
          <div className="mt-8 flex flex-col gap-3 sm:flex-row">
            <Button variant="bolt" size="lg" asChild>
              <Link to="/auth">
                {t('landing.hero.start')}
                <ArrowRight className="size-5 flip-rtl" aria-hidden />
              </Link>
            </Button>
            <Button
              variant="secondary"
              size="lg"
              className="bg-white/10 text-white ring-white/50 hover:bg-white/20 focus-visible:outline-white"
              asChild
            >
              <a href={`#${FEATURES_SECTION_ID}`} onClick={learnMore}>
                {t('landing.hero.learnMore')}
                <ArrowDown className="size-5" aria-hidden />
              </a>
            </Button>
          </div>
        </div>

        <div className="hidden rounded-3xl bg-white p-6 text-slate-900 shadow-2xl ring-1 ring-white/20 lg:block">
          <div className="flex items-center gap-3">
            <span className="flex size-12 items-center justify-center rounded-2xl bg-slate-900">
              <Zap className="size-7 fill-bolt text-bolt" aria-hidden />
            </span>
            <p className="text-sm font-semibold text-slate-600">{t('landing.hero.cardLabel')}</p>
          </div>
          <p className="mt-4 flex items-baseline gap-1.5">
            <Zap className="size-8 self-center fill-bolt text-yellow-500" aria-hidden />
            {startingBolts === null ? (
              <LoadingText className="w-36 text-4xl" />
            ) : (
              <span className="text-4xl font-extrabold tabular-nums">{startingBolts}</span>
            )}
            <span className="text-lg font-semibold text-slate-600">{t('common.bolts')}</span>
          </p>
          <p className="mt-2 text-sm text-slate-600">{t('landing.hero.cardNote')}</p>
          <div className="mt-5 rounded-xl bg-emerald-50 p-3 text-sm font-semibold text-emerald-800">
            <span aria-hidden>🛡️ </span>
            {t('landing.hero.cardRisk')}
          </div>
        </div>
      </div>
    </section>
  );
}

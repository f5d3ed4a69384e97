import { ArrowRight, Zap } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button } from '../../../components/ui/button';
import { LoadingText } from '../../../components/ui/loading-text';
import { MINOR_PER_BOLT } from '#core/money';
import { useFormat } from '../../../lib/format';

/** `startingCashMinor`: the public game's starting cash, from GET /api/landing (undefined until it answers). */
export function ClosingCta({ startingCashMinor }: { startingCashMinor: number | undefined }) {
  const { t } = useTranslation();
  const format = useFormat();
  return (
    <section
      aria-labelledby="cta-title"
      className="bg-linear-to-br from-slate-900 via-brand-700 to-brand-600 text-white"
    >
      <div className="mx-auto max-w-3xl px-4 py-14 text-center sm:py-20">
        <Zap className="mx-auto mb-4 size-10 fill-bolt text-bolt" aria-hidden />
        <h2 id="cta-title" className="text-3xl font-extrabold tracking-tight text-balance sm:text-4xl">
          {t('landing.cta.title')}
        </h2>
        {startingCashMinor === undefined ? (
          <LoadingText tone="onDark" lines={2} className="mx-auto mt-3 max-w-md text-lg" />
        ) : (
          <p className="mt-3 text-lg text-slate-100">
            {t('landing.cta.body', { amount: format.integer(startingCashMinor / MINOR_PER_BOLT) })}
          </p>
        )}
        <Button variant="bolt" size="lg" className="mt-8" asChild>
          <Link to="/auth">
            {t('landing.cta.button')}
            <ArrowRight className="size-5 flip-rtl" aria-hidden />
          </Link>
        </Button>
      </div>
    </section>
  );
}

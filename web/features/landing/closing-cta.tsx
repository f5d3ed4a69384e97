import { ArrowRight, Zap } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { MINOR_PER_BOLT, STARTING_BALANCE_MINOR } from '#core/money';
import { Button } from '../../components/ui/button';
import { useFormat } from '../../lib/format';

export function ClosingCta() {
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
        <p className="mt-3 text-lg text-slate-100">
          {t('landing.cta.body', { amount: format.integer(STARTING_BALANCE_MINOR / MINOR_PER_BOLT) })}
        </p>
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

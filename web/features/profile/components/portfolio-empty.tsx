import { ArrowRight, Sprout } from 'lucide-react';
import { usePageTranslation } from '../../../lib/use-page-translation';
import { Link } from 'react-router';
import { Button } from '../../../components/ui/button';

/** No shares yet: an invitation to the trading floor. */
export function PortfolioEmpty() {
  const { t } = usePageTranslation('profile');
  return (
    <div
      className="flex flex-col items-center rounded-xl border border-dashed border-slate-300 bg-slate-50 px-6 py-8 text-center"
      data-testid="portfolio-empty"
    >
      <Sprout className="size-9 text-emerald-600" aria-hidden />
      <p className="mt-2 font-semibold text-slate-900">{t('portfolio.empty.title')}</p>
      <p className="mt-1 max-w-sm text-sm text-slate-600">{t('portfolio.empty.body')}</p>
      <Button asChild className="mt-4">
        <Link to="/trade">
          {t('portfolio.empty.cta')}
          <ArrowRight className="flip-rtl size-4" aria-hidden />
        </Link>
      </Button>
    </div>
  );
}

import { Info } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { BrandMark } from '../../../components/brand-mark';

/** The educational disclaimer: virtual currency, fictional companies, not financial advice. */
export function LandingFooter() {
  const { t } = useTranslation();
  return (
    <footer className="bg-slate-100">
      <div className="mx-auto max-w-6xl px-4 py-10">
        <section aria-labelledby="disclaimer-title" className="rounded-2xl bg-white p-5 ring-1 ring-slate-200 sm:p-6">
          <h2 id="disclaimer-title" className="flex items-center gap-2 text-base font-bold text-slate-900">
            <Info className="size-5 shrink-0 text-brand-700" aria-hidden />
            {t('landing.disclaimer.title')}
          </h2>
          <p className="mt-2 text-sm text-slate-700">{t('landing.disclaimer.body')}</p>
        </section>
        <div className="mt-8 flex flex-col items-center gap-2 text-center text-sm text-slate-600">
          <BrandMark />
          <p>{t('landing.footer.tagline')}</p>
          <nav aria-label={t('landing.footer.legal')} className="flex flex-wrap justify-center gap-x-4 gap-y-1">
            <Link to="/terms" className="font-medium text-slate-700 underline underline-offset-2 hover:text-slate-900">
              {t('landing.footer.terms')}
            </Link>
            <Link
              to="/privacy"
              className="font-medium text-slate-700 underline underline-offset-2 hover:text-slate-900"
            >
              {t('landing.footer.privacy')}
            </Link>
          </nav>
        </div>
      </div>
    </footer>
  );
}

import { Zap } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { TradeCta } from './trade-cta';

/** The closing call to action: same signed-in / signed-out choice as the header button. */
export function ReadyToTradeCard({
  companyId,
  name,
  signedIn,
}: {
  companyId: string;
  name: string;
  signedIn: boolean;
}) {
  const { t } = useTranslation();
  const headingId = useId();
  // First-strong isolate: a Latin name keeps its own direction inside a Hebrew sentence.
  const isolatedName = `\u2068${name}\u2069`;
  return (
    <section aria-labelledby={headingId} className="rounded-2xl bg-slate-900 p-5 text-white shadow-sm sm:p-6">
      <span className="flex size-10 items-center justify-center rounded-xl bg-bolt">
        <Zap className="size-6 fill-slate-900 text-slate-900" aria-hidden />
      </span>
      <h2 id={headingId} className="mt-3 text-lg font-bold">
        {t('company.ready.title')}
      </h2>
      <p className="mt-1 text-sm leading-relaxed text-slate-200">
        {t(signedIn ? 'company.ready.signedIn' : 'company.ready.signedOut', { name: isolatedName })}
      </p>
      <TradeCta companyId={companyId} signedIn={signedIn} className="mt-4 w-full" />
    </section>
  );
}

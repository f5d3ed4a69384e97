import { Wallet } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { BoltPrice } from '../../components/bolt-price';

/** The portfolio balance: the Bolts in the user's wallet. */
export function BalanceCard({ balanceMinor }: { balanceMinor: number }) {
  const { t } = useTranslation();
  const headingId = useId();
  return (
    <section
      aria-labelledby={headingId}
      className="rounded-2xl bg-linear-to-br from-slate-900 via-brand-700 to-brand-600 p-5 text-white shadow-sm sm:p-6"
    >
      <div className="flex items-center gap-2">
        <span className="flex size-9 items-center justify-center rounded-xl bg-white/15">
          <Wallet className="size-5" aria-hidden />
        </span>
        <h2 id={headingId} className="font-semibold text-slate-100">
          {t('feed.balance.title')}
        </h2>
      </div>
      <p className="mt-4 text-4xl font-black sm:text-5xl" data-testid="feed-balance">
        <BoltPrice minor={balanceMinor} />
      </p>
      <p className="mt-2 text-sm text-slate-200">{t('feed.balance.note')}</p>
    </section>
  );
}

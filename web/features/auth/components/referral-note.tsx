import { Gift } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../../../lib/format';
import { useReferralBonusBolts } from '../../../lib/referral-bonus';

/** Shown when the visitor came through a friend's link (/auth?ref=CODE). Only the friend earns the bonus. */
export function ReferralNote() {
  const { t } = useTranslation();
  const format = useFormat();
  const bonus = useReferralBonusBolts();
  return (
    <div className="flex items-start gap-3 rounded-2xl bg-emerald-50 p-4 text-emerald-900 ring-1 ring-emerald-200">
      <span className="flex size-9 shrink-0 items-center justify-center rounded-full bg-emerald-100">
        <Gift className="size-5 text-emerald-700" aria-hidden />
      </span>
      <div className="text-sm">
        <p className="font-bold">{t('auth.referral.title')}</p>
        {bonus !== null && <p className="mt-0.5">{t('auth.referral.body', { amount: format.integer(bonus) })}</p>}
      </div>
    </div>
  );
}

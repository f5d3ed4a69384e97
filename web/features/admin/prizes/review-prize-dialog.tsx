// The confirmation before a review: approving pays the prize, denying pays nothing and may say why
// (the reason is kept in the audit log).
import { useId, useState } from 'react';
import { usePageTranslation } from '../../../lib/use-page-translation';
import type { AdminPrize } from '#core/schemas/admin/prizes';
import { BoltPrice } from '../../../components/bolt-price';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { useDescribePrize } from './use-describe-prize';

export interface Review {
  prize: AdminPrize;
  decision: 'approve' | 'deny';
}

/** The longest reason the server keeps (core/schemas/admin/prizes). */
const REASON_MAX = 200;

export function ReviewPrizeDialog({
  review,
  busy,
  onClose,
  onConfirm,
}: {
  review: Review | null;
  busy: boolean;
  onClose: () => void;
  onConfirm: (reason: string) => void;
}) {
  const { t } = usePageTranslation('admin');
  const describe = useDescribePrize();
  const [reason, setReason] = useState('');
  const reasonId = useId();
  const [shown, setShown] = useState<Review | null>(null);
  // A new review starts with an empty reason.
  if (review !== shown) {
    setShown(review);
    setReason('');
  }
  const decision = review?.decision ?? 'approve';
  const name = review ? describe.player(review.prize.winner) : '';
  return (
    <Dialog
      open={review !== null}
      onClose={onClose}
      dismissible={!busy}
      role="alertdialog"
      closeLabel={t('admin.prizes.cancel')}
      title={t(decision === 'approve' ? 'admin.prizes.confirmApproveTitle' : 'admin.prizes.confirmDenyTitle')}
      description={
        review && (
          <span>
            {t(decision === 'approve' ? 'admin.prizes.confirmApprove' : 'admin.prizes.confirmDeny', {
              name,
              week: describe.week(review.prize.weekStart),
            })}{' '}
            <BoltPrice minor={review.prize.prizeMinor} />
          </span>
        )
      }
      data-testid="review-prize-dialog"
    >
      <form
        className="mt-4 space-y-4"
        onSubmit={(e) => {
          e.preventDefault();
          onConfirm(reason.trim());
        }}
      >
        {decision === 'deny' && (
          <div>
            <label htmlFor={reasonId} className="block text-sm font-medium text-slate-900">
              {t('admin.prizes.reason')}
            </label>
            <input
              id={reasonId}
              value={reason}
              onChange={(e) => setReason(e.target.value)}
              maxLength={REASON_MAX}
              className="mt-1 h-10 w-full rounded-lg border border-slate-300 px-3 text-sm"
            />
          </div>
        )}
        <div className="flex flex-wrap justify-end gap-2">
          <Button type="button" variant="secondary" onClick={onClose} disabled={busy}>
            {t('admin.prizes.cancel')}
          </Button>
          <Button type="submit" disabled={busy}>
            {busy ? t('admin.prizes.saving') : t(decision === 'approve' ? 'admin.prizes.approve' : 'admin.prizes.deny')}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}

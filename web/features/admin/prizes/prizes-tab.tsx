// Held prizes tab (admins only): weekly prizes held because the champion is linked to another
// top-10 player, with the evidence in words; approve (the prize is paid) or deny, each confirmed.
import { History, Trophy } from 'lucide-react';
import { useEffect, useState, type ReactNode } from 'react';
import { usePageTranslation } from '../../../lib/use-page-translation';
import { toast } from '../../../lib/toast';
import type { AdminPrize } from '#core/schemas/admin/prizes';
import { BoltPrice } from '../../../components/bolt-price';
import { SectionCard } from '../../../components/section-card';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';
import { ApiError } from '../../../lib/api-client';
import { useFormat } from '../../../lib/format';
import { gameName } from '../../../lib/games';
import { toastAdminError } from '../lib/admin-error';
import { useApprovePrize } from './api/approve-prize';
import { useDenyPrize } from './api/deny-prize';
import { useAdminPrizes } from './api/get-prizes';
import { ReviewPrizeDialog, type Review } from './review-prize-dialog';
import { useDescribePrize } from './use-describe-prize';

export default function PrizesTab() {
  const { t } = usePageTranslation('admin');
  const query = useAdminPrizes();
  const approve = useApprovePrize();
  const deny = useDenyPrize();
  const [review, setReview] = useState<Review | null>(null);

  useEffect(() => {
    if (query.error) toastAdminError(t, 'admin.prizes.fetchError', query.error);
  }, [query.error, t]);

  const failed = (err: unknown) => {
    setReview(null);
    // Another admin reviewed it first: say so plainly; the list has been refetched.
    if (err instanceof ApiError && err.status === 409) toast.error(t('admin.prizes.alreadyReviewed'));
    else toastAdminError(t, 'admin.prizes.saveError', err);
  };
  const confirm = (reason: string) => {
    if (!review) return;
    const { prize, decision } = review;
    const done = () => {
      setReview(null);
      toast.success(t(decision === 'approve' ? 'admin.prizes.approved' : 'admin.prizes.denied'));
    };
    if (decision === 'approve') approve.mutate(prize, { onSuccess: done, onError: failed });
    else deny.mutate({ prize, reason }, { onSuccess: done, onError: failed });
  };
  const busy = approve.isPending || deny.isPending;

  return (
    <div className="space-y-5">
      <SectionCard title={t('admin.prizes.title')} icon={Trophy}>
        <p className="mb-4 text-sm text-slate-700">{t('admin.prizes.intro')}</p>
        {query.isPending ? (
          <Spinner />
        ) : (query.data?.held ?? []).length === 0 ? (
          <p className="py-6 text-center text-sm text-slate-600" data-testid="prizes-empty">
            {t('admin.prizes.empty')}
          </p>
        ) : (
          <ul className="space-y-4">
            {query.data!.held.map((prize) => (
              <li key={`${prize.game.id}/${prize.weekStart}`} data-testid="held-prize">
                <PrizeCard prize={prize}>
                  <div className="mt-4 flex flex-wrap gap-2">
                    <Button size="sm" onClick={() => setReview({ prize, decision: 'approve' })} disabled={busy}>
                      {t('admin.prizes.approve')}
                    </Button>
                    <Button
                      size="sm"
                      variant="secondary"
                      onClick={() => setReview({ prize, decision: 'deny' })}
                      disabled={busy}
                    >
                      {t('admin.prizes.deny')}
                    </Button>
                  </div>
                </PrizeCard>
              </li>
            ))}
          </ul>
        )}
      </SectionCard>
      {(query.data?.reviewed ?? []).length > 0 && (
        <SectionCard title={t('admin.prizes.reviewedTitle')} icon={History}>
          <ul className="space-y-3">
            {query.data!.reviewed.map((prize) => (
              <li key={`${prize.game.id}/${prize.weekStart}`} data-testid="reviewed-prize">
                <PrizeCard prize={prize} />
              </li>
            ))}
          </ul>
        </SectionCard>
      )}
      <ReviewPrizeDialog review={review} busy={busy} onClose={() => setReview(null)} onConfirm={confirm} />
    </div>
  );
}

function PrizeCard({ prize, children }: { prize: AdminPrize; children?: ReactNode }) {
  const { t } = usePageTranslation('admin');
  const format = useFormat();
  const describe = useDescribePrize();
  return (
    <article className="rounded-xl p-4 ring-1 ring-slate-200">
      <div className="flex flex-wrap items-center gap-2 text-sm">
        <Badge tone={prize.status === 'held' ? 'brand' : prize.status === 'denied' ? 'negative' : 'positive'}>
          {t(`admin.prizes.status.${prize.status}`)}
        </Badge>
        <span className="font-semibold text-slate-900">{describe.player(prize.winner)}</span>
        <span className="text-slate-600">
          {t('admin.prizes.weekOf', { game: gameName(prize.game, t), date: describe.week(prize.weekStart) })}
        </span>
      </div>
      <dl className="mt-3 grid grid-cols-2 gap-x-4 gap-y-2 text-sm sm:grid-cols-4">
        <Fact label={t('admin.prizes.prize')}>
          <BoltPrice minor={prize.prizeMinor} />
        </Fact>
        <Fact label={t('admin.prizes.gain')}>
          <span className="tabular-nums" dir="ltr">
            {prize.gainBp === null ? '—' : format.change(prize.gainBp)}
          </span>
        </Fact>
        <Fact label={t('admin.prizes.score')}>
          <span className="tabular-nums">{prize.score === null ? '—' : describe.score(prize.score)}</span>
        </Fact>
        <Fact label={t('admin.prizes.decidedAt')}>{format.date(prize.decidedAt)}</Fact>
      </dl>
      <div className="mt-3 rounded-lg bg-amber-50 p-3 text-sm ring-1 ring-amber-200">
        <p className="font-semibold text-slate-900">{t('admin.prizes.evidence')}</p>
        {prize.evidence.linked.length === 0 ? (
          <p className="text-slate-700">{t('admin.prizes.noEvidence')}</p>
        ) : (
          <ul className="mt-1 list-disc space-y-0.5 ps-5 text-slate-800">
            {prize.evidence.linked.map((link) => (
              <li key={link.userId}>{describe.link(link)}</li>
            ))}
          </ul>
        )}
      </div>
      {prize.review && (
        <p className="mt-2 text-xs text-slate-600">
          {t('admin.prizes.reviewedBy', {
            name: describe.player({ userId: prize.review.by.id, username: prize.review.by.username }),
            date: format.date(prize.review.at),
          })}
        </p>
      )}
      {children}
    </article>
  );
}

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <dt className="text-xs text-slate-600">{label}</dt>
      <dd className="font-medium text-slate-900">{children}</dd>
    </div>
  );
}

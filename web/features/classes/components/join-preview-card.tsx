import { CalendarDays, School, Wallet } from 'lucide-react';
import type { ReactNode } from 'react';
import type { JoinPreview } from '#core/schemas/classes';
import { MINOR_PER_BOLT } from '#core/money';
import { useFormat } from '../../../lib/format';
import { usePageTranslation } from '../../../lib/use-page-translation';

/** What a code opens: the class's name, its starting cash and dates (nothing about the teacher). */
export function JoinPreviewCard({ preview, children }: { preview: JoinPreview; children: ReactNode }) {
  const { t } = usePageTranslation('classes');
  const format = useFormat();
  return (
    <section
      aria-labelledby="join-preview-name"
      className="space-y-4 rounded-2xl bg-brand-50 p-4 ring-1 ring-brand-500/30"
      data-testid="join-preview"
    >
      <h2 id="join-preview-name" className="flex items-center gap-2 text-xl font-bold wrap-anywhere text-slate-900">
        <School className="size-5 shrink-0 text-brand-700" aria-hidden />
        {preview.name}
      </h2>
      <dl className="grid gap-2 text-slate-700">
        <div className="flex flex-wrap items-center gap-x-2 gap-y-0.5">
          <dt className="flex items-center gap-2 font-semibold">
            <Wallet className="size-4 shrink-0 text-slate-500" aria-hidden />
            {t('classes.join.startingCash')}
          </dt>
          <dd data-testid="join-preview-cash">
            {t('common.boltsAmount', { amount: format.integer(preview.startingCashMinor / MINOR_PER_BOLT) })}
          </dd>
        </div>
        <div className="flex flex-wrap items-center gap-x-2 gap-y-0.5">
          <dt className="flex items-center gap-2 font-semibold">
            <CalendarDays className="size-4 shrink-0 text-slate-500" aria-hidden />
            {t('classes.join.dates')}
          </dt>
          <dd>{t('classes.card.dates', { start: format.day(preview.startsOn), end: format.day(preview.endsOn) })}</dd>
        </div>
      </dl>
      <p className="text-sm text-slate-600">{t('classes.join.separateGame')}</p>
      {children}
    </section>
  );
}

import { useId } from 'react';
import { CATEGORIES } from '#core/categories';
import { cn } from '../../../lib/cn';
import { usePageTranslation } from '../../../lib/use-page-translation';
import type { Slice } from '../lib/portfolio-mix';

const isCategory = (id: string): id is (typeof CATEGORIES)[number] => (CATEGORIES as readonly string[]).includes(id);

/** Slices as a list of labelled bars, largest first: each with its share in numbers, so the bars are only a help. */
export function MixBars({ title, slices, kind }: { title: string; slices: Slice[]; kind: 'company' | 'sector' }) {
  const { t, i18n } = usePageTranslation('learn');
  const percent = new Intl.NumberFormat(i18n.resolvedLanguage, { style: 'percent', maximumFractionDigits: 0 });
  const headingId = useId();
  const label = (slice: Slice) =>
    slice.id === 'cash'
      ? t('learn.figure.mix.cash')
      : kind === 'company'
        ? slice.name
        : isCategory(slice.id)
          ? t(`category.${slice.id}`)
          : slice.name || t('learn.figure.mix.otherSector');
  return (
    <div className="min-w-0">
      <p id={headingId} className="mb-2 text-sm font-semibold text-slate-800">
        {title}
      </p>
      <ul aria-labelledby={headingId} className="space-y-2">
        {slices.map((slice) => (
          <li key={slice.id} className="min-w-0">
            <div className="flex items-baseline justify-between gap-3 text-sm">
              <bdi className="min-w-0 truncate text-slate-800">{label(slice)}</bdi>
              <span dir="ltr" className="shrink-0 font-semibold text-slate-900 tabular-nums">
                {percent.format(slice.shareBp / 10_000)}
              </span>
            </div>
            <div aria-hidden className="mt-1 h-2.5 overflow-hidden rounded-full bg-slate-200">
              <div
                className={cn('h-full rounded-full', slice.id === 'cash' ? 'bg-slate-400' : 'bg-brand-600')}
                style={{ width: `${Math.max(slice.shareBp / 100, 1)}%` }}
              />
            </div>
          </li>
        ))}
      </ul>
    </div>
  );
}

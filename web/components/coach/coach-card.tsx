import {
  ChartPie,
  ClipboardCheck,
  Clock,
  GraduationCap,
  Newspaper,
  Sprout,
  TrendingDown,
  Trophy,
  X,
  type LucideIcon,
} from 'lucide-react';
import { useId } from 'react';
import { Link } from 'react-router';
import type { CoachCardKind } from '#core/learn/coach-cards';
import type { CoachCard as Card } from '#core/schemas/coach';
import { cardText, durationUnit, type Figure } from '../../lib/coach-card-text';
import { useFormat } from '../../lib/format';
import { usePageTranslation } from '../../lib/use-page-translation';

const ICONS: Record<CoachCardKind, LucideIcon> = {
  limit_waiting: Clock,
  headline_chase: Newspaper,
  concentrated: ChartPie,
  sold_after_drop: TrendingDown,
  first_loss: Sprout,
  week_beat_index: Trophy,
  week_trailed_index: GraduationCap,
  review: ClipboardCheck,
};

/** Isolated, so a Latin symbol or number keeps its own direction inside a Hebrew sentence. */
const isolate = (s: string) => `\u2068${s}\u2069`;
/** A number with its sign, kept left to right (the sign stays before the digits in Hebrew too). */
const signed = (value: number, text: string, on: boolean | undefined) =>
  on ? `\u2066${value > 0 ? '+' : value < 0 ? '\u2212' : ''}${text}\u2069` : text;

/**
 * One coach card: what happened, in one plain sentence with its figures, the lesson it opens, and
 * a dismiss button. Never a modal: it sits beside the player's own screen.
 */
export function CoachCard({ card, onDismiss }: { card: Card; onDismiss: (id: string) => void }) {
  const { t, i18n } = usePageTranslation('learn');
  const format = useFormat();
  const titleId = useId();
  const locale = i18n.resolvedLanguage ?? 'en';
  const Icon = ICONS[card.kind];
  const words = cardText(card);

  function figure(f: Figure): string {
    switch (f.kind) {
      case 'price':
        return format.price(f.minor);
      case 'bolts':
        return t('common.boltsAmount', { amount: signed(f.minor, format.price(Math.abs(f.minor)), f.signed) });
      case 'percent':
        return signed(
          f.bp,
          new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 1 }).format(Math.abs(f.bp) / 10_000),
          f.signed,
        );
      case 'seconds':
        return new Intl.NumberFormat(locale, { style: 'unit', unit: 'second', unitDisplay: 'long' }).format(f.value);
      case 'duration': {
        const { unit, value } = durationUnit(f.ms);
        return new Intl.NumberFormat(locale, { style: 'unit', unit, unitDisplay: 'long' }).format(value);
      }
      case 'text':
        return f.value;
    }
  }
  const values = Object.fromEntries(Object.entries(words.values).map(([k, f]) => [k, isolate(figure(f))]));

  return (
    <article
      aria-labelledby={titleId}
      data-testid="coach-card"
      data-kind={card.kind}
      className="flex gap-3 rounded-2xl bg-amber-50 p-4 ring-1 ring-amber-200"
    >
      <Icon className="mt-0.5 size-5 shrink-0 text-amber-600" aria-hidden />
      <div className="min-w-0 flex-1 space-y-2">
        <h3 id={titleId} className="text-xs font-bold tracking-wide text-amber-800 uppercase">
          {t('learn.coach.title')}
        </h3>
        <p className="text-sm text-slate-800">{t(`learn.coach.text.${words.key}`, values)}</p>
        {words.reason && (
          <p className="text-sm text-slate-700">
            {words.reason.value
              ? t('learn.coach.text.reviewReason', { reason: isolate(words.reason.value) })
              : t('learn.coach.text.reviewNoReason')}
          </p>
        )}
        {card.lesson && (
          <Link
            to={`/learn/${card.lesson.id}`}
            className="inline-flex min-h-10 items-center rounded-lg text-sm font-semibold text-brand-700 underline underline-offset-2 hover:text-brand-800 focus-visible:outline-2 focus-visible:outline-brand-600"
          >
            {t('learn.coach.openLesson', { title: card.lesson.title })}
          </Link>
        )}
      </div>
      <button
        type="button"
        onClick={() => onDismiss(card.id)}
        aria-label={t('learn.coach.dismiss')}
        title={t('learn.coach.dismiss')}
        className="-me-2 -mt-2 inline-flex size-10 shrink-0 items-center justify-center rounded-lg text-slate-500 hover:bg-amber-100 hover:text-slate-800 focus-visible:outline-2 focus-visible:outline-brand-600"
      >
        <X className="size-4" aria-hidden />
      </button>
    </article>
  );
}

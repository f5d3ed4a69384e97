import { useRef, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { CANDLE_RANGES } from '#core/schemas/trading';
import { cn } from '../../lib/cn';
import type { CandleRange } from './api/get-candles';

/**
 * 1D / 1W / 1M / All as a tablist: one tab stop, arrow keys move between ranges (mirrored in
 * right-to-left reading), Home and End jump to the ends; the choice applies at once.
 */
export function ChartRangeTabs({
  value,
  onChange,
  panelId,
  tabId,
}: {
  value: CandleRange;
  onChange: (range: CandleRange) => void;
  panelId: string;
  tabId: (range: CandleRange) => string;
}) {
  const { t, i18n } = useTranslation();
  const refs = useRef(new Map<CandleRange, HTMLButtonElement>());

  function onKeyDown(event: KeyboardEvent) {
    const rtl = i18n.dir(i18n.resolvedLanguage) === 'rtl';
    const index = CANDLE_RANGES.indexOf(value);
    const last = CANDLE_RANGES.length - 1;
    const step = { ArrowRight: rtl ? -1 : 1, ArrowLeft: rtl ? 1 : -1 }[event.key];
    let next: number | null = null;
    if (step !== undefined) next = (index + step + CANDLE_RANGES.length) % CANDLE_RANGES.length;
    else if (event.key === 'Home') next = 0;
    else if (event.key === 'End') next = last;
    if (next === null) return;
    event.preventDefault();
    const range = CANDLE_RANGES[next]!;
    onChange(range);
    refs.current.get(range)?.focus();
  }

  return (
    <div
      role="tablist"
      aria-label={t('chart.rangesLabel')}
      onKeyDown={onKeyDown}
      className="flex shrink-0 rounded-lg bg-slate-100 p-1 sm:inline-flex"
    >
      {CANDLE_RANGES.map((range) => {
        const selected = range === value;
        return (
          <button
            key={range}
            ref={(el) => {
              if (el) refs.current.set(range, el);
              else refs.current.delete(range);
            }}
            id={tabId(range)}
            type="button"
            role="tab"
            aria-selected={selected}
            aria-controls={panelId}
            tabIndex={selected ? 0 : -1}
            onClick={() => onChange(range)}
            className={cn(
              'h-8 min-w-11 flex-1 rounded-md px-3 text-sm font-semibold transition-colors sm:flex-none',
              'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600',
              selected ? 'bg-white text-slate-900 shadow-sm ring-1 ring-slate-200' : 'text-slate-700 hover:bg-white/70',
            )}
          >
            <span aria-hidden>{t(`chart.range.${range}.short`)}</span>
            <span className="sr-only">{t(`chart.range.${range}.long`)}</span>
          </button>
        );
      })}
    </div>
  );
}

import { useId, type Ref } from 'react';
import { TRADE_REASON_MAX } from '#core/trading';
import { usePageTranslation } from '../../../lib/use-page-translation';

/** Past this many characters the field counts them, so the limit is no surprise. */
const COUNT_FROM = TRADE_REASON_MAX - 40;

/**
 * "Why?": one line on why the player makes this trade, sent with the order. Optional unless the
 * class asks for it (`required`); `error` says it is missing, in the player's language.
 */
export function ReasonField({
  value,
  onChange,
  required,
  error,
  ref,
}: {
  value: string;
  onChange: (value: string) => void;
  required: boolean;
  error?: string | undefined;
  ref?: Ref<HTMLInputElement>;
}) {
  const { t } = usePageTranslation('trade');
  const id = useId();
  const counting = value.length >= COUNT_FROM;
  const describedBy = [error && `${id}-error`, `${id}-hint`, counting && `${id}-count`].filter(Boolean).join(' ');
  return (
    <div>
      <label htmlFor={id} className="mb-1.5 block text-sm font-semibold text-slate-800">
        {required ? t('trade.form.reason') : t('trade.form.reasonOptional')}
      </label>
      <input
        ref={ref}
        id={id}
        type="text"
        dir="auto"
        maxLength={TRADE_REASON_MAX}
        autoComplete="off"
        enterKeyHint="done"
        value={value}
        onChange={(e) => onChange(e.target.value)}
        aria-required={required || undefined}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        className="h-12 w-full min-w-0 rounded-lg border border-slate-300 bg-white px-3 text-base text-slate-900 placeholder:text-slate-500 focus:border-brand-600 focus:outline-2 focus:outline-brand-600/30 aria-invalid:border-rose-600"
        data-testid="trade-reason"
      />
      <div className="mt-1 flex items-start justify-between gap-3 text-xs text-slate-600">
        <p id={`${id}-hint`}>{t('trade.form.reasonHint')}</p>
        {counting ? (
          <p id={`${id}-count`} className="shrink-0 tabular-nums">
            {t('trade.form.reasonCount', { used: value.length, max: TRADE_REASON_MAX })}
          </p>
        ) : null}
      </div>
      {error ? (
        <p id={`${id}-error`} className="mt-1 text-sm font-medium text-rose-700" data-testid="trade-reason-error">
          {error}
        </p>
      ) : null}
    </div>
  );
}

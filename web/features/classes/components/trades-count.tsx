import { useFormat } from '../../../lib/format';
import { usePageTranslation } from '../../../lib/use-page-translation';

/** How many trades a student made, and how many of them carry a reason. */
export function TradesCount({ trades, reasons }: { trades: number; reasons: number }) {
  const { t } = usePageTranslation('classes');
  const format = useFormat();
  return (
    <span className="inline-flex flex-col">
      <span className="font-semibold tabular-nums">{format.integer(trades)}</span>
      {trades > 0 ? (
        <span className="text-xs text-slate-600">
          {t('classes.students.reasons', { count: reasons, formatted: format.integer(reasons) })}
        </span>
      ) : null}
    </span>
  );
}

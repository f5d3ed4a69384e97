import type { ClassStudent } from '#core/schemas/classes';
import { BoltPrice } from '../../../components/bolt-price';
import { GainText } from '../../../components/gain-text';
import { useFormat } from '../../../lib/format';
import { usePageTranslation } from '../../../lib/use-page-translation';

/** What a student's portfolio in the class is worth and holds, above their trades. */
export function StudentHoldings({ student }: { student: ClassStudent }) {
  const { t } = usePageTranslation('classes');
  const format = useFormat();
  return (
    <div className="mt-4 space-y-3">
      <dl className="grid grid-cols-2 gap-2 text-sm">
        <div className="rounded-lg bg-slate-50 p-2.5">
          <dt className="text-xs text-slate-600">{t('classes.students.trades.value')}</dt>
          <dd className="mt-0.5 flex flex-wrap items-baseline gap-x-2">
            <BoltPrice minor={student.valueMinor} />
            <GainText bp={student.gainBp} />
          </dd>
        </div>
        <div className="rounded-lg bg-slate-50 p-2.5">
          <dt className="text-xs text-slate-600">{t('classes.students.trades.cash')}</dt>
          <dd className="mt-0.5">
            <BoltPrice minor={student.cashMinor} />
          </dd>
        </div>
      </dl>
      <div>
        <h3 className="mb-1.5 text-sm font-bold text-slate-900">{t('classes.students.trades.holdings')}</h3>
        {student.holdings.length === 0 ? (
          <p className="text-sm text-slate-600">{t('classes.students.trades.noHoldings')}</p>
        ) : (
          <ul className="flex flex-wrap gap-1.5 text-sm" data-testid="student-holdings">
            {student.holdings.map((holding) => (
              <li
                key={holding.symbol}
                className="inline-flex items-center gap-1.5 rounded-full bg-slate-100 px-2.5 py-1 text-slate-800"
              >
                <span className="font-mono font-semibold">{holding.symbol}</span>
                <span className="tabular-nums">×{format.integer(holding.quantity)}</span>
                <BoltPrice minor={holding.valueMinor} className="text-xs font-medium text-slate-700" />
              </li>
            ))}
          </ul>
        )}
      </div>
    </div>
  );
}

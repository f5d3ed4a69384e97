import { useFormat } from '../../../lib/format';
import { usePageTranslation } from '../../../lib/use-page-translation';

/** A share of the portfolio in basis points as a whole percent: 4550 -> "46%". */
export function ShareValue({ bp }: { bp: number }) {
  const { t } = usePageTranslation('classes');
  const format = useFormat();
  return (
    <span className="tabular-nums">
      {t('classes.students.percent', { value: format.integer(Math.round(bp / 100)) })}
    </span>
  );
}

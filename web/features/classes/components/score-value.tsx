import { useFormat } from '../../../lib/format';
import { usePageTranslation } from '../../../lib/use-page-translation';
import { MissingValue } from './missing-value';

/** This week's Bolts Score with two decimals (as the board shows it), or a dash before the first trade. */
export function ScoreValue({ score }: { score: number | null }) {
  const { t } = usePageTranslation('classes');
  const format = useFormat();
  if (score === null) return <MissingValue label={t('classes.students.noScore')} />;
  return (
    <span dir="ltr" className="font-semibold tabular-nums">
      {format.price(Math.round(score * 100))}
    </span>
  );
}

import { useFormat } from '../../../lib/format';
import { usePageTranslation } from '../../../lib/use-page-translation';
import { MissingValue } from './missing-value';

/** A place on this week's class board, "#3", or a dash for a student not ranked. */
export function RankValue({ rank }: { rank: number | null }) {
  const { t } = usePageTranslation('classes');
  const format = useFormat();
  if (rank === null) return <MissingValue label={t('classes.students.notRanked')} />;
  return (
    <span className="font-semibold tabular-nums">{t('classes.students.rank', { rank: format.integer(rank) })}</span>
  );
}

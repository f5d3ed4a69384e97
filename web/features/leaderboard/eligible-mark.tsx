import { Award } from 'lucide-react';
import { usePageTranslation } from '../../lib/use-page-translation';

/** On a line that would qualify for the prize if the week ended now. */
export function EligibleMark() {
  const { t } = usePageTranslation('leaderboard');
  const label = t('leaderboard.eligibleMark');
  return (
    <span role="img" aria-label={label} title={label} className="inline-flex shrink-0" data-testid="eligible-mark">
      <Award className="size-4 text-amber-600" aria-hidden />
    </span>
  );
}

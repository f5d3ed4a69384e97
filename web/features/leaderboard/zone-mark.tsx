import { ArrowDown, ArrowUp } from 'lucide-react';
import { usePageTranslation } from '../../lib/use-page-translation';
import type { Zone } from './zone';

/** An arrow beside the rank of a line that goes up or down a tier at the week's end, named for readers. */
export function ZoneMark({ zone }: { zone: Zone }) {
  const { t } = usePageTranslation('leaderboard');
  if (zone === 'stay') return null;
  const label = t(`leaderboard.zone.${zone}`);
  const Icon = zone === 'up' ? ArrowUp : ArrowDown;
  return (
    <span title={label} className="inline-flex shrink-0" data-testid={`zone-${zone}`}>
      <Icon className={zone === 'up' ? 'size-4 text-emerald-600' : 'size-4 text-rose-600'} aria-hidden />
      <span className="sr-only">{label}</span>
    </span>
  );
}

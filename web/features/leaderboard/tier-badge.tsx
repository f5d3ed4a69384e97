import { Gem, Shield } from 'lucide-react';
import type { Tier } from '#core/competition/leagues';
import { usePageTranslation } from '../../lib/use-page-translation';
import { cn } from '../../lib/cn';

/** Each tier its own colour, and always its name beside it: the colour is never the only cue. */
const TONES: Record<Tier, { badge: string; icon: string }> = {
  bronze: { badge: 'bg-orange-50 text-orange-900 ring-orange-300', icon: 'fill-orange-300 text-orange-700' },
  silver: { badge: 'bg-slate-100 text-slate-800 ring-slate-300', icon: 'fill-slate-300 text-slate-500' },
  gold: { badge: 'bg-amber-50 text-amber-900 ring-amber-300', icon: 'fill-amber-300 text-amber-600' },
  platinum: { badge: 'bg-cyan-50 text-cyan-900 ring-cyan-300', icon: 'fill-cyan-200 text-cyan-600' },
  diamond: { badge: 'bg-violet-50 text-violet-900 ring-violet-300', icon: 'fill-violet-300 text-violet-600' },
};

/** A league tier: a shield (a gem for diamond) and its name, small in a table or large in the header. */
export function TierBadge({ tier, size = 'sm', className }: { tier: Tier; size?: 'sm' | 'lg'; className?: string }) {
  const { t } = usePageTranslation('leaderboard');
  const Icon = tier === 'diamond' ? Gem : Shield;
  const tone = TONES[tier];
  return (
    <span
      className={cn(
        'inline-flex shrink-0 items-center rounded-full font-semibold ring-1 ring-inset',
        size === 'sm' ? 'gap-1 px-2 py-0.5 text-xs' : 'gap-1.5 px-3 py-1 text-sm',
        tone.badge,
        className,
      )}
      data-testid="tier-badge"
    >
      <Icon className={cn('shrink-0', size === 'sm' ? 'size-3.5' : 'size-5', tone.icon)} aria-hidden />
      {t(`leaderboard.tiers.${tier}`)}
    </span>
  );
}

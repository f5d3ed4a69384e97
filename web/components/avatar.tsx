import type { AvatarId } from '#core/social/avatar-ids';
import { cn } from '../lib/cn';
import { AVATAR_ART } from './avatar-art';

/** The first character by code point, so a letter outside the basic plane is not cut in half. */
export const initialOf = (name: string | null | undefined) =>
  Array.from((name ?? '').trim().replace(/^[@+]/, ''))[0]?.toLocaleUpperCase() ?? '?';

/**
 * A player's picture: the drawn avatar they picked, else the first letter of their name on a brand
 * disc. Decorative (the name is always written beside it) unless `label` names it. Size and the
 * letter's size come from `className` (size-10 text-base by default).
 */
export function Avatar({
  avatar,
  name,
  label,
  className,
}: {
  avatar: AvatarId | null | undefined;
  name: string | null | undefined;
  label?: string;
  className?: string;
}) {
  const a11y = label ? { role: 'img' as const, 'aria-label': label } : { 'aria-hidden': true as const };
  const drawn = avatar ? AVATAR_ART[avatar] : null;
  return (
    <span
      {...a11y}
      data-avatar={avatar ?? 'initial'}
      className={cn(
        'flex size-10 shrink-0 items-center justify-center overflow-hidden rounded-full text-base font-bold text-white select-none',
        !drawn && 'bg-linear-to-br from-brand-600 to-fuchsia-600',
        className,
      )}
    >
      {drawn ? (
        <svg viewBox="0 0 64 64" className="size-full" focusable="false" aria-hidden>
          <rect width="64" height="64" fill={drawn.background} />
          {drawn.art}
        </svg>
      ) : (
        initialOf(name)
      )}
    </span>
  );
}

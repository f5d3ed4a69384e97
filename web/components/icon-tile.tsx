import type { LucideIcon } from 'lucide-react';
import { cn } from '../lib/cn';

/** An icon centred in a tinted square: `className` sizes and colours the square, `iconClassName` the icon. */
export function IconTile({
  icon: Icon,
  className,
  iconClassName = 'size-5',
}: {
  icon: LucideIcon;
  className: string;
  iconClassName?: string;
}) {
  return (
    <span className={cn('flex shrink-0 items-center justify-center rounded-xl', className)}>
      <Icon className={iconClassName} aria-hidden />
    </span>
  );
}

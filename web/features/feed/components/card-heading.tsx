import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { IconTile } from '../../../components/icon-tile';
import { cn } from '../../../lib/cn';

/** A feed card's title: its icon in a tinted square, then the h2 that names the card's section. */
export function CardHeading({
  id,
  icon,
  iconClassName,
  className,
  children,
}: {
  id: string;
  icon: LucideIcon;
  /** The square's colours. */
  iconClassName: string;
  className?: string;
  children: ReactNode;
}) {
  return (
    <div className="flex items-center gap-2">
      <IconTile icon={icon} className={cn('size-9', iconClassName)} />
      <h2 id={id} className={cn('font-bold text-slate-900', className)}>
        {children}
      </h2>
    </div>
  );
}

import type { ReactNode } from 'react';
import { cn } from '../lib/cn';

/**
 * The bar at the top of a page: the brand at the start, where every page has it (the loading
 * shell, PageSpinner, too, so nothing moves when the page replaces it), the page's own controls
 * at the end. `sticky` for pages that scroll under it; `narrow` for a page whose content is
 * narrower (the auth page), so the brand lines up with it.
 */
export function TopBar({
  brand,
  children,
  sticky = false,
  narrow = false,
}: {
  brand: ReactNode;
  children?: ReactNode;
  sticky?: boolean;
  narrow?: boolean;
}) {
  return (
    <header className={cn('border-b border-slate-200 bg-white/90', sticky && 'sticky top-0 z-30 backdrop-blur')}>
      <div
        className={cn(
          'mx-auto flex h-14 items-center justify-between gap-2 px-4 sm:gap-3',
          narrow ? 'max-w-5xl' : 'max-w-6xl',
        )}
      >
        {brand}
        {children && <div className="flex items-center gap-1 sm:gap-3">{children}</div>}
      </div>
    </header>
  );
}

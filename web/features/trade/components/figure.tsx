import type { ReactNode } from 'react';
import { cn } from '../../../lib/cn';

/**
 * A number (quantity, signed amount, time) kept left-to-right inside Hebrew text, so "-12.50" does
 * not turn into "12.50-"; tabular digits keep columns aligned.
 */
export function Figure({ children, className }: { children: ReactNode; className?: string }) {
  return (
    <span dir="ltr" className={cn('tabular-nums', className)}>
      {children}
    </span>
  );
}

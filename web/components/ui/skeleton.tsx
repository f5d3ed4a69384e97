import type { CSSProperties } from 'react';
import { cn } from '../../lib/cn';

/** A grey placeholder block for loading layouts (decorative: hidden from assistive tech). */
export function Skeleton({ className, style }: { className?: string; style?: CSSProperties }) {
  return <div aria-hidden className={cn('animate-pulse rounded-md bg-slate-200', className)} style={style} />;
}

import { useEffect, useRef, type HTMLAttributes } from 'react';
import { cn } from '../../../lib/cn';

/**
 * A heading that takes focus when `focusKey` changes to a value other than 0 (the reader moved to
 * a new screen, opened the quiz, saw the results), so keyboard and screen-reader users go on
 * reading from it. On first render it leaves focus where the page put it.
 */
export function FocusHeading({
  level: Tag = 'h2',
  focusKey,
  className,
  ...props
}: HTMLAttributes<HTMLHeadingElement> & { level?: 'h1' | 'h2'; focusKey: number }) {
  const ref = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (focusKey !== 0) ref.current?.focus();
  }, [focusKey]);
  return <Tag ref={ref} tabIndex={-1} className={cn('scroll-mt-20 outline-none', className)} {...props} />;
}

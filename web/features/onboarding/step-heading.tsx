import { useEffect, useRef, type ReactNode } from 'react';

/**
 * The step's h1. When the step changes (not on the first screen) focus moves here, so keyboard and
 * screen-reader users start reading the new step from its title.
 */
export function StepHeading({ children, focusOnMount }: { children: ReactNode; focusOnMount: boolean }) {
  const ref = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (focusOnMount) ref.current?.focus();
  }, [focusOnMount]);
  return (
    <h1
      ref={ref}
      tabIndex={-1}
      className="text-center text-2xl font-extrabold tracking-tight text-balance text-slate-900 outline-none sm:text-3xl"
    >
      {children}
    </h1>
  );
}

// While a page the server drew hydrates, no query fetches. React hydrates the app's frame first and
// each Suspense boundary (the page among them) after that frame has committed and run its effects:
// a read started by the frame and answered before the page hydrates would draw the page otherwise
// than the server did (a member's page is drawn with their reads still loading), and React would
// throw the server's page away. The gate opens once the page itself has committed (web/main.tsx).
import { IsRestoringProvider } from '@tanstack/react-query';
import { createElement, startTransition, useEffect, useState, type ComponentType, type ReactNode } from 'react';

let hydrating = false;
const listeners = new Set<() => void>();
const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => void listeners.delete(listener);
};

/** Before hydrating a page the server drew (and in the server's own render, which never fetches). */
export function holdQueries() {
  hydrating = true;
}

/**
 * Whether a drawn page is hydrating: the routes' prefetches wait too (web/app/router.tsx). A
 * visitor's page has its reads in the cache already; a member's has none, and a read arriving
 * before the page's first render would make it draw something else.
 */
export const queriesHeld = () => hydrating;

/** The page has hydrated (or is rendered afresh): queries fetch as usual from now on. */
export function releaseQueries() {
  if (!hydrating) return;
  hydrating = false;
  for (const listener of listeners) listener();
}

/**
 * TanStack Query's "restoring" switch: its queries neither subscribe nor fetch while it is on. It
 * goes off in a transition: every query of the page renders again then, in slices rather than in
 * one long task.
 */
export function HydrationGate({ children }: { children: ReactNode }) {
  const [held, setHeld] = useState(hydrating);
  useEffect(() => {
    if (!held) return;
    const release = () => startTransition(() => setHeld(false));
    // Released before this effect ran (a page that hydrated at once).
    if (!hydrating) release();
    return subscribe(release);
  }, [held]);
  return createElement(IsRestoringProvider, { value: held }, children);
}

/** `Page` that opens the gate once it has committed: its effects run after its children's. */
export function releasingQueries<P extends object>(Page: ComponentType<P>): ComponentType<P> {
  return function Hydrated(props: P) {
    useEffect(releaseQueries, []);
    return createElement(Page, props);
  };
}

// While a page the server drew hydrates, no query fetches. React hydrates the app's frame first and
// each Suspense boundary (the page among them) after that frame has committed and run its effects:
// a read started by the frame and answered before the page hydrates would draw the page otherwise
// than the server did (a member's page is drawn with their reads still loading), and React would
// throw the server's page away. The gate opens once the page itself has committed (web/main.tsx).
import { IsRestoringProvider } from '@tanstack/react-query';
import { createElement, useEffect, useSyncExternalStore, type ComponentType, type ReactNode } from 'react';

let hydrating = false;
const listeners = new Set<() => void>();
const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};
const current = () => hydrating;

/** Before hydrating a page the server drew (and in the server's own render, which never fetches). */
export function holdQueries() {
  hydrating = true;
}

/** The page has hydrated (or is rendered afresh): queries fetch as usual from now on. */
export function releaseQueries() {
  if (!hydrating) return;
  hydrating = false;
  for (const listener of listeners) listener();
}

/** TanStack Query's "restoring" switch: its queries neither subscribe nor fetch while it is on. */
export function HydrationGate({ children }: { children: ReactNode }) {
  const held = useSyncExternalStore(subscribe, current, current);
  return createElement(IsRestoringProvider, { value: held }, children);
}

/** `Page` that opens the gate once it has committed: its effects run after its children's. */
export function releasingQueries<P extends object>(Page: ComponentType<P>): ComponentType<P> {
  return function Hydrated(props: P) {
    useEffect(releaseQueries, []);
    return createElement(Page, props);
  };
}

import { lazy, useState, type ComponentType } from 'react';

/**
 * A component whose code (and the libraries under it) loads on the first sign of interest, not with
 * the page: `preload` on focus, touch or hover of what opens it; `Component` renders once loaded.
 */
export function onDemand<P extends object>(load: () => Promise<ComponentType<P>>) {
  return { Component: lazy(async () => ({ default: await load() })), preload: () => void load() };
}

/**
 * True from the first render where `on` is true, and from then on: a dialog loaded on demand stays
 * mounted after its first opening, so its closing (and the focus it returns) runs as usual.
 */
export function useLatched(on: boolean): boolean {
  const [latched, setLatched] = useState(on);
  if (on && !latched) setLatched(true);
  return latched || on;
}

import { hydrate } from '@tanstack/react-query';
import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { matchRoutes, RouterProvider } from 'react-router';
import { PRERENDER_STATE_ID } from './app/prerender-state';
import { holdQueries, releaseQueries, releasingQueries } from './app/hydration-gate';
import { Providers } from './app/providers';
import { queryClient } from './app/query-client';
import { appRoutes, createAppRouter } from './app/router';
import { warmClassMerge } from './lib/cn';
import i18n, { i18nReady } from './lib/i18n';
import './styles.css';

const app = (router: ReturnType<typeof createAppRouter>) => (
  <StrictMode>
    <Providers>
      <RouterProvider router={router} />
    </Providers>
  </StrictMode>
);

/** The queries are held this long at most while a page hydrates (web/app/hydration-gate.ts). */
const HYDRATION_LIMIT_MS = 5_000;

/**
 * Hydrates a prerendered page: with the server's cache, the page's code and strings and the same
 * language, the first render draws what the server drew (a visitor's page with its reads, a
 * member's with who they are). False when the language differs (a choice kept in this browser
 * only): the page is then rendered afresh.
 */
async function hydratePrerendered(container: HTMLElement, state: HTMLElement): Promise<boolean> {
  hydrate(queryClient, JSON.parse(state.textContent ?? '{}'));
  // No read may arrive before the page has hydrated (web/app/hydration-gate.ts).
  holdQueries();
  const matches = matchRoutes(appRoutes, window.location) ?? [];
  await Promise.all([
    i18nReady,
    ...matches.map(async ({ route }) => {
      if (typeof route.lazy !== 'function') return;
      Object.assign(route, await route.lazy(), { lazy: undefined });
    }),
  ]);
  // Not <html lang>: i18n writes its own pick there as soon as it has one.
  if (i18n.resolvedLanguage !== state.dataset.language) return false;
  const page = matches.at(-1)?.route;
  if (page?.Component) page.Component = releasingQueries(page.Component);
  else releaseQueries();
  const router = createAppRouter({ drawnByServer: true });
  // The router's set-up and hydration's first slice are each several ms on a phone: a task each.
  await nextTask();
  startTransition(() => void hydrateRoot(container, app(router)));
  // Whatever drew instead of the page (an error), the app never waits on it for good.
  setTimeout(releaseQueries, HYDRATION_LIMIT_MS);
  return true;
}

const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve));

// Class merging's one-time set-up runs while the page's code and strings download (web/lib/cn.ts).
setTimeout(warmClassMerge);

// The router (it matches the URL and starts the page's lazy import and prefetches) and the first
// render start in a task of their own, so the scripts' evaluation is not one long task on a slow
// phone. The first render is a transition, so React renders the page in slices of a few ms and
// the browser stays responsive meanwhile; as a plain update it would be one long task.
setTimeout(async () => {
  const container = document.getElementById('root')!;
  const state = document.getElementById(PRERENDER_STATE_ID);
  if (state && (await hydratePrerendered(container, state))) return;
  releaseQueries();
  const router = createAppRouter();
  const root = createRoot(container);
  startTransition(() => root.render(app(router)));
});

// Installable app: the service worker shows an offline page when a page cannot load (web/public/sw.js).
// Production builds only: in development it would get in the way of Vite's reloads.
if (import.meta.env.PROD && 'serviceWorker' in navigator) {
  window.addEventListener('load', () => {
    navigator.serviceWorker.register('/sw.js').catch(() => {});
  });
}

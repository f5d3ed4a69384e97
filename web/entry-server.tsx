// The public pages rendered to HTML on the server (docs/decisions/020), from the same routes and
// components the browser runs, so web/main.tsx hydrates them instead of painting a spinner first.
// Built by Vite as a server bundle of its own (vite.config.ts); server/http/prerender loads it.
import { dehydrate, QueryClient, type DehydratedState, type Query } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import { createStaticHandler, createStaticRouter, matchRoutes, StaticRouterProvider } from 'react-router';
import type { LanguageCode } from '#core/languages';
import { decideAccess, ruleOf } from './app/access';
import { holdQueries } from './app/hydration-gate';
import { Providers } from './app/providers';
export { PRERENDER_STATE_ID } from './app/prerender-state';
import { appRoutes } from './app/router';
import { setApiTransport } from './lib/api-client';
import i18n, { i18nReady } from './lib/i18n';
import { meQueryOptions } from './lib/session';

export interface Prerendered {
  /** The markup inside <div id="root">. */
  html: string;
  /** The query cache the page was rendered from, for the browser to start with. */
  state: DehydratedState;
}

/** How a read reaches the API: the server's own app, in-process, as a visitor (no cookie). */
export type ApiTransport = (url: string, init: RequestInit) => Promise<Response>;

/** Renders passes at most: each fetches the reads the previous one asked for (a page's second read). */
const MAX_PASSES = 3;

const handler = createStaticHandler(appRoutes);
// Drawn as the browser's hydrating render draws it: queries held (they never fetch here anyway).
holdQueries();

/** One render of the page, as the browser's first render would draw it with this cache. */
async function renderOnce(url: string, client: QueryClient): Promise<string | null> {
  const context = await handler.query(new Request(url));
  // A redirect or a route's own answer: nothing to prerender. Nor a route that failed to load (its
  // code missing, or throwing as it loads): the router would draw its error page, for the browser
  // to keep.
  if (context instanceof Response || context.errors) return null;
  const router = createStaticRouter(handler.dataRoutes, context);
  // An error inside a Suspense boundary still yields HTML, with that boundary left for the browser
  // to draw (React's error 419 there): not a page to send.
  const errors: unknown[] = [];
  const { prelude } = await prerenderToNodeStream(
    <StrictMode>
      <Providers client={client}>
        <StaticRouterProvider router={router} context={context} hydrate={false} />
      </Providers>
    </StrictMode>,
    // One piece of HTML: no boundary sent apart with an inline script to move it into place, which
    // the Content-Security-Policy would block.
    { progressiveChunkSize: Number.POSITIVE_INFINITY, onError: (error) => void errors.push(error) },
  );
  const chunks: Buffer[] = [];
  for await (const chunk of prelude) chunks.push(chunk as Buffer);
  if (errors.length) throw errors[0];
  return Buffer.concat(chunks).toString('utf8');
}

/** Whether the component that asked for a read lets it run (a disabled read waits for something). */
function enabled(query: Query): boolean {
  const option = (query.options as { enabled?: boolean | ((q: Query) => boolean) }).enabled;
  return typeof option === 'function' ? option(query) : option !== false;
}

let queue: Promise<unknown> = Promise.resolve();

/**
 * The page at `url` (absolute; its path and query) in `language`, with the reads it shows fetched
 * through `api`; null when it cannot be prerendered as it will hydrate (a redirect, a read that
 * failed: the browser renders those itself). One render at a time: the strings' language is the
 * one i18n instance's.
 *
 * `member`: `api` carries a player's session, and the page is drawn as their browser's first
 * render draws it once the session check has answered: who they are, the page's frame and its
 * headings, and each read of theirs still loading (their browser fetches those, in its time zone
 * and with its own remembered choices). Null when the session has ended, onboarding is not done or
 * the page is not theirs to open.
 */
export function prerender(
  url: string,
  language: LanguageCode,
  api: ApiTransport,
  { member = false }: { member?: boolean } = {},
): Promise<Prerendered | null> {
  const next = queue.then(() => withinTime(draw()));
  queue = next.catch(() => undefined);
  return next;

  async function draw(): Promise<Prerendered | null> {
    // Set inside the queue: each render reads as its own visitor (a member's cookie is theirs).
    setApiTransport(api);
    await i18nReady;
    await i18n.changeLanguage(language);
    const client = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: 30_000 } } });
    if (member) {
      const me = await client.fetchQuery(meQueryOptions);
      // A new account's onboarding stands in for every page: a form, left to the browser. So is a
      // page they may not open (a player at /admin): the browser sends them on, as before.
      if (!me?.profile.hasCompletedOnboarding) return null;
      const matches = matchRoutes(appRoutes, new URL(url).pathname) ?? [];
      if (decideAccess(ruleOf(matches.map((m) => ({ handle: m.route.handle }))), me).kind !== 'allow') return null;
      const html = await renderOnce(url, client);
      if (html === null) return null;
      return { html, state: dehydrate(client, { shouldDehydrateQuery: (q) => q.queryKey[0] === 'me' }) };
    }
    // A visitor: the session check's answer is known (the server prerenders only without a session).
    client.setQueryData(meQueryOptions.queryKey, null);
    let html: string | null = null;
    for (let pass = 0; pass < MAX_PASSES; pass++) {
      html = await renderOnce(url, client);
      if (html === null) return null;
      const asked = client
        .getQueryCache()
        .findAll({ type: 'all' })
        .filter((q) => q.state.status === 'pending' && q.options.queryFn && enabled(q));
      if (!asked.length) break;
      await Promise.all(asked.map((q) => client.prefetchQuery({ ...q.options, queryKey: q.queryKey })));
      if (pass === MAX_PASSES - 1) html = await renderOnce(url, client);
    }
    const failed = client.getQueryCache().findAll({ predicate: (q) => q.state.status === 'error' });
    if (html === null || failed.length) return null;
    return { html, state: dehydrate(client) };
  }
}

/** A render that has not finished in this long gives way (the page is served unrendered). */
const RENDER_LIMIT_MS = 5_000;
function withinTime<T>(work: Promise<T>): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const limit = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error('prerender took too long')), RENDER_LIMIT_MS);
  });
  return Promise.race([work, limit]).finally(() => clearTimeout(timer));
}

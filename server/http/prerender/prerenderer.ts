// The public pages a visitor opens first, rendered to HTML here (docs/decisions/020) by the web
// app's own server bundle (web/entry-server.tsx, built beside the web app into `web-ssr`), with the
// same reads the page makes answered by this server in-process. Each page's HTML is kept a few
// seconds per language: prices move with every tick, and a visitor's browser refreshes what it
// shows as it does on any page.
import { existsSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { LanguageCode } from '#core/languages';

/** What web/entry-server.tsx exports. */
interface ServerRenderModule {
  PRERENDER_STATE_ID: string;
  prerender(
    url: string,
    language: LanguageCode,
    api: (url: string, init: RequestInit) => Promise<Response>,
    options?: { member?: boolean },
  ): Promise<{ html: string; state: unknown } | null>;
}

/** The page's markup inside the root element, and the JSON block with the reads it was drawn from. */
export interface PrerenderedPage {
  root: string;
  after: string;
}

/**
 * The pages prerendered: public, the same for every visitor in a language. Each with the query
 * parameters it draws differently (the directory's search and filter, a sign-in link's token or
 * error, a referral code on the sign-up form, a class code): with any of them the browser draws
 * the page, as each value would be a page of its own for the server to render.
 */
const PRERENDERED: [page: RegExp, drawnFrom: string[]][] = [
  [/^\/landing$/, []],
  [/^\/companies$/, ['q', 'category']],
  [/^\/company\/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/, []],
  [/^\/auth$/, ['token', 'error', 'link', 'ref']],
  [/^\/join$/, ['code']],
  [/^\/(terms|privacy|how-prices-move)$/, []],
  [/^\/learn(\/[a-z0-9-]{1,60})?$/, []],
];
/** How long a page's HTML is served again before it is rendered anew. */
const FRESH_MS = 5_000;
/** Pages kept at most (a company's page per language). */
const MAX_KEPT = 300;

/**
 * The members' pages drawn for a signed-in player: each request its own render, never kept (the
 * page shows who they are). Their own reads are left to their browser (web/entry-server.tsx).
 * e2e/member-pages-drawn.test.ts holds each to hydrating without a mismatch.
 */
const MEMBER_PAGES = [
  /^\/(trade|profile|leaderboard|messages|notifications|settings|classes|classes\/new)?$/,
  /^\/traders\/[A-Za-z0-9_.]{3,30}$/,
  /^\/classes\/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/,
  /^\/admin(\/[a-z-]{2,20})?$/,
];
/** Members' renders waiting at most; past that a page is served unrendered, as before. */
const MAX_MEMBER_RENDERS = 4;

/** JSON safe inside an HTML element: no `<` to end it early, no line separators to trip a parser. */
const jsonInHtml = (value: unknown) =>
  JSON.stringify(value).replaceAll('<', '\\u003c').replaceAll('\u2028', '\\u2028').replaceAll('\u2029', '\\u2029');

/**
 * The prerenderer of the web app built in `webDir`, or null when the build has no server bundle.
 * `api` answers a read as the server would a visitor's request.
 */
export function createPrerenderer(webDir: string, api: (url: string, init: RequestInit) => Promise<Response>) {
  const file = path.join(webDir, '..', 'web-ssr', 'entry-server.js');
  if (!existsSync(file)) return null;
  let loaded: Promise<ServerRenderModule> | undefined;
  const kept = new Map<string, { at: number; page: Promise<PrerenderedPage | null> }>();

  let memberRenders = 0;

  /**
   * The page at `pathAndQuery`, a visitor's or (with `cookie`) a member's; null when it cannot be
   * drawn, a failed render included (logged: the browser then draws the page).
   */
  async function render(
    pathAndQuery: string,
    language: LanguageCode,
    cookie?: string,
  ): Promise<PrerenderedPage | null> {
    const asVisitor = cookie === undefined;
    try {
      loaded ??= import(pathToFileURL(file).href) as Promise<ServerRenderModule>;
      const mod = await loaded;
      const send = asVisitor
        ? api
        : (url: string, init: RequestInit) =>
            api(url, { ...init, headers: { ...(init.headers as Record<string, string>), Cookie: cookie } });
      const result = await mod.prerender(`http://prerender.local${pathAndQuery}`, language, send, {
        member: !asVisitor,
      });
      if (!result) return null;
      return {
        root: result.html,
        // The language it was drawn in: the browser hydrates only if it picks the same one.
        after: `<script type="application/json" id="${mod.PRERENDER_STATE_ID}" data-language="${language}">${jsonInHtml(result.state)}</script>`,
      };
    } catch (err) {
      const pathname = pathAndQuery.split('?')[0];
      console.error(`[prerender] ${pathname}${asVisitor ? '' : ' (member)'}: ${(err as Error).stack ?? String(err)}`);
      return null;
    }
  }

  return {
    /**
     * The page at `pathname` + `search` for a visitor in `language`, or null when it is not one
     * prerendered or cannot be (the browser then renders it, as every other page).
     */
    page(pathname: string, search: string, language: LanguageCode): Promise<PrerenderedPage | null> {
      const drawnFrom = PRERENDERED.find(([p]) => p.test(pathname))?.[1];
      if (!drawnFrom) return Promise.resolve(null);
      // Left to the browser, or anyone could make the server render without end. Other parameters
      // (a referral code on the landing page) change nothing drawn.
      const params = new URLSearchParams(search);
      if (drawnFrom.some((name) => params.has(name))) return Promise.resolve(null);
      const key = `${language}${pathname}`;
      const now = Date.now();
      const hit = kept.get(key);
      if (hit && now - hit.at < FRESH_MS) return hit.page;
      const page = render(pathname, language);
      kept.delete(key);
      kept.set(key, { at: now, page });
      // The oldest first: a Map iterates in insertion order.
      if (kept.size > MAX_KEPT) kept.delete(kept.keys().next().value!);
      return page;
    },
    /**
     * A members' page for the holder of the session in `cookie`, or null when it is not one drawn
     * here, the session has ended, or the renders already waiting are enough.
     */
    async memberPage(
      pathname: string,
      search: string,
      language: LanguageCode,
      cookie: string,
    ): Promise<PrerenderedPage | null> {
      if (!MEMBER_PAGES.some((p) => p.test(pathname)) || memberRenders >= MAX_MEMBER_RENDERS) return null;
      memberRenders++;
      try {
        // With its query: the page's first render reads it (a company picked on the trading floor).
        return await render(`${pathname}${search}`, language, cookie);
      } finally {
        memberRenders--;
      }
    },
  };
}

export type Prerenderer = NonNullable<ReturnType<typeof createPrerenderer>>;

// The web app's page: index.html for every path the app routes (the history fallback), in the
// language the app will show (its `lang` and `dir`, so the loading shell index.html paints before any
// script runs stands on the right side), with the scripts and strings of the page asked for named
// in its head as modulepreload links, from the list the build writes (route-preloads.json,
// scripts/vite-plugins.ts), and the API reads the page starts with as fetch preloads. The browser
// then fetches them beside the main script instead of after it has run: one round trip less before
// a page shows (two for a members' page: the session check, then the page's data).
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { directionOf, LANGUAGE_CODES, LANGUAGE_STORAGE_KEY, languageOf, type LanguageCode } from '#core/languages';
import type { PagePreloads } from '../../scripts/vite-plugins';
import { LOADING_LABEL } from './loading-label';
import type { PrerenderedPage, Prerenderer } from './prerender/prerenderer';
import { readCookie } from './read-cookie';

const attribute = (value: string) => value.replaceAll('&', '&amp;').replaceAll('"', '&quot;');

/** The session cookie (server/auth/auth.ts names it; `__Secure-` in front in production). */
const SESSION_COOKIE = 'bolts.session_token';
const hasSession = (cookie: string | undefined) =>
  readCookie(cookie, SESSION_COOKIE) !== null || readCookie(cookie, `__Secure-${SESSION_COOKIE}`) !== null;

/**
 * The language the app will most likely pick (web/lib/i18n.ts): the player's saved choice, which the
 * app keeps in a cookie for us too, then the browser's languages, the first supported one by
 * preference, then English.
 */
export function pageLanguage(headers: { cookie?: string; acceptLanguage?: string }): LanguageCode {
  const saved = readCookie(headers.cookie, LANGUAGE_STORAGE_KEY);
  return (saved && languageOf(saved)) || preferredLanguage(headers.acceptLanguage);
}

/** The first supported language of an Accept-Language header by preference, else English. */
export function preferredLanguage(acceptLanguage: string | undefined): LanguageCode {
  const wanted = (acceptLanguage ?? '')
    .split(',')
    .map((part, index) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = Number(
        params
          .find((p) => p.trim().startsWith('q='))
          ?.trim()
          .slice(2) ?? 1,
      );
      return { language: languageOf(tag), q: Number.isFinite(q) ? q : 0, index };
    })
    .filter((w) => w.q > 0 && w.language)
    .sort((a, b) => b.q - a.q || a.index - b.index);
  return wanted[0]?.language ?? LANGUAGE_CODES[0]!;
}

/** The session check's read: a prerendered page still asks it (the app's first question). */
const SESSION_READ = '/api/auth/me';
/** The entry of route-preloads.json for every page not listed by its path (vite.config.ts). */
const OTHER_PAGES = '*';

/**
 * What a `:name` segment of a listed page's path matches: a row's id (a UUID), so `/classes/new` is
 * not `/classes/:classId`, and a value needs no escaping inside the HTML.
 */
const PARAM = '[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}';

/**
 * The listed pages whose paths hold `:name` segments (`/classes/:classId`), as patterns. Their reads
 * name `{name}`, filled in from the address for each request.
 */
function patternsOf(names: string[]) {
  return names
    .filter((name) => name.includes('/:'))
    .map((name) => ({
      name,
      pattern: new RegExp(`^${name.replace(/:(\w+)/g, (_, param: string) => `(?<${param}>${PARAM})`)}$`),
    }));
}

/** `prerenderer`: renders the public pages for visitors (server/http/prerender), when built. */
export function webPages(webDir: string, prerenderer?: Prerenderer | null) {
  const indexHtml = readFileSync(path.join(webDir, 'index.html'), 'utf8');
  const listFile = path.join(webDir, 'route-preloads.json');
  const { pages } = (existsSync(listFile) ? JSON.parse(readFileSync(listFile, 'utf8')) : { pages: {} }) as PagePreloads;
  const patterns = patternsOf(Object.keys(pages));
  const rendered = new Map<string, string>();

  /** The listed page a path is, and the values of its `:name` segments. */
  function listedPage(pathname: string): { name: string; params?: Record<string, string> } {
    if (Object.hasOwn(pages, pathname)) return { name: pathname };
    for (const { name, pattern } of patterns) {
      const params = pattern.exec(pathname)?.groups;
      if (params) return { name, params };
    }
    // A page not listed gets what most pages start with (OTHER_PAGES: the shell, the shared code).
    return { name: OTHER_PAGES };
  }

  /**
   * The HTML for a request: in the language the app will show, with the page's own preloads when
   * it is one of the listed pages. A visitor's prerendered page has its reads in it, so only the
   * session's is preloaded; a member's is drawn without its reads, so all of them are.
   */
  function shell(pathname: string, language: LanguageCode, signedIn: boolean, prerendered: boolean): string {
    const { name, params } = listedPage(pathname);
    const listed = pages[name];
    // A visitor asking for a members' page is sent elsewhere: its files would be wasted bytes.
    const page = listed && (!listed.members || signedIn) ? listed : undefined;
    const key = `${page ? name : ''}|${language}|${prerendered}|${signedIn}`;
    let html = rendered.get(key);
    if (!html) {
      // `crossorigin` on the fetch preloads too: a same-origin fetch() is a CORS-mode request with
      // same-origin credentials, and a preload is used only by a request that matches it.
      const links = page
        ? [
            ...[...page.files, ...(page.languages[language] ?? [])].map(
              (file) => `<link rel="modulepreload" crossorigin href="${attribute(file)}">`,
            ),
            // `{lang}`: content reads name their language, the one the app will show.
            ...page.data
              .filter((url) => !prerendered || signedIn || url === SESSION_READ)
              .map(
                (url) =>
                  `<link rel="preload" as="fetch" crossorigin href="${attribute(url.replaceAll('{lang}', language))}">`,
              ),
          ].join('')
        : '';
      html = indexHtml
        .replace(/<html[^>]*>/, `<html lang="${language}" dir="${directionOf(language)}">`)
        // The loading shell's spinner is read out in the page's language too, before any script.
        .replace(
          'role="status" aria-label="Loading"',
          `role="status" aria-label="${attribute(LOADING_LABEL[language])}"`,
        )
        .replace('</head>', `${links}</head>`);
      rendered.set(key, html);
    }
    // One HTML kept per page, its reads' `{name}`s filled in for this address (PARAM: safe as is).
    if (page && params)
      for (const [param, value] of Object.entries(params)) html = html.replaceAll(`{${param}}`, value);
    return html;
  }

  return {
    /** The app's HTML for a request of `pathname`, with its loading shell (no prerendering). */
    html(pathname: string, headers: { cookie?: string; acceptLanguage?: string }): string {
      return shell(pathname, pageLanguage(headers), hasSession(headers.cookie), false);
    },
    /**
     * The HTML for a request of `pathname` (with `search`, its query): the public pages a visitor
     * opens rendered with their content, the members' pages drawn for the player signed in (their
     * reads still loading), any other page the app's loading shell.
     */
    async page(
      pathname: string,
      search: string,
      headers: { cookie?: string; acceptLanguage?: string },
    ): Promise<string> {
      const language = pageLanguage(headers);
      const signedIn = hasSession(headers.cookie);
      // Signed in, the page shows who: drawn for them alone, their own reads left to the browser.
      const prerendered = !prerenderer
        ? null
        : signedIn
          ? await prerenderer.memberPage(pathname, search, language, headers.cookie!)
          : await prerenderer.page(pathname, search, language);
      if (!prerendered) return shell(pathname, language, signedIn, false);
      return withContent(shell(pathname, language, signedIn, true), prerendered);
    },
  };
}

/** The shell's loading markup inside the root element replaced by the prerendered page. */
function withContent(html: string, page: PrerenderedPage): string {
  const start = html.indexOf('<div id="root">');
  const end = html.lastIndexOf('</body>');
  if (start < 0 || end < start) return html;
  return `${html.slice(0, start)}<div id="root">${page.root}</div>${page.after}${html.slice(end)}`;
}

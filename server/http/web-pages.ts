// The web app's page: index.html for every path the app routes (the history fallback), with the
// scripts and strings of the page asked for named in its head as modulepreload links, from the list
// the build writes (route-preloads.json, scripts/vite-plugins.ts), and the API reads the page starts
// with as fetch preloads. The browser then fetches them beside the main script instead of after it
// has run: one round trip less before a page shows (two for a members' page: the session check,
// then the page's data).
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { PagePreloads } from '../../scripts/vite-plugins';

const attribute = (value: string) => value.replaceAll('&', '&amp;').replaceAll('"', '&quot;');

/** The session cookie (server/auth/auth.ts names it; `__Secure-` in front in production). */
const SESSION_COOKIE = /(?:^|;\s*)(?:__Secure-)?bolts\.session_token=/;

/**
 * The language the app will most likely pick (web/lib/i18n.ts: a saved choice first, which only
 * the browser knows, then the browser's languages, which it sends here): the first supported
 * one by preference, else the first supported (English).
 */
export function preferredLanguage(acceptLanguage: string | undefined, supported: string[]): string {
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
      return { language: tag.split('-')[0]!.toLowerCase(), q: Number.isFinite(q) ? q : 0, index };
    })
    .filter((w) => w.q > 0)
    .sort((a, b) => b.q - a.q || a.index - b.index);
  return wanted.find((w) => supported.includes(w.language))?.language ?? supported[0] ?? 'en';
}

export function webPages(webDir: string) {
  const indexHtml = readFileSync(path.join(webDir, 'index.html'), 'utf8');
  const listFile = path.join(webDir, 'route-preloads.json');
  const { pages } = (existsSync(listFile) ? JSON.parse(readFileSync(listFile, 'utf8')) : { pages: {} }) as PagePreloads;
  const rendered = new Map<string, string>();
  return {
    /** The HTML for a request: the page's own preloads when it is one of the listed pages. */
    html(pathname: string, headers: { cookie?: string; acceptLanguage?: string }): string {
      const page = Object.hasOwn(pages, pathname) ? pages[pathname] : undefined;
      // A visitor asking for a members' page is sent elsewhere: its files would be wasted bytes.
      if (!page || (page.members && !SESSION_COOKIE.test(headers.cookie ?? ''))) return indexHtml;
      const language = preferredLanguage(headers.acceptLanguage, Object.keys(page.languages));
      const key = `${pathname}|${language}`;
      let html = rendered.get(key);
      if (!html) {
        // `crossorigin` on the fetch preloads too: a same-origin fetch() is a CORS-mode request with
        // same-origin credentials, and a preload is used only by a request that matches it.
        const links = [
          ...[...page.files, ...(page.languages[language] ?? [])].map(
            (file) => `<link rel="modulepreload" crossorigin href="${attribute(file)}">`,
          ),
          ...page.data.map((url) => `<link rel="preload" as="fetch" crossorigin href="${attribute(url)}">`),
        ].join('');
        html = indexHtml.replace('</head>', `${links}</head>`);
        rendered.set(key, html);
      }
      return html;
    },
  };
}

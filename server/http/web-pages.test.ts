import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { pageLanguage, preferredLanguage, webPages } from './web-pages';

describe('preferredLanguage', () => {
  it('takes the first supported language by preference, regions aside', () => {
    expect(preferredLanguage('he-IL,he;q=0.9,en-US;q=0.8')).toBe('he');
    expect(preferredLanguage('fr-FR, es;q=0.5, en;q=0.7')).toBe('en');
    expect(preferredLanguage('fr, ES-mx;q=0.9')).toBe('es');
    expect(preferredLanguage('fr, de;q=0.9')).toBe('en');
  });
  it('falls back to English without a usable header', () => {
    expect(preferredLanguage(undefined)).toBe('en');
    expect(preferredLanguage('es;q=0, *')).toBe('en');
  });
});

describe('pageLanguage', () => {
  it("takes the player's saved choice (the app's cookie) before the browser's languages", () => {
    expect(pageLanguage({ cookie: 'a=1; bolts.language=he; b=2', acceptLanguage: 'es' })).toBe('he');
    expect(pageLanguage({ cookie: 'bolts.language=es', acceptLanguage: 'he' })).toBe('es');
  });
  it('ignores a saved value that is no language of ours, and a cookie that only ends with the name', () => {
    expect(pageLanguage({ cookie: 'bolts.language=fr', acceptLanguage: 'he' })).toBe('he');
    expect(pageLanguage({ cookie: 'x-bolts.language=es', acceptLanguage: 'he' })).toBe('he');
    expect(pageLanguage({ cookie: 'bolts.language=', acceptLanguage: undefined })).toBe('en');
  });
});

describe('webPages', () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'bolts-web-pages-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));
  writeFileSync(
    path.join(dir, 'index.html'),
    '<!doctype html><html lang="en" dir="ltr"><head><title>Bolts</title></head><body></body></html>',
  );
  writeFileSync(
    path.join(dir, 'route-preloads.json'),
    JSON.stringify({
      pages: {
        '/landing': {
          members: false,
          files: ['/assets/landing.js'],
          languages: { en: ['/assets/en.js'], he: ['/assets/he.js'] },
          data: ['/api/auth/me', '/api/landing?lang={lang}'],
        },
        '/trade': {
          members: true,
          files: ['/assets/trade.js'],
          languages: { en: ['/assets/en.js'] },
          data: ['/api/auth/me', '/api/companies?sort=market_cap&order=desc'],
        },
        '/classes/:classId': {
          members: true,
          files: ['/assets/class.js'],
          languages: { en: ['/assets/en.js'] },
          data: ['/api/auth/me', '/api/classes/{classId}', '/api/classes/{classId}/students'],
        },
        '*': {
          members: false,
          files: ['/assets/shell.js', '/assets/shared.js'],
          languages: { en: ['/assets/en.js'] },
          data: ['/api/auth/me'],
        },
      },
    }),
  );
  const pages = webPages(dir);
  // The loading shell as index.html has it (web/components/ui/spinner.tsx).
  const shellDir = mkdtempSync(path.join(tmpdir(), 'bolts-web-shell-'));
  afterAll(() => rmSync(shellDir, { recursive: true, force: true }));
  writeFileSync(
    path.join(shellDir, 'index.html'),
    readFileSync(path.resolve(import.meta.dirname, '../../index.html'), 'utf8'),
  );
  const links = (html: string) =>
    [...html.matchAll(/<link rel="modulepreload" crossorigin href="([^"]+)">/g)].map((m) => m[1]);
  const fetches = (html: string) =>
    [...html.matchAll(/<link rel="preload" as="fetch" crossorigin href="([^"]+)">/g)].map((m) => m[1]);

  it("names a page's scripts and its strings in the browser's language, in the head", () => {
    const html = pages.html('/landing', { acceptLanguage: 'he' });
    expect(links(html)).toEqual(['/assets/landing.js', '/assets/he.js']);
    expect(html).toMatch(/<\/title><link .*<\/head>/);
  });

  it('gives a page not listed what most pages start with: the shell and the shared code', () => {
    expect(links(pages.html('/learn', {}))).toEqual(['/assets/shell.js', '/assets/shared.js', '/assets/en.js']);
    expect(fetches(pages.html('/learn', {}))).toEqual(['/api/auth/me']);
    // Not instead of a listed page's own, even where a visitor gets none of those.
    expect(links(pages.html('/trade', {}))).toEqual([]);
  });

  it("preloads a members' page only for a request with a session cookie", () => {
    expect(links(pages.html('/trade', {}))).toEqual([]);
    expect(links(pages.html('/trade', { cookie: 'x=1; __Secure-bolts.session_token=abc.def' }))).toEqual([
      '/assets/trade.js',
      '/assets/en.js',
    ]);
  });

  it("names the API reads a page starts with as fetch preloads, a members' page's only with a session", () => {
    expect(fetches(pages.html('/landing', {}))).toEqual(['/api/auth/me', '/api/landing?lang=en']);
    // A content read in the language the app will show (docs/decisions/018).
    expect(fetches(pages.html('/landing', { cookie: 'bolts.language=he' }))).toEqual([
      '/api/auth/me',
      '/api/landing?lang=he',
    ]);
    expect(fetches(pages.html('/trade', {}))).toEqual([]);
    // As an HTML attribute: the browser reads `&amp;` back as `&`, the URL the page asks for.
    expect(fetches(pages.html('/trade', { cookie: 'bolts.session_token=abc.def' }))).toEqual([
      '/api/auth/me',
      '/api/companies?sort=market_cap&amp;order=desc',
    ]);
  });

  it("fills a page's id from its address into its reads, and keeps other paths off its pattern", () => {
    const cookie = 'bolts.session_token=abc.def';
    const id = 'cb193e19-63aa-4f3a-8437-9a5d41ba5f05';
    expect(fetches(pages.html(`/classes/${id}`, { cookie }))).toEqual([
      '/api/auth/me',
      `/api/classes/${id}`,
      `/api/classes/${id}/students`,
    ]);
    expect(links(pages.html(`/classes/${id}`, { cookie }))).toEqual(['/assets/class.js', '/assets/en.js']);
    // Each address its own: the HTML kept for the page is filled in again for the next.
    const other = 'f0e1d2c3-b4a5-4968-8776-655443322110';
    expect(fetches(pages.html(`/classes/${other}`, { cookie }))).toContain(`/api/classes/${other}/students`);
    // Not an id: `/classes/new`, a made-up segment, or one that would need escaping in the HTML.
    for (const path of ['/classes/new', '/classes/x"><script>', `/classes/${id}/more`]) {
      expect(fetches(pages.html(path, { cookie })), path).toEqual(['/api/auth/me']);
    }
    // A visitor is sent to sign in: no class preloads.
    expect(fetches(pages.html(`/classes/${id}`, {}))).toEqual([]);
  });

  it('writes the language the app will show, and its direction, into the page', () => {
    const opening = (html: string) => /<html[^>]*>/.exec(html)?.[0];
    expect(opening(pages.html('/landing', {}))).toBe('<html lang="en" dir="ltr">');
    expect(opening(pages.html('/landing', { acceptLanguage: 'he-IL' }))).toBe('<html lang="he" dir="rtl">');
    expect(opening(pages.html('/company/123', { cookie: 'bolts.language=he' }))).toBe('<html lang="he" dir="rtl">');
    expect(opening(pages.html('/trade', { cookie: 'bolts.language=es', acceptLanguage: 'he' }))).toBe(
      '<html lang="es" dir="ltr">',
    );
    // The saved choice also picks the strings preloaded.
    expect(links(pages.html('/landing', { cookie: 'bolts.language=he', acceptLanguage: 'en' }))).toEqual([
      '/assets/landing.js',
      '/assets/he.js',
    ]);
  });

  it("names the loading shell's spinner in the page's language", () => {
    const shell = webPages(shellDir);
    const label = (html: string) => /role="status" aria-label="([^"]*)"/.exec(html)?.[1];
    expect(label(shell.html('/', {}))).toBe('Loading…');
    expect(label(shell.html('/', { acceptLanguage: 'he-IL' }))).toBe('טוען…');
    expect(label(shell.html('/trade', { cookie: 'bolts.language=es' }))).toBe('Cargando…');
  });

  it("puts a prerendered page into the root, a visitor's with only the session read preloaded, a member's with all its reads", async () => {
    const prerenderedDir = mkdtempSync(path.join(tmpdir(), 'bolts-web-prerendered-'));
    afterAll(() => rmSync(prerenderedDir, { recursive: true, force: true }));
    writeFileSync(path.join(prerenderedDir, 'index.html'), readFileSync(path.join(shellDir, 'index.html')));
    writeFileSync(
      path.join(prerenderedDir, 'route-preloads.json'),
      readFileSync(path.join(dir, 'route-preloads.json')),
    );
    const asked: string[][] = [];
    const membersAsked: string[][] = [];
    const served = webPages(prerenderedDir, {
      async page(pathname, search, language) {
        asked.push([pathname, search, language]);
        if (pathname !== '/landing') return null;
        return { root: '<main><h1>שלום</h1></main>', after: '<script type="application/json" id="s">{}</script>' };
      },
      async memberPage(pathname, search, language, cookie) {
        membersAsked.push([pathname, search, language, cookie]);
        if (pathname !== '/trade') return null;
        return { root: '<main><h1>Trade</h1></main>', after: '<script type="application/json" id="s">{}</script>' };
      },
    });
    const html = await served.page('/landing', '?from=ad', { acceptLanguage: 'he' });
    expect(html).toContain(
      '<div id="root"><main><h1>שלום</h1></main></div><script type="application/json" id="s">{}</script></body>',
    );
    expect(html).not.toContain('role="status"');
    expect(html).toMatch(/^<!doctype html>\s*<html lang="he" dir="rtl">/i);
    expect(links(html)).toEqual(['/assets/landing.js', '/assets/he.js']);
    expect(fetches(html)).toEqual(['/api/auth/me']);
    expect(asked).toEqual([['/landing', '?from=ad', 'he']]);

    // Signed in: a page the members' renderer does not draw is the loading shell with its reads.
    const session = 'bolts.session_token=abc.def';
    const signedIn = await served.page('/landing', '', { cookie: session });
    expect(signedIn).toContain('role="status"');
    expect(fetches(signedIn)).toEqual(['/api/auth/me', '/api/landing?lang=en']);
    expect(asked).toHaveLength(1);
    // A members' page drawn for the player without their reads: those are preloaded.
    const member = await served.page('/trade', '?company=x', { cookie: session });
    expect(member).toContain('<div id="root"><main><h1>Trade</h1></main></div>');
    expect(links(member)).toEqual(['/assets/trade.js', '/assets/en.js']);
    expect(fetches(member)).toEqual(['/api/auth/me', '/api/companies?sort=market_cap&amp;order=desc']);
    expect(membersAsked).toEqual([
      ['/landing', '', 'en', session],
      ['/trade', '?company=x', 'en', session],
    ]);
    // A visitor asking for a members' page: the loading shell, and no member's render.
    expect(await served.page('/trade', '', {})).toContain('role="status"');
    expect(membersAsked).toHaveLength(2);
  });

  it("serves other paths, a name of an object's own included, the same start", () => {
    const start = ['/assets/shell.js', '/assets/shared.js', '/assets/en.js'];
    expect(links(pages.html('/company/123', {}))).toEqual(start);
    expect(links(pages.html('/toString', {}))).toEqual(start);
  });
});

import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { preferredLanguage, webPages } from './web-pages';

describe('preferredLanguage', () => {
  const supported = ['en', 'he', 'es'];
  it('takes the first supported language by preference, regions aside', () => {
    expect(preferredLanguage('he-IL,he;q=0.9,en-US;q=0.8', supported)).toBe('he');
    expect(preferredLanguage('fr-FR, es;q=0.5, en;q=0.7', supported)).toBe('en');
    expect(preferredLanguage('fr, de;q=0.9', supported)).toBe('en');
  });
  it('falls back to the first supported one without a usable header', () => {
    expect(preferredLanguage(undefined, supported)).toBe('en');
    expect(preferredLanguage('es;q=0, *', supported)).toBe('en');
  });
});

describe('webPages', () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'bolts-web-pages-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));
  writeFileSync(path.join(dir, 'index.html'), '<html><head><title>Bolts</title></head><body></body></html>');
  writeFileSync(
    path.join(dir, 'route-preloads.json'),
    JSON.stringify({
      pages: {
        '/landing': {
          members: false,
          files: ['/assets/landing.js'],
          languages: { en: ['/assets/en.js'], he: ['/assets/he.js'] },
          data: ['/api/auth/me', '/api/landing'],
        },
        '/trade': {
          members: true,
          files: ['/assets/trade.js'],
          languages: { en: ['/assets/en.js'] },
          data: ['/api/auth/me', '/api/companies?sort=market_cap&order=desc'],
        },
      },
    }),
  );
  const pages = webPages(dir);
  const links = (html: string) =>
    [...html.matchAll(/<link rel="modulepreload" crossorigin href="([^"]+)">/g)].map((m) => m[1]);
  const fetches = (html: string) =>
    [...html.matchAll(/<link rel="preload" as="fetch" crossorigin href="([^"]+)">/g)].map((m) => m[1]);

  it("names a page's scripts and its strings in the browser's language, in the head", () => {
    const html = pages.html('/landing', { acceptLanguage: 'he' });
    expect(links(html)).toEqual(['/assets/landing.js', '/assets/he.js']);
    expect(html).toMatch(/<\/title><link .*<\/head>/);
  });

  it("preloads a members' page only for a request with a session cookie", () => {
    expect(links(pages.html('/trade', {}))).toEqual([]);
    expect(links(pages.html('/trade', { cookie: 'x=1; __Secure-bolts.session_token=abc.def' }))).toEqual([
      '/assets/trade.js',
      '/assets/en.js',
    ]);
  });

  it("names the API reads a page starts with as fetch preloads, a members' page's only with a session", () => {
    expect(fetches(pages.html('/landing', {}))).toEqual(['/api/auth/me', '/api/landing']);
    expect(fetches(pages.html('/trade', {}))).toEqual([]);
    // As an HTML attribute: the browser reads `&amp;` back as `&`, the URL the page asks for.
    expect(fetches(pages.html('/trade', { cookie: 'bolts.session_token=abc.def' }))).toEqual([
      '/api/auth/me',
      '/api/companies?sort=market_cap&amp;order=desc',
    ]);
  });

  it('serves other paths the plain app', () => {
    expect(links(pages.html('/company/123', {}))).toEqual([]);
    expect(links(pages.html('/toString', {}))).toEqual([]);
  });
});

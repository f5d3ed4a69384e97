// The public pages a visitor opens (the landing page, the companies directory, a company's page, the
// sign-up form, the lessons, the rules) arrive as HTML with their real content in the visitor's
// language, before any script runs (server/http/prerender, docs/decisions/020), and the app
// then hydrates them: the server's elements stay, nothing is logged, and the page answers the visitor.
import { describe, expect, it } from 'vitest';
import type { CompanyDetail, CompanyList, Landing } from '#core/schemas/companies';
import en from '../locales/en.json';
import he from '../locales/he.json';
import es from '../locales/es.json';
import { PRERENDER_STATE_ID } from '../web/app/prerender-state';
import { signInAsAdmin } from './support/admin';
import { baseURL, useBrowser } from './support/browser';
import { openMarked } from './support/hydration';
import { signUpTrader } from './support/trader';

const browser = useBrowser();

/** Text as React writes it into HTML. */
const html = (text: string) =>
  text.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;').replaceAll('"', '&quot;');

/** The page as served to a visitor whose browser asks for `language`: its markup, no script run. */
async function served(path: string, language: string): Promise<{ page: string; root: string }> {
  const res = await fetch(`${baseURL()}${path}`, { headers: { 'Accept-Language': language } });
  expect(res.status).toBe(200);
  const page = await res.text();
  const root = page.slice(page.indexOf('<div id="root">'), page.lastIndexOf('</body>'));
  return { page, root };
}

/** The public pages prerendered besides the landing page and the companies' (server/http/prerender). */
const OTHER_PUBLIC_PAGES = [
  '/auth',
  '/join',
  '/terms',
  '/privacy',
  '/how-prices-move',
  '/learn',
  '/learn/glossary',
  '/learn/diversification',
];

const api = async <T>(path: string): Promise<T> => (await (await fetch(`${baseURL()}/api${path}`)).json()) as T;

describe('the public pages as served', () => {
  it('the landing page has its real companies and news, in Hebrew and right to left', async () => {
    const landing = await api<Landing>('/landing?lang=he');
    const { page, root } = await served('/landing', 'he-IL,he;q=0.9');
    expect(page).toContain('<html lang="he" dir="rtl">');
    expect(root).toContain(html(he.landing.hero.title));
    expect(landing.companies.length).toBeGreaterThan(0);
    for (const company of landing.companies) expect(root).toContain(html(company.name));
    for (const item of landing.news) expect(root).toContain(html(item.headline));
    // Not the loading shell's spinner.
    expect(root).not.toContain('role="status" aria-label="טוען…"');
  });

  it('the directory lists every company, in Spanish', async () => {
    const { companies } = await api<CompanyList>('/companies?lang=es');
    const { page, root } = await served('/companies', 'es-ES');
    expect(page).toContain('<html lang="es" dir="ltr">');
    expect(root).toContain(html(es.companies.title));
    for (const company of companies) expect(root).toContain(html(company.name));
  });

  it('leaves a search or a filter to the browser, so no visitor can make the server render without end', async () => {
    const { companies } = await api<CompanyList>('/companies?lang=en');
    const drawn = `id="${PRERENDER_STATE_ID}"`;
    for (const path of ['/companies?q=zz', '/companies?category=energy', `/company/not-a-company-id`]) {
      expect((await served(path, 'en')).page, path).not.toContain(drawn);
    }
    // A parameter the page does not draw (a referral code) still gets the page.
    const { page, root } = await served('/companies?ref=abc123', 'en');
    expect(page).toContain(drawn);
    expect(root).toContain(html(companies[0]!.name));
  });

  it("a company's page shows its details, and an admin's edit within seconds", async () => {
    const admin = await browser.newPage();
    await signInAsAdmin(admin);
    const symbol = `PR${Math.random().toString(36).slice(2, 6).toUpperCase()}`;
    const form = { name: `Prism Rail ${symbol}`, symbol, price: '21.30', category: 'energy', ceo: 'Ada Prism' };
    const headers = { Origin: baseURL() };
    const created = await admin.request.post(`${baseURL()}/api/admin/companies`, { data: form, headers });
    expect(created.status(), await created.text()).toBe(201);
    const { id } = (await created.json()) as { id: string };
    const detail = await api<CompanyDetail>(`/companies/${id}?lang=es`);
    const before = await served(`/company/${id}`, 'es');
    expect(before.root).toContain(html(detail.name));
    expect(before.root).toContain('Ada Prism');

    const edited = await admin.request.put(`${baseURL()}/api/admin/companies/${id}`, {
      data: { ...form, ceo: 'Dana Prism' },
      headers,
    });
    expect(edited.status(), await edited.text()).toBe(200);
    await expect
      .poll(async () => (await served(`/company/${id}`, 'es')).root, { timeout: 20_000, interval: 1_000 })
      .toContain('Dana Prism');
  });

  it('every public page comes drawn', async () => {
    for (const path of OTHER_PUBLIC_PAGES) {
      const { page, root } = await served(path, 'he');
      expect(page, path).toContain(`id="${PRERENDER_STATE_ID}"`);
      expect(root, path).toContain('<h1');
      // Not the loading shell's spinner.
      expect(root, path).not.toContain('role="status" aria-label="טוען…"');
    }
    // A link's own values are the browser's to draw: a sign-in link's token, a friend's code.
    for (const path of ['/auth?token=abc', '/auth?ref=FRIEND1', '/join?code=ABCDEF']) {
      expect((await served(path, 'en')).page, path).not.toContain(`id="${PRERENDER_STATE_ID}"`);
    }
  });

  it('a signed-in player gets the app, which renders the page itself', async () => {
    const page = await browser.newPage();
    await signUpTrader(page);
    const body = await (await page.request.get(`${baseURL()}/landing`)).text();
    expect(body).not.toContain('bolts-prerendered');
  });
});

describe('hydrating the public pages', () => {
  it('keeps what the server drew, logs nothing, and answers the visitor', { timeout: 120_000 }, async () => {
    const { companies } = await api<CompanyList>('/companies?lang=he');
    for (const path of ['/landing', '/companies', `/company/${companies[2]!.id}`, ...OTHER_PUBLIC_PAGES]) {
      const page = await browser.newPage({ browserLocale: 'he-IL' });
      const said = await openMarked(page, path);
      await expect.poll(() => page.locator('html').getAttribute('dir')).toBe('rtl');
      // The heading React shows is the element the server sent: hydrated, not drawn again.
      await expect
        .poll(() => page.locator('h1').first().getAttribute('data-from-server'), { message: path })
        .toBe('yes');
      expect(said, path).toEqual([]);
    }

    // A language kept only in this browser (the server drew English): the app draws it afresh.
    const kept = await browser.newPage({ language: 'he', languageInBrowserOnly: true });
    const keptSaid = await openMarked(kept, '/landing');
    await expect.poll(() => kept.locator('h1').first().textContent()).toBe(he.landing.hero.title);
    expect(keptSaid).toEqual([]);

    // A friend's code this browser remembers is not in the server's page: the form shows it once
    // hydrated, without a mismatch.
    const invited = await browser.newPage();
    await invited.goto('/auth?ref=FRIEND1');
    await expect.poll(() => invited.getByText(en.auth.referral.title).count()).toBe(1);
    const invitedSaid = await openMarked(invited, '/auth');
    await expect.poll(() => invited.getByText(en.auth.referral.title).count()).toBe(1);
    expect(invitedSaid).toEqual([]);

    // Interactive: the directory's search filters the grid.
    const page = await browser.newPage({ browserLocale: 'he-IL' });
    await openMarked(page, '/companies');
    const target = companies[5]!;
    await page.getByRole('searchbox').fill(target.symbol);
    await page.waitForURL(/[?&]q=/);
    await expect.poll(() => page.getByTestId('company-card').count()).toBeGreaterThan(0);
    await expect.poll(() => page.getByTestId('company-card').first().textContent()).toContain(target.name);
  });
});

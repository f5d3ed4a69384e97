// A signed-in player's pages arrive drawn for them (server/http/prerender, docs/decisions/020): the
// frame, who they are and the page's headings are in the HTML, their own reads still loading. The
// HTML is theirs alone (private, never kept), and the app hydrates it without a mismatch: no read
// may arrive before the page has hydrated (web/app/hydration-gate.ts). Then their figures fill in.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import habitsHe from '../locales/habits/he.json';
import settingsEn from '../locales/settings/en.json';
import tradeEn from '../locales/trade/en.json';
import { PRERENDER_STATE_ID } from '../web/app/prerender-state';
import { ADMIN_TABS } from '#core/admin/permissions';
import { signInAsAdmin } from './support/admin';
import { appReady, baseURL, DESKTOP, useBrowser } from './support/browser';
import { openMarked } from './support/hydration';
import { openClass } from './support/classroom';
import { signUpTrader } from './support/trader';

const browser = useBrowser();

/** The members' pages drawn for a player (MEMBER_PAGES in server/http/prerender/prerenderer.ts). */
const MEMBER_PAGES = [
  '/',
  '/trade',
  '/profile',
  '/leaderboard',
  '/messages',
  '/notifications',
  '/settings',
  '/classes',
  '/classes/new',
];

const drawn = `id="${PRERENDER_STATE_ID}"`;
const rootOf = (body: string) => body.slice(body.indexOf('<div id="root">'), body.lastIndexOf('</body>'));

/** The page as the server sends it to the holder of this browser's cookies: its markup, no script run. */
async function served(page: Page, path: string) {
  const res = await page.request.get(`${baseURL()}${path}`);
  expect(res.status(), path).toBe(200);
  return { body: await res.text(), cacheControl: res.headers()['cache-control'] };
}

describe("a signed-in player's pages as served", () => {
  it('come drawn for them alone: their name in the page, nobody else’s, never kept by a cache', async () => {
    const maya = await browser.newPage();
    const mayaTrader = await signUpTrader(maya, 'Maya Drawn');
    const noa = await browser.newPage();
    const noaTrader = await signUpTrader(noa, 'Noa Drawn');

    for (const path of MEMBER_PAGES) {
      const { body, cacheControl } = await served(maya, path);
      expect(body, path).toContain(drawn);
      expect(rootOf(body), path).toContain('<h1');
      expect(cacheControl, path).toBe('private, no-cache');
      expect(body, path).not.toContain(noaTrader.email);
      expect(body, path).not.toContain(noaTrader.username);
    }
    // The feed greets each by name, from their own session.
    expect(rootOf((await served(maya, '/')).body)).toContain('Maya Drawn');
    // What needs no read of its own is drawn too: the trading floor's company list (its rows still
    // loading; a desktop shows it before the scripts run, a phone hides it), and the settings'
    // profile card with its hints and the player's own sign-in email.
    expect(rootOf((await served(maya, '/trade')).body)).toContain(tradeEn.trade.companies.searchLabel);
    const settings = rootOf((await served(maya, '/settings')).body);
    expect(settings).toContain(mayaTrader.email);
    expect(settings).toContain(settingsEn.settings.profile.displayNameHint.slice(0, 40));
    const noaFeed = rootOf((await served(noa, '/')).body);
    expect(noaFeed).toContain('Noa Drawn');
    expect(noaFeed).not.toContain(mayaTrader.username);
  });

  it('a session that has ended gets the loading shell, never a page drawn for it', async () => {
    const page = await browser.newPage();
    await signUpTrader(page);
    const signedOut = await page.request.post(`${baseURL()}/api/auth/sign-out`, {
      data: {},
      headers: { Origin: baseURL() },
    });
    expect(signedOut.status()).toBe(200);
    // A cookie of a session that no longer exists (as an old tab or a forged cookie sends it).
    const res = await fetch(`${baseURL()}/trade`, { headers: { Cookie: 'bolts.session_token=not-a-session.x' } });
    expect(await res.text()).not.toContain(drawn);
    expect((await served(page, '/trade')).body).not.toContain(drawn);
  });
});

/**
 * Opens `path`, drawn by the server for this browser's player, and checks the app kept it: the
 * header the server sent stays (a page whose heading is its data's draws that heading once its
 * reads answer), and nothing is logged.
 */
async function keptAsDrawn(page: Page, path: string) {
  expect((await served(page, path)).body, path).toContain(drawn);
  const said = await openMarked(page, path);
  await expect.poll(() => page.locator('h1').count(), { message: path }).toBeGreaterThan(0);
  expect(await page.locator('#root header').first().getAttribute('data-from-server'), path).toBe('yes');
  expect(said, path).toEqual([]);
}

describe("hydrating a signed-in player's pages", () => {
  it('keeps what the server drew, logs nothing, then fills in their figures', { timeout: 120_000 }, async () => {
    const page = await browser.newPage({ language: 'he' });
    await signUpTrader(page);
    for (const path of MEMBER_PAGES) {
      const said = await openMarked(page, path);
      await expect
        .poll(() => page.locator('h1').first().getAttribute('data-from-server'), { message: path })
        .toBe('yes');
      expect(said, path).toEqual([]);
    }
    // The feed's own reads, which the server left to the browser, arrive after hydration.
    await openMarked(page, '/');
    await expect.poll(() => page.getByTestId('today-card').count()).toBe(1);
    await expect.poll(() => page.getByText(habitsHe.habits.today.title).count()).toBeGreaterThan(0);
  });

  it('answers once hydrated, and draws a company chosen in the address as the browser does', async () => {
    const page = await browser.newPage({ viewport: DESKTOP });
    await signUpTrader(page);
    // A company picked on the trading floor opens in its form.
    await openMarked(page, '/trade');
    await appReady(page);
    const row = page.getByTestId('trade-company').nth(1);
    const picked = (await row.getAttribute('data-company-id'))!;
    await row.click();
    await expect.poll(() => page.getByTestId('market-stats').getAttribute('data-company-id')).toBe(picked);
    expect(new URL(page.url()).searchParams.get('company')).toBe(picked);

    await openMarked(page, '/trade');
    const companyId = (await page.getByTestId('trade-company').nth(3).getAttribute('data-company-id'))!;
    const said = await openMarked(page, `/trade?company=${companyId}`);
    await expect.poll(() => page.getByTestId('market-stats').getAttribute('data-company-id')).toBe(companyId);
    expect(said).toEqual([]);
  });

  it(
    "keeps a class's page, another trader's page and the admin console as the server drew them",
    {
      timeout: 120_000,
    },
    async () => {
      const teacher = await browser.newPage();
      await signUpTrader(teacher, 'Dana Teacher');
      const made = await openClass(teacher, 'Drawn 9B');
      const other = await browser.newPage();
      const trader = await signUpTrader(other, 'Omer Drawn');
      for (const path of [`/classes/${made.id}`, `/traders/${trader.username}`]) await keptAsDrawn(teacher, path);

      const admin = await browser.newPage({ viewport: DESKTOP });
      await signInAsAdmin(admin);
      for (const path of [
        '/admin',
        ...ADMIN_TABS.map(([tab]) => `/admin/${tab}`),
        '/admin/settings',
        '/admin/backup',
      ]) {
        await keptAsDrawn(admin, path);
      }
    },
  );
});

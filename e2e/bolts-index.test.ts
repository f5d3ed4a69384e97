// The Bolts Index on screen (docs/rules.md#bolts-index): its level and today's change on the feed,
// live from the socket; with the sector indices and a chart on the companies directory; a
// player's gain against it on the trading floor and the profile; Hebrew on a small phone.
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Indices } from '#core/schemas/market-data';
import type { Portfolio } from '#core/schemas/trading';
import { baseURL, DESKTOP, PHONE, seriousA11yViolations, useBrowser } from './support/browser';
import { signUpTrader } from './support/trader';

const browser = useBrowser();

const SMALL_PHONE = { width: 360, height: 780 };

const text = async (page: Page, testId: string) =>
  ((await page.getByTestId(testId).first().textContent()) ?? '').trim();
/** A level as the page writes it in English: "1,034.56". */
const LEVEL = /^\d{1,3}(,\d{3})*\.\d{2}$/;
/** A change as the page writes it: "+0.25%", "-1.10%", "0.00%". */
const CHANGE = /^[+-]?\d+\.\d{2}%$/;
const percent = (bp: number) =>
  `${new Intl.NumberFormat('en', { minimumFractionDigits: 2, maximumFractionDigits: 2, signDisplay: 'exceptZero' }).format(bp / 100)}%`;

async function indices(): Promise<Indices['indices']> {
  const res = await fetch(`${baseURL()}/api/indices`);
  expect(res.status).toBe(200);
  return ((await res.json()) as Indices).indices;
}

beforeAll(async () => {
  // The engine writes the first levels at its first tick after the server starts; a player who joins
  // after that has an index level to be measured against.
  const deadline = Date.now() + 30_000;
  while ((await indices()).length === 0) {
    if (Date.now() > deadline) throw new Error('no index level 30 s after the server started');
    await new Promise((r) => setTimeout(r, 500));
  }
});

describe('the Bolts Index', () => {
  it('shows on the feed with a level and a change, and follows the market over the socket', async () => {
    const page = await browser.newPage({ viewport: DESKTOP });
    let asked = 0;
    page.on('request', (req) => {
      if (new URL(req.url()).pathname === '/api/indices') asked += 1;
    });
    await signUpTrader(page);
    await page.goto('/');
    const card = page.getByTestId('bolts-index');
    await card.waitFor();
    expect(await card.getByRole('heading', { level: 2 }).textContent()).toBe('Bolts Index');
    expect(await card.textContent()).toContain('All listed companies, weighted by size.');
    const level = await text(page, 'bolts-index-level');
    expect(level).toMatch(LEVEL);
    expect((await card.getByTestId('change').textContent())?.trim()).toMatch(CHANGE);
    // The level is the server's, within what a few ticks can move it.
    const served = (await indices())[0]!;
    expect(served.id).toBe('bolts');
    expect(Math.abs(Number(level.replace(/,/g, '')) * 100 - served.levelCenti) / served.levelCenti).toBeLessThan(0.05);

    // A later tick changes the level on screen without the page asking the server again. The first
    // level comes from the HTML's fetch preload, which the test browser does not always see as a
    // request of the page, so only the asks after it was on screen are counted.
    expect(asked).toBeLessThanOrEqual(1);
    const askedBeforeTick = asked;
    await expect.poll(() => text(page, 'bolts-index-level'), { timeout: 30_000, interval: 250 }).not.toBe(level);
    expect(asked).toBe(askedBeforeTick);
    expect(await seriousA11yViolations(page)).toEqual([]);
  });

  it('shows on the companies directory with a chip per sector, and opens its chart', async () => {
    // A visitor: the directory is public.
    const page = await browser.newPage({ viewport: PHONE });
    await page.goto('/companies');
    const card = page.getByTestId('bolts-index');
    await card.waitFor();
    expect(await text(page, 'bolts-index-level')).toMatch(LEVEL);

    const sectors = (await indices()).filter((i) => i.id !== 'bolts');
    expect(sectors.length).toBeGreaterThan(0);
    const chips = card.getByTestId('sector-index');
    await expect.poll(() => chips.count()).toBe(sectors.length);
    expect(await chips.first().getAttribute('data-sector')).toBe(sectors[0]!.id);
    expect((await chips.first().textContent())?.trim()).toMatch(/^[A-Z][a-z]+[+-]?\d+\.\d{2}%$/);
    const technology = card.locator('[data-sector="technology"]');
    if ((await technology.count()) > 0) expect(await technology.textContent()).toContain('Technology');

    await card.getByRole('button', { name: 'Show chart' }).click();
    await card.getByRole('img', { name: /bolts index chart, 1 day/i }).waitFor();
    await card.locator('[data-testid="price-chart-canvas"] canvas').first().waitFor();
    await card.getByRole('tab', { name: '1 week' }).click();
    await card.getByRole('img', { name: /bolts index chart, 1 week/i }).waitFor();
    expect(await card.getByRole('button', { name: 'Hide chart' }).getAttribute('aria-expanded')).toBe('true');
    expect(await seriousA11yViolations(page)).toEqual([]);
  });

  it("compares a signed-up player's gain with the index on the trading floor and the profile", async () => {
    const page = await browser.newPage({ viewport: DESKTOP });
    await signUpTrader(page);
    const res = await page.request.get(`${baseURL()}/api/portfolio`);
    const { vsIndex } = (await res.json()) as Portfolio;
    expect(vsIndex.indexReturnBp).not.toBeNull();

    for (const path of ['/trade', '/profile']) {
      await page.goto(path);
      const box = page.getByTestId('vs-index');
      await box.waitFor();
      const line = (await box.textContent()) ?? '';
      expect(line).toMatch(/You:.*Bolts Index:.*since /);
      expect(await text(page, 'vs-index-you')).toMatch(CHANGE);
      expect(await text(page, 'vs-index-index')).toMatch(CHANGE);
      // The page shows the server's figures (the index moves between answers: compare with the latest).
      const latest = ((await (await page.request.get(`${baseURL()}/api/portfolio`)).json()) as Portfolio).vsIndex;
      expect([percent(vsIndex.gainBp), percent(latest.gainBp)]).toContain(await text(page, 'vs-index-you'));
      expect(await text(page, 'vs-index-verdict')).toMatch(
        /^(You're beating the index|The index is ahead|You're level with the index)$/,
      );
    }
  });

  it('reads right to left in Hebrew on a 360 px phone, with nothing wider than the screen', async () => {
    const page = await browser.newPage({ language: 'he', viewport: SMALL_PHONE });
    await signUpTrader(page);
    for (const [path, testId] of [
      ['/', 'bolts-index'],
      ['/companies', 'sector-index'],
      ['/trade', 'vs-index'],
      ['/profile', 'vs-index'],
    ] as const) {
      await page.goto(path);
      await page.getByTestId(testId).first().waitFor();
      expect(await page.evaluate(() => document.documentElement.dir)).toBe('rtl');
      if (path === '/' || path === '/companies') {
        expect(await page.getByTestId('bolts-index').getByRole('heading', { level: 2 }).textContent()).toBe(
          'מדד Bolts',
        );
      }
      const widths = await page.evaluate(() => [
        document.documentElement.scrollWidth,
        document.documentElement.clientWidth,
      ]);
      expect(widths[0], path).toBeLessThanOrEqual(widths[1]!);
      expect(await seriousA11yViolations(page), path).toEqual([]);
    }
  });
});

// A player's money on screen: the company price chart, the portfolio and wallet on /profile after
// a trade, and the feed's Active Trades with an open order, as a fresh player sees them.
import type { Page, Response } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { Portfolio } from '#core/schemas/trading';
import { DESKTOP, PHONE, seriousA11yViolations, useBrowser } from './support/browser';
import { cancelOrder, listedCompany, placeOrder, signUpTrader } from './support/trader';

const browser = useBrowser();

const text = async (page: Page, testId: string) =>
  ((await page.getByTestId(testId).first().textContent()) ?? '').trim();
/** How the page writes a price in English: "1,234.56". */
const price = (minor: number) =>
  new Intl.NumberFormat('en', { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(minor / 100);

/** Every GET /api/portfolio answer the page receives; the last one is what it should be showing. */
function watchPortfolio(page: Page): () => Promise<Portfolio | null> {
  let latest: Response | null = null;
  page.on('response', (res) => {
    if (new URL(res.url()).pathname === '/api/portfolio' && res.status() === 200) latest = res;
  });
  return async () => (latest ? ((await latest.json()) as Portfolio) : null);
}

async function openChart(page: Page, companyId: string) {
  await page.goto(`/company/${companyId}`);
  await page.getByRole('heading', { level: 1 }).waitFor();
  // The market engine ticks every few seconds from server start, so the last day has candles.
  await page.locator('[data-testid="price-chart-canvas"] canvas').first().waitFor();
}

describe('price chart on the company page', () => {
  it('draws the candles and switches ranges by click and by keyboard', async () => {
    const page = await browser.newPage({ viewport: DESKTOP });
    const errors: string[] = [];
    page.on('pageerror', (err) => errors.push(err.message));
    await signUpTrader(page);
    const company = await listedCompany(page, 3);
    await openChart(page, company.id);

    const tab = (name: string) => page.getByRole('tab', { name });
    expect(await tab('1 day').getAttribute('aria-selected')).toBe('true');
    // The chart has a name, and a sentence for screen readers that says what it shows.
    const chart = page.getByRole('img', { name: /price chart, 1 day/i });
    await chart.waitFor();
    const describedBy = await chart.getAttribute('aria-describedby');
    expect(await page.locator(`[id="${describedBy}"]`).textContent()).toMatch(
      /^Price went from [\d,.]+ to [\d,.]+ Bolts/,
    );

    await tab('1 week').click();
    await expect.poll(() => tab('1 week').getAttribute('aria-selected')).toBe('true');
    expect(await tab('1 day').getAttribute('aria-selected')).toBe('false');
    await page.getByRole('img', { name: /price chart, 1 week/i }).waitFor();
    await page.locator('[data-testid="price-chart-canvas"] canvas').first().waitFor();

    // Arrow keys move along the tabs (one tab stop), End jumps to the last.
    await tab('1 week').focus();
    await page.keyboard.press('ArrowRight');
    await expect.poll(() => tab('1 month').getAttribute('aria-selected')).toBe('true');
    expect(await page.evaluate(() => document.activeElement?.textContent)).toContain('1M');
    await page.keyboard.press('End');
    await expect.poll(() => tab('All time').getAttribute('aria-selected')).toBe('true');
    await page.getByRole('img', { name: /price chart, all time/i }).waitFor();

    expect(await page.getByRole('tabpanel').getByRole('alert').count()).toBe(0);
    expect(errors).toEqual([]);
    // "Trade Now" carries the company in the address, so a reload of /trade keeps it.
    const href = await page.getByRole('link', { name: 'Trade Now' }).first().getAttribute('href');
    expect(href).toBe(`/trade?company=${company.id}`);
  });
});

describe('portfolio on the profile', () => {
  it('shows a bought holding, and wallet figures equal to GET /api/portfolio', async () => {
    const page = await browser.newPage();
    const latestPortfolio = watchPortfolio(page);
    await signUpTrader(page);
    const company = await listedCompany(page, 5);
    const { trade } = await placeOrder(page, { companyId: company.id, side: 'buy', type: 'market', quantity: 3 });
    expect(trade).not.toBeNull();

    await page.goto('/profile');
    const holding = page.locator(`[data-testid="holding"][data-symbol="${company.symbol}"]`);
    await holding.waitFor();
    expect((await holding.getByTestId('holding-quantity').textContent())?.trim()).toBe('3 shares');
    expect(await holding.getByRole('heading', { name: company.name }).count()).toBe(1);
    const escaped = company.name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    expect(await holding.getByRole('link', { name: new RegExp(`^Trade\\s*${escaped}$`) }).getAttribute('href')).toBe(
      `/trade?company=${company.id}`,
    );

    // What the page shows is what the server answered (prices move, so compare with its own answer).
    await expect
      .poll(async () => {
        const p = await latestPortfolio();
        if (!p) return 'no portfolio yet';
        const h = p.holdings.find((x) => x.companyId === company.id);
        return [
          (await text(page, 'wallet-cash')).includes(price(p.cashMinor)),
          (await text(page, 'wallet-portfolio-value')).includes(price(p.valueMinor)),
          (await text(page, 'portfolio-holdingsValue')).includes(price(p.holdingsValueMinor)),
          (await holding.getByTestId('holding-value').textContent())?.includes(price(h!.valueMinor)),
        ];
      })
      .toEqual([true, true, true, true]);
    const portfolio = (await latestPortfolio())!;
    // Cash is the start minus what the buy cost; the portfolio value is cash plus the holding.
    expect(portfolio.cashMinor).toBe(5_000_000 - trade!.totalAmountMinor);
    expect(portfolio.valueMinor).toBe(portfolio.cashMinor + portfolio.holdingsValueMinor);
    // Gain is the server's: value less the game's starting cash (no bonuses here).
    expect(portfolio.gainMinor).toBe(portfolio.valueMinor - portfolio.startingCashMinor);
    expect(await text(page, 'stats-totalTrades')).toBe('1');
    // The trade is listed among the recent trades.
    expect(await page.getByTestId('recent-trade').count()).toBe(1);
    expect(await page.getByTestId('recent-trade').first().textContent()).toContain(company.symbol);
  });

  it('invites a player with no shares to the trading floor', async () => {
    const page = await browser.newPage();
    await signUpTrader(page);
    await page.goto('/profile');
    const empty = page.getByTestId('portfolio-empty');
    await empty.waitFor();
    expect(await empty.getByRole('link', { name: 'Go to the trading floor' }).getAttribute('href')).toBe('/trade');
  });
});

describe('Active Trades on the feed', () => {
  it('lists a resting limit order, and the empty state once it is cancelled', async () => {
    const page = await browser.newPage();
    await signUpTrader(page);
    const company = await listedCompany(page, 7);
    // Far below the market: the order rests.
    const { order, trade } = await placeOrder(page, {
      companyId: company.id,
      side: 'buy',
      type: 'limit',
      quantity: 2,
      limitPriceMinor: 100,
    });
    expect(trade).toBeNull();
    expect(order.status).toBe('open');

    await page.goto('/');
    const card = page.getByTestId('active-trades');
    const row = card.getByTestId('open-order');
    await row.waitFor();
    expect(await row.count()).toBe(1);
    const rowText = (await row.textContent()) ?? '';
    expect(rowText).toContain(company.symbol);
    expect(rowText).toContain('2 shares');
    expect(rowText).toContain('Limit 1.00');
    expect(await row.getByRole('link').getAttribute('href')).toBe(`/trade?company=${company.id}`);
    expect(await card.getByRole('link', { name: 'Go to the trading floor' }).getAttribute('href')).toBe('/trade');

    await cancelOrder(page, order.id);
    await page.reload();
    await card.getByTestId('active-trades-empty').waitFor();
    expect(await card.getByTestId('open-order').count()).toBe(0);
  });
});

describe('accessibility', () => {
  for (const language of ['en', 'he'] as const) {
    it(`has no serious axe violations on /profile with holdings and on a company page (${language})`, async () => {
      for (const viewport of [PHONE, DESKTOP]) {
        const page = await browser.newPage({ language, viewport });
        await signUpTrader(page);
        const company = await listedCompany(page, 2);
        await placeOrder(page, { companyId: company.id, side: 'buy', type: 'market', quantity: 4 });
        await placeOrder(page, {
          companyId: company.id,
          side: 'sell',
          type: 'limit',
          quantity: 1,
          limitPriceMinor: 9_999_900,
        });

        await page.goto('/profile');
        await page.getByTestId('holding').first().waitFor();
        await page.getByTestId('recent-trade').first().waitFor();
        expect(await page.evaluate(() => document.documentElement.dir)).toBe(language === 'he' ? 'rtl' : 'ltr');
        expect(await seriousA11yViolations(page), `profile ${viewport.width}`).toEqual([]);

        await openChart(page, company.id);
        expect(await seriousA11yViolations(page), `company ${viewport.width}`).toEqual([]);

        await page.goto('/');
        await page.getByTestId('open-order').first().waitFor();
        expect(await seriousA11yViolations(page), `feed ${viewport.width}`).toEqual([]);
      }
    });
  }
});

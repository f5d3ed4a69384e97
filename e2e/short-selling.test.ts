// Short selling (docs/rules.md#short-selling) as a player uses it in the public game, where it is on:
// a market "Sell short" through the form with its margin previewed, the short under Short positions
// with its margin state, then "Buy to cover" from that list, the short gone and the history
// labelled; and the same form and list in Hebrew on a narrow phone, where nothing may overflow.
import { readFileSync } from 'node:fs';
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { Portfolio } from '#core/schemas/trading';
import { DESKTOP, seriousA11yViolations, useBrowser } from './support/browser';
import { listedCompany, placeOrder, signUpTrader } from './support/trader';

const browser = useBrowser();
const NARROW_PHONE = { width: 360, height: 780 };
const heTrade = JSON.parse(readFileSync(new URL('../locales/trade/he.json', import.meta.url), 'utf8')) as {
  trade: { short: Record<string, string> };
};

const text = async (locator: Locator) => ((await locator.textContent()) ?? '').replace(/\s+/g, ' ').trim();
const digitsOf = (s: string) => Number(s.replace(/[^\d]/g, ''));

async function portfolio(page: Page): Promise<Portfolio> {
  const res = await page.request.get('/api/portfolio');
  expect(res.status()).toBe(200);
  return (await res.json()) as Portfolio;
}

/** Opens the trading floor on the company and waits until the form shows the player's cash. */
async function openTrade(page: Page, companyId: string) {
  await page.goto(`/trade?company=${companyId}`);
  await page.getByTestId('trade-form').waitFor();
  await expect.poll(() => text(page.getByTestId('form-available-cash'))).toMatch(/\d/);
}

/** Picks a radio of a choice group by its value, whatever the language. */
const choose = (page: Page, group: string, value: string) =>
  page.getByTestId(group).locator(`label:has(input[value="${value}"])`).click();

const fitsWidth = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);

describe('short selling', () => {
  it('opens a short with a market "Sell short", shows it with its margin, and covers it from the list', async () => {
    const page = await browser.newPage({ viewport: DESKTOP });
    await signUpTrader(page, 'Lior Ben-David');
    const company = await listedCompany(page, 2);
    await openTrade(page, company.id);

    await choose(page, 'side-choice', 'sell');
    const toggle = page.getByTestId('short-toggle');
    await toggle.check();
    // Market only: the other types are shown but cannot be chosen, and the form says why.
    expect(await page.getByTestId('type-choice').locator('input[value="limit"]').isDisabled()).toBe(true);
    expect(await text(page.getByTestId('short-market-only'))).toBe(
      'A short sale is always a market order: it sells now, at the best bid.',
    );
    await page.getByTestId('quantity').fill('5');
    const preview = page.getByTestId('short-preview');
    await expect.poll(() => text(preview.getByTestId('short-collateral'))).toMatch(/\d/);
    // The collateral is 150% of the proceeds: half of it again comes from the player's own cash.
    const proceeds = digitsOf(await text(preview.getByTestId('short-proceeds')));
    const own = digitsOf(await text(preview.getByTestId('short-own-cash')));
    expect(Math.abs(own * 2 - proceeds)).toBeLessThanOrEqual(2);
    // A margin call comes above today's price, and the forced cover above that.
    const call = digitsOf(await text(preview.getByTestId('short-margin-call')));
    const cover = digitsOf(await text(preview.getByTestId('short-forced-cover')));
    expect(call).toBeGreaterThan(company.priceMinor);
    expect(cover).toBeGreaterThan(call);
    expect(await text(page.getByTestId('short-risk'))).toContain('your loss grows');
    expect(await page.getByTestId('short-risk').locator('[data-term="short-selling"]').count()).toBe(1);
    expect(await seriousA11yViolations(page)).toEqual([]);

    const submit = page.getByTestId('trade-submit');
    expect(await text(submit)).toBe(`Sell short ${company.symbol}`);
    await submit.click();
    const dialog = page.getByRole('alertdialog', { name: 'Confirm your order' });
    await dialog.waitFor();
    expect(await text(dialog)).toContain(`You're about to sell short 5 shares of ${company.symbol}.`);
    await dialog.getByRole('button', { name: 'Confirm' }).click();
    await page
      .locator('[data-sonner-toast]')
      .filter({ hasText: `Sold short 5 shares of ${company.symbol}` })
      .first()
      .waitFor();

    // The short under Short positions, with its margin, and its collateral in the figures.
    const row = page.locator(`[data-testid="short-position"][data-symbol="${company.symbol}"]`);
    await row.waitFor();
    expect(await text(row.getByTestId('short-quantity'))).toBe('5 shares short');
    expect(await row.getByTestId('short-margin-state').getAttribute('data-state')).toBe('ok');
    expect(await text(row.getByTestId('short-margin-state'))).toBe('OK');
    await page.getByTestId('short-collateral-total').waitFor();
    const [short] = (await portfolio(page)).shorts;
    expect(short).toMatchObject({ companyId: company.id, quantity: 5, marginState: 'ok' });
    expect(short!.collateralMinor).toBe(Math.ceil((short!.proceedsMinor * 15_000) / 10_000));

    // Cover: the form on the buy side, "Buy to cover", capped at the shares short.
    await row.getByTestId('short-cover').click();
    await page.getByTestId('cover-hint').waitFor();
    expect(await page.getByTestId('side-choice').locator('input[value="buy"]').isChecked()).toBe(true);
    expect(await text(page.getByTestId('side-choice'))).toContain('Buy to cover');
    await page.getByTestId('quantity').fill('6');
    expect(await text(page.getByTestId('trade-problem'))).toBe('You are short 5 shares: buy at most 5 to cover them.');
    expect(await submit.isDisabled()).toBe(true);
    await page.getByRole('button', { name: 'Max' }).click();
    expect(await page.getByTestId('quantity').inputValue()).toBe('5');
    await expect.poll(() => text(page.getByTestId('cover-gain'))).toMatch(/\d/);
    expect(await text(submit)).toBe(`Buy to cover ${company.symbol}`);
    await submit.click();
    await dialog.waitFor();
    expect(await text(dialog)).toContain(`You're about to buy back 5 shares of ${company.symbol} to cover your short.`);
    await dialog.getByRole('button', { name: 'Confirm' }).click();
    await page
      .locator('[data-sonner-toast]')
      .filter({ hasText: `Bought back 5 shares of ${company.symbol}: short covered` })
      .first()
      .waitFor();

    await expect.poll(() => row.count()).toBe(0);
    expect(await page.getByTestId('short-collateral-total').count()).toBe(0);
    const after = await portfolio(page);
    expect(after.shorts).toEqual([]);
    expect(after).toMatchObject({ shortCollateralMinor: 0, shortLiabilityMinor: 0 });

    // The history says which trade opened the short and which covered it.
    await page.goto('/profile');
    const trades = page.getByTestId('recent-trade');
    await trades.first().waitFor();
    expect(await trades.nth(0).getByTestId('trade-kind').getAttribute('data-kind')).toBe('cover');
    expect(await text(trades.nth(0).getByTestId('trade-kind'))).toBe('Cover');
    expect(await text(trades.nth(1).getByTestId('trade-kind'))).toBe('Short sale');
  });

  it('fits a 360 px phone in Hebrew: the short sale form and the short positions list', async () => {
    const page = await browser.newPage({ language: 'he', viewport: NARROW_PHONE });
    await signUpTrader(page, 'נועה כהן');
    const [held, shorted] = [await listedCompany(page, 4), await listedCompany(page, 5)];
    await placeOrder(page, { companyId: held.id, side: 'buy', type: 'market', quantity: 1 });

    // Shares held: no short offered for that company (sell those first).
    await openTrade(page, held.id);
    await choose(page, 'side-choice', 'sell');
    expect(await page.getByTestId('short-toggle').count()).toBe(0);

    await openTrade(page, shorted.id);
    await choose(page, 'side-choice', 'sell');
    await page.getByTestId('short-toggle').check();
    await page.getByTestId('quantity').fill('3');
    await expect.poll(() => text(page.getByTestId('short-margin-call'))).toMatch(/\d/);
    expect(await text(page.getByTestId('trade-submit'))).toBe(
      heTrade.trade.short.sellShortSymbol!.replace('{{symbol}}', shorted.symbol),
    );
    expect(await fitsWidth(page)).toBe(true);
    expect(await seriousA11yViolations(page)).toEqual([]);

    await page.getByTestId('trade-submit').click();
    await page.getByTestId('confirm-submit').click();
    const row = page.locator(`[data-testid="short-position"][data-symbol="${shorted.symbol}"]`);
    await row.waitFor();
    await row.scrollIntoViewIfNeeded();
    expect(await text(row.getByTestId('short-quantity'))).toContain('3');
    expect(await fitsWidth(page)).toBe(true);
    // The row's Cover button stays inside the phone's width.
    const box = await row.getByTestId('short-cover').boundingBox();
    expect(box!.x).toBeGreaterThanOrEqual(0);
    expect(box!.x + box!.width).toBeLessThanOrEqual(NARROW_PHONE.width);
  });
});

// The trading floor (/trade) as a fresh player uses it: market and limit orders through the form,
// the confirmation dialog, the order rules (docs/rules.md#trading), presets from the URL, and
// accessibility.
// The market engine ticks while these run, so amounts are checked against what the server returned.
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { Portfolio, Trade } from '#core/schemas/trading';
import { baseURL, DESKTOP, PHONE, seriousA11yViolations, useBrowser } from './support/browser';
import { listedCompany, placeOrder, signUpTrader } from './support/trader';

const browser = useBrowser();
const START_MINOR = 5_000_000;

const money = (minor: number) =>
  new Intl.NumberFormat('en', { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(minor / 100);
const text = async (locator: Locator) => ((await locator.textContent()) ?? '').replace(/\s+/g, ' ').trim();
const toast = (page: Page, message: string | RegExp) =>
  page.locator('[data-sonner-toast]').filter({ hasText: message }).first();

async function getJson<T>(page: Page, path: string): Promise<T> {
  const res = await page.request.get(`${baseURL()}/api${path}`);
  expect(res.status(), await res.text()).toBe(200);
  return (await res.json()) as T;
}
const portfolioOf = (page: Page) => getJson<Portfolio>(page, '/portfolio');

/** Opens /trade and waits until the form shows the player's cash (the portfolio has loaded). */
async function openTrade(page: Page, query = '') {
  await page.goto(`/trade${query}`);
  await page.getByTestId('trade-form').waitFor();
  await expect.poll(() => text(page.getByTestId('form-available-cash'))).toMatch(/\d/);
}

/** Clicks one option of a segmented radio group by its visible label. */
async function choose(page: Page, group: string, label: string) {
  // Whole label: 'Limit' is also part of 'Stop-limit'.
  await page
    .getByTestId(group)
    .locator('label')
    .filter({ hasText: new RegExp(`^${label}$`) })
    .click();
}

describe('trading floor', () => {
  it('buys 3 shares at market through the form and the confirmation dialog', async () => {
    const page = await browser.newPage({ viewport: DESKTOP });
    await signUpTrader(page);
    await openTrade(page);

    // The list is sorted by market cap; pick the third company.
    const row = page.getByTestId('trade-company').nth(2);
    const companyId = (await row.getAttribute('data-company-id'))!;
    const symbol = (await row.getAttribute('data-symbol'))!;
    await row.click();
    await expect.poll(() => page.getByTestId('market-stats').getAttribute('data-company-id')).toBe(companyId);
    expect(await row.getAttribute('aria-pressed')).toBe('true');
    expect(new URL(page.url()).searchParams.get('company')).toBe(companyId);
    expect(await text(page.getByTestId('form-available-cash'))).toContain('50,000.00');

    await page.getByLabel('Quantity (shares)').fill('3');
    const submit = page.getByTestId('trade-submit');
    await expect.poll(() => submit.isEnabled()).toBe(true);
    expect(await text(submit)).toBe(`Buy ${symbol}`);
    expect(await text(page.getByTestId('order-total'))).toMatch(/\d/);

    // Hold the order request until the dialog has been seen saying "Executing...".
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/api/orders', async (route) => {
      await held;
      await route.continue();
    });

    await submit.click();
    const dialog = page.getByRole('alertdialog', { name: 'Confirm your order' });
    await dialog.waitFor();
    const summary = await text(dialog);
    expect(summary).toContain(`You're about to buy 3 shares of ${symbol}.`);
    expect(summary).toContain('Market');
    await dialog.getByRole('button', { name: 'Confirm' }).click();
    const executing = dialog.getByRole('button', { name: 'Executing...' });
    await executing.waitFor();
    expect(await executing.isDisabled()).toBe(true);
    release();

    await toast(page, 'Trade Executed').waitFor();
    await toast(page, `Successfully bought 3 shares of ${symbol}`).waitFor();
    await dialog.waitFor({ state: 'hidden' });
    expect(await page.getByLabel('Quantity (shares)').inputValue()).toBe('');

    const [trade] = await getJson<{ trades: Trade[] }>(page, '/trades').then((r) => r.trades);
    expect(trade).toMatchObject({ companyId, side: 'buy', quantity: 3 });
    const portfolio = await portfolioOf(page);
    expect(portfolio.cashMinor).toBe(START_MINOR - trade!.totalAmountMinor);
    await expect.poll(() => text(page.getByTestId('cash'))).toContain(money(portfolio.cashMinor));
    await expect.poll(() => text(page.getByTestId('form-available-cash'))).toContain(money(portfolio.cashMinor));

    const holding = page.locator(`[data-testid="holding"][data-symbol="${symbol}"]`);
    await holding.waitFor();
    expect(await holding.getAttribute('data-quantity')).toBe('3');
    expect(await text(page.getByTestId('form-shares'))).toBe('3');
  });

  it('reloads the portfolio once per order, though the request and the socket both report it', async () => {
    const page = await browser.newPage({ viewport: DESKTOP });
    const frames: string[] = [];
    page.on('websocket', (socket) =>
      socket.on('framereceived', ({ payload }) => {
        if (typeof payload === 'string') frames.push((JSON.parse(payload) as { type: string }).type);
      }),
    );
    await signUpTrader(page);
    await openTrade(page);
    // The socket is open (the selected company's book arrives over it).
    await expect.poll(() => frames.includes('book')).toBe(true);
    const reads: string[] = [];
    page.on('request', (req) => {
      if (new URL(req.url()).pathname === '/api/portfolio') reads.push(req.url());
    });

    await page.getByLabel('Quantity (shares)').fill('1');
    await page.getByTestId('trade-submit').click();
    await page
      .getByRole('alertdialog', { name: 'Confirm your order' })
      .getByRole('button', { name: 'Confirm' })
      .click();
    await toast(page, 'Trade Executed').waitFor();
    // The socket brought the fill too; a second reload would follow it within moments.
    await expect.poll(() => frames.includes('fill')).toBe(true);
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    expect(reads).toHaveLength(1);
  });

  it('places a limit buy below the market, lists it as open, and cancels it', async () => {
    const page = await browser.newPage({ viewport: DESKTOP });
    await signUpTrader(page);
    await openTrade(page);
    const symbol = (await page.getByTestId('trade-company').first().getAttribute('data-symbol'))!;
    await page.getByTestId('no-open-orders').waitFor();

    await choose(page, 'type-choice', 'Limit');
    const limit = page.getByLabel('Limit price (Bolts per share)');
    // Prefilled with the current price.
    expect(await limit.inputValue()).toMatch(/^\d+\.\d{2}$/);
    // Half the price: far below anything the market reaches during the test, so the order rests.
    const limitMinor = Math.max(1, Math.floor(Number(await limit.inputValue()) * 50));
    const limitText = (limitMinor / 100).toFixed(2);
    await limit.fill(limitText);
    await choose(page, 'tif-choice', 'Today only');
    await page.getByLabel('Quantity (shares)').fill('2');
    expect(await text(page.getByTestId('order-total'))).toContain(money(limitMinor * 2));

    await page.getByTestId('trade-submit').click();
    const dialog = page.getByRole('alertdialog', { name: 'Confirm your order' });
    await dialog.waitFor();
    expect(await text(dialog)).toContain('Limit · Today only');
    await dialog.getByRole('button', { name: 'Confirm' }).click();
    await toast(page, 'Order placed').waitFor();
    await toast(page, `Your limit order to buy 2 ${symbol} at ${money(limitMinor)} Bolts is open`).waitFor();

    const order = page.locator(`[data-testid="open-order"][data-symbol="${symbol}"]`);
    await order.waitFor();
    expect(await text(order)).toContain('Today only');
    expect(await text(order)).toContain(money(limitMinor));

    // The cash is set aside while the order rests: still cash, no longer available to the form.
    const reserved = await portfolioOf(page);
    expect(reserved.reservedCashMinor).toBe(limitMinor * 2);
    expect(reserved.cashMinor).toBe(START_MINOR);
    await expect.poll(() => text(page.getByTestId('reserved-cash'))).toContain(money(limitMinor * 2));
    expect(await text(page.getByTestId('cash'))).toContain('50,000.00');
    await expect
      .poll(() => text(page.getByTestId('form-available-cash')))
      .toContain(money(reserved.cashMinor - reserved.reservedCashMinor));

    await order.getByRole('button', { name: /^Cancel/ }).click();
    await toast(page, 'Order cancelled').waitFor();
    await order.waitFor({ state: 'detached' });
    await page.getByTestId('no-open-orders').waitFor();
    const after = await portfolioOf(page);
    expect(after).toMatchObject({ cashMinor: START_MINOR, reservedCashMinor: 0 });
    await expect.poll(() => text(page.getByTestId('form-available-cash'))).toContain('50,000.00');
    expect(await page.getByTestId('reserved-cash').count()).toBe(0);
  });

  it('disables the order button and explains in Bolts when a buy costs more than the cash', async () => {
    const page = await browser.newPage({ viewport: DESKTOP });
    await signUpTrader(page);
    await openTrade(page);

    await page.getByLabel('Quantity (shares)').fill('100000');
    const submit = page.getByTestId('trade-submit');
    await expect.poll(() => text(submit)).toBe('Not enough Bolts');
    expect(await submit.isDisabled()).toBe(true);
    const alert = page.getByRole('alert').filter({ hasText: 'Not enough Bolts' });
    // The game's money is Bolts: never a dollar sign.
    expect(await text(alert)).toMatch(
      /^Not enough Bolts\. You have 50,000\.00 Bolts, need \d{1,3}(,\d{3})*\.\d{2} Bolts\.$/,
    );

    // Back to an affordable quantity: the button and the message follow.
    await page.getByLabel('Quantity (shares)').fill('1');
    await expect.poll(() => submit.isEnabled()).toBe(true);
    expect(await text(page.getByTestId('trade-problem'))).toBe('');
  });

  it('refuses to sell more shares than are held, naming shares (not funds) on the button', async () => {
    const page = await browser.newPage({ viewport: DESKTOP });
    await signUpTrader(page);
    const company = await listedCompany(page, 4);
    await placeOrder(page, { companyId: company.id, side: 'buy', type: 'market', quantity: 2 });
    await openTrade(page, `?company=${company.id}`);

    await choose(page, 'side-choice', 'Sell');
    await expect.poll(() => text(page.getByTestId('form-shares'))).toBe('2');
    await page.getByLabel('Quantity (shares)').fill('5');
    const submit = page.getByTestId('trade-submit');
    await expect.poll(() => text(submit)).toBe('Not enough shares');
    expect(await submit.isDisabled()).toBe(true);
    await expect
      .poll(() => text(page.getByTestId('trade-problem')))
      .toBe('Not enough shares. You have 2 shares, trying to sell 5.');

    await page.getByLabel('Quantity (shares)').fill('2');
    await expect.poll(() => text(submit)).toBe(`Sell ${company.symbol}`);
    expect(await submit.isEnabled()).toBe(true);
  });

  it('preselects the company and the Sell side from ?company=&action=sell, and keeps a choice in the URL', async () => {
    const page = await browser.newPage({ viewport: DESKTOP });
    await signUpTrader(page);
    const company = await listedCompany(page, 7);
    await openTrade(page, `?company=${company.id}&action=sell`);

    await expect.poll(() => page.getByTestId('market-stats').getAttribute('data-company-id')).toBe(company.id);
    expect(await text(page.getByTestId('selected-name'))).toBe(company.name);
    expect(
      await page.locator(`[data-testid="trade-company"][aria-pressed="true"]`).getAttribute('data-company-id'),
    ).toBe(company.id);
    expect(await page.getByRole('radio', { name: 'Sell' }).isChecked()).toBe(true);
    expect(await text(page.getByTestId('trade-submit'))).toBe(`Sell ${company.symbol}`);

    // Search narrows the list; picking a company puts it in the URL, and a reload lands on it.
    await page.getByLabel('Search companies by name or symbol').fill(company.symbol.toLowerCase());
    await expect.poll(() => page.getByTestId('trade-company').count()).toBeLessThan(10);
    await page.getByLabel('Search companies by name or symbol').fill('');
    // The whole list is back before a row is picked (the filter applies after typing settles).
    await expect.poll(() => page.getByTestId('trade-company').count()).toBeGreaterThanOrEqual(10);
    const other = page.getByTestId('trade-company').first();
    const otherId = (await other.getAttribute('data-company-id'))!;
    await other.click();
    await expect.poll(() => new URL(page.url()).searchParams.get('company')).toBe(otherId);
    await page.reload();
    await expect.poll(() => page.getByTestId('market-stats').getAttribute('data-company-id')).toBe(otherId);
  });

  it('has no serious accessibility violations in English and Hebrew, and works on a phone', async () => {
    for (const [language, viewport] of [
      ['en', PHONE],
      ['he', PHONE],
      ['en', DESKTOP],
    ] as const) {
      const page = await browser.newPage({ language, viewport });
      await signUpTrader(page);
      await openTrade(page);
      await page.getByTestId('order-book').waitFor();
      await page.getByTestId('recent-trades').waitFor();
      expect(await seriousA11yViolations(page), `${language} ${viewport.width}`).toEqual([]);
      // Nothing is wider than the screen.
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(viewport.width);
    }

    // On a phone the company list opens on demand, and closes once a company is picked.
    const page = await browser.newPage({ viewport: PHONE });
    await signUpTrader(page);
    await openTrade(page);
    const rows = page.getByTestId('trade-company');
    // Closed, the list is not rendered at all (a phone is spared laying out every company's row).
    await page.getByTestId('market-stats').waitFor();
    expect(await rows.count()).toBe(0);
    const toggle = page.getByRole('button', { name: 'Switch' });
    await toggle.click();
    expect(await toggle.getAttribute('aria-expanded')).toBe('true');
    const pick = rows.nth(1);
    await pick.waitFor();
    const pickedId = (await pick.getAttribute('data-company-id'))!;
    await pick.click();
    await expect.poll(() => page.getByTestId('market-stats').getAttribute('data-company-id')).toBe(pickedId);
    expect(await rows.count()).toBe(0);

    // The dialog, too, passes axe.
    await page.getByLabel('Quantity (shares)').fill('1');
    await page.getByTestId('trade-submit').click();
    await page.getByRole('alertdialog', { name: 'Confirm your order' }).waitFor();
    expect(await seriousA11yViolations(page), 'dialog').toEqual([]);
    await page.getByRole('button', { name: 'Cancel' }).click();
    await page.getByRole('alertdialog').waitFor({ state: 'hidden' });
  });
});

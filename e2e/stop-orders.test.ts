// Stop orders (docs/rules.md#stop-orders) as a player uses them: a trailing stop sell by percent
// placed through the form, shown in open orders with its stop, then triggered by the market and
// filled; and a sell stop above the price refused, in Hebrew on a phone.
//
// The market must move on cue, so this file runs a server of its own on a fresh data folder. It
// starts with the market still (no ticks: the price the form previews is the price the server
// checks), then stops the server, lowers the company's price below the stop through the server's
// own database code (the folder is locked while a server runs) and starts it again with a fast,
// seeded market: its first tick finds the price through the stop. The shared server is untouched.
import { readFileSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import type { Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CompanySummary } from '#core/schemas/companies';
import type { Order, Portfolio, Trade } from '#core/schemas/trading';
import { trailingStopAt } from '#core/stops';
import { openDataFolder } from '../server/db/open-data-folder';
import { companies } from '../server/db/schema';
import { DESKTOP, PHONE, seriousA11yViolations, useBrowser } from './support/browser';
import { startServerProcess, type ServerProcess } from './support/server-process';
import { listedCompany, placeOrder, signUpTrader, TRADER_PASSWORD, type Trader } from './support/trader';

const browser = useBrowser();
const he = JSON.parse(readFileSync(new URL('../locales/he.json', import.meta.url), 'utf8')) as {
  errors: Record<string, string>;
};

const SHARES = 10;
const TRAIL_BP = 500;

let dataDir: string;
let server: ServerProcess | undefined;
let base: string;
let trader: Trader;
let company: CompanySummary;

const text = async (locator: Locator) => ((await locator.textContent()) ?? '').replace(/\s+/g, ' ').trim();
const money = (minor: number) =>
  new Intl.NumberFormat('en', { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(minor / 100);

/** A server on this run's data folder; the market still unless `market` says how it ticks. */
async function start(market: Record<string, string> = { BOLTS_MARKET_TICK_MS: '0' }) {
  server = startServerProcess({ BOLTS_DATA_DIR: dataDir, BOLTS_NEWSROOM_MS: '0', ...market });
  base = await server.url();
}

/** A page of the player's, signed in with their password on the current server. */
async function signedIn(options: { language?: 'en' | 'he'; viewport?: { width: number; height: number } } = {}) {
  const page = await browser.newPage({ ...options, baseURL: base });
  const res = await page.request.post(`${base}/api/auth/sign-in/email`, {
    data: { email: trader.email, password: TRADER_PASSWORD },
    headers: { Origin: base },
  });
  expect(res.status(), await res.text()).toBe(200);
  return page;
}

async function getJson<T>(page: Page, p: string): Promise<T> {
  const res = await page.request.get(`${base}/api${p}`);
  expect(res.status(), await res.text()).toBe(200);
  return (await res.json()) as T;
}
const openOrders = (page: Page) => getJson<{ orders: Order[] }>(page, '/orders?status=open').then((r) => r.orders);

/** Opens the trading floor on the company and waits until the form shows the player's cash. */
async function openTrade(page: Page) {
  await page.goto(`/trade?company=${company.id}`);
  await page.getByTestId('trade-form').waitFor();
  await expect.poll(() => text(page.getByTestId('form-available-cash'))).toMatch(/\d/);
}

/** Picks a radio of a choice group by its value, whatever the language. */
const choose = (page: Page, group: string, value: string) =>
  page.getByTestId(group).locator(`label:has(input[value="${value}"])`).click();

beforeAll(async () => {
  dataDir = mkdtempSync(path.join(tmpdir(), 'bolts-e2e-stops-'));
  await start();
  const page = await browser.newPage({ baseURL: base });
  trader = await signUpTrader(page, 'Noa Levi', base);
  company = await listedCompany(page, 0, base);
  const { trade } = await placeOrder(
    page,
    { companyId: company.id, side: 'buy', type: 'market', quantity: SHARES },
    base,
  );
  expect(trade?.quantity).toBe(SHARES);
}, 180_000);

afterAll(async () => {
  await server?.stop();
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
});

describe('stop orders', () => {
  it('refuses a sell stop above the price, in Hebrew on a phone', async () => {
    const page = await signedIn({ language: 'he', viewport: PHONE });
    await openTrade(page);
    await choose(page, 'side-choice', 'sell');
    await choose(page, 'type-choice', 'stop');
    const stop = page.getByTestId('stop-price');
    await stop.fill(((company.priceMinor + 500) / 100).toFixed(2));
    await page.getByTestId('quantity').fill('1');

    await page.getByText(he.errors.stop_wrong_side!).waitFor();
    expect(await stop.getAttribute('aria-invalid')).toBe('true');
    expect(await page.getByTestId('trade-submit').isDisabled()).toBe(true);
    expect(await seriousA11yViolations(page)).toEqual([]);
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);

    // The server is the judge: the same order sent past the form is refused with the same code.
    const res = await page.request.post(`${base}/api/orders`, {
      data: {
        companyId: company.id,
        side: 'sell',
        type: 'stop',
        quantity: 1,
        stopPriceMinor: company.priceMinor + 500,
      },
      headers: { Origin: base },
    });
    expect(res.status()).toBe(400);
    expect(((await res.json()) as { error: { code: string } }).error.code).toBe('stop_wrong_side');
  });

  it('places a trailing stop by percent, shows its stop, and sells once the market falls through it', async () => {
    const page = await signedIn({ viewport: DESKTOP });
    await openTrade(page);
    const stopMinor = trailingStopAt('sell', company.priceMinor, { bp: TRAIL_BP });

    await choose(page, 'side-choice', 'sell');
    await choose(page, 'type-choice', 'trailing_stop');
    expect(await page.getByTestId('trail-mode-choice').locator('input[value="percent"]').isChecked()).toBe(true);
    await page.getByTestId('trail-value').fill('5');
    await page.getByTestId('quantity').fill(String(SHARES));
    const trigger = await text(page.getByTestId('stop-trigger'));
    expect(trigger).toContain('The stop will follow the price up, 5% below its highest.');
    expect(trigger).toContain(`It starts at ${money(stopMinor)}`);
    expect(await text(page.getByTestId('order-held'))).toBe(`${SHARES} shares`);

    await page.getByTestId('trade-submit').click();
    const dialog = page.getByRole('alertdialog', { name: 'Confirm your order' });
    await dialog.waitFor();
    expect(await text(dialog)).toContain('Trailing stop · Until cancelled');
    await dialog.getByRole('button', { name: 'Confirm' }).click();
    await page.locator('[data-sonner-toast]').filter({ hasText: 'Order placed' }).first().waitFor();

    const row = page.locator(`[data-testid="open-order"][data-type="trailing_stop"]`);
    await row.waitFor();
    expect(await text(row.getByTestId('stop-state'))).toBe(`Stop now ${money(stopMinor)} (5% trail)`);
    const [order] = await openOrders(page);
    expect(order).toMatchObject({
      type: 'trailing_stop',
      status: 'open',
      trailPercentBp: TRAIL_BP,
      stopPriceMinor: stopMinor,
      quantity: SHARES,
    });
    // The shares are held back while it waits: none left to sell twice.
    const held = (await getJson<Portfolio>(page, '/portfolio')).holdings.find((h) => h.companyId === company.id);
    expect(held).toMatchObject({ quantity: SHARES, reservedQuantity: SHARES });
    await page.close();

    // The market falls through the stop while the server is down; the first tick finds it there.
    expect(await server!.stop()).toBe(0);
    const folder = await openDataFolder(dataDir);
    try {
      await folder.database.db
        .update(companies)
        .set({ currentPriceMinor: Math.floor(stopMinor * 0.97) })
        .where(eq(companies.id, company.id));
    } finally {
      await folder.close();
    }
    await start({ BOLTS_MARKET_TICK_MS: '250', BOLTS_MARKET_SEED: '24' });

    const after = await signedIn({ viewport: DESKTOP });
    await expect.poll(() => openOrders(after), { timeout: 30_000, interval: 250 }).toEqual([]);
    const trades = await getJson<{ trades: Trade[] }>(after, '/trades').then((r) => r.trades);
    const sold = trades.find((t) => t.side === 'sell' && t.companyId === company.id);
    expect(sold).toMatchObject({ quantity: SHARES });
    // Filled at market after the fall: below the stop, as a stop can be.
    expect(sold!.pricePerShareMinor).toBeLessThan(stopMinor);
    const all = await getJson<{ orders: Order[] }>(after, '/orders?status=all').then((r) => r.orders);
    expect(all.find((o) => o.id === order!.id)?.status).toBe('filled');

    await openTrade(after);
    await after.getByTestId('no-open-orders').waitFor();
    expect(await after.locator(`[data-testid="holding"][data-symbol="${company.symbol}"]`).count()).toBe(0);
  });
});

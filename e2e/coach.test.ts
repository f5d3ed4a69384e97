// The Trade Coach (docs/rules.md#learning) as a player meets it: a limit buy far below the market
// waits in the book, and a card saying so appears on the trading floor without a reload, opens
// the lesson on waiting orders, shows in the feed too, and goes when dismissed. The switch in
// settings turns the coach off. In Hebrew on a phone as well.
import { readFileSync } from 'node:fs';
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { DESKTOP, PHONE, seriousA11yViolations, useBrowser } from './support/browser';
import { listedCompany, placeOrder, signUpTrader } from './support/trader';

const browser = useBrowser();
// Figures in a card are isolated (\u2068...\u2069) for right-to-left sentences; read without the marks.
const text = async (locator: Locator) =>
  ((await locator.textContent()) ?? '')
    .replace(/[\u2068\u2069]/g, '')
    .replace(/\s+/g, ' ')
    .trim();
const lessonTitle = (lang: string) =>
  (
    JSON.parse(
      readFileSync(new URL(`../content/lessons/waiting-limit-orders/${lang}.json`, import.meta.url), 'utf8'),
    ) as {
      title: string;
    }
  ).title;
const waitingCard = (page: Page) => page.locator('[data-testid="coach-card"][data-kind="limit_waiting"]');

/** Places a limit buy at half the price shown in the form: far below anything the market reaches. */
async function placeLimitThroughForm(page: Page) {
  await page.getByTestId('trade-form').waitFor();
  // The whole label: 'Limit' is also part of 'Stop-limit'.
  await page
    .getByTestId('type-choice')
    .locator('label')
    .filter({ hasText: /^Limit$/ })
    .click();
  const limit = page.getByLabel('Limit price (Bolts per share)');
  await expect.poll(async () => limit.inputValue()).toMatch(/^\d+\.\d{2}$/);
  await limit.fill((Math.max(1, Math.floor(Number(await limit.inputValue()) * 50)) / 100).toFixed(2));
  await page.getByLabel('Quantity (shares)').fill('2');
  await page.getByTestId('trade-submit').click();
  const dialog = page.getByRole('alertdialog', { name: 'Confirm your order' });
  await dialog.getByRole('button', { name: 'Confirm' }).click();
}

describe('the Trade Coach', () => {
  it('a limit buy that waits brings a card to the trading floor, live, that opens the lesson', async () => {
    const page = await browser.newPage({ viewport: DESKTOP });
    await signUpTrader(page);
    await page.goto('/trade');
    const symbol = (await page.getByTestId('trade-company').first().getAttribute('data-symbol'))!;
    expect(await waitingCard(page).count()).toBe(0);

    await placeLimitThroughForm(page);
    // No reload: the card comes over the socket.
    const card = waitingCard(page);
    await card.waitFor();
    expect(await text(card)).toContain(`Your order to buy ${symbol} at`);
    expect(await text(card)).toContain('is waiting');
    // Never in the way: the form is still there and usable.
    expect(await page.getByTestId('trade-submit').isVisible()).toBe(true);
    expect(await seriousA11yViolations(page)).toEqual([]);

    // It shows in the feed as well.
    await page.goto('/');
    await waitingCard(page).waitFor();

    await waitingCard(page)
      .getByRole('link', { name: `Open the lesson: ${lessonTitle('en')}` })
      .click();
    await page.waitForURL('**/learn/waiting-limit-orders');
    await page.getByRole('heading', { level: 1, name: lessonTitle('en') }).waitFor();

    // Dismissed, it stays gone.
    await page.goto('/trade');
    await waitingCard(page).getByRole('button', { name: 'Dismiss this tip' }).click();
    await expect.poll(() => waitingCard(page).count()).toBe(0);
    await page.reload();
    await page.getByTestId('trade-form').waitFor();
    expect(await waitingCard(page).count()).toBe(0);
  });

  it('in Hebrew on a phone: the card in Hebrew, its lesson in Hebrew; the switch in settings turns the coach off', async () => {
    const page = await browser.newPage({ language: 'he', viewport: PHONE });
    await signUpTrader(page);
    const company = await listedCompany(page);
    await placeOrder(page, {
      companyId: company.id,
      side: 'buy',
      type: 'limit',
      quantity: 1,
      limitPriceMinor: Math.max(1, Math.floor(company.priceMinor / 2)),
    });
    await page.goto(`/trade?company=${company.id}`);
    const card = waitingCard(page);
    await card.waitFor();
    expect(await text(card)).toContain('מאמן המסחר');
    expect(await text(card)).toContain(`ההוראה שלך לקנות`);
    expect(await text(card)).toContain(company.symbol);
    expect(await page.evaluate(() => document.documentElement.dir)).toBe('rtl');

    await card.getByRole('link', { name: `לשיעור: ${lessonTitle('he')}` }).click();
    await page.waitForURL('**/learn/waiting-limit-orders');
    await page.getByRole('heading', { level: 1, name: lessonTitle('he') }).waitFor();

    await page.goto('/settings');
    const toggle = page.getByRole('switch', { name: 'טיפים על העסקאות שלי' });
    expect(await toggle.getAttribute('aria-checked')).toBe('true');
    await toggle.click();
    await expect.poll(() => toggle.getAttribute('aria-checked')).toBe('false');
    await page.goto(`/trade?company=${company.id}`);
    await page.getByTestId('trade-form').waitFor();
    // The open card is hidden while the coach is off.
    await expect
      .poll(async () => (await page.request.get('/api/coach/cards')).json())
      .toEqual({
        enabled: false,
        cards: [],
      });
    expect(await waitingCard(page).count()).toBe(0);
  });
});

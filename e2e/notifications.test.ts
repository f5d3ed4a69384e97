// The notification centre (docs/rules.md#notifications): a player's resting limit order fills on a
// later market tick; the bell in the top bar counts it at once (over the socket) and the list words
// it in the player's language, here Hebrew on a phone.
import { readFileSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { bestAskMinor } from '#core/trading';
import { PHONE, seriousA11yViolations, useBrowser } from './support/browser';
import { cancelOrder, listedCompany, placeOrder, signUpTrader } from './support/trader';

const browser = useBrowser();

const he = JSON.parse(readFileSync(new URL('../locales/he.json', import.meta.url), 'utf8')) as {
  fills: { title: string };
};

async function unread(page: Page): Promise<number> {
  const res = await page.request.get('/api/notifications?limit=1');
  return ((await res.json()) as { unread: number }).unread;
}

describe('notifications', () => {
  it('a resting order that fills lights the bell and reads in Hebrew on a phone', { timeout: 120_000 }, async () => {
    const page = await browser.newPage({ language: 'he', viewport: PHONE });
    await signUpTrader(page);
    await page.goto('/');
    const bell = page.getByTestId('notifications-bell');
    await bell.waitFor();
    expect(await bell.getAttribute('aria-label')).toBe('התראות');

    // Buy limits just under the ask of a few companies: they rest, and the first tick that moves a
    // price down fills one.
    const resting: string[] = [];
    for (let i = 0; i < 4; i++) {
      const company = await listedCompany(page, i);
      const { order } = await placeOrder(page, {
        companyId: company.id,
        side: 'buy',
        type: 'limit',
        quantity: 1,
        limitPriceMinor: bestAskMinor(company.priceMinor) - 1,
      });
      if (order.status === 'open') resting.push(order.id);
    }
    expect(resting.length).toBeGreaterThan(0);
    await expect.poll(() => unread(page), { timeout: 90_000, interval: 500 }).toBeGreaterThan(0);
    for (const id of resting) await cancelOrder(page, id).catch(() => undefined);

    // The bell heard it over the socket, without a reload.
    const count = await unread(page);
    const label = count === 1 ? 'התראות: 1 חדשה' : `התראות: ${count} חדשות`;
    await expect.poll(() => bell.getAttribute('aria-label'), { timeout: 10_000 }).toBe(label);

    await bell.click();
    await page.waitForURL('**/notifications');
    const item = page.getByTestId('notification').first();
    await item.waitFor();
    const words = ((await item.textContent()) ?? '').replace(/\s+/g, ' ');
    expect(words).toContain(he.fills.title);
    expect(words).toMatch(/נקנתה מניה אחת של [A-Z]+ במחיר [\d.,]+ בולטים/);
    // The fills' toasts come and go as the socket tells them, stacking and fading: axe judges the
    // page once they have gone. Sonner holds its toasts while the pointer is over them, and a toast
    // leaving upwards passes under the pointer left on the bell: it moves away, as a finger lifts.
    await page.mouse.move(PHONE.width / 2, PHONE.height - 1);
    await expect.poll(() => page.locator('[data-sonner-toast]').count(), { timeout: 20_000 }).toBe(0);
    expect(await seriousA11yViolations(page)).toEqual([]);
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);

    await page.getByTestId('mark-all-read').click();
    await expect.poll(() => bell.getAttribute('aria-label')).toBe('התראות');
    // The notification leads to the company on the trading floor.
    await item.click();
    await page.waitForURL(/\/trade\?company=/);
  });
});

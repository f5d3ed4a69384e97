// "How prices move" (docs/rules.md#prices): linked from a company's chart, public, readable in
// English and right to left in Hebrew, and it fits a phone.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { baseURL, PHONE, seriousA11yViolations, useBrowser } from './support/browser';

const browser = useBrowser();
const heading = (page: Page) => page.getByRole('heading', { level: 1 });

describe('how prices move', () => {
  it("is linked from a company's chart and explains news, the band and the index", async () => {
    const page = await browser.newPage();
    const { companies } = (await (await fetch(`${baseURL()}/api/companies`)).json()) as {
      companies: { id: string }[];
    };
    await page.goto(`/company/${companies[0]!.id}`);
    await page.getByTestId('how-prices-move-link').click();
    await page.waitForURL('**/how-prices-move');
    await expect.poll(() => heading(page).textContent()).toBe('How prices move');
    for (const title of ['News moves the price at once', 'The Bolts Index', 'What "today" means'])
      expect(await page.getByRole('heading', { name: title }).count()).toBe(1);
    expect(await page.locator('#bolts-index').count()).toBe(1);
    expect(await seriousA11yViolations(page)).toEqual([]);
  });

  it('reads right to left in Hebrew and fits a phone', async () => {
    const page = await browser.newPage({ language: 'he', viewport: PHONE });
    await page.goto('/how-prices-move');
    await expect.poll(() => heading(page).textContent()).toBe('איך המחירים זזים');
    expect(await page.evaluate(() => document.documentElement.dir)).toBe('rtl');
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
  });
});

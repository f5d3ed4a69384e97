// Where a page opens (web/app/app-root.tsx): a link opens the next page at its top, Back returns
// to where the reader was, and a page changing its own address (a filter) stays where it is.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { PHONE, useBrowser } from './support/browser';

const browser = useBrowser();
const scrollY = (page: Page) => page.evaluate(() => Math.round(window.scrollY));

describe('scroll between pages', () => {
  it('opens a linked page at its top and returns to the same place on Back', async () => {
    const page = await browser.newPage({ viewport: PHONE });
    await page.goto('/landing');
    // The footer's link: the landing page is scrolled to its end to reach it.
    const terms = page.getByRole('contentinfo').getByRole('link', { name: 'Terms of Service' });
    await terms.scrollIntoViewIfNeeded();
    const atFooter = await scrollY(page);
    expect(atFooter).toBeGreaterThan(PHONE.height);

    await terms.click();
    await page.waitForURL('**/terms');
    await page.getByRole('heading', { level: 1 }).waitFor();
    await expect.poll(() => scrollY(page)).toBe(0);

    await page.goBack();
    await page.waitForURL('**/landing');
    await expect.poll(() => scrollY(page)).toBe(atFooter);
  });

  it('leaves a drawn page where the reader scrolled it before the app took it over', async () => {
    const page = await browser.newPage({ viewport: PHONE });
    // The server's HTML shows at once; the app's scripts wait until the reader has scrolled.
    let release = () => {};
    const released = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\.js$/, async (route) => {
      await released;
      await route.continue();
    });
    // Resolves once the app has hydrated the page (e2e/support/browser.ts).
    const opened = page.goto('/landing');
    await page.getByRole('contentinfo').waitFor();
    await page.evaluate(() => window.scrollTo(0, 600));
    expect(await scrollY(page)).toBe(600);

    release();
    await opened;
    await page.waitForTimeout(500);
    expect(await scrollY(page)).toBe(600);
  });

  it('keeps its place when a filter changes the address of the page', async () => {
    // A phone held sideways: the index card alone fills the screen, so the chips are below it.
    const page = await browser.newPage({ viewport: { width: PHONE.height, height: PHONE.width } });
    await page.goto('/companies');
    const chip = page.getByTestId('category-chip').nth(1);
    await chip.waitFor();
    // The page's height settled first: anything growing above the chips would move the page by
    // itself (the browser's scroll anchoring).
    let height = -1;
    await expect
      .poll(
        async () => {
          const now = await page.evaluate(() => document.documentElement.scrollHeight);
          const same = now === height;
          height = now;
          return same;
        },
        { interval: 500 },
      )
      .toBe(true);
    // The chips in the middle of the screen (not under the phone's bottom bar): whatever the
    // filter leaves below them fills the rest, so the browser itself has no reason to move.
    await chip.evaluate((el) => el.scrollIntoView({ block: 'center' }));
    const before = await scrollY(page);
    expect(before).toBeGreaterThan(0);

    await chip.click();
    await page.waitForURL(/[?&]category=/);
    await expect.poll(() => chip.getAttribute('aria-pressed')).toBe('true');
    // Long enough for a reset to have happened: the router scrolls as the new address renders.
    await page.waitForTimeout(500);
    expect(await scrollY(page)).toBe(before);
  });
});

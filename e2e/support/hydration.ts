// For the tests of pages the server draws and the app hydrates (e2e/prerendered-pages.test.ts,
// e2e/member-pages-drawn.test.ts): which elements came from the server, and what the console said.
import type { Page } from 'playwright-core';

/**
 * Opens `path`, marking the page's headings and the app's header as the server sent them, before
 * any of the app's scripts runs (an element React draws again loses the mark); returns what the
 * console said, errors and warnings, from then on.
 */
export async function openMarked(page: Page, path: string): Promise<string[]> {
  const said: string[] = [];
  page.on('console', (m) => {
    // The test browser blocks the app's service worker (e2e/support/browser.ts) and says so.
    if (m.text().includes('blocked by Playwright')) return;
    if (m.type() === 'error' || m.type() === 'warning') said.push(`${m.type()}: ${m.text()}`);
  });
  page.on('pageerror', (err) => said.push(`page error: ${err.message}`));
  await page.addInitScript(() => {
    document.addEventListener('readystatechange', () => {
      if (document.readyState !== 'interactive') return;
      for (const element of document.querySelectorAll<HTMLElement>('h1, #root header'))
        element.dataset.fromServer = 'yes';
    });
  });
  await page.goto(path);
  await page.waitForLoadState('networkidle');
  return said;
}

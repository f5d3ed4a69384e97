// Installable and within reach: a web app manifest with real icons, a service worker that
// shows the offline page when a page cannot load, and every main page usable on a 360 px phone
// (nothing wider than the screen).
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { baseURL, seriousA11yViolations, useBrowser } from './support/browser';
import { signUpTrader } from './support/trader';

const browser = useBrowser();
const NARROW_PHONE = { width: 360, height: 740 };

/** How far the page is wider than its viewport (0: it fits). */
const overflow = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

describe('installable app', () => {
  it('links a manifest whose icons all load', async () => {
    const page = await browser.newPage();
    await page.goto('/landing');
    const href = await page.locator('link[rel="manifest"]').getAttribute('href');
    expect(href).toBe('/manifest.webmanifest');
    const res = await page.request.get(`${baseURL()}${href}`);
    expect(res.headers()['content-type']).toContain('application/manifest+json');
    const manifest = (await res.json()) as {
      name: string;
      start_url: string;
      display: string;
      icons: { src: string; sizes: string; type: string; purpose: string }[];
    };
    expect(manifest).toMatchObject({ name: 'Bolts', start_url: '/', display: 'standalone' });
    expect(manifest.icons.map((i) => i.sizes)).toEqual(expect.arrayContaining(['192x192', '512x512']));
    expect(manifest.icons.some((i) => i.purpose === 'maskable')).toBe(true);
    for (const icon of manifest.icons) {
      const image = await page.request.get(`${baseURL()}${icon.src}`);
      expect(image.status(), icon.src).toBe(200);
      expect(image.headers()['content-type'], icon.src).toContain(icon.type);
    }
  });

  it('shows the offline page in three languages when a page cannot load, and the app again once back', async () => {
    const page = await browser.newPage({ serviceWorkers: 'allow' });
    await page.goto('/landing');
    // The worker takes over the page once it is active.
    await page.evaluate(async () => {
      await navigator.serviceWorker.ready;
    });
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null);

    await page.context().setOffline(true);
    await page.goto('/companies');
    await page.getByRole('heading', { name: "You're offline" }).waitFor();
    await page.getByRole('heading', { name: 'אין חיבור לאינטרנט' }).waitFor();
    await page.getByRole('heading', { name: 'Sin conexión' }).waitFor();
    expect(await seriousA11yViolations(page)).toEqual([]);

    await page.context().setOffline(false);
    await page.getByRole('link', { name: /Try again/ }).click();
    await page.waitForURL((url) => url.pathname === '/' || url.pathname === '/landing');
    await page.locator('#root *').first().waitFor();
  });
});

describe('a 360 px wide phone', () => {
  it('shows every main page without sideways scrolling, in English and Hebrew', async () => {
    for (const language of ['en', 'he'] as const) {
      const page = await browser.newPage({ viewport: NARROW_PHONE, language });
      await page.goto('/landing');
      await page.locator('main').first().waitFor();
      expect(await overflow(page), `${language} /landing`).toBeLessThanOrEqual(0);

      await signUpTrader(page);
      for (const path of ['/', '/companies', '/trade', '/profile', '/leaderboard', '/messages', '/settings']) {
        await page.goto(path);
        await page.locator('main').first().waitFor();
        await page.waitForLoadState('networkidle');
        expect(await overflow(page), `${language} ${path}`).toBeLessThanOrEqual(0);
      }
    }
  });
});

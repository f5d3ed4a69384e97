import { describe, expect, it } from 'vitest';
import { appReady, DESKTOP, PHONE, seriousA11yViolations, useBrowser } from './support/browser';

const browser = useBrowser();

describe('the 404 page', () => {
  it('answers unknown paths with "Oops! Page not found" and a link home', async () => {
    const page = await browser.newPage();
    await page.goto('/no/such/page');
    await page.getByRole('heading', { name: 'Oops! Page not found' }).waitFor();
    await page.getByRole('link', { name: /home/i }).click();
    await page.waitForURL('**/landing');
  });
});

describe('languages', () => {
  it('shows Hebrew right-to-left when Hebrew was chosen, and keeps the choice', async () => {
    const page = await browser.newPage({ language: 'he' });
    await page.goto('/companies');
    await page.getByTestId('company-card').first().waitFor();
    expect(await page.evaluate(() => [document.documentElement.dir, document.documentElement.lang])).toEqual([
      'rtl',
      'he',
    ]);
    // The navigation is in Hebrew (the server drew the page in the browser's English: the choice is
    // kept only in this browser's storage here, and the app redraws it).
    await expect.poll(() => page.getByRole('navigation').first().textContent()).toContain('חברות');
    // Cards flow from the right: the first card starts at the right edge of the grid.
    const box = await page.getByTestId('company-card').first().boundingBox();
    expect(box!.x + box!.width).toBeGreaterThan(PHONE.width / 2);
  });

  /** Opens the landing page on a desktop and picks a language with the header's picker. */
  async function pickOnLanding(language: 'en' | 'he' | 'es') {
    const page = await browser.newPage({ viewport: DESKTOP });
    await page.goto('/landing');
    // The page comes drawn by the server: its picker answers once the app has hydrated it.
    await appReady(page);
    await page.getByRole('combobox').first().selectOption(language);
    await expect.poll(() => page.evaluate(() => document.documentElement.lang)).toBe(language);
    return page;
  }

  it('switches language with the picker, saving the choice for the next visit', async () => {
    const page = await pickOnLanding('es');
    expect(await page.evaluate(() => localStorage.getItem('bolts.language'))).toBe('es');
    await page.reload();
    await expect.poll(() => page.evaluate(() => document.documentElement.lang)).toBe('es');
  });

  it('writes the chosen language into the page itself, so its first paint, before any script, is right-to-left', async () => {
    const page = await pickOnLanding('he');
    expect(await page.evaluate(() => document.documentElement.dir)).toBe('rtl');
    // The page as the server sends it for this player's next visit.
    // (A page the browser draws: the public pages a visitor opens come drawn by the server.)
    const html = await (await page.request.get('/leaderboard')).text();
    expect(html).toMatch(/^<!doctype html>\s*<html lang="he" dir="rtl">/i);

    // What that HTML shows before any script: the loading shell, its brand at the right.
    const before = await browser.newPage({ viewport: PHONE, javaScript: false });
    await before.context().addCookies(await page.context().cookies());
    await before.goto('/leaderboard');
    const brand = before.getByRole('banner').getByText('Bolts');
    await brand.waitFor();
    // Its spinner is named in the page's language too.
    expect(await before.getByRole('status', { name: 'טוען…' }).isVisible()).toBe(true);
    const box = await brand.boundingBox();
    expect(box!.x).toBeGreaterThan(PHONE.width / 2);
  });

  it('paints the loading shell, brand at the left, from the HTML alone for a visitor with no choice saved', async () => {
    const page = await browser.newPage({ viewport: PHONE, javaScript: false });
    const response = await page.goto('/landing');
    expect(await response!.text()).toMatch(/<html lang="en" dir="ltr">/);
    const box = await page.getByRole('banner').getByText('Bolts').boundingBox();
    expect(box!.x).toBeLessThan(PHONE.width / 2);
  });

  it('follows the browser language when nothing was chosen', async () => {
    const page = await browser.newPage({ browserLocale: 'es-ES' });
    await page.goto('/landing');
    await expect.poll(() => page.evaluate(() => document.documentElement.lang)).toBe('es');
  });
});

describe('accessibility (axe-core): no serious or critical violations', () => {
  const pages = ['/landing', '/companies', '/no/such/page'];
  for (const language of ['en', 'he'] as const) {
    for (const path of pages) {
      it(`${path} in ${language}`, async () => {
        const page = await browser.newPage({ language });
        await page.goto(path);
        await page.getByRole('heading', { level: 1 }).waitFor();
        await page.waitForLoadState('networkidle');
        expect(await seriousA11yViolations(page)).toEqual([]);
      });
    }
    it(`a company detail page in ${language}`, async () => {
      const page = await browser.newPage({ language });
      await page.goto('/companies');
      await page.getByTestId('company-card').first().click();
      await page.waitForURL(/\/company\//);
      await page.getByRole('heading', { level: 1 }).waitFor();
      await page.waitForLoadState('networkidle');
      expect(await seriousA11yViolations(page)).toEqual([]);
    });
  }
});

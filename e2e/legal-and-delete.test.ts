// The terms and privacy pages (public, linked from the sign-up note and the landing page's footer,
// right-to-left in Hebrew) and Settings → Delete my account: a wrong password is said in the
// dialog; the right one deletes the account and leaves the browser signed out on the landing page.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { baseURL, DESKTOP, seriousA11yViolations, useBrowser } from './support/browser';
import { signUpTrader, TRADER_PASSWORD } from './support/trader';

const browser = useBrowser();

const heading = (page: Page) => page.getByRole('heading', { level: 1 });
const toast = (page: Page, message: string | RegExp) =>
  page.locator('[data-sonner-toast]').filter({ hasText: message }).first();

describe('terms and privacy', () => {
  it('are linked from the landing footer and the sign-up note, and open signed out', async () => {
    const page = await browser.newPage({ viewport: DESKTOP });
    await page.goto('/landing');
    await page.getByRole('contentinfo').getByRole('link', { name: 'Terms of Service' }).click();
    await page.waitForURL('**/terms');
    // The URL changes before the page's own chunk has drawn it: wait for its heading.
    await expect.poll(() => heading(page).textContent()).toBe('Terms of Service');
    expect(await page.getByText('Nothing on Bolts is financial advice.', { exact: false }).count()).toBe(1);
    expect(await seriousA11yViolations(page)).toEqual([]);
    await page.getByRole('link', { name: 'Read the Privacy Policy' }).click();
    await page.waitForURL('**/privacy');
    await expect.poll(() => heading(page).textContent()).toBe('Privacy Policy');
    expect(await page.getByRole('heading', { name: 'Deleting your account' }).count()).toBe(1);
    expect(await seriousA11yViolations(page)).toEqual([]);

    await page.goto('/auth');
    const note = page.getByRole('tabpanel').getByText('By creating an account', { exact: false });
    for (const [name, path] of [
      ['Terms of Service', '/terms'],
      ['Privacy Policy', '/privacy'],
    ] as const) {
      const link = note.getByRole('link', { name });
      expect(await link.getAttribute('href')).toBe(path);
      // A new tab, so a half-filled sign-up form stays as it is.
      expect(await link.getAttribute('target')).toBe('_blank');
    }
  });

  it('read right to left in Hebrew', async () => {
    const page = await browser.newPage({ language: 'he' });
    await page.goto('/privacy');
    expect(await heading(page).textContent()).toBe('מדיניות הפרטיות');
    expect(await page.evaluate(() => [document.documentElement.lang, document.documentElement.dir])).toEqual([
      'he',
      'rtl',
    ]);
    expect(await seriousA11yViolations(page)).toEqual([]);
  });
});

describe('delete my account', () => {
  it('asks for the password, says when it is wrong, then deletes and signs out to the landing page', async () => {
    const page = await browser.newPage();
    const trader = await signUpTrader(page);
    await page.goto('/settings');
    const section = page.getByRole('region', { name: 'Delete my account' });
    await section.getByRole('button', { name: 'Delete my account' }).click();
    const dialog = page.getByTestId('delete-account-dialog');
    await dialog.waitFor();
    expect(await seriousA11yViolations(page)).toEqual([]);

    await dialog.getByLabel('Password').fill('not-my-password');
    await dialog.getByRole('button', { name: 'Delete my account' }).click();
    await dialog.getByRole('alert').filter({ hasText: 'That password is not right' }).waitFor();
    expect(page.url()).toMatch(/\/settings$/);

    await dialog.getByLabel('Password').fill(TRADER_PASSWORD);
    await dialog.getByRole('button', { name: 'Delete my account' }).click();
    await page.waitForURL('**/landing');
    await toast(page, 'Account deleted').waitFor();
    const me = await page.request.get(`${baseURL()}/api/auth/me`);
    expect(await me.json()).toBeNull();
    const signIn = await page.request.post(`${baseURL()}/api/auth/sign-in/email`, {
      data: { email: trader.email, password: TRADER_PASSWORD },
      headers: { Origin: baseURL() },
    });
    expect(signIn.status()).toBe(401);
  });
});

// Rough edges a new player met on a phone (issue 25): a phone number read backwards in Hebrew,
// toasts over the top bar, navigation that silently sent visitors away, a failed admin check that
// asked a signed-in player to sign in, and a loading shell that spoke only English.
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { baseURL, useBrowser } from './support/browser';
import { textedCode } from './support/outbox';
import { signUpTrader } from './support/trader';

const browser = useBrowser();
const NARROW = { width: 360, height: 780 };
const newPhone = () => `+1555${String(Math.floor(Math.random() * 10_000_000)).padStart(7, '0')}`;

/** The characters of an element's text in the order they appear on screen, left to right. */
const onScreen = (element: Locator) =>
  element.evaluate((el) => {
    const text = el.firstChild as Text;
    const range = document.createRange();
    const chars = Array.from({ length: text.length }, (_, i) => {
      range.setStart(text, i);
      range.setEnd(text, i + 1);
      return { char: text.data[i]!, left: range.getBoundingClientRect().left };
    });
    return chars
      .sort((a, b) => a.left - b.left)
      .map((c) => c.char)
      .join('');
  });

/** Waits until nothing on the page is moving (a toast sliding in, a step fading). */
const settled = (page: Page) =>
  page.waitForFunction(() => document.getAnimations().every((a) => a.playState !== 'running'));

describe('a phone number in right-to-left text', () => {
  it('reads "+1555…" left to right on the Hebrew code step and in Hebrew settings, not "…1555+"', async () => {
    const page = await browser.newPage({ language: 'he', viewport: NARROW });
    await page.goto('/auth');
    const panel = page.getByRole('tabpanel');
    const field = (label: string) => panel.getByLabel(label, { exact: true });
    await panel.getByRole('button', { name: 'טלפון', exact: true }).click();
    const id = Math.random().toString(36).slice(2, 10);
    const phone = newPhone();
    await field('שם מלא').fill(`Noa ${id}`);
    await field('שם משתמש').fill(`noa_${id}`);
    await field('מספר טלפון').fill(phone);
    await field('סיסמה').fill('correct-horse-42');
    await field('אימות סיסמה').fill('correct-horse-42');
    await field('שנת לידה').fill('2000');
    await panel.getByRole('button', { name: /^פותחים חשבון/ }).click();

    await panel.getByRole('heading', { name: 'בדקו את הטלפון' }).waitFor();
    expect(await page.evaluate(() => document.documentElement.dir)).toBe('rtl');
    const shown = panel.getByTestId('phone-number');
    expect(await shown.textContent()).toBe(phone);
    expect(await onScreen(shown)).toBe(phone);

    // Verified, past onboarding: the number on the settings page reads the same way.
    await field('קוד אימות').fill(await textedCode(page, phone));
    await panel.getByRole('button', { name: 'אימות', exact: true }).click();
    await page.waitForURL('**/profile');
    const done = await page.request.post(`${baseURL()}/api/me/onboarding/complete`, {
      headers: { Origin: baseURL() },
    });
    expect(done.status()).toBe(200);
    await page.goto('/settings');
    const current = page.getByTestId('current-phone').getByTestId('phone-number');
    await expect.poll(() => current.textContent()).toBe(phone);
    expect(await onScreen(current)).toBe(phone);
  });
});

describe('toasts on a phone', () => {
  it('come in below the top bar, never over it, in Hebrew at 360 px', async () => {
    const page = await browser.newPage({ language: 'he', viewport: NARROW });
    await signUpTrader(page);
    // A player who is no admin is told "Access denied" and sent home: a toast on the feed.
    await page.goto('/admin');
    await page.waitForURL((url) => url.pathname === '/');
    const toast = page.locator('[data-sonner-toast]').filter({ hasText: 'הגישה נדחתה' });
    await toast.waitFor();
    await settled(page);
    expect(await page.locator('[data-sonner-toaster]').getAttribute('dir')).toBe('rtl');

    const header = (await page.getByRole('banner').boundingBox())!;
    const box = (await toast.boundingBox())!;
    expect(box.y, 'the toast starts below the top bar').toBeGreaterThanOrEqual(header.y + header.height);
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(NARROW.width);
  });
});

describe('navigation for a signed-out visitor', () => {
  it('shows only entries whose pages a visitor can open: none sends them away', async () => {
    const page = await browser.newPage({ viewport: NARROW });
    await page.goto('/companies');
    const nav = page.getByRole('navigation', { name: 'Main navigation' });
    await nav.waitFor();
    const navLinks = await nav.getByRole('link').evaluateAll((links) => links.map((a) => a.getAttribute('href')));
    expect(navLinks).toEqual(['/landing', '/companies', '/learn', '/learn/glossary']);
    // The header's entries too, but for "Sign in", which is where it says it goes.
    const headerLinks = await page
      .getByRole('banner')
      .getByRole('link')
      .evaluateAll((links) => links.map((a) => a.getAttribute('href')).filter((href) => href !== '/auth'));
    expect(headerLinks.length).toBeGreaterThan(0);

    for (const href of [...navLinks, ...headerLinks]) {
      const visit = await browser.newPage({ viewport: NARROW });
      await visit.goto(href!);
      await visit.getByRole('heading', { level: 1 }).first().waitFor();
      await visit.waitForLoadState('networkidle');
      expect(new URL(visit.url()).pathname, `${href} stays where it leads`).toBe(href);
    }
  });

  it('lights only Glossary on the glossary, not Learn as well', async () => {
    const page = await browser.newPage({ viewport: NARROW });
    await page.goto('/learn/glossary');
    const nav = page.getByRole('navigation', { name: 'Main navigation' });
    await nav.getByRole('link', { name: 'Glossary' }).waitFor();
    expect(await nav.locator('[aria-current="page"]').evaluateAll((links) => links.map((a) => a.textContent))).toEqual([
      'Glossary',
    ]);
  });
});

describe('a failed admin check', () => {
  it('sends a signed-in player to /, not to sign in, and the home page offers to try again', async () => {
    const page = await browser.newPage({ viewport: NARROW });
    await signUpTrader(page);
    // Asking who is signed in fails (the server or the connection): the admin check cannot pass.
    await page.route('**/api/auth/me', (route) =>
      route.fulfill({ status: 500, json: { error: { code: 'internal', message: 'boom' } } }),
    );
    await page.goto('/admin');
    await page.waitForURL((url) => url.pathname !== '/admin');
    expect(new URL(page.url()).pathname).toBe('/');
    const error = page.getByRole('alert').filter({ hasText: "We couldn't check who is signed in." });
    await error.waitFor();
    expect(new URL(page.url()).pathname).toBe('/');
    expect(await page.evaluate(() => sessionStorage.getItem('bolts.redirectAfterAuth'))).toBeNull();

    // The server answers again: trying again opens the player's feed.
    await page.unroute('**/api/auth/me');
    await error.getByRole('button', { name: 'Try again' }).click();
    await page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Trade' }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/');
  });
});

describe('the loading shell', () => {
  it("names its spinner in the page's language before any script runs", async () => {
    const page = await browser.newPage({ browserLocale: 'he-IL', javaScript: false });
    await page.goto('/');
    expect(await page.locator('#root [role="status"]').getAttribute('aria-label')).toBe('טוען…');
    const spanish = await browser.newPage({ browserLocale: 'es-ES', javaScript: false });
    await spanish.goto('/trade');
    expect(await spanish.locator('#root [role="status"]').getAttribute('aria-label')).toBe('Cargando…');
  });
});

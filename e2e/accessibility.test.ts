// Accessibility and reach. Every page of the route table, in English and in Hebrew, as
// the kind of user who may open it: no serious or critical axe-core violations, whatever Tab
// reaches shows a focus indicator, and no gain or loss is told by colour alone. The trade form,
// dialogs and tabs work with the keyboard alone. Gains and losses carry a sign and an arrow.
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { CompanyList } from '#core/schemas/companies';
import type { Portfolio } from '#core/schemas/trading';
import { appReady, baseURL, DESKTOP, PHONE, seriousA11yViolations, useBrowser } from './support/browser';
import { listedCompany, placeOrder, signUpTrader } from './support/trader';

const browser = useBrowser();
type Language = 'en' | 'he';

async function signInAsAdmin(page: Page) {
  const res = await page.request.post(`${baseURL()}/api/auth/sign-in/email`, {
    data: { email: 'admin@bolts.example', password: 'bolts-admin-local' },
    headers: { Origin: baseURL() },
  });
  expect(res.status(), await res.text()).toBe(200);
}

const text = async (locator: Locator) => ((await locator.textContent()) ?? '').replace(/\s+/g, ' ').trim();
const toast = (page: Page, message: string | RegExp) =>
  page.locator('[data-sonner-toast]').filter({ hasText: message }).first();

/**
 * The page has its real content: nothing loads (no spinner, skeleton or busy region) and no
 * transition runs (axe measures colours). Endless decorations (a pulsing "live" dot) are left alone.
 */
const settled = (page: Page) =>
  page.waitForFunction(
    () =>
      !document.querySelector('.animate-spin, .animate-pulse, [aria-busy="true"]') &&
      document
        .getAnimations()
        .every((a) => a.playState !== 'running' || a.effect?.getComputedTiming().iterations === Infinity),
    undefined,
    { timeout: 30_000 },
  );

// ---------------------------------------------------------------------------------------------
// Colour is never the only signal.

/**
 * Every figure drawn in a gain (green) or loss (red) colour says so in its text too: a plus sign
 * when green, a minus sign when red (or an arrow image with an accessible name). A figure is read
 * whole: the run of text in that colour around the number (e.g. "-2.00 (0.00%)"). Figures in a
 * table row whose header names them in words (the order book's "Ask" and "Bid") and toasts (words)
 * are not gains or losses. Returns one line per offending figure.
 */
function colourOnlyFigures(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const canvas = document.createElement('canvas');
    canvas.width = canvas.height = 1;
    const ctx = canvas.getContext('2d', { willReadFrequently: true })!;
    /** 'gain' for a green, 'loss' for a red, null for anything else (greys, blues, ambers...). */
    const toneOf = (color: string): 'gain' | 'loss' | null => {
      ctx.clearRect(0, 0, 1, 1);
      ctx.fillStyle = '#000';
      ctx.fillStyle = color;
      ctx.fillRect(0, 0, 1, 1);
      const [r, g, b] = ctx.getImageData(0, 0, 1, 1).data as unknown as [number, number, number];
      const max = Math.max(r, g, b);
      const min = Math.min(r, g, b);
      if (max === 0 || (max - min) / max < 0.5) return null;
      const d = max - min;
      let hue = max === r ? ((g - b) / d) * 60 : max === g ? ((b - r) / d) * 60 + 120 : ((r - g) / d) * 60 + 240;
      if (hue < 0) hue += 360;
      if (hue >= 90 && hue <= 175) return 'gain';
      if (hue >= 330 || hue <= 15) return 'loss';
      return null;
    };
    const clean = (s: string | null) => (s ?? '').replace(/[\u200e\u200f\u061c\u2066-\u2069\s]/g, '');
    const describe = (el: Element) => {
      const parts: string[] = [];
      for (let e: Element | null = el; e && e !== document.body && parts.length < 4; e = e.parentElement) {
        const testId = e.getAttribute('data-testid');
        parts.unshift(testId ? `[data-testid=${testId}]` : e.tagName.toLowerCase());
      }
      return parts.join(' > ');
    };
    const problems = new Set<string>();
    for (const el of document.querySelectorAll('body *')) {
      if (el.closest('[data-sonner-toaster], .sr-only, [aria-hidden="true"], svg')) continue;
      const own = clean(
        [...el.childNodes]
          .filter((n) => n.nodeType === Node.TEXT_NODE)
          .map((n) => n.textContent)
          .join(''),
      );
      if (!/\d/.test(own) || !el.checkVisibility()) continue;
      const color = getComputedStyle(el).color;
      const tone = toneOf(color);
      if (!tone) continue;
      const rowHeader = el.closest('tr')?.querySelector('th[scope="row"]');
      if (rowHeader && !/\d/.test(rowHeader.textContent ?? '') && !rowHeader.contains(el)) continue;
      // The whole figure: up through the ancestors drawn in the same colour.
      let figure = el;
      while (figure.parentElement && getComputedStyle(figure.parentElement).color === color) {
        figure = figure.parentElement;
      }
      const text = clean(figure.textContent);
      if (figure.querySelector('[role="img"][aria-label], svg[aria-label]')) continue;
      if (tone === 'gain' && !/^\(?\+/.test(text)) {
        problems.add(`green figure without a plus sign "${text}" at ${describe(figure)}`);
      } else if (tone === 'loss' && !/^\(?[-\u2212]/.test(text)) {
        problems.add(`red figure without a minus sign "${text}" at ${describe(figure)}`);
      }
    }
    return [...problems];
  });
}

interface ShownFigure {
  text: string;
  tone: 'gain' | 'loss' | 'flat';
  arrow: 'up' | 'down' | null;
  /** The figure keeps left-to-right order (the sign stays in front in Hebrew too). */
  ltr: boolean;
}

/** How a change figure reads: its text (bidi marks removed), its colour and its arrow. */
async function readFigure(locator: Locator): Promise<ShownFigure> {
  return locator.evaluate((el) => {
    const color = getComputedStyle(el).color;
    const probe = document.createElement('span');
    const tones: Record<string, string> = {};
    for (const [tone, cls] of [
      ['gain', 'text-emerald-700'],
      ['loss', 'text-rose-700'],
    ]) {
      probe.className = cls!;
      document.body.append(probe);
      tones[getComputedStyle(probe).color] = tone!;
      probe.remove();
    }
    const svg = el.querySelector('svg');
    const arrowClass = svg?.getAttribute('class') ?? '';
    return {
      text: (el.textContent ?? '').replace(/[\u200e\u200f\u061c\u2066-\u2069\s]/g, ''),
      tone: (tones[color] ?? 'flat') as 'gain' | 'loss' | 'flat',
      arrow: /trending-up|arrow-up/.test(arrowClass)
        ? 'up'
        : /trending-down|arrow-down/.test(arrowClass)
          ? 'down'
          : null,
      ltr: getComputedStyle(el).direction === 'ltr',
    };
  });
}

// ---------------------------------------------------------------------------------------------
// Keyboard and focus.

/**
 * Presses Tab until the focused element matches `selector` (and holds `text`, when given); fails
 * after `max` presses.
 */
async function tabTo(page: Page, selector: string, { max = 120, text }: { max?: number; text?: string } = {}) {
  for (let i = 0; i < max; i++) {
    await page.keyboard.press('Tab');
    const reached = await page.evaluate(
      ([s, t]) => {
        const el = document.activeElement;
        return !!el?.matches(s!) && (!t || (el.textContent ?? '').includes(t));
      },
      [selector, text] as const,
    );
    if (reached) return;
  }
  throw new Error(`${selector} ${text ?? ''} was not reached with ${max} presses of Tab`);
}

/** Where focus is, to assert on and to say in a failure. */
const focused = (page: Page) =>
  page.evaluate(() => {
    const el = document.activeElement;
    return {
      tag: el?.tagName.toLowerCase() ?? null,
      testId: el?.getAttribute('data-testid') ?? null,
      text: (el?.textContent ?? '').replace(/\s+/g, ' ').trim(),
      inOpenDialog: !!el?.closest('[role="dialog"], [role="alertdialog"]'),
    };
  });

/** Fails, saying where focus is, unless it is inside the open dialog. */
async function expectFocusInDialog(page: Page, when: string) {
  const now = await focused(page);
  expect(now.inOpenDialog, `${when}: focus on ${now.tag} "${now.text.slice(0, 60)}"`).toBe(true);
}

/**
 * Presses Tab `presses` times from where focus is and returns every focused element that showed no
 * focus indicator: an outline (style not none, width above 0, not transparent) on it or, for a form
 * control, on its label; or else a box-shadow ring that goes away once focus moves on.
 */
async function elementsWithoutFocusIndicator(page: Page, presses: number): Promise<string[]> {
  const missing = new Set<string>();
  let reached = 0;
  for (let i = 0; i <= presses; i++) {
    if (i < presses) await page.keyboard.press('Tab');
    // One round trip per press: judge the element focused before (its look now it has lost focus
    // against its look while it had it), then record the one focused now.
    const result = await page.evaluate(async (last) => {
      interface Look {
        el: Element;
        what: string;
        outline: boolean;
        boxShadow: string;
      }
      const w = window as unknown as { __boltsFocusLook?: Look | null };
      const previous = w.__boltsFocusLook;
      w.__boltsFocusLook = null;
      let without: string | null = null;
      if (previous && !previous.outline) {
        const ring = /0px 0px 0px [1-9]/.test(previous.boxShadow);
        if (!ring || getComputedStyle(previous.el).boxShadow === previous.boxShadow) without = previous.what;
      }
      const el = document.activeElement;
      if (last || !el || el === document.body || el === document.documentElement) return { without, reached: false };
      await Promise.all(el.getAnimations({ subtree: true }).map((a) => a.finished.catch(() => undefined)));
      const hasOutline = (e: Element) => {
        const style = getComputedStyle(e);
        return (
          style.outlineStyle !== 'none' &&
          parseFloat(style.outlineWidth) > 0 &&
          style.outlineColor !== 'transparent' &&
          // Not fully transparent: rgba(r, g, b, 0), or color(... / 0) and the like.
          !/^rgba\([^)]*,\s*0\)$|\/\s*0\)$/.test(style.outlineColor)
        );
      };
      // A radio drawn as a card or a segmented button shows focus on its label.
      const labels = [...((el as HTMLInputElement).labels ?? [])];
      const name =
        el.getAttribute('aria-label') ||
        (el.textContent ?? '').replace(/\s+/g, ' ').trim().slice(0, 40) ||
        (labels[0]?.textContent ?? '').trim() ||
        el.getAttribute('name') ||
        '';
      const testId = el.getAttribute('data-testid');
      w.__boltsFocusLook = {
        el,
        what: `${el.tagName.toLowerCase()}${testId ? `[data-testid=${testId}]` : ''} "${name}"`,
        outline: hasOutline(el) || labels.some((l) => [l, ...l.querySelectorAll('*')].some(hasOutline)),
        boxShadow: getComputedStyle(el).boxShadow,
      };
      return { without, reached: true };
    }, i === presses);
    if (result.without) missing.add(result.without);
    if (result.reached) reached++;
  }
  expect(reached, 'Tab reached interactive elements').toBeGreaterThanOrEqual(Math.min(5, presses));
  return [...missing];
}

// ---------------------------------------------------------------------------------------------
// 1. Every page, in English and in Hebrew, as the right kind of user: axe, focus, colour.

interface Stop {
  path: string;
  /** Waits for the page's own content. */
  ready: (page: Page) => Promise<unknown>;
  /** Something to do on the page (e.g. switch a tab) and check again. */
  also?: { name: string; act: (page: Page) => Promise<void> };
  /** How many times to press Tab from the top of the page, checking each focused element shows it. */
  tabs?: number;
}

async function checkStop(page: Page, language: Language, stop: Stop) {
  await page.goto(stop.path);
  await appReady(page);
  await stop.ready(page);
  await settled(page);
  const label = `${language} ${stop.path}`;
  expect(await page.evaluate(() => [document.documentElement.lang, document.documentElement.dir]), label).toEqual(
    language === 'he' ? ['he', 'rtl'] : ['en', 'ltr'],
  );
  expect.soft(await seriousA11yViolations(page), `axe ${label}`).toEqual([]);
  expect.soft(await colourOnlyFigures(page), `colour-only figures ${label}`).toEqual([]);
  expect.soft(await elementsWithoutFocusIndicator(page, stop.tabs ?? 12), `no visible focus ${label}`).toEqual([]);
  if (stop.also) {
    await stop.also.act(page);
    await settled(page);
    expect.soft(await seriousA11yViolations(page), `axe ${label} ${stop.also.name}`).toEqual([]);
  }
}

const shown = (locator: Locator) => locator.first().waitFor({ timeout: 30_000 });
const h1 = (page: Page) => shown(page.getByRole('heading', { level: 1 }));

const ANONYMOUS = (companyId: string): Stop[] => [
  { path: '/landing', ready: (p) => shown(p.locator('main a[href^="/company/"]')) },
  {
    path: '/auth',
    ready: (p) => shown(p.locator('#auth-tab-signUp[aria-selected="true"]')),
    also: {
      name: 'sign in tab',
      act: async (p) => {
        await p.locator('#auth-tab-signIn').click();
        await p.locator('#auth-panel-signIn').waitFor();
      },
    },
  },
  { path: '/companies', ready: (p) => shown(p.getByTestId('company-card')) },
  {
    path: `/company/${companyId}`,
    ready: (p) =>
      shown(
        p.locator(
          '[data-testid="price-chart-canvas"], [data-testid="price-chart-empty"], [role="tabpanel"] [role="img"]',
        ),
      ),
  },
  { path: '/no/such/page', ready: h1 },
];

const PLAYER: Stop[] = [
  { path: '/', ready: (p) => shown(p.getByTestId('feed-news')) },
  {
    path: '/trade',
    // Far enough to reach the trade form on a phone (the company list is folded away there).
    tabs: 30,
    ready: async (p) => {
      await shown(p.getByTestId('order-book').getByTestId('book-bid'));
      await shown(p.getByTestId('recent-trades').getByTestId('recent-trade'));
      await expect.poll(() => text(p.getByTestId('form-available-cash')), { timeout: 30_000 }).toMatch(/\d/);
    },
  },
  { path: '/profile', ready: (p) => shown(p.getByTestId('holding')) },
  { path: '/settings', ready: (p) => shown(p.getByTestId('settings-dirty')) },
  { path: '/leaderboard', ready: (p) => shown(p.getByTestId('leaderboard-me')) },
  { path: '/messages', ready: (p) => shown(p.locator('form input')) },
];

/** The console's stops; its lists are cards on a phone (`-card`) and tables from `md` up (`-row`). */
const ADMIN = (list: 'card' | 'row'): Stop[] => [
  { path: '/admin', ready: (p) => shown(p.getByTestId(`admin-company-${list}`)) },
  { path: '/admin/companies', ready: (p) => shown(p.getByTestId(`admin-company-${list}`)) },
  { path: '/admin/news', ready: (p) => shown(p.getByTestId(`admin-news-${list}`)) },
  { path: '/admin/users', ready: (p) => shown(p.getByTestId(`admin-user-${list}`)) },
  { path: '/admin/analytics', ready: (p) => shown(p.getByTestId(`admin-transaction-${list}`)) },
  { path: '/admin/reports', ready: (p) => shown(p.getByRole('group').getByRole('button', { pressed: true })) },
  { path: '/admin/ads', ready: (p) => shown(p.getByTestId('admin-ad')) },
  { path: '/admin/settings', ready: (p) => shown(p.getByTestId('settings-form')) },
  { path: '/admin/backup', ready: h1 },
];

describe('every page: no serious axe violations, focus visible, no colour-only figures', () => {
  // English on a phone, Hebrew on a desktop: both directions and both layouts, one pass each.
  for (const [language, viewport] of [
    ['en', PHONE],
    ['he', DESKTOP],
  ] as const) {
    it(`as a visitor, in ${language}`, { timeout: 180_000 }, async () => {
      const page = await browser.newPage({ language, viewport });
      const company = await listedCompany(page, 5);
      for (const stop of ANONYMOUS(company.id)) await checkStop(page, language, stop);
    });

    it(`as a player, in ${language}`, { timeout: 180_000 }, async () => {
      const page = await browser.newPage({ language, viewport });
      await signUpTrader(page);
      await placeOrder(page, {
        companyId: (await listedCompany(page, 1)).id,
        side: 'buy',
        type: 'market',
        quantity: 2,
      });
      for (const stop of PLAYER) await checkStop(page, language, stop);
    });

    it(`as an admin, in ${language}`, { timeout: 180_000 }, async () => {
      const page = await browser.newPage({ language, viewport });
      // A trade within the last 7 days for the analytics tab.
      await signUpTrader(page);
      await placeOrder(page, {
        companyId: (await listedCompany(page, 2)).id,
        side: 'buy',
        type: 'market',
        quantity: 1,
      });
      await signInAsAdmin(page);
      for (const stop of ADMIN(viewport === PHONE ? 'card' : 'row')) {
        await checkStop(page, language, stop);
      }
    });
  }
});

// ---------------------------------------------------------------------------------------------
// 2. The keyboard alone.

describe('keyboard only', () => {
  it('places an order: side, order type, quantity, the confirmation dialog (focus trapped, Escape, focus back), confirm', async () => {
    const page = await browser.newPage({ viewport: DESKTOP });
    await signUpTrader(page);
    const company = await listedCompany(page, 3);
    await page.goto(`/trade?company=${company.id}`);
    await page.getByTestId('trade-form').waitFor();
    await expect.poll(() => text(page.getByTestId('form-available-cash'))).toMatch(/\d/);
    const submit = page.getByTestId('trade-submit');
    const radio = (group: string, label: string) =>
      page.getByTestId(group).getByRole('radio', { name: label, exact: true });

    // Side: a radio group; Tab lands on the chosen one, arrows change it.
    await tabTo(page, '[data-testid="side-choice"] input');
    expect(await radio('side-choice', 'Buy').evaluate((el) => el === document.activeElement)).toBe(true);
    await page.keyboard.press('ArrowRight');
    expect(await radio('side-choice', 'Sell').isChecked()).toBe(true);
    await expect.poll(() => text(submit)).toBe(`Sell ${company.symbol}`);
    await page.keyboard.press('ArrowLeft');
    expect(await radio('side-choice', 'Buy').isChecked()).toBe(true);
    await expect.poll(() => text(submit)).toBe(`Buy ${company.symbol}`);

    // Order type: the next Tab stop; Limit shows the limit price, Market hides it again.
    await page.keyboard.press('Tab');
    expect(await radio('type-choice', 'Market').evaluate((el) => el === document.activeElement)).toBe(true);
    await page.keyboard.press('ArrowRight');
    expect(await radio('type-choice', 'Limit').isChecked()).toBe(true);
    await page.getByLabel('Limit price (Bolts per share)').waitFor();
    await page.keyboard.press('ArrowLeft');
    expect(await radio('type-choice', 'Market').isChecked()).toBe(true);
    await page.getByLabel('Limit price (Bolts per share)').waitFor({ state: 'detached' });

    // Quantity, then the button.
    await page.keyboard.press('Tab');
    expect((await focused(page)).testId).toBe('quantity');
    await page.keyboard.type('2');
    await tabTo(page, '[data-testid="trade-submit"]', { max: 3 });
    await expect.poll(() => submit.isEnabled()).toBe(true);

    // Enter opens the dialog with focus inside it; Tab and Shift+Tab never leave it.
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('alertdialog', { name: 'Confirm your order' });
    await dialog.waitFor();
    await expectFocusInDialog(page, 'opened');
    for (const [i, key] of [
      'Tab',
      'Tab',
      'Tab',
      'Tab',
      'Tab',
      'Shift+Tab',
      'Shift+Tab',
      'Shift+Tab',
      'Shift+Tab',
    ].entries()) {
      await page.keyboard.press(key);
      await expectFocusInDialog(page, `${key} (${i})`);
    }
    // Escape closes it, and focus is back on the button that opened it.
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'hidden' });
    expect((await focused(page)).testId).toBe('trade-submit');

    // Space opens it again; Tab to Confirm, Enter places the order.
    await page.keyboard.press(' ');
    await dialog.waitFor();
    await tabTo(page, '[data-testid="confirm-submit"]', { max: 6 });
    await page.keyboard.press('Enter');
    await toast(page, 'Trade Executed').waitFor();
    await toast(page, `Successfully bought 2 shares of ${company.symbol}`).waitFor();
    await dialog.waitFor({ state: 'hidden' });
    // Focus is not lost (the button that opened the dialog is disabled now): it is back at the
    // start of the form, on the chosen side, ready for the next order.
    expect(await radio('side-choice', 'Buy').evaluate((el) => el === document.activeElement)).toBe(true);
  });

  it('opens and closes the referral share dialog on /profile', async () => {
    const page = await browser.newPage({ viewport: PHONE });
    await signUpTrader(page);
    await page.goto('/profile');
    await page.getByTestId('wallet-cash').waitFor();
    const invite = page.getByRole('button', { name: 'Invite friends' });
    await invite.waitFor();

    await tabTo(page, 'button[aria-haspopup="dialog"]');
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Share your invite link' });
    await dialog.waitFor();
    await page.getByTestId('referral-link').waitFor();
    await expectFocusInDialog(page, 'opened');
    for (let i = 0; i < 6; i++) {
      await page.keyboard.press('Tab');
      await expectFocusInDialog(page, `Tab (${i})`);
    }
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'hidden' });
    expect(await invite.evaluate((el) => el === document.activeElement)).toBe(true);

    // Space opens it too; its Close button closes it with Enter.
    await page.keyboard.press(' ');
    await page.getByTestId('referral-link').waitFor();
    await tabTo(page, '[role="dialog"] button', { max: 8, text: 'Close' });
    expect((await focused(page)).text).toBe('Close');
    await page.keyboard.press('Enter');
    await dialog.waitFor({ state: 'hidden' });
    expect(await invite.evaluate((el) => el === document.activeElement)).toBe(true);
  });

  it('opens and closes the admin "Add Company" dialog', async () => {
    const page = await browser.newPage({ viewport: DESKTOP });
    await signInAsAdmin(page);
    await page.goto('/admin/companies');
    await page.getByTestId('admin-company-row').first().waitFor();
    await tabTo(page, 'button', { text: 'Add Company' });
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Create New Company' });
    await dialog.waitFor();
    await expectFocusInDialog(page, 'opened');
    // Tab walks the form, and around, without leaving the dialog.
    for (let i = 0; i < 15; i++) {
      await page.keyboard.press('Tab');
      await expectFocusInDialog(page, `Tab (${i})`);
    }
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'hidden' });
    expect((await focused(page)).text).toContain('Add Company');
  });

  for (const language of ['en', 'he'] as const) {
    it(`moves between the chart's range tabs with the arrow keys (${language})`, async () => {
      const page = await browser.newPage({ language, viewport: DESKTOP });
      const company = await listedCompany(page, 0);
      await page.goto(`/company/${company.id}`);
      await h1(page);
      const tabs = page.getByRole('tablist').first().getByRole('tab');
      await tabs.first().waitFor();
      const selected = () =>
        tabs.evaluateAll((els) => els.findIndex((el) => el.getAttribute('aria-selected') === 'true'));
      const focusedTab = () => tabs.evaluateAll((els) => els.findIndex((el) => el === document.activeElement));
      expect(await selected()).toBe(0);
      // One Tab stop for the whole list: Tab lands on the chosen tab and the next Tab leaves the list.
      await tabTo(page, '[role="tab"][aria-selected="true"]');
      await page.keyboard.press('Tab');
      expect(await focusedTab()).toBe(-1);
      await page.keyboard.press('Shift+Tab');
      expect(await focusedTab()).toBe(0);
      // "Forward" is to the right in English and to the left in Hebrew.
      const forward = language === 'he' ? 'ArrowLeft' : 'ArrowRight';
      const backward = language === 'he' ? 'ArrowRight' : 'ArrowLeft';
      await page.keyboard.press(forward);
      await expect.poll(selected).toBe(1);
      expect(await focusedTab()).toBe(1);
      await page.keyboard.press('End');
      await expect.poll(selected).toBe(3);
      expect(await focusedTab()).toBe(3);
      await page.keyboard.press('Home');
      await expect.poll(selected).toBe(0);
      await page.keyboard.press(backward);
      await expect.poll(selected).toBe(3);
      expect(await focusedTab()).toBe(3);
      // The panel follows the chosen tab.
      const panel = page.getByRole('tabpanel');
      expect(await panel.getAttribute('aria-labelledby')).toBe(await tabs.nth(3).getAttribute('id'));
    });
  }

  it('switches the auth tabs with the arrow keys, and each tab shows its form', async () => {
    const page = await browser.newPage();
    await page.goto('/auth');
    await page.locator('#auth-tab-signUp[aria-selected="true"]').waitFor();
    await tabTo(page, '#auth-tab-signUp');
    await page.keyboard.press('ArrowRight');
    await page.locator('#auth-tab-signIn[aria-selected="true"]').waitFor();
    expect(await page.locator('#auth-tab-signIn').evaluate((el) => el === document.activeElement)).toBe(true);
    await page.locator('#auth-panel-signIn').waitFor();
    await page.keyboard.press('ArrowLeft');
    await page.locator('#auth-tab-signUp[aria-selected="true"]').waitFor();
    await page.locator('#auth-panel-signUp').waitFor();
  });
});

// ---------------------------------------------------------------------------------------------
// 3. Gains and losses carry a sign and an arrow, not colour alone.

/** Listed companies with the first three changes set to a gain, a loss and no change. */
async function withKnownChanges(page: Page): Promise<{ up: string; down: string; flat: string }> {
  const res = await page.request.get(`${baseURL()}/api/companies`);
  const { companies } = (await res.json()) as CompanyList;
  const [up, down, flat] = companies;
  const changes = new Map([
    [up!.id, 1234],
    [down!.id, -567],
    [flat!.id, 0],
  ]);
  await page.route(
    (url) => url.pathname === '/api/companies',
    async (route) => {
      const response = await route.fetch();
      const list = (await response.json()) as CompanyList;
      for (const c of list.companies) c.changeBp = changes.get(c.id) ?? c.changeBp;
      await route.fulfill({ response, json: list });
    },
  );
  // No live ticks: they would replace the changes above.
  await page.routeWebSocket(/\/ws$/, () => {});
  return { up: up!.id, down: down!.id, flat: flat!.id };
}

/** The player's portfolio with a known gain on the first holding and a known loss on the second. */
async function withKnownGains(page: Page) {
  await page.route(
    (url) => url.pathname === '/api/portfolio',
    async (route) => {
      const response = await route.fetch();
      const portfolio = (await response.json()) as Portfolio;
      const [gain, loss] = portfolio.holdings;
      Object.assign(gain!, { unrealizedGainMinor: 12_345, unrealizedGainBp: 250 });
      Object.assign(loss!, { unrealizedGainMinor: -6_789, unrealizedGainBp: -130 });
      await route.fulfill({ response, json: portfolio });
    },
  );
}

const PLUS = /^\+/;
const MINUS = /^[-\u2212]/;

describe('gains and losses are not told by colour alone', () => {
  for (const [language, viewport] of [
    ['en', DESKTOP],
    ['he', PHONE],
  ] as const) {
    it(`company cards, the trade floor's market statistics and holdings, the profile's holdings (${language})`, async () => {
      const page = await browser.newPage({ language, viewport });
      await signUpTrader(page);
      const changes = await withKnownChanges(page);

      // The companies directory: each card's change.
      await page.goto('/companies');
      await page.getByTestId('company-card').first().waitFor();
      const cardChange = (id: string) =>
        page.locator(`[data-testid="company-card"][href="/company/${id}"] [data-testid="change"]`);
      expect(await readFigure(cardChange(changes.up))).toEqual({
        text: '+12.34%',
        tone: 'gain',
        arrow: 'up',
        ltr: true,
      });
      expect(await readFigure(cardChange(changes.down))).toEqual({
        text: '-5.67%',
        tone: 'loss',
        arrow: 'down',
        ltr: true,
      });
      expect(await readFigure(cardChange(changes.flat))).toEqual({
        text: '0.00%',
        tone: 'flat',
        arrow: null,
        ltr: true,
      });
      // Every card's change reads the same way: a sign that agrees with the colour and the arrow.
      for (const figure of await Promise.all(
        (await page.locator('[data-testid="company-card"] [data-testid="change"]').all()).map(readFigure),
      )) {
        if (figure.tone === 'gain') expect(figure).toMatchObject({ text: expect.stringMatching(PLUS), arrow: 'up' });
        else if (figure.tone === 'loss')
          expect(figure).toMatchObject({ text: expect.stringMatching(MINUS), arrow: 'down' });
        else expect(figure).toMatchObject({ text: expect.stringMatching(/^0(\.0+)?%$/), arrow: null });
      }
      expect(await colourOnlyFigures(page)).toEqual([]);

      // The trade floor: market statistics of a falling company, and holdings in gain and in loss.
      await placeOrder(page, { companyId: changes.up, side: 'buy', type: 'market', quantity: 1 });
      await placeOrder(page, { companyId: changes.down, side: 'buy', type: 'market', quantity: 1 });
      await withKnownGains(page);
      await page.goto(`/trade?company=${changes.down}`);
      const stats = page.getByTestId('market-stats');
      await expect.poll(() => stats.getAttribute('data-company-id')).toBe(changes.down);
      expect(await readFigure(stats.getByTestId('change'))).toEqual({
        text: '-5.67%',
        tone: 'loss',
        arrow: 'down',
        ltr: true,
      });
      await page.getByTestId('holding').nth(1).waitFor();
      const tradeHoldings = page.getByTestId('holding').getByTestId('gain');
      const tradeFigures = await Promise.all((await tradeHoldings.all()).map(readFigure));
      expect(tradeFigures.map((f) => [f.text, f.tone, f.arrow])).toEqual(
        expect.arrayContaining([
          [expect.stringMatching(/^\+123\.45\(\+2\.50%\)$/), 'gain', 'up'],
          [expect.stringMatching(/^-67\.89\(-1\.30%\)$/), 'loss', 'down'],
        ]),
      );
      expect(await colourOnlyFigures(page)).toEqual([]);

      // The profile: each holding's unrealised gain.
      await page.goto('/profile');
      await page.getByTestId('holding').nth(1).waitFor();
      const profileFigures = await Promise.all(
        (await page.getByTestId('holding').getByTestId('gain').all()).map(readFigure),
      );
      expect(profileFigures.map((f) => [f.text, f.tone, f.arrow])).toEqual(
        expect.arrayContaining([
          [expect.stringMatching(/^\+123\.45\(\+2\.50%\)$/), 'gain', 'up'],
          [expect.stringMatching(/^-67\.89\(-1\.30%\)$/), 'loss', 'down'],
        ]),
      );
      expect(await colourOnlyFigures(page)).toEqual([]);
    });
  }
});

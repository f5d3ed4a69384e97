// The glossary (docs/rules.md#learning): a word marked in the interface opens its definition by tap
// or by keyboard, without the page around it waiting for the glossary's strings, and leads to its
// entry on /learn/glossary, which lists every term and searches them in the reader's language.
import { readFileSync } from 'node:fs';
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { GLOSSARY_TERM_IDS } from '#core/learn/glossary';
import { DESKTOP, PHONE, seriousA11yViolations, useBrowser } from './support/browser';
import { signUpTrader } from './support/trader';

const browser = useBrowser();

interface GlossaryStrings {
  page: Record<string, string>;
  terms: Record<string, { term: string; definition: string }>;
}
const strings = (language: string) =>
  (
    JSON.parse(readFileSync(new URL(`../locales/glossary/${language}.json`, import.meta.url), 'utf8')) as {
      glossary: GlossaryStrings;
    }
  ).glossary;
const he = strings('he');
const en = strings('en');

/** A chunk of strings (one per language and namespace; its name does not say which namespace). */
const STRINGS_CHUNK = /\/assets\/(en|he|es)-[\w-]+\.js$/;

const sidewaysScroll = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth);

/** Whether the element is wholly inside the window, across and (when `vertically`) down. */
const inView = (locator: Locator, vertically = true) =>
  locator.evaluate((el, down) => {
    const r = el.getBoundingClientRect();
    const across = r.left >= 0 && r.right <= window.innerWidth;
    return across && (!down || (r.top >= 0 && r.top < window.innerHeight));
  }, vertically);

const termIds = (page: Page) => page.getByTestId('glossary-term').evaluateAll((els) => els.map((el) => el.id));

describe('the glossary', () => {
  it('explains a limit order on the trade form to a new player in Hebrew on a phone, and leads to its entry', async () => {
    const page = await browser.newPage({ language: 'he', viewport: PHONE });
    await signUpTrader(page);
    await page.goto('/trade');
    const form = page.getByTestId('trade-form');
    await form.waitFor();
    await form.getByTestId('type-choice').getByText('מחיר מוגבל', { exact: true }).click();

    // The glossary's Hebrew strings are held back: the definition waits for them, the form stays.
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(STRINGS_CHUNK, async (route) => {
      const response = await route.fetch();
      if ((await response.text()).includes(he.page.more!)) await held;
      await route.fulfill({ response });
    });
    const term = form.locator('[data-term="limit-order"]');
    expect(await term.textContent()).toBe('הוראה במחיר מוגבל');
    expect(await term.getAttribute('aria-expanded')).toBe('false');
    await term.click();
    const popover = page.getByTestId('term-popover');
    await popover.waitFor();
    expect(await popover.getAttribute('aria-busy')).toBe('true');
    expect(await form.isVisible()).toBe(true);
    release();

    const limit = he.terms['limit-order']!;
    const dialog = page.getByRole('dialog', { name: limit.term });
    await dialog.getByText(limit.definition).waitFor();
    expect(await term.getAttribute('aria-expanded')).toBe('true');
    expect(await term.getAttribute('aria-controls')).toBe(await dialog.getAttribute('id'));
    expect(await inView(dialog, false)).toBe(true);
    expect(await sidewaysScroll(page)).toBe(false);
    expect(await seriousA11yViolations(page), 'with the definition open').toEqual([]);

    // A second tap closes it, and so does a tap elsewhere.
    await term.click();
    await dialog.waitFor({ state: 'detached' });
    expect(await term.getAttribute('aria-expanded')).toBe('false');
    await term.click();
    await dialog.waitFor();
    await page.getByRole('heading', { level: 1 }).click();
    await dialog.waitFor({ state: 'detached' });

    // "More in the glossary" opens the term's own entry, scrolled into view.
    await term.click();
    await dialog.getByRole('link', { name: he.page.more }).click();
    await page.waitForURL('**/learn/glossary#limit-order');
    const entry = page.locator('#limit-order');
    await entry.getByText(limit.definition).waitFor();
    await expect.poll(() => inView(entry)).toBe(true);
    expect(await entry.evaluate((el) => el === document.activeElement)).toBe(true);
    expect(await page.evaluate(() => document.documentElement.dir)).toBe('rtl');
    expect(await sidewaysScroll(page)).toBe(false);
  });

  it('lists every term in Hebrew on a phone, and its search narrows them', async () => {
    const page = await browser.newPage({ language: 'he', viewport: PHONE });
    await page.goto('/learn/glossary');
    await page.getByRole('heading', { level: 1, name: he.page.title }).waitFor();
    expect((await termIds(page)).sort()).toEqual([...GLOSSARY_TERM_IDS].sort());
    const count = page.getByTestId('glossary-count');
    expect(await count.textContent()).toBe(`${GLOSSARY_TERM_IDS.length} מונחים`);
    expect(await seriousA11yViolations(page)).toEqual([]);
    expect(await sidewaysScroll(page)).toBe(false);

    const search = page.getByRole('searchbox', { name: he.page.searchLabel });
    await search.fill(he.terms.spread!.term);
    await expect.poll(async () => (await termIds(page)).includes('spread')).toBe(true);
    const found = await termIds(page);
    expect(found.length).toBeLessThan(GLOSSARY_TERM_IDS.length);
    expect(await count.textContent()).toBe(`נמצאו ${found.length} מונחים`);

    await search.fill('qqqq');
    await page.getByTestId('glossary-empty').waitFor();
    expect(await page.getByTestId('glossary-term').count()).toBe(0);
    await page.getByRole('button', { name: he.page.clearSearch }).click();
    await expect.poll(() => page.getByTestId('glossary-term').count()).toBe(GLOSSARY_TERM_IDS.length);
  });

  it('finds a Spanish term typed without its accents', async () => {
    const page = await browser.newPage({ language: 'es', viewport: PHONE });
    await page.goto('/learn/glossary');
    await page.getByTestId('glossary-term').first().waitFor();
    await page.getByRole('searchbox').fill('CAPITALIZACION');
    await expect.poll(async () => (await termIds(page)).includes('market-cap')).toBe(true);
  });

  it('opens a definition when the keyboard reaches a term, and lets Tab go on through it', async () => {
    const page = await browser.newPage({ viewport: DESKTOP });
    await page.goto('/companies');
    const term = page.getByTestId('bolts-index').locator('[data-term="bolts-index"]');
    await term.waitFor();
    for (let i = 0; i < 40 && !(await term.evaluate((el) => el === document.activeElement)); i++) {
      await page.keyboard.press('Tab');
    }
    expect(await term.evaluate((el) => el === document.activeElement)).toBe(true);
    const dialog = page.getByRole('dialog', { name: en.terms['bolts-index']!.term });
    await dialog.getByText(en.terms['bolts-index']!.definition).waitFor();
    expect(await term.getAttribute('aria-expanded')).toBe('true');
    expect(await seriousA11yViolations(page), 'with the definition open').toEqual([]);

    // Escape closes it and focus stays on the term; Tab goes into the definition, then on past it.
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    expect(await term.evaluate((el) => el === document.activeElement)).toBe(true);
    await page.keyboard.press('Shift+Tab');
    await page.keyboard.press('Tab');
    await dialog.waitFor();
    await page.keyboard.press('Tab');
    const more = dialog.getByRole('link', { name: en.page.more });
    expect(await more.evaluate((el) => el === document.activeElement)).toBe(true);
    await page.keyboard.press('Tab');
    await dialog.waitFor({ state: 'detached' });
    expect(await page.evaluate(() => document.activeElement?.closest('[data-testid="bolts-index"]') !== null)).toBe(
      true,
    );
  });
});

// Per-file browser helpers: connect to the shared Chromium, open a fresh context (no shared
// storage between tests), and check a page with axe-core.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, expect, inject } from 'vitest';
import { PRERENDER_STATE_ID } from '../../web/app/prerender-state';

const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

export const baseURL = () => inject('baseURL');

export const PHONE = { width: 390, height: 844 };
export const DESKTOP = { width: 1280, height: 800 };

/** Registers hooks: one browser connection per file, one context per test. */
export function useBrowser() {
  let browser: Browser;
  const contexts: BrowserContext[] = [];
  // Every page is also a test of the Content-Security-Policy: anything it blocks fails the test.
  const blockedByCsp: string[] = [];
  beforeAll(async () => {
    browser = await chromium.connect(inject('browserWSEndpoint'));
  });
  afterEach(async () => {
    await Promise.all(contexts.splice(0).map((c) => c.close()));
    expect(blockedByCsp.splice(0), 'blocked by the Content-Security-Policy').toEqual([]);
  });
  afterAll(async () => {
    await browser?.close();
  });
  return {
    async newPage(
      options: {
        language?: 'en' | 'he' | 'es';
        viewport?: { width: number; height: number };
        /**
         * A language chosen before the app kept it in a cookie: in this browser's storage only, so
         * the server draws its pages in another until the app has run once.
         */
        languageInBrowserOnly?: boolean;
        /** The browser's own language (navigator.language), for detection when nothing was chosen. */
        browserLocale?: string;
        /**
         * The app's service worker (offline page). Blocked unless a test is about it: page.route
         * cannot see requests that pass through a worker.
         */
        serviceWorkers?: 'allow' | 'block';
        /** false: the page as the HTML and the stylesheet alone show it, before any script. */
        javaScript?: boolean;
        /** A server of the test's own (e2e/support/server-process) instead of the shared one. */
        baseURL?: string;
        /** The internet address the server sees (it trusts X-Forwarded-For in tests): another player's network. */
        address?: string;
      } = {},
    ): Promise<Page> {
      const context = await browser.newContext({
        baseURL: options.baseURL ?? baseURL(),
        viewport: options.viewport ?? PHONE,
        locale: options.browserLocale ?? 'en-US',
        serviceWorkers: options.serviceWorkers ?? 'block',
        javaScriptEnabled: options.javaScript ?? true,
        ...(options.address ? { extraHTTPHeaders: { 'X-Forwarded-For': options.address } } : {}),
      });
      contexts.push(context);
      if (options.language) {
        await context.addInitScript((lang) => window.localStorage.setItem('bolts.language', lang), options.language);
        // The app keeps a chosen language in a cookie too, so the server draws its pages in it.
        if (!options.languageInBrowserOnly) {
          await context.addCookies([
            { name: 'bolts.language', value: options.language, url: options.baseURL ?? baseURL() },
          ]);
        }
      }
      const page = await context.newPage();
      // A page the server drew answers once the app has hydrated it: a test acts on it from then on,
      // as a player can (e2e/member-pages-drawn.test.ts tests the page before that).
      if (options.javaScript ?? true) {
        const goto = page.goto.bind(page);
        page.goto = async (url, gotoOptions) => {
          const response = await goto(url, gotoOptions);
          if (response && (await response.text()).includes(`id="${PRERENDER_STATE_ID}"`)) await appReady(page);
          return response;
        };
      }
      page.on('pageerror', (err) => console.error(`[page error] ${err.message}`));
      page.on('console', (message) => {
        if (message.type() === 'error' && message.text().includes('Content Security Policy')) {
          blockedByCsp.push(message.text());
        }
      });
      return page;
    },
  };
}

/** Waits until the app has drawn or hydrated the page: a prerendered page's controls work from then on. */
export async function appReady(page: Page): Promise<void> {
  await page.locator('html[data-app-ready]').waitFor({ state: 'attached' });
}

export interface AxeViolation {
  id: string;
  impact: string | null;
  help: string;
  nodes: { target: string[] }[];
}

/** Runs axe-core on the page and returns the serious and critical violations. */
export async function seriousA11yViolations(page: Page): Promise<AxeViolation[]> {
  // Axe judges contrast from the colours at this instant: an element fading in (a toast that came
  // up a moment ago) reads as low contrast. Finite animations and transitions end first (at most
  // 2 s); endless ones (spinners, skeleton pulses) are left running. Two frames first: a toast
  // mounted this instant starts its fade-in transition only on the next frame.
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
  await page.evaluate(() =>
    Promise.race([
      Promise.all(
        document
          .getAnimations()
          .filter((a) => a.effect?.getComputedTiming().endTime !== Infinity)
          .map((a) => a.finished.catch(() => undefined)),
      ),
      new Promise((resolve) => setTimeout(resolve, 2_000)),
    ]),
  );
  // Evaluated, not added as a <script>: the Content-Security-Policy refuses inline scripts.
  await page.evaluate(axeSource);
  const violations = await page.evaluate(async () => {
    const result = await (
      window as unknown as { axe: { run: () => Promise<{ violations: AxeViolation[] }> } }
    ).axe.run();
    return result.violations;
  });
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => ({ id: v.id, impact: v.impact, help: v.help, nodes: v.nodes.map((n) => ({ target: n.target })) }));
}

// The API reads a page's HTML names as fetch preloads (vite.config.ts PRELOAD_PAGES, served by
// server/http/web-pages.ts) must be the very requests the page makes: a preload the page does not
// use is a request for nothing, and the page's own fetch goes out again after it. Chromium says so
// on the console a few seconds after the load event; that warning fails the test.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { useBrowser } from './support/browser';
import { openClass } from './support/classroom';
import { signUpTrader } from './support/trader';

const browser = useBrowser();

const VISITOR_PAGES = ['/landing', '/auth', '/companies'];
const MEMBER_PAGES = ['/', '/trade', '/leaderboard', '/profile', '/messages', '/settings'];
/**
 * Chromium reports an unused preload about 3 s after the load event, later on a busy machine: the
 * test waits for the control page's warning (at most this long), then gives every other page as
 * long after its own load event, and a margin.
 */
const CONTROL_WARNING_WITHIN_MS = 20_000;
const MARGIN_MS = 1_500;
/**
 * Eleven pages open at once, seven of them for players signed up at that moment: on a 2-core
 * machine running the rest of the suite beside it, that alone can pass the suite's 60 s.
 */
const TEST_TIMEOUT_MS = 180_000;

/** A preload no page asks for, put into one page's HTML: proof the warning this test reads comes. */
const CONTROL = '/api/health?asked-by-nobody';

/** A teacher's class page, with a class of theirs: its path holds the class's id. */
const CLASS_PAGE = async (page: Page) => `/classes/${(await openClass(page, 'Preloaded 8A')).id}`;

async function open(pathOf: string | ((page: Page) => Promise<string>), signedIn: boolean, addUnused = false) {
  const page: Page = await browser.newPage();
  if (signedIn) await signUpTrader(page);
  const path = typeof pathOf === 'string' ? pathOf : await pathOf(page);
  if (addUnused) {
    await page.route(
      (url) => url.pathname === path,
      async (route) => {
        const response = await route.fetch();
        const link = `<link rel="preload" as="fetch" crossorigin href="${CONTROL}">`;
        await route.fulfill({ response, body: (await response.text()).replace('</head>', `${link}</head>`) });
      },
    );
  }
  const unused: string[] = [];
  /** When the first such warning came (Date.now()). */
  const warned = { at: 0 };
  page.on('console', (message) => {
    if (!/preloaded using link preload but not used/.test(message.text())) return;
    unused.push(message.text());
    warned.at ||= Date.now();
  });
  await page.goto(path, { waitUntil: 'load' });
  const loadedAt = Date.now();
  const preloads = await page.evaluate(() =>
    [...document.querySelectorAll<HTMLLinkElement>('link[rel="preload"][as="fetch"]')].map((l) => {
      const url = new URL(l.href);
      return url.pathname + url.search;
    }),
  );
  return { path, page, preloads, unused, loadedAt, warned };
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Opens the pages a few at a time: eleven at once starved a 2-core machine running the rest of the
 * suite, and a page that hydrated more than a few seconds after its load event drew Chromium's
 * warning for preloads it did use, later.
 */
const AT_ONCE = 3;
async function inGroups<T>(tasks: (() => Promise<T>)[]): Promise<T[]> {
  const done: T[] = [];
  for (let i = 0; i < tasks.length; i += AT_ONCE) {
    done.push(...(await Promise.all(tasks.slice(i, i + AT_ONCE).map((task) => task()))));
  }
  return done;
}

describe('fetch preloads of the pages people open directly', () => {
  it(
    'are all used by the page, visitors and members alike',
    async () => {
      // The control page first, on its own; its warning then times the others'.
      const control = await open('/landing', false, true);
      const opened = await inGroups([
        ...VISITOR_PAGES.map((path) => () => open(path, false)),
        ...MEMBER_PAGES.map((path) => () => open(path, true)),
        () => open(CLASS_PAGE, true),
      ]);
      // Chromium still reports an unused preload in words this test recognises (again whenever a
      // later request of the page finishes, so the same warning may come more than once).
      await expect.poll(() => control.unused.length, { timeout: CONTROL_WARNING_WITHIN_MS }).toBeGreaterThan(0);
      const reportedAfter = control.warned.at - control.loadedAt;
      const lastLoad = Math.max(...opened.map((o) => o.loadedAt));
      await sleep(Math.max(0, lastLoad + reportedAfter + MARGIN_MS - Date.now()));
      expect(new Set(control.unused).size).toBe(1);
      expect(control.unused[0]).toContain(CONTROL);
      for (const { path, page, preloads, unused } of opened) {
        // Each page stayed where it was asked for (no redirect to sign-in or onboarding).
        expect(new URL(page.url()).pathname, path).toBe(path);
        // Every page starts with the session check.
        expect(preloads, path).toContain('/api/auth/me');
        expect(unused, path).toEqual([]);
      }
      const trade = opened.find((o) => o.path === '/trade')!;
      expect(trade.preloads).toContain('/api/companies?sort=market_cap&order=desc');
      // A page whose path holds an id preloads its reads of that id.
      const classPage = opened.find((o) => o.path.startsWith('/classes/'))!;
      expect(classPage.preloads).toContain(`${classPage.path.replace('/classes/', '/api/classes/')}/students`);
    },
    TEST_TIMEOUT_MS,
  );
});

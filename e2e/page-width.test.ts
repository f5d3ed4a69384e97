// Every route of the app at 360 px, in Hebrew and in English, is no wider than the phone: nothing
// pans sideways onto blank space. The routes are read from the router (web/app/router.tsx), so a
// new route without a visit here fails the first test. Public routes are opened signed out (those
// inside the app's shell also signed in), players' as a player who has traded, the classes as a
// teacher with a class, and the console as the seeded admin; a route's parameter is a real id.
import { readdirSync, readFileSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { tabsFor } from '#core/admin/permissions';
import { signInAsAdmin } from './support/admin';
import { baseURL, useBrowser } from './support/browser';
import { openClass } from './support/classroom';
import { mailedConsentPath, signUpByEmail } from './support/email-sign-up';
import { NARROW_PHONE, pageWidth, settledPage } from './support/page-width';
import { listedCompany, placeOrder, signUpTrader } from './support/trader';

const browser = useBrowser();
type Who = 'visitor' | 'player' | 'teacher' | 'admin';

/** The real ids a route's parameters take, made by each test for its own visitor. */
interface Ids {
  companyId: string;
  lessonId: string;
  classId: string;
  consentPath: string;
  /** Another player, whose page a player opens. */
  traderUsername: string;
}

const LESSON_ID = readdirSync(new URL('../content/lessons/', import.meta.url))[0]!;

/** Each route of the router, who opens it, and the addresses it is opened at. */
const ROUTES: Record<string, { who: Who[]; at: (ids: Ids) => string[] }> = {
  '/landing': { who: ['visitor'], at: () => ['/landing'] },
  '/auth': { who: ['visitor'], at: () => ['/auth'] },
  '/terms': { who: ['visitor'], at: () => ['/terms'] },
  '/privacy': { who: ['visitor'], at: () => ['/privacy'] },
  '/consent/:token': { who: ['visitor'], at: (ids) => [ids.consentPath] },
  '/how-prices-move': { who: ['visitor'], at: () => ['/how-prices-move'] },
  '*': { who: ['visitor'], at: () => ['/no-such-page'] },
  '/companies': { who: ['visitor', 'player'], at: () => ['/companies'] },
  '/company/:companyId': { who: ['visitor', 'player'], at: (ids) => [`/company/${ids.companyId}`] },
  '/learn': { who: ['visitor', 'player'], at: () => ['/learn'] },
  '/learn/glossary': { who: ['visitor', 'player'], at: () => ['/learn/glossary'] },
  '/learn/:lessonId': { who: ['visitor', 'player'], at: (ids) => [`/learn/${ids.lessonId}`] },
  '/join': { who: ['visitor'], at: () => ['/join'] },
  '/': { who: ['player'], at: () => ['/'] },
  '/profile': { who: ['player'], at: () => ['/profile'] },
  '/leaderboard': { who: ['player'], at: () => ['/leaderboard'] },
  '/messages': { who: ['player'], at: () => ['/messages'] },
  '/traders/:username': { who: ['player'], at: (ids) => [`/traders/${ids.traderUsername}`] },
  '/notifications': { who: ['player'], at: () => ['/notifications'] },
  '/trade': { who: ['player'], at: () => ['/trade'] },
  '/settings': { who: ['player'], at: () => ['/settings'] },
  '/classes': { who: ['teacher'], at: () => ['/classes'] },
  '/classes/new': { who: ['teacher'], at: () => ['/classes/new'] },
  '/classes/:classId': { who: ['teacher'], at: (ids) => [`/classes/${ids.classId}`] },
  '/admin': { who: ['admin'], at: () => ['/admin'] },
  '/admin/ads': { who: ['admin'], at: () => ['/admin/ads'] },
  '/admin/settings': { who: ['admin'], at: () => ['/admin/settings'] },
  '/admin/backup': { who: ['admin'], at: () => ['/admin/backup'] },
  '/admin/:tab': { who: ['admin'], at: () => tabsFor(['admin']).map((tab) => `/admin/${tab}`) },
};

/** The router's paths, as addresses from the root (a shell route's path is relative to it). */
function routerPaths(): string[] {
  const source = readFileSync(new URL('../web/app/router.tsx', import.meta.url), 'utf8');
  const paths = [...source.matchAll(/\bpath: '([^']+)'/g)].map((m) => m[1]!);
  const index = /\bindex: true\b/.test(source) ? ['/'] : [];
  return [...paths.map((p) => (p === '*' || p.startsWith('/') ? p : `/${p}`)), ...index].sort();
}

/** A new context signed in as `who`, with the ids its routes need. */
async function visitorAs(who: Who, language: 'he' | 'en'): Promise<{ page: Page; ids: Ids }> {
  const page = await browser.newPage({ language, viewport: NARROW_PHONE });
  const ids: Ids = { companyId: '', lessonId: LESSON_ID, classId: '', consentPath: '', traderUsername: '' };
  ids.companyId = (await listedCompany(page, 3)).id;
  if (who === 'visitor') {
    // A real consent link: a young player signs up (in a context of their own) naming a parent.
    const child = await browser.newPage();
    const id = Math.random().toString(36).slice(2, 10);
    const parentEmail = `parent_${id}@test.example`;
    await signUpByEmail(child, {
      fullName: 'Yael Width',
      username: `yael_${id}`,
      email: `yael_${id}@test.example`,
      password: 'correct-horse-42',
      birthYear: new Date().getUTCFullYear() - 11,
      parentEmail,
    });
    ids.consentPath = await mailedConsentPath(baseURL(), parentEmail);
  } else if (who === 'admin') {
    await signInAsAdmin(page);
  } else {
    await signUpTrader(page, who === 'teacher' ? 'Tali Width' : 'Maya Width');
    // Holdings and trades, so the tables that list them have rows.
    await placeOrder(page, { companyId: ids.companyId, side: 'buy', quantity: 4 });
    ids.traderUsername = (await signUpTrader(await browser.newPage(), 'Noa Width')).username;
  }
  if (who === 'teacher') {
    ids.classId = (await openClass(page, 'כיתה ח׳3 – Width')).id;
  }
  return { page, ids };
}

it('knows every route of the router', () => {
  expect(Object.keys(ROUTES).sort()).toEqual(routerPaths());
});

describe.each(['he', 'en'] as const)('at 360 px in %s', (language) => {
  for (const who of ['visitor', 'player', 'teacher', 'admin'] as const) {
    it(`every ${who} route is no wider than the phone`, { timeout: 240_000 }, async () => {
      const { page, ids } = await visitorAs(who, language);
      const addresses = Object.values(ROUTES)
        .filter((route) => route.who.includes(who))
        .flatMap((route) => route.at(ids));
      const tooWide: string[] = [];
      for (const address of [...new Set(addresses)]) {
        await page.goto(address);
        await settledPage(page);
        // The page shows what it is about (not a redirect elsewhere), then is measured.
        expect(new URL(page.url()).pathname, `${who} stays on ${address}`).toBe(address);
        const width = await pageWidth(page);
        if (width.scrollWidth > width.innerWidth) {
          tooWide.push(`${address}: ${width.scrollWidth} px\n  ${width.outside.join('\n  ')}`);
        }
      }
      expect(tooWide, `pages wider than ${NARROW_PHONE.width} px`).toEqual([]);
    });
  }
});

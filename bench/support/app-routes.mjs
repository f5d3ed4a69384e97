// Every page of the web app, who opens it and at which address, for the benches that measure each
// page (bench/lighthouse.mjs --all). The routes are read from the router (web/app/router.tsx), as
// e2e/page-width.test.ts reads them, so a new route without an entry here stops the bench.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

/**
 * Each route of the router, who opens it (the first kind listed: a public page as a visitor), and
 * the addresses it is opened at, given the real ids of a run.
 * @type {Record<string, { who: 'visitor' | 'player' | 'teacher' | 'admin', at: (ids: Record<string, string>) => string[] }>}
 */
export const APP_ROUTES = {
  '/landing': { who: 'visitor', at: () => ['/landing'] },
  '/auth': { who: 'visitor', at: () => ['/auth'] },
  '/terms': { who: 'visitor', at: () => ['/terms'] },
  '/privacy': { who: 'visitor', at: () => ['/privacy'] },
  // A link nobody was mailed: the page as a parent with an old link sees it (a production server
  // mails for real, so the bench has no live token to open).
  '/consent/:token': { who: 'visitor', at: () => ['/consent/bench-expired-link'] },
  '/how-prices-move': { who: 'visitor', at: () => ['/how-prices-move'] },
  '*': { who: 'visitor', at: () => ['/no-such-page'] },
  '/companies': { who: 'visitor', at: () => ['/companies'] },
  '/company/:companyId': { who: 'visitor', at: (ids) => [`/company/${ids.companyId}`] },
  '/learn': { who: 'visitor', at: () => ['/learn'] },
  '/learn/glossary': { who: 'visitor', at: () => ['/learn/glossary'] },
  '/learn/:lessonId': { who: 'visitor', at: (ids) => [`/learn/${ids.lessonId}`] },
  '/join': { who: 'visitor', at: () => ['/join'] },
  '/': { who: 'player', at: () => ['/'] },
  '/profile': { who: 'player', at: () => ['/profile'] },
  '/leaderboard': { who: 'player', at: () => ['/leaderboard'] },
  '/messages': { who: 'player', at: () => ['/messages'] },
  '/traders/:username': { who: 'player', at: (ids) => [`/traders/${ids.traderUsername}`] },
  '/notifications': { who: 'player', at: () => ['/notifications'] },
  '/trade': { who: 'player', at: () => ['/trade'] },
  '/settings': { who: 'player', at: () => ['/settings'] },
  '/classes': { who: 'teacher', at: () => ['/classes'] },
  '/classes/new': { who: 'teacher', at: () => ['/classes/new'] },
  '/classes/:classId': { who: 'teacher', at: (ids) => [`/classes/${ids.classId}`] },
  '/admin': { who: 'admin', at: () => ['/admin'] },
  '/admin/ads': { who: 'admin', at: () => ['/admin/ads'] },
  '/admin/settings': { who: 'admin', at: () => ['/admin/settings'] },
  '/admin/backup': { who: 'admin', at: () => ['/admin/backup'] },
  '/admin/:tab': { who: 'admin', at: (ids) => ids.adminTabs.split(' ').map((tab) => `/admin/${tab}`) },
};

/** The router's paths, as addresses from the root (a shell route's path is relative to it). */
export function routerPaths(root) {
  const source = readFileSync(path.join(root, 'web/app/router.tsx'), 'utf8');
  const paths = [...source.matchAll(/\bpath: '([^']+)'/g)].map((m) => m[1]);
  const index = /\bindex: true\b/.test(source) ? ['/'] : [];
  return [...paths.map((p) => (p === '*' || p.startsWith('/') ? p : `/${p}`)), ...index].sort();
}

/** The admin console's tabs, in its order (core/admin/permissions.ts ADMIN_TABS; an admin sees all). */
export function adminTabs(root) {
  const source = readFileSync(path.join(root, 'core/admin/permissions.ts'), 'utf8');
  const list = /ADMIN_TABS = \[([\s\S]*?)\] as const/.exec(source)?.[1] ?? '';
  return [...list.matchAll(/\['([a-z-]+)', '[a-z-]+'\]/g)].map((m) => m[1]);
}

/** A lesson's id: the first lesson folder of the content. */
export const firstLessonId = (root) => readdirSync(path.join(root, 'content/lessons')).sort()[0];

/**
 * Every page to open, { path, label, who, route }, with the run's ids; throws when the router has a
 * route this list does not know.
 */
export function allPages(root, ids) {
  const known = Object.keys(APP_ROUTES).sort();
  const missing = routerPaths(root).filter((p) => !known.includes(p));
  if (missing.length) throw new Error(`bench/support/app-routes.mjs does not know: ${missing.join(' ')}`);
  const pages = Object.entries(APP_ROUTES).flatMap(([route, { who, at }]) =>
    at(ids).map((address) => ({ path: address, label: route, who, route })),
  );
  // An address two routes reach (the console's Ads tab has a page of its own) is opened once.
  return pages.filter((page, i) => pages.findIndex((p) => p.path === page.path) === i);
}

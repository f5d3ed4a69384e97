// The app's routes. Each page is its own chunk (lazy) so the landing page ships only its code.
// Shell routes declare who may open them in `handle.access` (see access.ts); ShellGate enforces it.
import { createBrowserRouter, type RouteObject } from 'react-router';
import { PageSpinner } from '../components/ui/spinner';
import { prefetchFeed } from '../features/feed/api/prefetch-feed';
import { landingQueryOptions } from '../features/landing/api/get-landing';
import { currentContentLanguage } from '../lib/content-language';
import { tradeCompaniesQueryOptions } from '../features/trade/api/get-trade-companies';
import i18n, { type PageNamespace } from '../lib/i18n';
import { rememberedGame } from '../lib/chosen-game';
import { meQueryOptions } from '../lib/session';
import { ordersQueryOptions, portfolioQueryOptions } from '../lib/trading';
import { AppRoot } from './app-root';
import { ADMINS, adminAreaRule, MEMBERS, MEMBERS_VIA_AUTH, type RouteHandle } from './access';
import { queriesHeld } from './hydration-gate';
import { queryClient } from './query-client';
import { RouteError } from './route-error';

/**
 * A lazy page; its own strings (a page namespace) load alongside its code, not after it renders,
 * and so may its data (`prefetch`): one round trip less before the page shows what it is about.
 */
const page =
  (load: () => Promise<{ default: React.ComponentType }>, namespace?: PageNamespace, prefetch?: () => unknown) =>
  async () => {
    // Not while a drawn page hydrates: its own queries fetch once it is up.
    if (!queriesHeld()) prefetch?.();
    const [module] = await Promise.all([load(), namespace && i18n.loadNamespaces(namespace)]);
    return { Component: module.default };
  };
const handle = (h: RouteHandle) => h;
/** A page with the habits' Today card in its `today` slot (features do not import each other). */
const withToday = (load: () => Promise<{ default: React.ComponentType<{ today?: React.ReactNode }> }>) => async () => {
  const [{ default: Page }, { TodayCard }] = await Promise.all([
    load(),
    import('../features/habits'),
    i18n.loadNamespaces('habits'),
  ]);
  return { default: () => <Page today={<TodayCard />} /> };
};
/**
 * A members' page prefetches once the session check says signed in (a visitor is sent elsewhere),
 * in the game the player last chose. Not after the check failed: the shell gate shows that failure
 * and its retry, and asking again here would take its answer away while it decides.
 */
const whenSignedIn = (prefetch: (gameId: string) => unknown) => () =>
  queryClient.getQueryState(meQueryOptions.queryKey)?.status === 'error'
    ? undefined
    : queryClient.fetchQuery(meQueryOptions).then(
        (me) => me && prefetch(rememberedGame(me.user.id)),
        () => undefined,
      );

const shellRoutes: RouteObject[] = [
  // Public inside the shell: visitors can view companies and company detail.
  { path: 'companies', lazy: page(() => import('../features/companies/companies-route')) },
  { path: 'company/:companyId', lazy: page(() => import('../features/companies/company-detail-route')) },
  // Signed-out visitors go to the landing page.
  {
    index: true,
    handle: handle({ access: MEMBERS }),
    lazy: page(
      withToday(() => import('../features/feed')),
      undefined,
      whenSignedIn((gameId) => prefetchFeed(queryClient, gameId)),
    ),
  },
  {
    path: 'profile',
    handle: handle({ access: MEMBERS }),
    lazy: page(
      withToday(() => import('../features/profile')),
      'profile',
    ),
  },
  {
    path: 'leaderboard',
    handle: handle({ access: MEMBERS }),
    lazy: page(() => import('../features/leaderboard'), 'leaderboard'),
  },
  {
    path: 'messages',
    handle: handle({ access: MEMBERS }),
    lazy: page(() => import('../features/messages'), 'people'),
  },
  // A player as their privacy lets the reader see them, with Follow (docs/rules.md#friends-and-chat).
  {
    path: 'traders/:username',
    handle: handle({ access: MEMBERS }),
    lazy: page(() => import('../features/people/trader-route'), 'people'),
  },
  {
    path: 'notifications',
    handle: handle({ access: MEMBERS }),
    lazy: page(() => import('../features/notifications/notifications-route'), 'notifications'),
  },
  // A teacher's classes; anyone signed in may open them (and become a teacher there).
  {
    path: 'classes',
    handle: handle({ access: MEMBERS_VIA_AUTH }),
    lazy: page(() => import('../features/classes'), 'classes'),
  },
  {
    path: 'classes/new',
    handle: handle({ access: MEMBERS_VIA_AUTH }),
    lazy: page(() => import('../features/classes/new-class-route'), 'classes'),
  },
  {
    path: 'classes/:classId',
    handle: handle({ access: MEMBERS_VIA_AUTH }),
    lazy: page(() => import('../features/classes/class-route'), 'classes'),
  },
  // Lessons and the glossary are open to visitors too; a lesson's quiz is saved for the signed in.
  { path: 'learn', lazy: page(() => import('../features/learn/learn-route'), 'learn') },
  { path: 'learn/glossary', lazy: page(() => import('../features/glossary/glossary-route'), 'glossary') },
  { path: 'learn/:lessonId', lazy: page(() => import('../features/learn/lesson-route'), 'learn') },
  // The address behind a class's QR code: public, so a visitor sees what to do before signing in.
  { path: 'join', lazy: page(() => import('../features/classes/join-route'), 'classes') },
  // Signed-out visitors sign in first and come back here.
  {
    path: 'trade',
    handle: handle({ access: MEMBERS_VIA_AUTH }),
    lazy: page(
      () => import('../features/trade'),
      'trade',
      whenSignedIn((gameId) =>
        Promise.all([
          queryClient.prefetchQuery(tradeCompaniesQueryOptions),
          queryClient.prefetchQuery(portfolioQueryOptions(gameId)),
          queryClient.prefetchQuery(ordersQueryOptions(gameId, 'open')),
        ]),
      ),
    ),
  },
  {
    path: 'settings',
    handle: handle({ access: MEMBERS_VIA_AUTH }),
    lazy: page(() => import('../features/settings'), 'settings'),
  },
  // Staff only (the API checks again on every call): the console with a tab chosen by the path,
  // and the pages its quick actions and the Ads tab open.
  { path: 'admin', handle: handle({ access: ADMINS }), lazy: page(() => import('../features/admin'), 'admin') },
  {
    path: 'admin/ads',
    handle: handle({ access: adminAreaRule('ads') }),
    lazy: page(() => import('../features/admin/ads/ads-page'), 'admin'),
  },
  {
    path: 'admin/settings',
    handle: handle({ access: adminAreaRule('settings') }),
    lazy: page(() => import('../features/admin/settings/settings-page'), 'admin'),
  },
  {
    path: 'admin/backup',
    handle: handle({ access: adminAreaRule('backup') }),
    lazy: page(() => import('../features/admin/backup/backup-page'), 'admin'),
  },
  { path: 'admin/:tab', handle: handle({ access: ADMINS }), lazy: page(() => import('../features/admin'), 'admin') },
];

const pageRoutes: RouteObject[] = [
  {
    path: '/landing',
    lazy: page(
      () => import('../features/landing'),
      undefined,
      () => queryClient.prefetchQuery(landingQueryOptions(currentContentLanguage())),
    ),
    HydrateFallback: PageSpinner,
    errorElement: <RouteError />,
  },
  {
    path: '/auth',
    lazy: page(() => import('../features/auth')),
    HydrateFallback: PageSpinner,
    errorElement: <RouteError />,
  },
  // Public, signed in or not; linked from the sign-up form and the landing page's footer.
  {
    path: '/terms',
    lazy: page(() => import('../features/legal/terms-page'), 'legal'),
    HydrateFallback: PageSpinner,
    errorElement: <RouteError />,
  },
  {
    path: '/privacy',
    lazy: page(() => import('../features/legal/privacy-page'), 'legal'),
    HydrateFallback: PageSpinner,
    errorElement: <RouteError />,
  },
  // A parent confirms a child's account from the emailed link (docs/rules.md#accounts): no sign-in.
  {
    path: '/consent/:token',
    lazy: page(() => import('../features/consent/consent-page')),
    HydrateFallback: PageSpinner,
    errorElement: <RouteError />,
  },
  // The market's rules in plain words, linked from every company page.
  {
    path: '/how-prices-move',
    lazy: page(() => import('../features/legal/how-prices-move-page'), 'legal'),
    HydrateFallback: PageSpinner,
    errorElement: <RouteError />,
  },
  // The shell (its header, navigation and gate) loads with its first page, beside the page's own
  // code: the pages outside it (the landing page first) do not carry it.
  {
    lazy: async () => ({ Component: (await import('./guards/shell-gate')).ShellGate }),
    errorElement: <RouteError />,
    HydrateFallback: PageSpinner,
    children: shellRoutes,
  },
  { path: '*', lazy: page(() => import('../features/not-found')), HydrateFallback: PageSpinner },
];

/** The app's routes: the browser's router and the server's prerendering (web/entry-server.tsx) share them. */
export const appRoutes: RouteObject[] = [{ Component: AppRoot, children: pageRoutes }];

/**
 * The app's router. Creating it reads the URL, matches the routes and starts the page's lazy import
 * and prefetches: web/main.tsx does that in a task of its own, after the scripts' evaluation.
 */
export const createAppRouter = ({ drawnByServer = false } = {}) =>
  // Hydration data (none: the pages have no loaders) tells the router the page is the server's:
  // it then leaves the scroll where a reader may already have taken it (web/app/app-root.tsx).
  createBrowserRouter(appRoutes, drawnByServer ? { hydrationData: {} } : undefined);

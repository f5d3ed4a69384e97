// Composes the HTTP application: the JSON API under /api and, when a built web app is present,
// its static files with a history fallback so deep links such as /company/<id> load.
import { existsSync } from 'node:fs';
import path from 'node:path';
import { serveStatic } from '@hono/node-server/serve-static';
import { swaggerUI } from '@hono/swagger-ui';
import { Hono, type Context } from 'hono';
import { compress } from 'hono/compress';
import { logger } from 'hono/logger';
import type { Database, Db } from '../db/client';
import { companiesRoutes, createCompaniesRepo, createCompaniesService } from '../modules/companies';
import { healthRoutes } from '../modules/health';
import { createFeedRepo, createFeedService, feedRoutes } from '../modules/feed';
import { createLandingRepo, createLandingService, landingRoutes } from '../modules/landing';
import {
  createCandlesService,
  createIndicesService,
  indicesRoutes,
  createMarketDataRepo,
  createMarketDataService,
  marketDataRoutes,
} from '../modules/market-data';
import { createNewsRepo } from '../modules/news';
import { createHabitsRepo, createHabitsService, habitsRoutes } from '../modules/habits';
import type { Notifier } from '#core/notifications/types';
import {
  createNotificationsRepo,
  createNotificationsService,
  createWebPush,
  notificationsRoutes,
  vapidSubject,
} from '../modules/notifications';
import { createAuth } from '../auth/auth';
import { mountAuthRoutes } from '../auth/auth.routes';
import { sessionKeyOf } from '../auth/session';
import { mountOutboxPage } from '../dev/outbox-page';
import {
  accountsRoutes,
  createAccountsRepo,
  createAccountsService,
  createReferralActivator,
  sessionCheckRoutes,
} from '../modules/accounts';
import { createAccountSignals } from '../auth/account-signals';
import { createDeleteAccountRepo, createDeleteAccountService, deleteAccountRoutes } from '../modules/accounts';
import { adminGate, adminRoutes } from '../modules/admin';
import { createPlatformSettings } from '../modules/platform-settings';
import { consentGuard, consentRoutes, createConsentRepo, createConsentService } from '../modules/consent';
import {
  createLeaderboardRepo,
  createLeaderboardService,
  createProgressRepo,
  createProgressService,
  createProgressTracker,
  leaderboardRoutes,
  progressRoutes,
} from '../modules/competition';
import {
  allLessons,
  coachRoutes,
  createCoachRepo,
  createCoachService,
  createLearnRepo,
  createLearnService,
  learnRoutes,
} from '../modules/learn';
import {
  createChatRepo,
  createChatService,
  createFollowsRepo,
  createFollowsService,
  createFriendsRepo,
  createFriendsService,
  createPeopleRepo,
  createPeopleService,
  createPresence,
  socialRoutes,
} from '../modules/social';
import { createGamesRepo, createGamesService, gamesRoutes } from '../modules/games';
import {
  classAccess,
  assignmentsRoutes,
  classesRoutes,
  classLoginsRoutes,
  createClassesRepo,
  createClassesService,
  createDashboardRepo,
  createDashboardService,
  createAssignmentsRepo,
  createAssignmentsService,
  createLoginsRepo,
  createLoginsService,
  dashboardRoutes,
  createTeamsRepo,
  createTeamsService,
  teamsRoutes,
} from '../modules/classes';
import { createProfileRepo, createProfileService, profileRoutes } from '../modules/profile';
import { createSettingsRepo, createSettingsService, settingsRoutes } from '../modules/settings';
import {
  createPriceAlertTrigger,
  createProgressNotices,
  createWatchlistRepo,
  createWatchlistService,
  watchlistRoutes,
} from '../modules/watchlist';
import {
  createPortfolioHistoryRepo,
  createPortfolioHistoryService,
  createPortfolioRepo,
  createPortfolioService,
  createTradingRepo,
  createTradingService,
  portfolioHistoryRoutes,
  portfolioRoutes,
  tradingRoutes,
  type TradingEvents,
} from '../modules/trading';
import type { TickPrices } from '../market/engine';
import { createIndicesRepo } from '../market/indices.repo';
import type { EmailProvider, SmsProvider } from '../providers/messaging';
import { createOutbox } from '../providers/outbox';
import {
  createLocalBus,
  createRealtimeServer,
  publishTick,
  tradingEventsTo,
  type EventBus,
  type RealtimeLimits,
} from '../realtime';
import { createRateLimits } from '../lib/rate-limit';
import { apiNotFound, handleError } from './error-handler';
import { linkHostGuard } from './link-host-guard';
import { sameOriginGuard } from './same-origin';
import { apiBodyLimit, securityHeaders } from './security-headers';
import { checkRequestUrl, jsonBodyGuard } from './json-body-guard';
import { apiGuards } from './api-guards';
import { tradingRateLimit } from './trading-rate-limit';
import { createPrerenderer } from './prerender/prerenderer';
import { webPages } from './web-pages';
import { createRouter } from './openapi';

export interface AppAuthOptions {
  secret: string;
  /** The configured public origin, for the same-origin check; undefined means the request's own origin. */
  publicUrl?: string;
  /**
   * The origin emailed and texted links are built from: the configured public origin, else the
   * server's own listen address. Never a request header (a forged Host would poison the links).
   */
  linkOrigin: string;
  production: boolean;
  trustProxy: boolean;
  rateLimit: boolean;
  /** Defaults to the outbox (stored in the database, shown at /dev/outbox outside production). */
  sms?: SmsProvider;
  email?: EmailProvider;
}

export interface AppOptions {
  auth: AppAuthOptions;
  database: Database;
  /** Folder of the built web app; omitted in API-only tests. */
  webDir?: string;
  /**
   * How long hot reads (companies, landing) may be served from memory; 0 disables (tests).
   * Defaults: until invalidated on PGlite, where this process is the only writer and every writer
   * invalidates; 1 s on PostgreSQL, where other instances may write.
   */
  readCacheTtlMs?: number;
  /** Log one line per request (method, path, status, time). */
  logRequests?: boolean;
  /**
   * The realtime event bus. Defaults to an in-process bus, right for one process (PGlite); several
   * instances on one PostgreSQL database need createPostgresBus (start.ts makes one).
   */
  bus?: EventBus;
  /** Socket limits and push cadence overrides (tests). */
  realtime?: { limits?: Partial<RealtimeLimits>; cadence?: { bookMs?: number; tradesMs?: number } };
  /** The configured market tick and newsroom intervals (what "default" means in the admin settings). */
  intervals?: { marketTickMs: number; newsroomMs: number };
}

export function buildApp({
  database,
  auth: authOptions,
  webDir,
  logRequests = false,
  readCacheTtlMs = database.driver === 'pglite' ? Infinity : 1_000,
  bus = createLocalBus(),
  realtime: realtimeOptions = {},
  intervals = { marketTickMs: 5_000, newsroomMs: 180_000 },
}: AppOptions) {
  const { db } = database;
  // The notification centre and Web Push (docs/rules.md#notifications): modules that tell a player
  // something take `notifier`; it stores, tells the player's sockets and pushes when allowed.
  const notificationsRepo = createNotificationsRepo(db);
  const notifications = createNotificationsService({
    repo: notificationsRepo,
    bus,
    push: createWebPush({ repo: notificationsRepo, subject: vapidSubject(authOptions.publicUrl) }),
    production: authOptions.production,
  });
  const notifier: Notifier = notifications.notifier;
  // Read by sign-up, referrals and every order (the pause); cached for a moment, dropped on write.
  const platformSettings = createPlatformSettings(db);
  const companiesRepo = createCompaniesRepo(db);
  const newsRepo = createNewsRepo(db);

  const limits = createRateLimits(db, { enabled: authOptions.rateLimit });
  const outbox = createOutbox(db);
  const games = createGamesService({ db, repo: createGamesRepo(db) });
  const accountsRepo = createAccountsRepo(db);
  const consentAge = async () => (await platformSettings.get()).consentAge;
  // docs/rules.md#accounts: birth years, the parent's link, and the read-only account until it is followed.
  const consent = createConsentService({
    repo: createConsentRepo(db),
    secret: authOptions.secret,
    email: authOptions.email ?? outbox.email,
    linkOrigin: authOptions.linkOrigin,
    limits,
    consentAge,
  });
  const signals = createAccountSignals({ db, secret: authOptions.secret, production: authOptions.production });
  const accounts = createAccountsService({
    db,
    repo: accountsRepo,
    games,
    settings: platformSettings,
    signals,
    onReferralCredited: (referrer) => progress.changed([referrer]),
    restrictions: consent.restrictions,
  });
  const auth = createAuth({
    db,
    secret: authOptions.secret,
    ...(authOptions.publicUrl ? { baseURL: authOptions.publicUrl } : {}),
    linkOrigin: authOptions.linkOrigin,
    production: authOptions.production,
    sms: authOptions.sms ?? outbox.sms,
    email: authOptions.email ?? outbox.email,
    accounts,
    consent,
    signals,
    limits,
    // Signed out in one tab: the other tabs' sockets (on any instance) stop getting this
    // player's fills and messages.
    onSessionEnded: (token) => {
      bus.publish({ type: 'session-ended', sessionKeys: [sessionKeyOf(token)] }).catch((err: unknown) => {
        console.error(`[realtime] could not announce a sign-out: ${(err as Error).message}`);
      });
    },
  });

  // Fills and order closes are published after commit, whoever caused them (a request here, or
  // the engine's resting-order fills through this same service).
  const published = tradingEventsTo(bus);
  // One set of prepared statements for the teacher's dashboard and the players' team standings.
  const dashboardRepo = createDashboardRepo(db);
  // The Trade Coach's cards follow this instance's own fills and resting orders, after commit.
  const coach = createCoachService({ repo: createCoachRepo(db), lessons: allLessons(), bus });
  const tradingEvents: TradingEvents = {
    // This instance's own fills reach the progress tracker and the referrals at once (before the
    // answer to the order), not only through the bus: the player's next read knows what is due.
    onFill(userId, fill) {
      progress.schedule(userId);
      referrals.decide(userId);
      published.onFill(userId, fill);
      notifications.onFill(userId, fill);
      coach.filled(userId, fill);
    },
    onOrderRested: (userId, order) => coach.orderRested(userId, order),
    onOrderTriggered: published.onOrderTriggered,
    onOrderClosed(userId, order, reason) {
      published.onOrderClosed(userId, order);
      notifications.onOrderClosed(userId, order, reason);
    },
  };
  const tradingOn = (on: Db) =>
    createTradingService({
      repo: createTradingRepo(on),
      games,
      events: tradingEvents,
      isTradingPaused: async () => (await platformSettings.get()).tradingPaused,
    });
  const trading = tradingOn(db);
  // The engine's resting-order fills go through the background pool (Database.jobs).
  const engineTrading = database.jobs === db ? trading : tradingOn(database.jobs);
  // A company's book, trades and charts change with every tick and fill: cached for a second at most.
  const marketCacheTtlMs = Math.min(readCacheTtlMs, 1_000);
  const marketDataRepo = createMarketDataRepo(db);
  const marketData = createMarketDataService(marketDataRepo, { cacheTtlMs: marketCacheTtlMs });
  const charts = createCandlesService(marketDataRepo, { cacheTtlMs: marketCacheTtlMs });
  const indices = createIndicesService(createIndicesRepo(db), { cacheTtlMs: marketCacheTtlMs });
  const portfolio = createPortfolioService(createPortfolioRepo(db), games, indices);
  const portfolioHistory = createPortfolioHistoryService(createPortfolioHistoryRepo(db), games);
  const watchlist = createWatchlistService({ repo: createWatchlistRepo(db) });
  // Price alerts fire on the leader's tick, on the background pool like the engine (docs/rules.md#watchlist-and-price-alerts).
  const firePriceAlerts = createPriceAlertTrigger({ repo: createWatchlistRepo(database.jobs), notifier });
  const progressNotices = createProgressNotices({ db: database.jobs, notifier });
  const companies = createCompaniesService({ companies: companiesRepo, news: newsRepo, cacheTtlMs: readCacheTtlMs });
  const landing = createLandingService({
    landing: createLandingRepo(db),
    companies: companiesRepo,
    news: newsRepo,
    games,
    settings: () => platformSettings.get(),
    cacheTtlMs: readCacheTtlMs,
  });

  const feed = createFeedService({ repo: createFeedRepo(db), cacheTtlMs: readCacheTtlMs });
  const invalidateMarketReads = () => {
    companies.invalidate();
    landing.invalidate();
    feed.invalidate();
    marketData.invalidate();
    charts.invalidate();
    indices.invalidate();
  };

  // XP and achievements follow fills on the bus; the weekly board is read from its maintained table.
  const progress = createProgressTracker({ database, bus });
  const referrals = createReferralActivator({ database, bus, activate: (userId) => accounts.activateReferral(userId) });
  const board = createLeaderboardRepo(db);
  const friendsRepo = createFriendsRepo(db);
  const presence = createPresence({ bus, friendIds: (userId) => friendsRepo.friendIds(userId) });
  const followsRepo = createFollowsRepo(db);
  const friends = createFriendsService({ repo: friendsRepo, bus, presence, notifier, follows: followsRepo });
  const follows = createFollowsService({ repo: followsRepo, friends: friendsRepo });
  const people = createPeopleService({ repo: createPeopleRepo(db), friends: friendsRepo, limits });
  const chat = createChatService({
    chat: createChatRepo(db),
    friends: friendsRepo,
    bus,
    limits,
  });

  // Daily quests and streaks (docs/rules.md#habits): a finished lesson completes today's lesson quest.
  const habits = createHabitsService({ repo: createHabitsRepo(db), progress, limits });

  const api = createRouter()
    .route('/', healthRoutes(database))
    .route('/', accountsRoutes(auth, accounts))
    .route('/', consentRoutes(auth, consent, consentAge))
    .route(
      '/',
      deleteAccountRoutes(
        auth,
        createDeleteAccountService({
          db,
          repo: createDeleteAccountRepo(db),
          auth,
          bus,
          limits,
          trading,
        }),
      ),
    )
    .route(
      '/',
      profileRoutes(
        auth,
        createProfileService(createProfileRepo(db), games, {
          onOnboardingCompleted: (userId) => progress.changed([userId]),
        }),
      ),
    )
    .route('/', settingsRoutes(auth, createSettingsService(createSettingsRepo(db), { limits })))
    .route('/', gamesRoutes(auth, games))
    .route(
      '/',
      classesRoutes(
        auth,
        createClassesService({ db, repo: createClassesRepo(db), games, isTeacher: accounts.isTeacher, limits }),
      ),
    )
    .route(
      '/',
      classLoginsRoutes(
        auth,
        createLoginsService({
          db,
          repo: createLoginsRepo(db),
          access: classAccess({ repo: createClassesRepo(db), isTeacher: accounts.isTeacher }),
          accounts,
          games,
          limits,
          auth,
          bus,
        }),
      ),
    )
    .route(
      '/',
      dashboardRoutes(
        auth,
        createDashboardService({
          db,
          repo: dashboardRepo,
          access: classAccess({ repo: createClassesRepo(db), isTeacher: accounts.isTeacher }),
        }),
      ),
    )
    .route(
      '/',
      teamsRoutes(
        auth,
        createTeamsService({
          db,
          repo: createTeamsRepo(db),
          access: classAccess({ repo: createClassesRepo(db), isTeacher: accounts.isTeacher }),
          students: dashboardRepo,
          games,
        }),
      ),
    )
    .route(
      '/',
      assignmentsRoutes(
        auth,
        createAssignmentsService({
          repo: createAssignmentsRepo(db),
          access: classAccess({ repo: createClassesRepo(db), isTeacher: accounts.isTeacher }),
          lessonIds: new Set(allLessons().map((l) => l.meta.id)),
        }),
      ),
    )
    .route('/', tradingRoutes(auth, trading))
    .route('/', portfolioRoutes(auth, portfolio))
    .route('/', portfolioHistoryRoutes(auth, portfolioHistory))
    .route('/', watchlistRoutes(auth, watchlist))
    .route('/', companiesRoutes(companies))
    .route('/', marketDataRoutes(marketData, charts))
    .route('/', indicesRoutes(indices))
    .route('/', feedRoutes(feed))
    .route('/', landingRoutes(landing))
    .route(
      '/',
      leaderboardRoutes(
        auth,
        createLeaderboardService({
          repo: board,
          games,
          settings: () => platformSettings.get(),
        }),
      ),
    )
    .route(
      '/',
      progressRoutes(auth, createProgressService({ tracker: progress, progress: createProgressRepo(db), board })),
    )
    .route(
      '/',
      learnRoutes(
        auth,
        createLearnService({
          repo: createLearnRepo(db),
          lessons: allLessons(),
          progress,
          onFinished: (userId) => habits.lessonFinished(userId),
        }),
      ),
    )
    .route('/', habitsRoutes(auth, habits))
    .route('/', coachRoutes(auth, coach))
    .route('/', socialRoutes(auth, { friends, chat, people, follows }))
    .route('/', notificationsRoutes(auth, notifications))
    .route(
      '/',
      adminRoutes({
        database,
        auth,
        bus,
        invalidateMarketReads,
        trading,
        platformSettings,
        intervals,
        onNewsPublished: (newsId) => void notifications.onNewsPublished(newsId),
      }),
    );

  api.doc31('/openapi.json', { openapi: '3.1.0', info: { title: 'Bolts API', version: '1' } });
  api.get('/docs', swaggerUI({ url: '/api/openapi.json' }));
  api.notFound(apiNotFound);
  api.onError(handleError);

  const app = new Hono();
  if (logRequests) app.use(logger());
  app.onError(handleError);
  // Pages travel gzipped when the browser accepts it (scripts and styles have prebuilt .br/.gz
  // files, below). API answers are not compressed on the way out: gzipping each one through a
  // stream costs more CPU than the answer itself. The big cached lists are compressed once per
  // cached answer instead (server/http/cached-json.ts); the rest are small.
  const compressPages = compress();
  app.use('*', (c, next) => (c.req.path.startsWith('/api/') ? next() : compressPages(c, next)));
  app.use('*', securityHeaders({ production: authOptions.production }));
  app.use(
    '/api/*',
    apiGuards({
      read: checkRequestUrl,
      write: [
        sameOriginGuard(authOptions.publicUrl),
        apiBodyLimit(),
        jsonBodyGuard(),
        // Every write of an account waiting for a parent's consent is refused here, routes added
        // later included (docs/rules.md#accounts).
        consentGuard(auth, consent),
      ],
    }),
  );
  app.use('/api/auth/*', linkHostGuard(authOptions.linkOrigin));
  // Matches /api/orders itself too.
  if (authOptions.rateLimit) app.use('/api/orders/*', tradingRateLimit(auth, limits, platformSettings));
  // Every admin route, present and future, passes this role check (core/admin/permissions).
  app.use(
    '/api/admin/*',
    adminGate(auth, (userId) => accountsRepo.roles(userId)),
  );
  // Before the library's /api/auth/* so this one path is ours.
  app.route('/', sessionCheckRoutes(auth, accounts));
  mountAuthRoutes(app, auth, { trustProxy: authOptions.trustProxy, limits });
  app.route('/api', api);
  if (!authOptions.production) mountOutboxPage(app, outbox);
  app.all('/api/*', apiNotFound);
  if (webDir && existsSync(path.join(webDir, 'index.html'))) mountWebApp(app, webDir);

  const realtime = createRealtimeServer({
    auth,
    bus,
    marketData,
    ...(authOptions.publicUrl ? { publicUrl: authOptions.publicUrl } : {}),
    trustProxy: authOptions.trustProxy,
    rateLimit: authOptions.rateLimit,
    onPresence: presence.announce,
    ...realtimeOptions,
  });
  // Whichever instance's engine moved the prices (this one's too: its tick comes back over the
  // bus), the cached reads here are old now.
  bus.subscribe((event) => {
    if (event.type === 'prices') invalidateMarketReads();
    else if (event.type === 'indices') indices.invalidate();
    // A fill or a closed order changes that company's book and recent trades (before the socket
    // pushes that follow a fill are built).
    else if (event.type === 'fill' || event.type === 'order') marketData.forget(event.order.companyId);
  });
  return {
    app,
    /** The trading service for the market engine (on the background pool). */
    engineTrading,
    /** The API's route definitions with their zod schemas (the security and fuzz tests read them). */
    apiRoutes: api.openAPIRegistry.definitions.flatMap((d) => (d.type === 'route' ? [d.route] : [])),
    /** The auth library: its endpoints (auth.api) are the other half of the API (the fuzz test reads them). */
    auth,
    trading,
    bus,
    /** The admins' settings, for the engine and the newsroom (start.ts). */
    platformSettings,
    /** XP and achievements: stop it before the database closes. */
    progress,
    /** The Trade Coach: its cards after the last trades are written once settled() resolves. */
    coach,
    /** Referrals decided at first trades: stop it before the database closes. */
    referrals,
    /** WebSocket /ws: attach it to the HTTP server; close it before the server on shutdown. */
    realtime,
    /** Market writers (the engine, admin edits) call this so cached reads show their change. */
    invalidateMarketReads,
    /** The notification centre's contract, for jobs that tell players something (start.ts). */
    notifier,
    /** Tells a news item's holders about it (the newsroom's onPublished). */
    notifyNewsHolders: notifications.onNewsPublished,
    /** The engine leader's onTick: prices to every instance (its cached reads and its sockets). */
    onMarketTick(summary: TickPrices) {
      publishTick(bus, summary);
      firePriceAlerts(summary.prices).catch((err: unknown) => {
        console.error(`[price alerts] could not check the tick: ${(err as Error).message}`);
      });
    },
    /** rank_changed and assignment_due, after the standings job's pass (leader only, start.ts). */
    progressNotices,
  };
}

export function createApp(options: AppOptions) {
  return buildApp(options).app;
}

function mountWebApp(app: Hono, webDir: string) {
  // The pages are rendered with what this server answers their reads, in-process (a visitor's, or
  // a signed-in player's session check).
  const pages = webPages(
    webDir,
    createPrerenderer(webDir, async (url, init) => app.request(url, init)),
  );
  const page = async (c: Context) => {
    // Private: a signed-in player's page is drawn with who they are, for their browser alone.
    c.header('Cache-Control', 'private, no-cache');
    // Its language and the scripts it names depend on the cookies (the session, the saved language)
    // and the browser's languages.
    c.header('Vary', 'Cookie, Accept-Language');
    return c.html(
      await pages.page(c.req.path, new URL(c.req.url).search, {
        cookie: c.req.header('Cookie'),
        acceptLanguage: c.req.header('Accept-Language'),
      }),
    );
  };
  // Hashed build assets never change under the same name: cache them for a year.
  app.use('/assets/*', async (c, next) => {
    await next();
    if (c.res.status === 200) c.header('Cache-Control', 'public, max-age=31536000, immutable');
  });
  // The feed, before the static files would answer "/" with index.html as it is on disk.
  app.get('/', page);
  // The build writes .br and .gz beside each text file (scripts/vite-plugins.ts): sent as they are.
  app.use('*', serveStatic({ root: path.relative(process.cwd(), webDir) || '.', precompressed: true }));
  // History fallback: any other GET that wants a page gets the app, which routes (or shows 404).
  app.get('*', page);
}

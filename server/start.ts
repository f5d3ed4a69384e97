// Start-up and shutdown of one server process: configuration, the data-folder lock (PGlite),
// migrations, the first-start seed, the HTTP server with the realtime socket, and a graceful stop
// on SIGTERM/SIGINT.
import type { AddressInfo } from 'node:net';
import { serve, type ServerType } from '@hono/node-server';
import type { Hono } from 'hono';
import type { Config } from './config';
import { openDatabase, type Database } from './db/client';
import { lockDataFolder } from './db/data-lock';
import { seedIfEmpty } from './db/seed/seed';
import { resolveAuthSecret } from './auth/auth-secret';
import { buildApp } from './http/app';
import { createLlmWriter } from './newsroom/llm-writer';
import { createNewsroom } from './newsroom/newsroom';
import { createStandingsJob } from './modules/competition';
import { createStreakRiskJob } from './modules/habits';
import { createMarketEngine } from './market/engine';
import { createLocalBus, createPostgresBus, type EventBus } from './realtime';
import { createHttpSms } from './providers/http-sms';
import { createSmtpEmail } from './providers/smtp-email';

/** How often the streak reminders look for evenings that began (a reminder is at most this late). */
const STREAK_RISK_INTERVAL_MS = 5 * 60_000;

export interface RunningServer {
  url: string;
  port: number;
  database: Database;
  stop(): Promise<void>;
}

export async function startServer(config: Config, log: (line: string) => void = console.log): Promise<RunningServer> {
  const t0 = performance.now();
  let releaseLock: (() => Promise<void>) | undefined;
  if (config.database.driver === 'pglite') releaseLock = await lockDataFolder(config.database.dataDir);

  let database: Database | undefined;
  let bus: EventBus | undefined;
  try {
    database = await openDatabase(
      config.database.driver === 'pglite'
        ? { ...config.database, worker: true, onLost: exitOnLostDatabase }
        : config.database,
    );
    await database.migrate();
    if (config.seed) {
      const seeded = await seedIfEmpty(database.db, { admin: config.admin });
      if (seeded.seeded) log(`Seeded ${seeded.companies} companies, news, ads and the admin account.`);
    }
    // Several instances on one PostgreSQL database share realtime events through LISTEN/NOTIFY.
    bus = config.database.driver === 'postgres' ? await createPostgresBus(config.database.url) : createLocalBus();
  } catch (err) {
    await bus?.close().catch(() => {});
    await database?.close().catch(() => {});
    await releaseLock?.().catch(() => {});
    throw err;
  }
  const db = database;
  const eventBus = bus;

  // Listen first: with PORT=0 the port, and so the origin links are built from, is known only now.
  let handle: Hono['fetch'] = () => new Response('Starting', { status: 503 });
  const server = await new Promise<ServerType>((resolve) => {
    const s = serve({ fetch: (request, env) => handle(request, env), port: config.port, hostname: config.host }, () =>
      resolve(s),
    );
  });
  keepConnectionsOpen(server);
  const port = (server.address() as AddressInfo).port;
  const buildServedApp = async (port: number) =>
    buildApp({
      database: db,
      bus: eventBus,
      webDir: config.webDir,
      logRequests: config.logRequests,
      intervals: { marketTickMs: config.market.tickMs, newsroomMs: config.newsroom.intervalMs },
      auth: {
        secret: await resolveAuthSecret(db.db, config.authSecret),
        ...(config.publicUrl ? { publicUrl: config.publicUrl } : {}),
        linkOrigin: linkOrigin(config, port),
        production: config.env === 'production',
        trustProxy: config.trustProxy,
        rateLimit: config.rateLimit,
        sms: config.sms.provider === 'http' ? createHttpSms(config.sms.url, config.sms.token) : undefined,
        email: config.email.provider === 'smtp' ? createSmtpEmail(config.email.url, config.email.from) : undefined,
      },
    });
  const built = await buildServedApp(port).catch(async (err: unknown) => {
    await new Promise((resolve) => server.close(resolve));
    throw err;
  });
  const { app, engineTrading, realtime, onMarketTick, invalidateMarketReads, progress, referrals, platformSettings } =
    built;
  handle = app.fetch;
  realtime.attach(server);
  const engine =
    config.market.tickMs > 0
      ? createMarketEngine({
          database: db,
          trading: engineTrading,
          seed: config.market.seed,
          tickMs: config.market.tickMs,
          currentTickMs: async () => (await platformSettings.get()).marketTickMs,
          isTradingPaused: async () => (await platformSettings.get()).tradingPaused,
          onTick: onMarketTick,
          notifier: built.notifier,
        })
      : undefined;
  engine?.start();
  const newsroom =
    config.newsroom.intervalMs > 0
      ? createNewsroom({
          database: db,
          seed: config.market.seed,
          intervalMs: config.newsroom.intervalMs,
          currentIntervalMs: async () => (await platformSettings.get()).newsroomMs,
          llm: config.newsroom.llm && createLlmWriter(config.newsroom.llm),
          onPublished: (item) => {
            invalidateMarketReads();
            // Players holding the company hear about it (docs/rules.md#notifications).
            void built.notifyNewsHolders(item.id);
          },
        })
      : undefined;
  newsroom?.start();
  const standings =
    config.standings.intervalMs > 0
      ? createStandingsJob({
          database: db,
          intervalMs: config.standings.intervalMs,
          // Refreshed here soon (new achievements reach the winners' sockets), and every other
          // instance's next read of them refreshes too.
          onWeekAwarded: (userIds) => {
            progress.changed(userIds);
            userIds.forEach((id) => progress.schedule(id));
          },
          // Rank moves and assignments due soon (docs/rules.md#notifications).
          onPassed: (now, week) => built.progressNotices.run(now, week),
        })
      : undefined;
  standings?.start();
  // Streak-at-risk reminders in each player's evening (docs/rules.md#habits); off with the standings job.
  const streakRisk =
    config.standings.intervalMs > 0
      ? createStreakRiskJob({ database: db, notifier: built.notifier, intervalMs: STREAK_RISK_INTERVAL_MS })
      : undefined;
  streakRisk?.start();
  const url = `http://localhost:${port}`;
  log(`Bolts is running at ${url} (database: ${db.driver}, ready in ${Math.round(performance.now() - t0)} ms)`);

  let stopping: Promise<void> | undefined;
  const stop = () =>
    (stopping ??= (async () => {
      await engine?.stop();
      await newsroom?.stop();
      await standings?.stop();
      await streakRisk?.stop();
      await progress.stop();
      await referrals.stop();
      await built.coach.settled();
      // Sockets are told to reconnect (to another instance, or to this one after a restart).
      await realtime.close();
      // Stop accepting; requests in flight finish; idle keep-alive sockets close now.
      await new Promise<void>((resolve) => {
        server.close(() => resolve());
        if ('closeIdleConnections' in server) server.closeIdleConnections();
      });
      await eventBus.close();
      await db.close();
      await releaseLock?.();
    })());

  return { url, port, database: db, stop };
}

/**
 * PGlite's thread ended without being asked to (a crash in the database): every request in flight
 * has failed with the reason, and no later one could be answered, so the process says why and
 * ends (a supervisor restarts it; PGlite replays its log on open).
 */
function exitOnLostDatabase(error: Error) {
  console.error(`${error.message}. Exiting.`, error.cause ?? '');
  process.exit(1);
}

/** Where emailed and texted links point: the configured public origin, else this server's own address. */
function linkOrigin(config: Config, port: number): string {
  if (config.publicUrl) return config.publicUrl;
  const wildcard = config.host === '0.0.0.0' || config.host === '::' || config.host === '';
  const host = wildcard ? 'localhost' : config.host.includes(':') ? `[${config.host}]` : config.host;
  return `http://${host}:${port}`;
}

/**
 * Node closes a keep-alive connection after 5 s idle, and a client (a browser, a load balancer,
 * a load test) that sends its next request at that moment gets a reset connection. Proxies
 * keep idle connections up to 60 s
 * (AWS's default), so the server must keep them longer than that; headersTimeout above it.
 */
function keepConnectionsOpen(server: ServerType) {
  if (!('keepAliveTimeout' in server)) return;
  server.keepAliveTimeout = 65_000;
  server.headersTimeout = 66_000;
}

// The database misbehaving under a running server, on PostgreSQL:
// - PostgreSQL restarts: while it is down every request gets a clean 503 (never a 500, never a
//   hang), and once it is back the same process trades again, its realtime bus delivers again and
//   its market engine ticks again, with no restart of the app and the books intact.
// - A lock held too long (a slow database): the request waiting on it ends in a 503 after the lock
//   timeout, while every other request is answered as usual.
// PGlite has one connection in one process: neither a restart nor another session's lock exists
// there (its crash recovery is tested by killing the server process, e2e/crash-recovery.test.ts).
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import postgres from 'postgres';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../server/config';
import { checkConsistency } from '../../server/db/consistency';
import { startServer, type RunningServer } from '../../server/start';
import { signUpByEmail, type SignedUpUser } from '../support/accounts';
import { createCompany } from '../support/factories';
import { canRunOwnPostgres, startOwnPostgres, type OwnPostgres } from '../support/own-postgres';
import { connect, type TestSocket } from '../support/realtime';
import {
  createTestContext,
  databaseUrlOf,
  TEST_AUTH,
  TEST_ORIGIN,
  testDriver,
  type TestContext,
} from '../support/test-database';

const quiet = () => {};

/** Waits until `check` passes, retrying every 100 ms; returns how many tries it took. */
async function eventually(check: () => Promise<boolean>, timeoutMs: number): Promise<number> {
  for (let tries = 1, end = Date.now() + timeoutMs; ; tries++) {
    if (await check()) return tries;
    if (Date.now() > end) throw new Error(`not within ${timeoutMs} ms`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

async function expectBooksBalanced(db: Parameters<typeof checkConsistency>[0]) {
  const broken = (await checkConsistency(db)).filter((r) => r.count > 0);
  expect(broken.map((r) => `${r.name}: ${JSON.stringify(r.examples)}`)).toEqual([]);
}

describe.runIf(testDriver() === 'postgres' && canRunOwnPostgres())('PostgreSQL restarts under a running server', () => {
  let pg: OwnPostgres;
  let server: RunningServer;
  let player: SignedUpUser;
  let socket: TestSocket;
  let companyId: string;
  const webDir = mkdtempSync(path.join(tmpdir(), 'bolts-faults-web-'));
  const order = () => player.client.post('/api/orders', { companyId, side: 'buy', type: 'market', quantity: 1 });

  beforeAll(async () => {
    pg = await startOwnPostgres();
    server = await startServer(
      loadConfig({
        DATABASE_URL: pg.url,
        PORT: '0',
        HOST: '127.0.0.1',
        BOLTS_WEB_DIR: webDir,
        BOLTS_AUTH_SECRET: TEST_AUTH.secret,
        BOLTS_RATE_LIMIT: 'false',
        BOLTS_MARKET_TICK_MS: '200',
        BOLTS_NEWSROOM_MS: '0',
        BOLTS_STANDINGS_MS: '0',
      }),
      quiet,
    );
    const base = `http://127.0.0.1:${server.port}`;
    // The account helpers speak to an app; this one is the real server over HTTP, at its own origin
    // (the one its links are built from), which the requests name as a browser there would.
    const overHttp = {
      database: server.database,
      app: {
        request: (url: string, init: RequestInit) =>
          fetch(url.replace(TEST_ORIGIN, base), {
            ...init,
            // As app.request does: the emailed link's redirect is the answer, with its cookie.
            redirect: 'manual',
            headers: { ...(init.headers as Record<string, string>), Origin: base },
          }),
      },
      close: async () => {},
    } as unknown as TestContext;
    player = await signUpByEmail(overHttp);
    companyId = (await createCompany(server.database.db, { currentPriceMinor: 10_000 })).id;
    socket = await connect(
      { wsUrl: `ws://127.0.0.1:${server.port}/ws`, origin: base },
      {
        cookie: player.client.cookies(),
      },
    );
  }, 90_000);

  afterAll(async () => {
    await socket?.close();
    await server?.stop();
    pg?.destroy();
    rmSync(webDir, { recursive: true, force: true });
  });

  it('answers 503 while the database is down and trades again once it is back, without a restart', async () => {
    expect((await order()).status).toBe(201);

    pg.stop();
    for (const res of [
      await order(),
      await player.client.get('/api/portfolio'),
      await player.client.get('/api/orders'),
      await fetch(`http://127.0.0.1:${server.port}/api/health`),
    ]) {
      expect(res.status).toBe(503);
      expect(res.headers.get('retry-after')).toBe('2');
      expect((await res.json()).error.code).toBe('database_unavailable');
    }

    const ticksBefore = socket.frames.filter((f) => f.type === 'prices').length;
    pg.start();
    await eventually(async () => {
      const res = await order();
      if (res.status !== 201) expect(res.status).toBe(503);
      return res.status === 201;
    }, 15_000);
    // Each of the pool's connections finds the database back on its next query: health too, soon.
    await eventually(async () => (await fetch(`http://127.0.0.1:${server.port}/api/health`)).status === 200, 10_000);

    // The same socket, opened before the outage, gets fresh prices (the engine leads again, and the
    // bus's LISTEN is back: PostgreSQL hands a NOTIFY only to those listening when it is sent, so a
    // fill in the moment before the LISTEN reconnected reaches no socket), then hears of a new fill.
    await eventually(async () => socket.frames.filter((f) => f.type === 'prices').length > ticksBefore, 10_000);
    const next = await order();
    expect(next.status).toBe(201);
    const { order: placed } = (await next.json()) as { order: { id: string } };
    await socket.next('fill', (f) => f.data.order.id === placed.id, 10_000);

    const trades = (await (await player.client.get('/api/trades')).json()) as { trades: unknown[] };
    expect(trades.trades).toHaveLength(3);
    await expectBooksBalanced(server.database.db);
  });
});

describe.runIf(testDriver() === 'postgres')('a lock held too long', () => {
  let ctx: TestContext;
  let other: postgres.Sql;
  const LOCK_TIMEOUT_MS = 400;
  beforeAll(async () => {
    ctx = await createTestContext({ lockTimeoutMs: LOCK_TIMEOUT_MS });
    other = postgres(databaseUrlOf(ctx.database), { max: 1, onnotice: () => {} });
  });
  afterAll(async () => {
    await other?.end();
    await ctx?.close();
  });

  /** Runs `body` while another session holds what `lock` takes, then lets it go. */
  async function whileLocked(lock: (tx: postgres.TransactionSql) => Promise<unknown>, body: () => Promise<void>) {
    let release!: () => void;
    const released = new Promise<void>((r) => (release = r));
    let locked!: () => void;
    const isLocked = new Promise<void>((r) => (locked = r));
    const holder = other.begin(async (tx) => {
      await lock(tx);
      locked();
      await released;
    });
    await isLocked;
    try {
      await body();
    } finally {
      release();
      await holder;
    }
  }

  it("gives up on a player's locked portfolio with a 503 and serves everyone else meanwhile", async () => {
    const [stuck, free] = [await signUpByEmail(ctx), await signUpByEmail(ctx)];
    const company = await createCompany(ctx.database.db, { currentPriceMinor: 10_000 });
    const buy = (user: SignedUpUser) =>
      user.client.post('/api/orders', { companyId: company.id, side: 'buy', type: 'market', quantity: 2 });

    await whileLocked(
      (tx) => tx`select cash_minor from portfolios where user_id = ${stuck.id} for update`,
      async () => {
        const started = performance.now();
        const res = await buy(stuck);
        const waited = performance.now() - started;
        expect(res.status).toBe(503);
        expect((await res.json()).error.code).toBe('database_busy');
        expect(waited).toBeGreaterThanOrEqual(LOCK_TIMEOUT_MS * 0.9);
        expect(waited).toBeLessThan(LOCK_TIMEOUT_MS + 2_000);

        expect((await buy(free)).status).toBe(201);
        expect((await free.client.get('/api/portfolio')).status).toBe(200);
      },
    );

    // Nothing of the refused order stayed; with the lock gone the same order goes through.
    expect(((await (await stuck.client.get('/api/trades')).json()) as { trades: unknown[] }).trades).toHaveLength(0);
    expect((await buy(stuck)).status).toBe(201);
    await expectBooksBalanced(ctx.database.db);
  });

  it('answers reads of a locked table with a 503 in time, not a hung request', async () => {
    const company = await createCompany(ctx.database.db, { currentPriceMinor: 10_000 });
    const reader = await signUpByEmail(ctx);
    await whileLocked(
      (tx) => tx`lock table companies in access exclusive mode`,
      async () => {
        const started = performance.now();
        const res = await reader.client.get(`/api/companies/${company.id}`);
        expect(res.status).toBe(503);
        expect((await res.json()).error.code).toBe('database_busy');
        expect(performance.now() - started).toBeLessThan(LOCK_TIMEOUT_MS + 2_000);
        // Requests that do not need the table are answered at once.
        expect((await reader.client.get('/api/me')).status).toBe(200);
      },
    );
    expect((await reader.client.get(`/api/companies/${company.id}`)).status).toBe(200);
  });
});

// A crash in the middle of trading: the real server process takes a stream of
// orders from several players and is killed outright (SIGKILL) while requests are in flight; it is
// started again on the same data. Every order and trade it acknowledged is still there, nothing
// half-done is (`npm run db:check`: ledger journals sum to zero, balances equal the ledger,
// reservations equal open orders, holdings equal trades), and trading carries on. On the embedded
// database (PGlite, which replays its write-ahead log) and on PostgreSQL when TEST_DATABASE_URL is set.
import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import postgres from 'postgres';
import { afterAll, describe, expect, it } from 'vitest';
import type { CompanySummary } from '#core/schemas/companies';
import type { Order, PlaceOrderResult, Trade } from '#core/schemas/trading';
import { mailedSignUpLink } from './support/email-sign-up';
import { startServerProcess } from './support/server-process';

const root = path.resolve(import.meta.dirname, '..');
const PASSWORD = 'crash-test-password-42';
const TRADERS = 6;
const cleanups: (() => Promise<void> | void)[] = [];
afterAll(async () => {
  for (const fn of cleanups.reverse()) await fn();
});

type DatabaseEnv = Record<string, string>;

/** The server on this database, with a fast market (resting orders fill, candles are written). */
function startServer(databaseEnv: DatabaseEnv) {
  const server = startServerProcess({ ...databaseEnv, BOLTS_MARKET_TICK_MS: '250', BOLTS_NEWSROOM_MS: '0' });
  cleanups.push(async () => {
    await server.stop('SIGKILL');
  });
  return server;
}

/** A player's HTTP client against `base` (changeable: the restarted server has a new port). */
function player(email: string) {
  let cookie = '';
  return {
    email,
    async call(base: string, method: 'GET' | 'POST', p: string, body?: unknown): Promise<Response> {
      // Not following redirects: the sign-up link's answer (a redirect) carries the session cookie.
      const res = await fetch(`${base}${p}`, {
        method,
        redirect: 'manual',
        headers: { Origin: base, Cookie: cookie, ...(body ? { 'Content-Type': 'application/json' } : {}) },
        ...(body ? { body: JSON.stringify(body) } : {}),
      });
      const set = res.headers.getSetCookie().map((c) => c.split(';')[0]);
      if (set.length) cookie = set.join('; ');
      return res;
    },
  };
}
type Player = ReturnType<typeof player>;

/** `npm run db:check` against the stopped server's database: its exit code and what it printed. */
function dbCheck(databaseEnv: DatabaseEnv) {
  const result = spawnSync(process.execPath, [path.join(root, 'scripts/run-entry.mjs'), 'server/db/check-command.ts'], {
    cwd: root,
    env: { ...process.env, ...databaseEnv },
    encoding: 'utf8',
  });
  return { status: result.status, output: `${result.stdout}${result.stderr}` };
}

async function databaseEnvs(): Promise<[string, () => Promise<DatabaseEnv>][]> {
  const envs: [string, () => Promise<DatabaseEnv>][] = [
    [
      'the embedded database (PGlite)',
      async () => {
        const dataDir = mkdtempSync(path.join(tmpdir(), 'bolts-crash-'));
        cleanups.push(() => rmSync(dataDir, { recursive: true, force: true }));
        return { BOLTS_DATA_DIR: dataDir };
      },
    ],
  ];
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (adminUrl)
    envs.push([
      'PostgreSQL',
      async () => {
        const name = `bolts_crash_${randomBytes(5).toString('hex')}`;
        const admin = postgres(adminUrl, { max: 1, onnotice: () => {} });
        await admin.unsafe(`create database ${name}`);
        cleanups.push(async () => {
          await admin.unsafe(`drop database if exists ${name} with (force)`);
          await admin.end();
        });
        const url = new URL(adminUrl);
        url.pathname = `/${name}`;
        return { DATABASE_URL: url.toString() };
      },
    ]);
  return envs;
}

describe.each(await databaseEnvs())('a server killed while trading, on %s', (_label, makeDatabase) => {
  it('keeps every acknowledged trade, leaves nothing half-done, and trades again after a restart', async () => {
    const databaseEnv = await makeDatabase();
    const first = startServer(databaseEnv);
    let base = await first.url();

    const players: Player[] = [];
    for (let i = 0; i < TRADERS; i++) {
      const p = player(`crash-${i}-${randomBytes(4).toString('hex')}@example.com`);
      const res = await p.call(base, 'POST', '/api/auth/sign-up/email', {
        fullName: `Crash Tester ${i}`,
        email: p.email,
        password: PASSWORD,
        username: `crash_${randomBytes(5).toString('hex')}`,
        birthYear: new Date().getUTCFullYear() - 20,
      });
      expect(res.status, await res.clone().text()).toBe(200);
      expect((await p.call(base, 'GET', await mailedSignUpLink(base, p.email))).status).toBe(302);
      players.push(p);
    }
    const { companies } = (await (await fetch(`${base}/api/companies`)).json()) as { companies: CompanySummary[] };
    const tradable = companies.slice(0, 8);

    // Every player streams orders (market buys, sells of what they hold, limit buys that rest)
    // until the server dies; what it answered 201 to is what must survive.
    const acknowledged: PlaceOrderResult[] = [];
    let inFlight = 0;
    let killed = false;
    const stream = async (p: Player, seat: number) => {
      for (let n = 0; !killed; n++) {
        const company = tradable[(seat + n) % tradable.length]!;
        const kind = n % 5;
        const body =
          kind === 3
            ? { companyId: company.id, side: 'sell', type: 'market', quantity: 1 }
            : kind === 4
              ? {
                  companyId: company.id,
                  side: 'buy',
                  type: 'limit',
                  quantity: 1,
                  limitPriceMinor: Math.max(1, company.priceMinor - 100),
                }
              : { companyId: company.id, side: 'buy', type: 'market', quantity: 1 + (n % 3) };
        inFlight++;
        try {
          const res = await p.call(base, 'POST', '/api/orders', body);
          if (res.status === 201) acknowledged.push((await res.json()) as PlaceOrderResult);
          // A sell of shares not held yet, or the books' refusals, are answers, not faults.
          else expect([400, 409, 422], await res.text()).toContain(res.status);
        } catch {
          // the connection died with the server
        } finally {
          inFlight--;
        }
      }
    };
    const streams = players.map((p, seat) => stream(p, seat));
    for (const end = Date.now() + 20_000; acknowledged.length < 60 && Date.now() < end;)
      await new Promise((r) => setTimeout(r, 20));
    const inFlightAtKill = inFlight;
    const stopped = first.stop('SIGKILL');
    killed = true;
    await stopped;
    await Promise.all(streams);
    expect(acknowledged.length).toBeGreaterThanOrEqual(60);
    expect(inFlightAtKill, 'orders were in flight when the server died').toBeGreaterThan(0);

    // Started again at once on the same data (a supervisor's restart).
    const second = startServer(databaseEnv);
    base = await second.url();
    const orders = new Map<string, Order>();
    const trades = new Map<string, Trade>();
    for (const p of players) {
      const ordersRes = await p.call(base, 'GET', '/api/orders?status=all');
      expect(ordersRes.status).toBe(200);
      for (const o of ((await ordersRes.json()) as { orders: Order[] }).orders) orders.set(o.id, o);
      const tradesRes = await p.call(base, 'GET', '/api/trades');
      for (const t of ((await tradesRes.json()) as { trades: Trade[] }).trades) trades.set(t.id, t);
    }
    for (const { order, trade } of acknowledged) {
      const stored = orders.get(order.id);
      expect(stored, `order ${order.id}`).toBeDefined();
      // A resting order may have filled (or been cancelled) since; a filled one stays filled.
      if (order.status === 'filled') expect(stored!.status).toBe('filled');
      if (trade) expect(trades.get(trade.id), `trade ${trade.id}`).toMatchObject({ id: trade.id });
    }

    // Trading carries on after the restart.
    const after = await players[0]!.call(base, 'POST', '/api/orders', {
      companyId: tradable[0]!.id,
      side: 'buy',
      type: 'market',
      quantity: 1,
    });
    expect(after.status, await after.clone().text()).toBe(201);

    // The books, checked by the operators' command once the server has stopped (PGlite has one
    // owner; on PostgreSQL it could run live).
    await second.stop();
    const check = dbCheck(databaseEnv);
    expect(check.output).toMatch(/All \d+ checks passed/);
    expect(check.status).toBe(0);
  }, 180_000);
});

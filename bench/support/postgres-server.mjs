// Shared by the PostgreSQL benchmarks: a fresh database of our own on the given server, the server
// bundle started on it (migrated and seeded; no engine, no newsroom), a client to seed it with
// set-based SQL, timing helpers, and a clean-up that always runs. Loopback only; bounded in time.
import { execFileSync, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import postgres from 'postgres';
import { freePort } from '../../scripts/lib/postgres.mjs';
import { cookieOf } from './players.mjs';
import { stopChild, productionEnv } from './proc.mjs';

export const HOST = '127.0.0.1';
const root = path.resolve(import.meta.dirname, '../..');

export function percentile(sorted, p) {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}

export async function step(label, fn) {
  const started = Date.now();
  const result = await fn();
  console.log(`${label}: ${((Date.now() - started) / 1000).toFixed(1)} s`);
  return result;
}

/** A free TCP port on the loopback interface. */
export { freePort };

/**
 * Runs `cleanUp` and exits 2 past `timeoutS`, and on Ctrl-C or `timeout` (SIGTERM), so a bench's
 * database, server and folders go whatever happens. Returns the deadline's timer (clear it when done).
 */
export function cleanUpOnExit(cleanUp, timeoutS) {
  const deadline = setTimeout(async () => {
    console.error(`Gave up after ${timeoutS} s.`);
    await cleanUp();
    process.exit(2);
  }, timeoutS * 1000);
  for (const [signal, code] of [
    ['SIGINT', 130],
    ['SIGTERM', 143],
  ]) {
    process.on(signal, async () => {
      await cleanUp();
      process.exit(code);
    });
  }
  return deadline;
}

/**
 * Runs `body({ base, sql, databaseUrl, pid })` against a fresh database and server, then cleans up whatever
 * happens. `admin` is the seeded admin's email and password. Exits 2 past BENCH_TIMEOUT_S.
 */
export async function withBenchServer({ name, adminAccount, env = {} }, body) {
  const adminUrl = process.env.BENCH_DATABASE_URL;
  if (!adminUrl) {
    console.error('Set BENCH_DATABASE_URL to a PostgreSQL server we may create a database on.');
    process.exit(1);
  }
  const cleanups = [];
  let cleaned = false;
  const cleanUp = async () => {
    if (cleaned) return;
    cleaned = true;
    for (const fn of cleanups.reverse()) {
      try {
        await fn();
      } catch (err) {
        console.error('cleanup:', err.message);
      }
    }
  };
  const deadline = cleanUpOnExit(cleanUp, Number(process.env.BENCH_TIMEOUT_S ?? 900));

  try {
    const dbName = `bolts_bench_${name}_${Date.now().toString(36)}`;
    const owner = postgres(adminUrl, { max: 1, onnotice: () => {} });
    await owner.unsafe(`create database ${dbName}`);
    cleanups.push(async () => {
      // BENCH_KEEP_DATABASE=1 leaves it for EXPLAIN work (drop it by hand afterwards).
      if (process.env.BENCH_KEEP_DATABASE === '1') console.log(`kept database ${dbName}`);
      else await owner.unsafe(`drop database if exists ${dbName} with (force)`);
      await owner.end();
    });
    const url = new URL(adminUrl);
    url.pathname = `/${dbName}`;

    let serverEntry = process.env.BENCH_SERVER && path.resolve(root, process.env.BENCH_SERVER);
    if (!serverEntry) {
      const dir = mkdtempSync(path.join(root, `node_modules/.cache/bolts-bench-${name}-`));
      cleanups.push(() => rmSync(dir, { recursive: true, force: true }));
      serverEntry = path.join(dir, 'server/main.js');
      execFileSync(process.execPath, [path.join(root, 'scripts/build-server.mjs'), serverEntry], {
        cwd: root,
        stdio: 'ignore',
      });
    }

    const port = await freePort();
    const base = `http://${HOST}:${port}`;
    // BENCH_NODE_ARGS="--cpu-prof --cpu-prof-dir=/tmp/prof" profiles the server.
    const nodeArgs = (process.env.BENCH_NODE_ARGS ?? '').split(' ').filter(Boolean);
    const server = spawn(process.execPath, [...nodeArgs, serverEntry], {
      cwd: root,
      env: {
        ...process.env,
        PORT: String(port),
        HOST,
        ...productionEnv(base),
        DATABASE_URL: url.toString(),
        BOLTS_ADMIN_EMAIL: adminAccount.email,
        BOLTS_ADMIN_PASSWORD: adminAccount.password,
        BOLTS_MIGRATIONS_DIR: path.join(root, 'server/db/migrations'),
        BOLTS_CONTENT_DIR: path.join(root, 'content'),
        BOLTS_RATE_LIMIT: 'false',
        BOLTS_MARKET_TICK_MS: '0',
        BOLTS_NEWSROOM_MS: '0',
        ...env,
      },
      stdio: ['ignore', 'ignore', 'inherit'],
    });
    cleanups.push(() => stopChild(server));
    await step('server up (migrated, seeded)', () => waitForHealth(server, base));
    const sql = postgres(url.toString(), { max: 1, onnotice: () => {} });
    cleanups.push(() => sql.end({ timeout: 5 }));
    await body({ base, sql, databaseUrl: url.toString(), pid: server.pid });
  } catch (err) {
    console.error(err);
    process.exitCode = 1;
  } finally {
    clearTimeout(deadline);
    await cleanUp();
  }
}

/** Waits (at most 120 s) until the server process answers /api/health; throws if it exits first. */
export async function waitForHealth(server, base) {
  for (const until = Date.now() + 120_000; ;) {
    if (server.exitCode !== null) throw new Error(`server exited (${server.exitCode})`);
    try {
      if ((await fetch(`${base}/api/health`)).ok) return;
    } catch {
      // not listening yet
    }
    if (Date.now() > until) throw new Error('server did not start');
    await new Promise((r) => setTimeout(r, 200));
  }
}

/**
 * A built server on its embedded database in a fresh data folder, as production runs it (no rate
 * limits, no request log), answering on loopback: { base, server, stop }. `stop` ends it and removes
 * its folder. `webDir` serves another build's pages beside `serverEntry` (default: the bundle's own).
 */
export async function startBuiltServer(root, serverEntry, { webDir, dataPrefix = 'bolts-bench-' } = {}) {
  const port = await freePort();
  const base = `http://${HOST}:${port}`;
  const dataDir = mkdtempSync(path.join(tmpdir(), dataPrefix));
  const server = spawn(process.execPath, [serverEntry], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(port),
      HOST,
      BOLTS_DATA_DIR: dataDir,
      ...(webDir ? { BOLTS_WEB_DIR: webDir } : {}),
      BOLTS_RATE_LIMIT: 'false',
      LOG_REQUESTS: 'false',
      ...productionEnv(base),
    },
    stdio: 'ignore',
  });
  const stop = async () => {
    await stopChild(server);
    rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    await waitForHealth(server, base);
  } catch (err) {
    await stop();
    throw err;
  }
  return { base, server, stop };
}

/** Signs in by email and returns a GET helper that carries the session cookie. */
export async function signedInGet(base, account) {
  const signIn = await fetch(`${base}/api/auth/sign-in/email`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Origin: base },
    body: JSON.stringify(account),
  });
  if (!signIn.ok) throw new Error(`sign-in failed: ${signIn.status} ${await signIn.text()}`);
  const cookie = cookieOf(signIn);
  return async (p) => {
    const res = await fetch(`${base}${p}`, { headers: { cookie, Origin: base } });
    if (!res.ok) throw new Error(`GET ${p}: ${res.status} ${await res.text()}`);
    return res.json();
  };
}

/** Times `requests` sequential calls (after 3 warm-ups), at most 30 s; returns n, p50, p99. */
export async function timeSequential(call, requests) {
  for (let i = 0; i < 3; i++) await call();
  const times = [];
  const until = Date.now() + 30_000;
  while (times.length < requests && Date.now() < until) {
    const t0 = performance.now();
    await call();
    times.push(performance.now() - t0);
  }
  times.sort((a, b) => a - b);
  return { n: times.length, p50: percentile(times, 50), p99: percentile(times, 99) };
}

// Trades per second through the HTTP API: 32 signed-in traders placing market orders for 15 s,
// on real PostgreSQL side by side with pgbench's TPC-B on the same server (the database's own
// ceiling), and on embedded PGlite. On PostgreSQL the same traders then trade for as long on a bare
// node:http server that does nothing but the same database call (bench/support/bare-trade-server.entry.ts):
// what this machine allows a trade through HTTP, whatever the server around it. Loopback only;
// bounded in time.
// Usage: npm run build && node bench/trade-throughput.mjs [seconds=15] [traders=32]
// Real PostgreSQL: BENCH_DATABASE_URL=postgres://... (a server we may create databases on), or
// nothing, and (as root) a throwaway PostgreSQL 15 is started and removed.
// BENCH_SERVER=path/to/main.js runs another server bundle than dist/server/main.js (e.g. one built
// with `node scripts/build-server.mjs dist/mine/server/main.js` while others share the checkout).
import { execFileSync, fork, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import net from 'node:net';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { tmpdir } from 'node:os';
import path from 'node:path';
import postgres from 'postgres';
import { bundleEntry } from './support/bundle.mjs';
import { cookieOf, signUpByEmail } from './support/players.mjs';
import { freePort, PGBIN, startThrowawayPostgres } from '../scripts/lib/postgres.mjs';
import { cpuSeconds, postgresCpu, postmasterPidOf, stopChild, productionEnv } from './support/proc.mjs';

const root = path.resolve(import.meta.dirname, '..');
const seconds = Math.min(Number(process.argv[2] ?? 15), 60);
const traders = Math.min(Number(process.argv[3] ?? 32), 64);
const serverEntry = path.resolve(root, process.env.BENCH_SERVER ?? 'dist/server/main.js');
if (!existsSync(serverEntry)) {
  console.error('Build first: npm run build');
  process.exit(1);
}
// BENCH_CLIENT=fetch loads the server with fetch instead of the lean socket client.
const client = process.env.BENCH_CLIENT === 'fetch' ? 'fetch' : 'socket';
// BENCH_NODE_ARGS="--cpu-prof --cpu-prof-dir=/tmp/prof" profiles the server under load.
const nodeArgs = (process.env.BENCH_NODE_ARGS ?? '').split(' ').filter(Boolean);
const cleanups = [];
process.on('exit', () => cleanups.reverse().forEach((f) => f()));
process.on('SIGINT', () => process.exit(1));

/** This process's CPU seconds, with the children it has waited for (pgbench). */
const ownCpu = () => cpuSeconds(process.pid, { withChildren: true });

/** A throwaway PostgreSQL 15, durable (fsync on) as a production server would be, removed at exit. */
async function throwawayPostgres() {
  const pg = await startThrowawayPostgres({
    settings: { max_connections: 200 },
    durable: true,
    prefix: 'bolts-bench-pg-',
  });
  cleanups.push(() => pg.destroy());
  return pg.url;
}

async function startServer(env) {
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, [...nodeArgs, serverEntry], {
    cwd: root,
    env: {
      ...process.env,
      ...env,
      BOLTS_MIGRATIONS_DIR: path.join(root, 'server/db/migrations'),
      PORT: String(port),
      HOST: '127.0.0.1',
      ...productionEnv(base),
      BOLTS_RATE_LIMIT: 'false',
    },
    stdio: 'ignore',
  });
  cleanups.push(() => child.kill('SIGTERM'));
  for (let i = 0; ; i++) {
    try {
      if ((await fetch(`${base}/api/health`)).ok) break;
    } catch {
      if (i > 1800) throw new Error('server did not start');
      await new Promise((r) => setTimeout(r, 100));
    }
  }
  // Awaited before the database is dropped: it must not see the server reconnect.
  return { base, pid: child.pid, stop: () => stopChild(child) };
}

/** POSTs JSON with fetch (undici): simple, but on this 2-core machine it takes more CPU than the server. */
function fetchPoster(base, cookie) {
  return async (urlPath, json) => {
    const res = await fetch(`${base}${urlPath}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Origin: base, Cookie: cookie },
      body: JSON.stringify(json),
    });
    return { status: res.status, body: await res.text() };
  };
}

/**
 * POSTs JSON over one keep-alive socket per trader, one request at a time, reading responses by
 * Content-Length (what the server sends): a load generator about as light as pgbench's own client,
 * so the two figures compare the servers rather than the clients.
 */
function socketPoster(base, cookie) {
  const { hostname, port } = new URL(base);
  const socket = net.connect({ host: hostname, port: Number(port), noDelay: true });
  const head = `Host: ${hostname}:${port}\r\nContent-Type: application/json\r\nOrigin: ${base}\r\nCookie: ${cookie}\r\n`;
  let buffer = Buffer.alloc(0);
  let pending = null;
  const settle = () => {
    const end = buffer.indexOf('\r\n\r\n');
    if (!pending || end === -1) return;
    const headers = buffer.toString('latin1', 0, end);
    const length = /\r\ncontent-length: *(\d+)/i.exec(headers);
    if (!length) return pending.reject(new Error(`no Content-Length in ${headers}`));
    const total = end + 4 + Number(length[1]);
    if (buffer.length < total) return;
    const response = { status: Number(headers.slice(9, 12)), body: buffer.toString('utf8', end + 4, total) };
    buffer = buffer.subarray(total);
    const { resolve } = pending;
    pending = null;
    resolve(response);
  };
  socket.on('data', (chunk) => {
    buffer = buffer.length ? Buffer.concat([buffer, chunk]) : chunk;
    settle();
  });
  socket.on('error', (err) => pending?.reject(err));
  socket.on('close', () => pending?.reject(new Error('the server closed the connection')));
  const post = (urlPath, json) =>
    new Promise((resolve, reject) => {
      const body = JSON.stringify(json);
      pending = { resolve, reject };
      socket.write(`POST ${urlPath} HTTP/1.1\r\n${head}Content-Length: ${Buffer.byteLength(body)}\r\n\r\n${body}`);
    });
  post.close = () => socket.end();
  return post;
}

/** Signs up the traders on `base` (their sessions, for any server on the same database) and lists the companies. */
async function signUpTraders(base) {
  const run = Date.now().toString(36);
  const cookies = await Promise.all(
    Array.from({ length: traders }, async (_, i) => {
      const opened = await signUpByEmail(base, {
        fullName: `Trader ${i}`,
        email: `t${i}_${run}@bench.example`,
        password: 'bench-password-123',
        username: `t${i}_${run}`,
      });
      return cookieOf(opened);
    }),
  );
  const { companies } = await (await fetch(`${base}/api/companies`)).json();
  return { cookies, companyIds: companies.map((c) => c.id) };
}

/**
 * Each trader places 1-share market orders one after another until the time is up, going round the
 * companies: a round of buys, then a round of sells of what it bought, so cash and holdings stay
 * level however many trades a run makes. `meter.start()` runs when the traders start, `meter.stop()`
 * when they stop.
 */
async function tradeLoad(base, { cookies, companyIds: ids }, meter = { start() {}, stop() {} }) {
  const times = [];
  let ok = 0;
  let insufficient = 0;
  let errors = 0;
  // This client's own event-loop delay is in every latency it measures: printed, so a tail of ours is told from one of the client.
  const lag = monitorEventLoopDelay({ resolution: 10 });
  lag.enable();
  meter.start();
  const deadline = performance.now() + seconds * 1000;
  await Promise.all(
    cookies.map(async (cookie, i) => {
      let n = 0;
      const held = new Map();
      const post = client === 'fetch' ? fetchPoster(base, cookie) : socketPoster(base, cookie);
      while (performance.now() < deadline) {
        const companyId = ids[(i * 7 + n) % ids.length];
        const sell = (held.get(companyId) ?? 0) > 0 && Math.floor(n / ids.length) % 2 === 1;
        n++;
        const t0 = performance.now();
        const res = await post('/api/orders', { companyId, side: sell ? 'sell' : 'buy', quantity: 1 });
        times.push(performance.now() - t0);
        if (res.status === 201) {
          ok++;
          held.set(companyId, (held.get(companyId) ?? 0) + (sell ? -1 : 1));
        } else if (res.status === 400 && /"code":"insufficient_/.test(res.body)) insufficient++;
        else errors++;
      }
      post.close?.();
    }),
  );
  meter.stop();
  lag.disable();
  times.sort((a, b) => a - b);
  return {
    clientLagP99: lag.percentile(99) / 1e6,
    tps: ok / seconds,
    p50: times[Math.floor(times.length / 2)],
    p99: times[Math.floor(times.length * 0.99)],
    ok,
    insufficient,
    errors,
  };
}

/** The bare reference server (bench/support/bare-trade-server.entry.ts, bundled) on the same database. */
async function startBareServer(databaseUrl) {
  const port = await freePort();
  const bundle = await bundleEntry('bench/support/bare-trade-server.entry.ts');
  cleanups.push(bundle.cleanup);
  const child = fork(bundle.file, {
    env: { ...process.env, DATABASE_URL: databaseUrl, PORT: String(port) },
    stdio: 'ignore',
  });
  cleanups.push(() => child.kill('SIGTERM'));
  await new Promise((resolve, reject) => {
    child.once('message', resolve);
    child.once('exit', (code) => reject(new Error(`the bare server exited (${code})`)));
  });
  return { base: `http://127.0.0.1:${port}`, pid: child.pid, stop: () => stopChild(child) };
}

/** Runs the trade load on `server` and says where its CPU went per trade (the database, the server, this client). */
async function measuredLoad(server, traderSet, postmaster) {
  const sample = () => ({ postgres: postgresCpu(postmaster), server: cpuSeconds(server.pid), client: ownCpu() });
  let cpu0, cpu1;
  const result = await tradeLoad(server.base, traderSet, {
    start: () => (cpu0 = sample()),
    stop: () => (cpu1 = sample()),
  });
  const perTrade = (key) => ((cpu1[key] - cpu0[key]) * 1000) / result.ok;
  return {
    ...result,
    cpuMs: { postgres: perTrade('postgres'), server: perTrade('server'), client: perTrade('client') },
  };
}

function pgbench(url, postmasterPid) {
  const sql = postgres(url, { max: 1, onnotice: () => {} });
  // A server given by BENCH_DATABASE_URL may keep the database of an earlier run.
  return sql`drop database if exists pgbench_bolts`
    .then(() => sql`create database pgbench_bolts`)
    .then(() => sql.end())
    .then(() => {
      const target = new URL(url);
      target.pathname = '/pgbench_bolts';
      const env = {
        ...process.env,
        PGHOST: target.hostname,
        PGPORT: target.port,
        PGUSER: target.username || 'postgres',
        PGDATABASE: 'pgbench_bolts',
      };
      execFileSync(`${PGBIN}/pgbench`, ['-i', '-s', '10', '-q'], { env, stdio: 'ignore' });
      const [pg0, own0] = [postgresCpu(postmasterPid), ownCpu()];
      const out = execFileSync(`${PGBIN}/pgbench`, ['-c', '8', '-j', '2', '-T', String(seconds)], { env }).toString();
      const tps = Number(/tps = ([\d.]+)/.exec(out)?.[1] ?? NaN);
      const transactions = Number(/number of transactions actually processed: (\d+)/.exec(out)?.[1] ?? NaN);
      const cpuMs = {
        postgres: ((postgresCpu(postmasterPid) - pg0) * 1000) / transactions,
        client: ((ownCpu() - own0) * 1000) / transactions,
      };
      return { tps, cpuMs, atTraders: pgbenchLatency(env) };
    });
}

/**
 * The database's own latency tail at the traders' concurrency: TPC-B with as many clients as there
 * are traders, each transaction's latency logged (-l) and read back. A separate run, so logging
 * does not touch the throughput figure above.
 */
function pgbenchLatency(env) {
  const dir = mkdtempSync(path.join(tmpdir(), 'bolts-bench-pgbench-'));
  try {
    const args = ['-c', String(traders), '-j', '2', '-T', String(seconds), '-l', `--log-prefix=${dir}/tx`];
    execFileSync(`${PGBIN}/pgbench`, args, { env, stdio: 'ignore' });
    // A log line: client id, transaction number, latency in µs, ...
    const latencies = readdirSync(dir)
      .flatMap((f) => readFileSync(path.join(dir, f), 'utf8').split('\n'))
      .filter(Boolean)
      .map((l) => Number(l.split(' ')[2]) / 1000)
      .sort((a, b) => a - b);
    const at = (q) => latencies[Math.floor(latencies.length * q)];
    return { p50: at(0.5), p99: at(0.99) };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

const line = (label, r) =>
  console.log(
    `${label.padEnd(24)} ${r.tps.toFixed(0).padStart(6)} trades/s   p50 ${r.p50.toFixed(1).padStart(6)}   p99 ${r.p99.toFixed(1).padStart(6)}   filled ${r.ok}, insufficient ${r.insufficient}, errors ${r.errors}; client's event-loop delay p99 ${r.clientLagP99.toFixed(1)} ms`,
  );
// BENCH_ONLY=postgres or BENCH_ONLY=pglite runs one of the two.
const only = process.env.BENCH_ONLY;
console.log(
  `${traders} traders placing 1-share market orders for ${seconds} s each run (trades/s, latency ms; ${client} client)`,
);

if (only !== 'pglite') {
  const adminUrl = process.env.BENCH_DATABASE_URL ?? (await throwawayPostgres());
  const admin = postgres(adminUrl, { max: 1, onnotice: () => {} });
  const dbName = `bolts_bench_${Date.now().toString(36)}`;
  await admin.unsafe(`create database ${dbName}`);
  const boltsUrl = new URL(adminUrl);
  boltsUrl.pathname = `/${dbName}`;
  const pgServer = await startServer({ DATABASE_URL: boltsUrl.toString() });
  const postmaster = await postmasterPidOf(adminUrl);
  const traderSet = await signUpTraders(pgServer.base);
  const onPg = await measuredLoad(pgServer, traderSet, postmaster);
  // The same traders on the bare reference server, while ours stays up (its engine moving prices
  // as before): what this machine allows a trade through HTTP, whatever the server around it.
  const bare = await startBareServer(boltsUrl.toString());
  const onBare = await measuredLoad(bare, traderSet, postmaster);
  await bare.stop();
  await pgServer.stop();
  await admin.unsafe(`drop database if exists ${dbName} with (force)`);
  await admin.end();
  const tpcb = await pgbench(adminUrl, postmaster);
  const ratio = (r) => `${(r.tps / tpcb.tps).toFixed(2)} of pgbench`;
  const total = (c) => Object.values(c).reduce((x, y) => x + y, 0);
  const ms = (v) => v.toFixed(3);
  // Where each trade's CPU goes, against TPC-B's: on a machine of two cores the database, the
  // server and the load client share them, while pgbench's C client costs little.
  const cpuLine = (label, c) =>
    console.log(
      `  CPU per ${label} (ms): PostgreSQL ${ms(c.postgres)}, ${label === 'trade' ? `server ${ms(c.server)}, client` : 'pgbench'} ${ms(c.client)} = ${ms(total(c))}` +
        ` -> at most ${Math.round(2000 / total(c))}/s on 2 cores`,
    );
  line('PostgreSQL 15', onPg);
  cpuLine('trade', onPg.cpuMs);
  line('bare node:http (ceiling)', onBare);
  cpuLine('trade', onBare.cpuMs);
  console.log(`${'pgbench TPC-B (c8 j2)'.padEnd(24)} ${tpcb.tps.toFixed(0).padStart(6)} tps`);
  cpuLine('TPC-B transaction', tpcb.cpuMs);
  console.log(
    `  pgbench TPC-B with ${traders} clients (as many as the traders): p50 ${tpcb.atTraders.p50.toFixed(1)}, p99 ${tpcb.atTraders.p99.toFixed(1)} ms, the database's own tail at this concurrency`,
  );
  console.log(
    `ours: ${ratio(onPg)} (target >= 0.7, p99 < 50 ms); the bare ceiling: ${ratio(onBare)}; ours = ${(onPg.tps / onBare.tps).toFixed(2)} of the ceiling`,
  );
}

if (only !== 'postgres') {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'bolts-bench-trade-'));
  cleanups.push(() => rmSync(dataDir, { recursive: true, force: true }));
  const liteServer = await startServer({ BOLTS_DATA_DIR: dataDir });
  const onLite = await tradeLoad(liteServer.base, await signUpTraders(liteServer.base));
  await liteServer.stop();
  line('PGlite', onLite);
  console.log('target on PGlite: >= 600 trades/s with 32 traders');
}
process.exit(0);

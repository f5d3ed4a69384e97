// What each API route the load mix uses costs on PostgreSQL: for each route, a few seconds of
// autocannon from one signed-in player (20 connections), with the server's and PostgreSQL's CPU
// per answer. It finds which routes to make cheaper when bench/load.mjs misses its latency
// targets (on a machine of two cores, the server, PostgreSQL and the load share them).
// Usage: npm run build && BENCH_DATABASE_URL=postgres://... node bench/route-cost.mjs [seconds=4] [connections=20]
// Loopback only; bounded in time.
import autocannon from 'autocannon';
import { cookieOf, signUpByEmail } from './support/players.mjs';
import { withBenchServer } from './support/postgres-server.mjs';
import { cpuSeconds, postgresCpu, postmasterPidOf } from './support/proc.mjs';

const seconds = Math.max(1, Math.min(Number(process.argv[2] ?? 4), 30));
const connections = Math.max(1, Math.min(Number(process.argv[3] ?? 20), 100));
const ADMIN = { email: 'admin@bench.example', password: 'bench-only-admin-password' };
const PLAYER = {
  fullName: 'Route Cost',
  username: 'route_cost',
  email: 'route@bench.example',
  password: 'bench-only-route-password',
};

await withBenchServer({ name: 'routes', adminAccount: ADMIN }, async ({ base, databaseUrl, pid }) => {
  const postmaster = await postmasterPidOf(databaseUrl);
  const headers = { 'Content-Type': 'application/json', Origin: base };
  const cookie = cookieOf(await signUpByEmail(base, PLAYER));
  const authed = { ...headers, cookie };
  const { companies } = await (await fetch(`${base}/api/companies`)).json();
  const company = companies[0];
  // A few holdings, trades and a resting order, so the player's pages have something to read.
  for (const c of companies.slice(0, 3)) {
    const res = await fetch(`${base}/api/orders`, {
      method: 'POST',
      headers: authed,
      body: JSON.stringify({ companyId: c.id, side: 'buy', type: 'market', quantity: 2 }),
    });
    if (!res.ok) throw new Error(`order: ${res.status} ${await res.text()}`);
  }

  const routes = [
    ['GET /api/companies', '/api/companies'],
    ['GET /api/companies/{id}', `/api/companies/${company.id}`],
    ['GET /api/companies/{id}/candles', `/api/companies/${company.id}/candles?range=1D`],
    ['GET /api/companies/{id}/order-book', `/api/companies/${company.id}/order-book`],
    ['GET /api/companies/{id}/recent-trades', `/api/companies/${company.id}/recent-trades`],
    ['GET /api/feed', '/api/feed'],
    ['GET /api/me', '/api/me'],
    ['GET /api/me/progress', '/api/me/progress'],
    ['GET /api/me/stats', '/api/me/stats'],
    ['GET /api/portfolio', '/api/portfolio'],
    ['GET /api/orders', '/api/orders'],
    ['GET /api/trades', '/api/trades'],
    ['GET /api/leaderboard', '/api/leaderboard'],
    ['GET /api/friends', '/api/friends'],
  ];
  console.log(`\n${seconds} s per route, ${connections} connections, one signed-in player, on PostgreSQL`);
  console.log(
    `${'route'.padEnd(40)} ${'req/s'.padStart(7)} ${'p99 ms'.padStart(7)} ${'server CPU/req'.padStart(15)} ${'PostgreSQL CPU/req'.padStart(19)}`,
  );
  for (const [label, path] of routes) {
    const probe = await fetch(`${base}${path}`, { headers: authed });
    if (!probe.ok) throw new Error(`${label}: ${probe.status} ${await probe.text()}`);
    const server0 = cpuSeconds(pid);
    const pg0 = postgresCpu(postmaster);
    const result = await autocannon({ url: `${base}${path}`, connections, duration: seconds, headers: authed });
    const server1 = cpuSeconds(pid);
    const pg1 = postgresCpu(postmaster);
    const n = result.requests.total;
    const bad = result.non2xx + result.errors + result.timeouts;
    const ms = (s) => `${((s * 1000) / Math.max(n, 1)).toFixed(2)} ms`;
    console.log(
      `${label.padEnd(40)} ${Math.round(result.requests.average).toString().padStart(7)} ${String(result.latency.p99).padStart(7)} ${ms(server1 - server0).padStart(15)} ${ms(pg1 - pg0).padStart(19)}${bad ? `  (${bad} failed)` : ''}`,
    );
  }
});

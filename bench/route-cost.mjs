// What each API route the load mix uses costs on PostgreSQL: for each route, a few seconds of
// autocannon from one signed-in player (20 connections), with the server's and PostgreSQL's CPU
// per answer. It finds which routes to make cheaper when bench/load.mjs misses its latency
// targets (on a machine of two cores, the server, PostgreSQL and the load share them).
// Usage: npm run build && BENCH_DATABASE_URL=postgres://... node bench/route-cost.mjs [seconds=4] [connections=20]
// Loopback only; bounded in time.
import { readFileSync } from 'node:fs';
import autocannon from 'autocannon';
import { withBenchServer } from './support/postgres-server.mjs';

const seconds = Math.max(1, Math.min(Number(process.argv[2] ?? 4), 30));
const connections = Math.max(1, Math.min(Number(process.argv[3] ?? 20), 100));
const ADMIN = { email: 'admin@bench.example', password: 'bench-only-admin-password' };
const PLAYER = {
  name: 'Route Cost',
  username: 'route_cost',
  email: 'route@bench.example',
  password: 'bench-only-route-password',
};

/** CPU seconds (user + system) of a process, from /proc (Linux, 100 ticks a second). */
function cpuSeconds(pid) {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
  return (Number(fields[11]) + Number(fields[12])) / 100;
}

/** CPU seconds of every PostgreSQL backend and the postmaster's finished children. */
async function postgresCpu(sql) {
  const [{ pid }] = await sql`select pid from pg_stat_activity where backend_type = 'checkpointer'`;
  // The postmaster is the checkpointer's parent; its children's time is in its cutime/cstime.
  const ppid = Number(readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ')[1]);
  const stat = readFileSync(`/proc/${ppid}/stat`, 'utf8').split(') ')[1].split(' ');
  let total = (Number(stat[11]) + Number(stat[12]) + Number(stat[13]) + Number(stat[14])) / 100;
  const backends = await sql`select pid from pg_stat_activity`;
  for (const { pid: p } of backends) {
    try {
      total += cpuSeconds(p);
    } catch {
      // gone meanwhile
    }
  }
  return total;
}

await withBenchServer({ name: 'routes', adminAccount: ADMIN }, async ({ base, sql, pid }) => {
  const headers = { 'Content-Type': 'application/json', Origin: base };
  const signUp = await fetch(`${base}/api/auth/sign-up/email`, {
    method: 'POST',
    headers,
    body: JSON.stringify(PLAYER),
  });
  if (!signUp.ok) throw new Error(`sign-up: ${signUp.status} ${await signUp.text()}`);
  const cookie = signUp.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
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
    const pg0 = await postgresCpu(sql);
    const result = await autocannon({ url: `${base}${path}`, connections, duration: seconds, headers: authed });
    const server1 = cpuSeconds(pid);
    const pg1 = await postgresCpu(sql);
    const n = result.requests.total;
    const bad = result.non2xx + result.errors + result.timeouts;
    const ms = (s) => `${((s * 1000) / Math.max(n, 1)).toFixed(2)} ms`;
    console.log(
      `${label.padEnd(40)} ${Math.round(result.requests.average).toString().padStart(7)} ${String(result.latency.p99).padStart(7)} ${ms(server1 - server0).padStart(15)} ${ms(pg1 - pg0).padStart(19)}${bad ? `  (${bad} failed)` : ''}`,
    );
  }
});

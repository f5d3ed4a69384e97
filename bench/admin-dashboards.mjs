// The admin dashboards at scale (issue 6): 100,000 users and 1,000,000 transactions, then the
// Users tab's first page and one search, the next page, the transactions dashboard for each
// period and the audit log, each timed through the real HTTP server (p50/p99; target < 300 ms).
// Usage: BENCH_DATABASE_URL=postgres://postgres@host:port/postgres node bench/admin-dashboards.mjs [requests=40]
// It creates a fresh database on that server, seeds it with set-based SQL (generate_series), and
// drops it at the end. BENCH_SERVER=path/to/main.js runs that server bundle; otherwise one is built
// into node_modules/.cache. Loopback only; bounded in time (BENCH_TIMEOUT_S, default 900).
// BENCH_KEEP_DATABASE=1 keeps the seeded database (to EXPLAIN the queries), named in the output.
import { execFileSync, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import path from 'node:path';
import postgres from 'postgres';

const root = path.resolve(import.meta.dirname, '..');
const adminUrl = process.env.BENCH_DATABASE_URL;
if (!adminUrl) {
  console.error('Set BENCH_DATABASE_URL to a PostgreSQL server we may create a database on.');
  process.exit(1);
}
const requests = Math.max(10, Math.min(Number(process.argv[2] ?? 40), 200));
const USERS = 100_000;
const TRANSACTIONS = 1_000_000;
const TARGET_MS = 300;
const HOST = '127.0.0.1';
const ADMIN = { email: 'admin@bench.example', password: 'bench-only-admin-password' };

const cleanups = [];
let cleaned = false;
async function cleanUp() {
  if (cleaned) return;
  cleaned = true;
  for (const fn of cleanups.reverse()) {
    try {
      await fn();
    } catch (err) {
      console.error('cleanup:', err.message);
    }
  }
}
const timeoutS = Number(process.env.BENCH_TIMEOUT_S ?? 900);
const deadline = setTimeout(async () => {
  console.error(`Gave up after ${timeoutS} s.`);
  await cleanUp();
  process.exit(2);
}, timeoutS * 1000);
process.on('SIGINT', async () => {
  await cleanUp();
  process.exit(130);
});

const step = async (label, fn) => {
  const started = Date.now();
  const result = await fn();
  console.log(`${label}: ${((Date.now() - started) / 1000).toFixed(1)} s`);
  return result;
};

function freePort() {
  return new Promise((resolve, reject) => {
    const s = createServer().listen(0, HOST, () => {
      const { port } = s.address();
      s.close(() => resolve(port));
    });
    s.on('error', reject);
  });
}

try {
  // A fresh database of our own on the given server.
  const name = `bolts_bench_admin_${Date.now().toString(36)}`;
  const admin = postgres(adminUrl, { max: 1, onnotice: () => {} });
  await admin.unsafe(`create database ${name}`);
  cleanups.push(async () => {
    // BENCH_KEEP_DATABASE=1 leaves it for EXPLAIN work (drop it by hand afterwards).
    if (process.env.BENCH_KEEP_DATABASE === '1') console.log(`kept database ${name}`);
    else await admin.unsafe(`drop database if exists ${name} with (force)`);
    await admin.end();
  });
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const databaseUrl = url.toString();

  // The server bundle: given, or built into a folder of our own.
  let serverEntry = process.env.BENCH_SERVER && path.resolve(root, process.env.BENCH_SERVER);
  if (!serverEntry) {
    const dir = mkdtempSync(path.join(root, 'node_modules/.cache/bolts-bench-admin-'));
    cleanups.push(() => rmSync(dir, { recursive: true, force: true }));
    serverEntry = path.join(dir, 'server/main.js');
    execFileSync(process.execPath, [path.join(root, 'scripts/build-server.mjs'), serverEntry], {
      cwd: root,
      stdio: 'ignore',
    });
  }

  // Start it once: it migrates and seeds (companies, the admin account); no engine, no newsroom.
  const port = await freePort();
  const base = `http://${HOST}:${port}`;
  const server = spawn(process.execPath, [serverEntry], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(port),
      HOST,
      NODE_ENV: 'production',
      DATABASE_URL: databaseUrl,
      BOLTS_AUTH_SECRET: 'bench-only-secret-not-for-real-use-0123456789',
      BOLTS_ADMIN_EMAIL: ADMIN.email,
      BOLTS_ADMIN_PASSWORD: ADMIN.password,
      BOLTS_MIGRATIONS_DIR: path.join(root, 'server/db/migrations'),
      BOLTS_RATE_LIMIT: 'false',
      BOLTS_MARKET_TICK_MS: '0',
      BOLTS_NEWSROOM_MS: '0',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  cleanups.push(
    () =>
      new Promise((resolve) => {
        if (server.exitCode !== null) return resolve();
        server.once('exit', resolve);
        server.kill('SIGTERM');
      }),
  );
  await step('server up (migrated, seeded)', async () => {
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
  });

  // Set-based seeding: players joined over ~6 weeks, holdings in two companies each, trades spread
  // evenly over the last 90 days (so 1d, 7d, 30d and all read about 11k, 78k, 333k and 1M rows).
  const sql = postgres(databaseUrl, { max: 1, onnotice: () => {} });
  cleanups.push(() => sql.end({ timeout: 5 }));
  await step(`seeded ${USERS.toLocaleString('en')} users`, async () => {
    await sql.unsafe(`
      insert into users (id, name, email, username, created_at, updated_at)
      select 'bench-' || g, 'Bench Player ' || g, 'bench' || g || '@bench.example', 'bench_' || g,
             now() - g * interval '37 seconds', now()
      from generate_series(1, ${USERS}) g`);
    await sql.unsafe(`
      insert into profiles (user_id, username, full_name, email, balance_minor, has_completed_onboarding, created_at)
      select 'bench-' || g, 'bench_' || g, 'Bench Player ' || g, 'bench' || g || '@bench.example',
             5000000 - (g % 1000) * 100, g % 5 <> 0, now() - g * interval '37 seconds'
      from generate_series(1, ${USERS}) g`);
    await sql.unsafe(`
      insert into user_roles (user_id, role)
      select 'bench-' || g, 'moderator' from generate_series(1000, ${USERS}, 1000) g`);
    await sql.unsafe(`
      insert into user_holdings (user_id, company_id, quantity, total_cost_minor)
      select 'bench-' || g, c.id, 1 + g % 50, (1 + g % 50) * 10000
      from generate_series(1, ${USERS}) g, lateral (values (0), (7)) o(k)
      join (select id, row_number() over (order by id) - 1 as n, count(*) over () as total from companies) c on true
      where c.n = (g + o.k) % c.total
      on conflict do nothing`);
  });
  await step(`seeded ${TRANSACTIONS.toLocaleString('en')} transactions`, async () => {
    await sql.unsafe(`
      insert into transactions (buyer_id, seller_id, company_id, quantity, price_per_share_minor,
                                total_amount_minor, transaction_type, created_at)
      select case when g % 2 = 0 then 'bench-' || (1 + (g::bigint * 7919) % ${USERS}) end,
             case when g % 2 = 1 then 'bench-' || (1 + (g::bigint * 7919) % ${USERS}) end,
             c.id, 1 + g % 20, 5000 + (g % 997) * 10, (1 + g % 20) * (5000 + (g % 997) * 10),
             case when g % 2 = 0 then 'buy' else 'sell' end,
             now() - g * interval '7.776 seconds'
      from generate_series(1, ${TRANSACTIONS}) g
      join (select id, row_number() over (order by id) - 1 as n, count(*) over () as total from companies) c
        on c.n = g % c.total`);
    await sql.unsafe(`
      insert into admin_logs (user_id, action, details, created_at)
      select 'bench-' || (1 + g % 100), (array['company.update','news.create','ad.toggle','user.role'])[1 + g % 4],
             jsonb_build_object('target', jsonb_build_object('type', 'company', 'id', g::text, 'name', 'Bench ' || g)),
             now() - g * interval '60 seconds'
      from generate_series(1, 20000) g`);
  });
  // What autovacuum would have done by the time such a table exists: statistics and the
  // visibility map (index-only scans).
  await step('vacuum analyze', () => sql.unsafe('vacuum analyze'));

  // Sign in as the seeded admin (the session cookie rides on every timed request).
  const signIn = await fetch(`${base}/api/auth/sign-in/email`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Origin: base },
    body: JSON.stringify(ADMIN),
  });
  if (!signIn.ok) throw new Error(`admin sign-in failed: ${signIn.status} ${await signIn.text()}`);
  const cookie = signIn.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
  const get = async (p) => {
    const res = await fetch(`${base}${p}`, { headers: { cookie, Origin: base } });
    if (!res.ok) throw new Error(`GET ${p}: ${res.status} ${await res.text()}`);
    return res.json();
  };

  const firstPage = await get('/api/admin/users');
  if (firstPage.users.length !== 50) throw new Error('expected a full first page of users');
  const auditPage = await get('/api/admin/audit');
  const queries = [
    ['users: first page', '/api/admin/users'],
    ['users: next page', `/api/admin/users?cursor=${encodeURIComponent(firstPage.nextCursor)}`],
    ['users: search "player 4242"', '/api/admin/users?q=player%204242'],
    ['users: search (no match)', '/api/admin/users?q=nobody-at-all'],
    ['transactions: 1d', '/api/admin/transactions?period=1d'],
    ['transactions: 7d', '/api/admin/transactions?period=7d'],
    ['transactions: 30d', '/api/admin/transactions?period=30d'],
    ['transactions: all', '/api/admin/transactions?period=all'],
    ['audit: first page', '/api/admin/audit'],
    ['audit: next page', `/api/admin/audit?cursor=${auditPage.nextCursor}`],
    ['audit: search "news"', '/api/admin/audit?q=news'],
  ];
  const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
  const results = [];
  for (const [label, p] of queries) {
    for (let i = 0; i < 3; i++) await get(p); // warm-up
    const times = [];
    const until = Date.now() + 30_000;
    while (times.length < requests && Date.now() < until) {
      const t0 = performance.now();
      await get(p);
      times.push(performance.now() - t0);
    }
    times.sort((a, b) => a - b);
    results.push({ label, n: times.length, p50: percentile(times, 50), p99: percentile(times, 99) });
  }
  console.log(
    `\nAdmin dashboards, ${USERS.toLocaleString('en')} users, ${TRANSACTIONS.toLocaleString('en')} transactions, PostgreSQL, one request at a time:`,
  );
  for (const r of results) {
    const ok = r.p99 < TARGET_MS ? 'ok' : 'OVER';
    console.log(
      `  ${r.label.padEnd(30)} n=${String(r.n).padStart(3)}  p50 ${r.p50.toFixed(1).padStart(6)} ms  p99 ${r.p99.toFixed(1).padStart(6)} ms  ${ok}`,
    );
  }
  const over = results.filter((r) => r.p99 >= TARGET_MS);
  console.log(over.length ? `${over.length} over the ${TARGET_MS} ms target` : `all under the ${TARGET_MS} ms target`);
  process.exitCode = over.length ? 1 : 0;
} catch (err) {
  console.error(err);
  process.exitCode = 1;
} finally {
  clearTimeout(deadline);
  await cleanUp();
}

// The admin dashboards at scale: 100,000 users and 1,000,000 transactions, then the
// Users tab's first page and one search, the next page, the transactions dashboard for each
// period and the audit log, each timed through the real HTTP server (p50/p99; target < 300 ms).
// Usage: BENCH_DATABASE_URL=postgres://postgres@host:port/postgres node bench/admin-dashboards.mjs [requests=40]
// It creates a fresh database on that server, seeds it with set-based SQL (generate_series), and
// drops it at the end. BENCH_SERVER=path/to/main.js runs that server bundle; otherwise one is built
// into node_modules/.cache. Loopback only; bounded in time (BENCH_TIMEOUT_S, default 900).
// BENCH_KEEP_DATABASE=1 keeps the seeded database (to EXPLAIN the queries), named in the output.
import { signedInGet, step, timeSequential, withBenchServer } from './support/postgres-server.mjs';

const requests = Math.max(10, Math.min(Number(process.argv[2] ?? 40), 200));
const USERS = 100_000;
const TRANSACTIONS = 1_000_000;
const TARGET_MS = 300;
const ADMIN = { email: 'admin@bench.example', password: 'bench-only-admin-password' };

await withBenchServer({ name: 'admin', adminAccount: ADMIN }, async ({ base, sql }) => {
  // Set-based seeding: players joined over ~6 weeks, holdings in two companies each, trades spread
  // evenly over the last 90 days (so 1d, 7d, 30d and all read about 11k, 78k, 333k and 1M rows).
  await step(`seeded ${USERS.toLocaleString('en')} users`, async () => {
    await sql.unsafe(`
      insert into users (id, name, email, username, created_at, updated_at)
      select 'bench-' || g, 'Bench Player ' || g, 'bench' || g || '@bench.example', 'bench_' || g,
             now() - g * interval '37 seconds', now()
      from generate_series(1, ${USERS}) g`);
    await sql.unsafe(`
      insert into profiles (user_id, username, full_name, email, has_completed_onboarding, created_at)
      select 'bench-' || g, 'bench_' || g, 'Bench Player ' || g, 'bench' || g || '@bench.example',
             g % 5 <> 0, now() - g * interval '37 seconds'
      from generate_series(1, ${USERS}) g`);
    // Each player's portfolio in the public game; the admin pages read cash from it.
    await sql.unsafe(`
      insert into portfolios (id, game_id, user_id, cash_minor, created_at)
      select md5('bench-portfolio-' || g)::uuid, (select id from games where slug = 'public'), 'bench-' || g, 5000000 - (g % 1000) * 100,
             now() - g * interval '37 seconds'
      from generate_series(1, ${USERS}) g`);
    await sql.unsafe(`
      insert into user_roles (user_id, role)
      select 'bench-' || g, 'moderator' from generate_series(1000, ${USERS}, 1000) g`);
    await sql.unsafe(`
      insert into holdings (portfolio_id, company_id, quantity, total_cost_minor)
      select md5('bench-portfolio-' || g)::uuid, c.id, 1 + g % 50, (1 + g % 50) * 10000
      from generate_series(1, ${USERS}) g, lateral (values (0), (7)) o(k)
      join (select id, row_number() over (order by id) - 1 as n, count(*) over () as total from companies) c on true
      where c.n = (g + o.k) % c.total
      on conflict do nothing`);
  });
  await step(`seeded ${TRANSACTIONS.toLocaleString('en')} transactions`, async () => {
    await sql.unsafe(`
      insert into transactions (portfolio_id, company_id, quantity, price_per_share_minor,
                                total_amount_minor, transaction_type, created_at)
      select md5('bench-portfolio-' || (1 + (g::bigint * 7919) % ${USERS}))::uuid,
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

  // Signed in as the seeded admin (the session cookie rides on every timed request).
  const get = await signedInGet(base, ADMIN);

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
  const results = [];
  for (const [label, p] of queries) results.push({ label, ...(await timeSequential(() => get(p), requests)) });
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
});

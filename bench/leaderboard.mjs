// The Weekly Champions board at scale: 100,000 players with public-game portfolios, holdings and a
// week's board, then (1) one refresh of the whole board by the standings job's statement, and (2) the leaderboard
// read (top 50 plus the reader's own position, far down the board) through the real HTTP server,
// one request at a time (p50/p99; target < 50 ms).
// Usage: BENCH_DATABASE_URL=postgres://postgres@host:port/postgres node bench/leaderboard.mjs [requests=100]
// It creates a fresh database on that server and drops it at the end; loopback only; bounded in time.
import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { bundleEntry } from './support/bundle.mjs';
import { signUpByEmail } from './support/players.mjs';
import { signedInGet, step, timeSequential, withBenchServer } from './support/postgres-server.mjs';

const root = path.resolve(import.meta.dirname, '..');

const requests = Math.max(10, Math.min(Number(process.argv[2] ?? 100), 500));
const PLAYERS = 100_000;
const TARGET_MS = 50;
const ADMIN = { email: 'admin@bench.example', password: 'bench-only-admin-password' };
const READER = { email: 'reader@bench.example', password: 'bench-only-reader-password' };

await withBenchServer(
  { name: 'board', adminAccount: ADMIN, env: { BOLTS_STANDINGS_MS: '0' } },
  async ({ base, sql, databaseUrl }) => {
    // The reader: a real account (its session is what the read is timed with).
    await signUpByEmail(base, { fullName: 'Bench Reader', username: 'bench_reader', ...READER });

    await step(`seeded ${PLAYERS.toLocaleString('en')} players with holdings`, async () => {
      await sql.unsafe(`
      insert into users (id, name, email, username, created_at, updated_at)
      select 'bench-' || g, 'Bench Player ' || g, 'bench' || g || '@bench.example', 'bench_' || g,
             now() - interval '30 days', now()
      from generate_series(1, ${PLAYERS}) g`);
      await sql.unsafe(`
      insert into profiles (user_id, username, full_name, email, xp, created_at)
      select 'bench-' || g, 'bench_' || g, 'Bench Player ' || g, 'bench' || g || '@bench.example',
             (g * 31) % 5000, now() - interval '30 days'
      from generate_series(1, ${PLAYERS}) g`);
      // Each player's public-game portfolio and its cash as real cash arrives: a grant journal.
      await sql.unsafe(`
      insert into portfolios (game_id, user_id, cash_minor, created_at)
      select (select id from games where slug = 'public'), 'bench-' || g, 4000000 + (g * 7919) % 2000000, now() - interval '30 days'
      from generate_series(1, ${PLAYERS}) g`);
      await sql.unsafe(`
      with grants as (
        select gen_random_uuid() as journal_id, pf.id, pf.cash_minor from portfolios pf where pf.user_id like 'bench-%'
      )
      insert into ledger_entries (journal_id, kind, portfolio_id, system_account, amount_minor, created_at)
      select journal_id, 'signup_grant', id, null, cash_minor, now() - interval '30 days' from grants
      union all
      select journal_id, 'signup_grant', null, 'treasury', -cash_minor, now() - interval '30 days' from grants`);
      await sql.unsafe(`
      insert into user_settings (user_id, privacy_settings)
      select 'bench-' || g, case when g % 3 = 0 then '{"profileVisibility":"public","showTrades":true,"showPortfolioValue":true}'::jsonb
                                 else '{"profileVisibility":"private","showTrades":false,"showPortfolioValue":false}'::jsonb end
      from generate_series(1, ${PLAYERS}) g
      on conflict (user_id) do nothing`);
      await sql.unsafe(`
      insert into holdings (portfolio_id, company_id, quantity, total_cost_minor)
      select pf.id, c.id, 1 + g % 40, (1 + g % 40) * 10000
      from generate_series(1, ${PLAYERS}) g
      join portfolios pf on pf.user_id = 'bench-' || g
      join (select id, row_number() over (order by id) - 1 as n, count(*) over () as total from companies) c
        on c.n = g % c.total`);
      await sql.unsafe('vacuum analyze');
    });

    // The standings job's statement, timed in a process of its own on the same database.
    const bundle = await bundleEntry('bench/support/standings-refresh.entry.ts');
    try {
      execFileSync(process.execPath, [bundle.file], {
        cwd: root,
        stdio: 'inherit',
        env: { ...process.env, BENCH_DATABASE_URL: databaseUrl },
      });
    } finally {
      bundle.cleanup();
    }

    const get = await signedInGet(base, READER);
    const board = await get('/api/leaderboard');
    if (board.top.length !== 50 || !board.me) throw new Error('expected a full board and the reader on it');
    console.log(`reader at rank ${board.me.rank.toLocaleString('en')} of ${board.players.toLocaleString('en')}`);
    const r = await timeSequential(() => get('/api/leaderboard'), requests);
    console.log(
      `\nLeaderboard (top 50 + your position), ${PLAYERS.toLocaleString('en')} players, PostgreSQL, one request at a time:`,
    );
    console.log(
      `  n=${r.n}  p50 ${r.p50.toFixed(1)} ms  p99 ${r.p99.toFixed(1)} ms  ${r.p99 < TARGET_MS ? 'ok' : 'OVER'} (target < ${TARGET_MS} ms)`,
    );
    process.exitCode = r.p99 < TARGET_MS ? 0 : 1;
  },
);

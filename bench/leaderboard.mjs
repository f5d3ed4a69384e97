// The weekly boards at scale: 100,000 players with public-game portfolios, holdings, a trade each
// last week and last week's leagues and final board, then (1) the week's scoring and league
// formation as the standings job runs it (target < 10 s), and (2) the reader's league view and the
// global board (top 50 plus the reader's own line) through the real HTTP server, one request at a
// time (p50/p99; target < 25 ms each).
// Usage: BENCH_DATABASE_URL=postgres://postgres@host:port/postgres node bench/leaderboard.mjs [requests=100]
// It creates a fresh database on that server and drops it at the end; loopback only; bounded in time.
import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { bundleEntry } from './support/bundle.mjs';
import { signUpByEmail } from './support/players.mjs';
import { signedInGet, step, timeSequential, withBenchServer } from './support/postgres-server.mjs';

const root = path.resolve(import.meta.dirname, '..');

const DAY_MS = 86_400_000;
// This week's start, Sunday 00:00 UTC (core/competition/week), and last week's.
const today = new Date();
const thisWeek = Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), today.getUTCDate()) - today.getUTCDay() * DAY_MS;
const lastWeekIso = new Date(thisWeek - 7 * DAY_MS).toISOString();
const lastWeekTradeIso = new Date(thisWeek - 3 * DAY_MS).toISOString();

const requests = Math.max(10, Math.min(Number(process.argv[2] ?? 100), 500));
const PLAYERS = 100_000;
const TARGET_MS = 25;
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
      // Last week: every player traded once, played in a league group of 30 (tiers spread evenly)
      // and finished with a score, so the rollover has every group to move and every trader to deal.
      await sql.unsafe(`
      insert into transactions (portfolio_id, company_id, quantity, price_per_share_minor, total_amount_minor,
                                transaction_type, created_at)
      select h.portfolio_id, h.company_id, 1, 10000, 10000, 'buy', '${lastWeekTradeIso}'::timestamptz
      from holdings h join portfolios pf on pf.id = h.portfolio_id where pf.user_id like 'bench-%'`);
      await sql.unsafe(`
      with players as (select pf.id, pf.game_id, row_number() over (order by pf.id) as n
                  from portfolios pf where pf.user_id like 'bench-%')
      insert into league_members (week_start, portfolio_id, game_id, tier, group_no)
      select '${lastWeekIso}'::timestamptz, id, game_id, n % 5, (n / 5) / 30 + 1 from players`);
      // Their tiers, as last week's rollover left them (the lowest tier is the absence of a row).
      await sql.unsafe(`
      insert into league_tiers (portfolio_id, tier, week_start)
      select portfolio_id, tier, week_start from league_members where tier > 0`);
      await sql.unsafe(`
      insert into weekly_standings (week_start, game_id, portfolio_id, start_value_minor, value_minor, gain_minor, gain_bp,
                                    traded, score, companies, max_position_bp, held_since, rank)
      select m.week_start, m.game_id, m.portfolio_id, 5000000, 5000000 + g, g, g / 500, true, g / 50000.0, 1, 2000, m.week_start,
             row_number() over (order by g desc, m.portfolio_id)
      from (select *, (hashtext(portfolio_id::text) % 100000) as g from league_members) m`);
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

    // The reads are timed on a settled database: the scoring's writes are flushed first, so the
    // figure is the read's, not the disk catching up with 200,000 rewritten rows.
    await sql.unsafe('checkpoint');
    const get = await signedInGet(base, READER);
    const global = await get('/api/leaderboard?board=global');
    if (global.top.length !== 50 || !global.me) throw new Error('expected a full board and the reader on it');
    console.log(`reader at rank ${global.me.rank.toLocaleString('en')} of ${global.players.toLocaleString('en')}`);
    const league = await get('/api/leaderboard');
    if (!league.league || league.top.length === 0) throw new Error("expected the reader's league group");
    console.log(`reader's league: ${league.league.tier}, group ${league.league.groupNo} of ${league.league.size}`);
    let over = false;
    for (const [label, path] of [
      ['league view (your group + your line)', '/api/leaderboard'],
      ['global board (top 50 + your line)', '/api/leaderboard?board=global'],
    ]) {
      const r = await timeSequential(() => get(path), requests);
      console.log(`\n${label}, ${PLAYERS.toLocaleString('en')} players, PostgreSQL, one request at a time:`);
      console.log(
        `  n=${r.n}  p50 ${r.p50.toFixed(1)} ms  p99 ${r.p99.toFixed(1)} ms  ${r.p99 < TARGET_MS ? 'ok' : 'OVER'} (target < ${TARGET_MS} ms)`,
      );
      over ||= r.p99 >= TARGET_MS;
    }
    process.exitCode = over ? 1 : 0;
  },
);

// The teacher's class dashboard at school scale: 200 classes of 40 students (8,000), 50 trades
// each (400,000, with their orders and reasons), holdings, resting orders, sessions, issued logins
// and this week's class boards, then GET /api/classes/{id}/students across random classes, each
// signed in as that class's teacher (target p99 < 50 ms), and one class's CSV (target < 200 ms),
// through the real HTTP server one request at a time.
// Usage: node bench/class-dashboard.mjs [classes=200] [requests=300]
// With BENCH_DATABASE_URL=postgres://... it creates a fresh database on that server and drops it at
// the end; without, it runs on a PGlite folder of its own (seeded while the server is stopped: the
// embedded database has one owner). The seed is set-based SQL: its books are consistent enough for
// these reads, not for db:check. Loopback only; bounded in time (BENCH_TIMEOUT_S, default 900).
import { execFileSync, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { cookieOf, pooled, signUpByEmail } from './support/players.mjs';
import {
  cleanUpOnExit,
  freePort,
  HOST,
  step,
  timeSequential,
  waitForHealth,
  withBenchServer,
} from './support/postgres-server.mjs';
import { cpuSeconds, postgresCpu, postmasterPidOf, productionEnv, stopChild } from './support/proc.mjs';

const root = path.resolve(import.meta.dirname, '..');
const CLASSES = Math.max(2, Math.min(Number(process.argv[2] ?? 200), 200));
const requests = Math.max(10, Math.min(Number(process.argv[3] ?? 300), 1000));
const STUDENTS_PER_CLASS = 40;
const TRADES_PER_STUDENT = 50;
const STUDENTS = CLASSES * STUDENTS_PER_CLASS;
const TRADES = STUDENTS * TRADES_PER_STUDENT;
const TARGET_MS = 50;
const CSV_TARGET_MS = 200;
const PASSWORD = 'bench-only-teacher-password';
const ADMIN = { email: 'admin@bench.example', password: 'bench-only-admin-password' };
const onPostgres = Boolean(process.env.BENCH_DATABASE_URL);
const SERVER_ENV = {
  BOLTS_STANDINGS_MS: '0',
  BOLTS_RATE_LIMIT: 'false',
  BOLTS_MARKET_TICK_MS: '0',
  BOLTS_NEWSROOM_MS: '0',
};

const DAY_MS = 86_400_000;
const today = new Date();
// This week's start, Sunday 00:00 UTC (core/competition/week): the class boards' lines.
const thisWeekIso = new Date(
  Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), today.getUTCDate()) - today.getUTCDay() * DAY_MS,
).toISOString();

/** A class's id from its number, shaped as a version-4 UUID (the routes accept no other). */
const classId = (c) => `overlay(overlay(md5('bench-class-' || ${c}) placing '4' from 13) placing '8' from 17)::uuid`;
const portfolioId = (n) => `md5('bench-cpf-' || ${n})::uuid`;
/** Student n's class, 1-based. */
const classOf = (n) => `((${n} - 1) / ${STUDENTS_PER_CLASS} + 1)`;

/** The school, in set-based statements; `hash` is a real sign-up's password hash every teacher shares. */
function schoolSeed(hash) {
  const teachers = `generate_series(1, ${CLASSES}) c`;
  const students = `generate_series(1, ${STUDENTS}) n`;
  const trades = `generate_series(1, ${TRADES}) g`;
  const companyOf = (expr) =>
    `join (select id, row_number() over (order by id) - 1 as k, count(*) over () as total from companies) co on co.k = (${expr}) % co.total`;
  return [
    `insert into users (id, name, email, username, email_verified, created_at, updated_at)
     select 'bt-' || c, 'Teacher ' || c, 'teacher' || c || '@bench.example', 'bench_teacher_' || c, true, now(), now() from ${teachers}`,
    `insert into accounts (id, user_id, account_id, provider_id, password, created_at, updated_at)
     select 'bt-acct-' || c, 'bt-' || c, 'bt-' || c, 'credential', '${hash}', now(), now() from ${teachers}`,
    `insert into profiles (user_id, username, full_name, email) select 'bt-' || c, 'bench_teacher_' || c, 'Teacher ' || c, 'teacher' || c || '@bench.example' from ${teachers}`,
    `insert into user_roles (user_id, role) select 'bt-' || c, 'teacher' from ${teachers}`,
    `insert into games (id, name, starting_cash_minor, rules, starts_at, ends_at, owner_id, join_code, joining_open, created_at)
     select ${classId('c')}, 'Class ' || c, 1000000,
            '{"weeklyBoard":true,"class":{"limitOrders":true,"paycheckMinor":0,"teamMode":false,"boardVisible":true,"chat":false,"reasonsRequired":false}}'::jsonb,
            now() - interval '30 days', now() + interval '60 days', 'bt-' || c, 'K' || lpad(c::text, 5, '0'), true, now() - interval '30 days'
     from ${teachers}`,
    // Students: every third with a Hebrew name, every fourth on a login the teacher issued.
    `insert into users (id, name, email, username, email_verified, created_at, updated_at)
     select 'bs-' || n, 'Student ' || n, 'student' || n || '@bench.example', 'bench_student_' || n, true, now(), now() from ${students}`,
    `insert into profiles (user_id, username, full_name, email) select 'bs-' || n, 'bench_student_' || n, 'Student ' || n, 'student' || n || '@bench.example' from ${students}`,
    `insert into user_settings (user_id, display_name)
     select 'bs-' || n, case when n % 3 = 0 then 'תלמיד ' || n else 'Student ' || n end from ${students}`,
    `insert into class_logins (user_id, game_id, issued_by) select 'bs-' || n, ${classId(classOf('n'))}, 'bt-' || ${classOf('n')} from ${students} where n % 4 = 0`,
    `insert into portfolios (id, game_id, user_id, cash_minor, created_at)
     select ${portfolioId('n')}, ${classId(classOf('n'))}, 'bs-' || n, 1000000, now() - interval '29 days' from ${students}`,
    `with grants as (select ${portfolioId('n')} as portfolio_id, gen_random_uuid() as journal_id from ${students})
     insert into ledger_entries (journal_id, kind, portfolio_id, system_account, amount_minor, idempotency_key, memo, created_at)
     select journal_id, 'signup_grant', portfolio_id, null, 1000000, 'grant:' || portfolio_id, 'Starting balance', now() - interval '29 days' from grants
     union all
     select journal_id, 'signup_grant', null, 'treasury', -1000000, null, 'Starting balance', now() - interval '29 days' from grants`,
    `insert into holdings (portfolio_id, company_id, quantity, total_cost_minor)
     select ${portfolioId('n')}, co.id, 1 + (n * (j + 3)) % 20, (1 + (n * (j + 3)) % 20) * 10000
     from ${students} cross join generate_series(0, 4) j ${companyOf('n + j * 7')}
     on conflict do nothing`,
    `insert into transactions (id, portfolio_id, company_id, quantity, price_per_share_minor, total_amount_minor, transaction_type, created_at)
     select md5('bench-tx-' || g)::uuid, ${portfolioId(`1 + (g - 1) % ${STUDENTS}`)}, co.id, 1 + g % 10, 5000 + (g % 997) * 10,
            (1 + g % 10) * (5000 + (g % 997) * 10), case when g % 3 = 0 then 'sell' else 'buy' end,
            now() - (g % 40000) * interval '1 minute'
     from ${trades} ${companyOf('g')}`,
    // Each trade's order, a reason on every other one (some with commas and quotes).
    `insert into orders (portfolio_id, company_id, side, type, time_in_force, status, quantity, fill_price_minor,
                         transaction_id, reason, created_at, closed_at)
     select t.portfolio_id, t.company_id, t.transaction_type, 'market', 'gtc', 'filled', t.quantity, t.price_per_share_minor,
            t.id, case when g % 2 = 0 then 'Reason ' || g || ', because "the news" said so' end, t.created_at, t.created_at
     from ${trades} join transactions t on t.id = md5('bench-tx-' || g)::uuid`,
    // A resting buy for every tenth student, its cash reserved.
    `insert into orders (portfolio_id, company_id, side, type, time_in_force, status, quantity, limit_price_minor, reserved_minor, created_at)
     select ${portfolioId('n')}, co.id, 'buy', 'limit', 'gtc', 'open', 5, 1000, 5000, now() - interval '1 hour'
     from ${students} ${companyOf('n')} where n % 10 = 0`,
    `update portfolios set reserved_minor = 5000 where id in (select ${portfolioId('n')} from ${students} where n % 10 = 0)`,
    `insert into sessions (id, user_id, token, expires_at, created_at, updated_at)
     select 'bs-session-' || n, 'bs-' || n, 'bench-token-' || n, now() + interval '7 days',
            now() - (n % 72) * interval '1 hour', now() - (n % 24) * interval '1 hour'
     from ${students} where n % 2 = 0`,
    // This week's class boards: every student ranked within their class.
    `insert into weekly_standings (week_start, game_id, portfolio_id, start_value_minor, value_minor, gain_minor, gain_bp,
                                   traded, score, companies, max_position_bp, rank)
     select '${thisWeekIso}'::timestamptz, ${classId(classOf('n'))}, ${portfolioId('n')}, 1000000, 1000000 + (n * 7919) % 20000 - 10000,
            (n * 7919) % 20000 - 10000, ((n * 7919) % 20000 - 10000) / 100, true, ((n * 7919) % 20000 - 10000) / 10000.0, 5, 3000,
            row_number() over (partition by ${classOf('n')} order by (n * 7919) % 20000 desc, n)
     from ${students}`,
  ];
}

/**
 * Times the reads against a running server whose school is seeded, and what CPU each read costs
 * the server (`pid`) and PostgreSQL (`postmaster`, on PostgreSQL): a figure a busy machine does
 * not inflate as it does the latencies.
 */
async function timeReads(base, { pid, postmaster }) {
  const signIn = async (c) => {
    const res = await fetch(`${base}/api/auth/sign-in/email`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Origin: base },
      body: JSON.stringify({ email: `teacher${c}@bench.example`, password: PASSWORD }),
    });
    if (!res.ok) throw new Error(`sign-in teacher ${c}: ${res.status} ${await res.text()}`);
    return cookieOf(res);
  };
  // Random classes (a fixed sequence, so runs compare), each read by its own teacher.
  const picks = Array.from({ length: requests + 3 }, (_, i) => 1 + ((i * 7919 + 13) % CLASSES));
  const cookies = new Map();
  await step(`signed in ${new Set(picks).size} teachers`, () =>
    pooled([...new Set(picks)], 2, async (c) => cookies.set(c, await signIn(c))),
  );
  const idOf = new Map();
  const get = async (c, suffix = '') => {
    const res = await fetch(`${base}/api/classes/${idOf.get(c)}/students${suffix}`, {
      headers: { cookie: cookies.get(c), Origin: base },
    });
    if (!res.ok) throw new Error(`class ${c}: ${res.status} ${await res.text()}`);
    return suffix ? res.text() : res.json();
  };
  // Each teacher's class id, as the web app finds it: from their list of classes.
  await pooled([...new Set(picks)], 4, async (c) => {
    const res = await fetch(`${base}/api/classes`, { headers: { cookie: cookies.get(c), Origin: base } });
    const { classes } = await res.json();
    idOf.set(c, classes[0].id);
  });
  const sample = await get(picks[0]);
  if (sample.students.length !== STUDENTS_PER_CLASS) throw new Error(`expected ${STUDENTS_PER_CLASS} students`);
  if (!sample.students.every((s) => s.trades === TRADES_PER_STUDENT && s.holdings.length === 5 && s.rank !== null)) {
    throw new Error('expected every student with their trades, five holdings and a rank');
  }
  let i = 0;
  const cpu = () => [cpuSeconds(pid), postmaster ? postgresCpu(postmaster) : 0];
  const [server0, db0] = cpu();
  const board = await timeSequential(() => get(picks[i++ % picks.length]), requests);
  const [server1, db1] = cpu();
  const perRead = (from, to) => (((to - from) * 1000) / (board.n + 3)).toFixed(1);
  const csv = await timeSequential(() => get(picks[0], '.csv'), Math.min(requests, 100));
  const where = onPostgres ? 'PostgreSQL' : 'PGlite';
  console.log(
    `\n${CLASSES} classes x ${STUDENTS_PER_CLASS} students, ${TRADES.toLocaleString('en')} trades, ${where}, one request at a time:`,
  );
  const line = (label, r, target) =>
    console.log(
      `  ${label.padEnd(44)} n=${String(r.n).padStart(4)}  p50 ${r.p50.toFixed(1).padStart(6)} ms  p99 ${r.p99.toFixed(1).padStart(6)} ms  ${r.p99 < target ? 'ok' : 'OVER'} (target p99 < ${target} ms)`,
    );
  line('GET /api/classes/{id}/students (random)', board, TARGET_MS);
  line('GET /api/classes/{id}/students.csv (one)', csv, CSV_TARGET_MS);
  console.log(
    `  CPU per dashboard read: server ${perRead(server0, server1)} ms${postmaster ? `, PostgreSQL ${perRead(db0, db1)} ms` : ' (database included)'}`,
  );
  return board.p99 < TARGET_MS && csv.p99 < CSV_TARGET_MS;
}

/** A template sign-up through the API: its password hash is every teacher's (hashing 200 would time scrypt). */
async function templateAccount(base) {
  await signUpByEmail(base, {
    fullName: 'Template',
    username: 'bench_template',
    email: 'template@bench.example',
    password: PASSWORD,
  });
}
const TEMPLATE_HASH = `select a.password from accounts a join users u on u.id = a.user_id where u.email = 'template@bench.example'`;

if (onPostgres) {
  await withBenchServer(
    { name: 'classdash', adminAccount: ADMIN, env: SERVER_ENV },
    async ({ base, sql, databaseUrl, pid }) => {
      await templateAccount(base);
      const [{ password }] = await sql.unsafe(TEMPLATE_HASH);
      await step(`seeded ${CLASSES} classes, ${STUDENTS} students, ${TRADES.toLocaleString('en')} trades`, async () => {
        for (const statement of schoolSeed(password)) await sql.unsafe(statement);
        await sql.unsafe('vacuum analyze');
        // The reads are timed on a settled database, not the disk catching up with the seed.
        await sql.unsafe('checkpoint');
      });
      process.exitCode = (await timeReads(base, { pid, postmaster: await postmasterPidOf(databaseUrl) })) ? 0 : 1;
    },
  );
} else {
  await onPglite();
}

/** The PGlite run: start once (create, migrate, seed), stop, seed the school, start again, time. */
async function onPglite() {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'bolts-bench-classdash-'));
  const buildDir = mkdtempSync(path.join(root, 'node_modules/.cache/bolts-bench-classdash-'));
  let server;
  let cleaned = false;
  const cleanUp = async () => {
    if (cleaned) return;
    cleaned = true;
    await stopChild(server);
    rmSync(dataDir, { recursive: true, force: true });
    rmSync(buildDir, { recursive: true, force: true });
  };
  const deadline = cleanUpOnExit(cleanUp, Number(process.env.BENCH_TIMEOUT_S ?? 900));
  try {
    const entry = path.join(buildDir, 'server/main.js');
    await step('server built', async () =>
      execFileSync(process.execPath, [path.join(root, 'scripts/build-server.mjs'), entry], {
        cwd: root,
        stdio: 'ignore',
      }),
    );
    const port = await freePort();
    const base = `http://${HOST}:${port}`;
    const start = async (label) => {
      server = spawn(process.execPath, [entry], {
        cwd: root,
        env: {
          ...Object.fromEntries(Object.entries(process.env).filter(([key]) => key !== 'DATABASE_URL')),
          PORT: String(port),
          HOST,
          ...productionEnv(base),
          BOLTS_DATA_DIR: dataDir,
          BOLTS_ADMIN_EMAIL: ADMIN.email,
          BOLTS_MIGRATIONS_DIR: path.join(root, 'server/db/migrations'),
          ...SERVER_ENV,
        },
        stdio: ['ignore', 'ignore', 'inherit'],
      });
      await step(label, () => waitForHealth(server, base));
    };
    await start('server up (PGlite: created, migrated, seeded)');
    await templateAccount(base);
    await stopChild(server);

    const pg = await PGlite.create(dataDir);
    try {
      const {
        rows: [{ password }],
      } = await pg.query(TEMPLATE_HASH);
      await step(`seeded ${CLASSES} classes, ${STUDENTS} students, ${TRADES.toLocaleString('en')} trades`, async () => {
        for (const statement of schoolSeed(password)) await pg.exec(statement);
        await pg.exec('vacuum analyze');
      });
    } finally {
      await pg.close();
    }
    await start('server up again');
    process.exitCode = (await timeReads(base, { pid: server.pid })) ? 0 : 1;
  } catch (err) {
    console.error(err);
    process.exitCode = 1;
  } finally {
    clearTimeout(deadline);
    await cleanUp();
  }
}

// Lighthouse on pages of the built app: by default three, the landing page (/landing, anonymous), the
// feed (/, signed in, onboarding done) and the trading floor (/trade, signed in); with --all every
// page of the router, each opened by who opens it (a visitor, a player who has traded, a teacher
// with a class, the admin; bench/support/app-routes.mjs) at a real address. The server bundle runs on
// 127.0.0.1 with a fresh PGlite folder; one headless Chromium is driven by the `lighthouse` package
// with its default configuration (mobile emulation, simulated throttling: the figures people quote).
// Each page runs several times and every figure printed is the median of those runs. Categories
// under target list their failing audits (id, title, how many runs failed it) so you know what to fix.
// A bench, not a gate: exits 0 whatever the scores, 1 when the run itself fails, 2 past the time limit.
// Usage: npm run build && node bench/lighthouse.mjs [--runs=3] [--all] [--desktop] [--applied] [--as-index=2000] [/landing / /trade ...]
//   --all         every page of the app (about 35), one run each unless --runs says otherwise; a
//                 page may also be named by its route (/company/:companyId) to open it at a real id
//   --desktop     also runs Lighthouse's desktop configuration (no CPU slowdown, wide screen)
//   --applied     applied throttling instead of simulated: Chromium itself slows the network
//                 (562 ms round trips, 1.4 Mbit/s) and the CPU (4x) and the figures are what the
//                 page did under them, not a model's estimate from an unthrottled load. Slower and
//                 noisier; a check on the simulation (its scores are not the ones people quote)
//   --as-index=N  as on a machine of CPU benchmark index N (issue 26's targets hold at about 2,000):
//                 Lighthouse's mobile CPU slowdown, 4, scaled by this machine's index (the previous
//                 run's; the first from one run of the first page, not counted) over N. Mobile only.
//                 A linear estimate: Lighthouse's own calibration advice is one too
//   --save=DIR    also writes each run's full report (HTML and JSON) into DIR, to open in a browser
//   --tasks[=MS]  also prints, for each run, the page's main-thread tasks of MS ms or more (15 by
//                 default) as Lighthouse's trace recorded them, unthrottled (its simulation counts
//                 them about four times as long), with what filled them: where Total Blocking Time
//                 comes from
//   BENCH_TIMEOUT_S     the whole run's time limit (default 60 s + 30 s per Lighthouse run:
//                       330 s for the usual 9, 60 s a run when --applied); CHROMIUM_PATH=/usr/bin/chromium
//   BENCH_DIST          another build's folder (default dist), to measure it beside this one in a sitting
// Targets, on every page: performance >= 95, accessibility 100, best practices 100.
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { availableParallelism, loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import lighthouse, { desktopConfig } from 'lighthouse';
import { throttling as THROTTLING } from 'lighthouse/core/config/constants.js';
import WebSocket from 'ws';
import { freePort, HOST } from './support/postgres-server.mjs';
import { adminTabs, allPages, firstLessonId } from './support/app-routes.mjs';
import { signUpByEmail } from './support/players.mjs';
import { productionEnv } from './support/proc.mjs';

const root = path.resolve(import.meta.dirname, '..');
const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const TARGETS = { performance: 95, accessibility: 100, 'best-practices': 100 };
const CATEGORIES = Object.keys(TARGETS);
const METRICS = [
  ['FCP', 'first-contentful-paint', 'ms'],
  ['LCP', 'largest-contentful-paint', 'ms'],
  ['TBT', 'total-blocking-time', 'ms'],
  ['CLS', 'cumulative-layout-shift', ''],
  ['SI', 'speed-index', 'ms'],
];
const PAGES = [
  { path: '/landing', label: 'landing', who: 'visitor' },
  { path: '/', label: 'feed', who: 'player' },
  { path: '/trade', label: 'trade', who: 'player' },
];

const args = process.argv.slice(2);
const all = args.includes('--all');
const runs = Math.max(1, Math.min(9, Number(args.find((a) => a.startsWith('--runs='))?.slice(7) ?? (all ? 1 : 3))));
const desktop = args.includes('--desktop');
const applied = args.includes('--applied');
const saveDir = args.find((a) => a.startsWith('--save='))?.slice(7);
const asIndex = Number(args.find((a) => a.startsWith('--as-index='))?.slice(11) ?? 0) || null;
/** This machine's CPU benchmark index, as the last run measured it (for --as-index). */
let machineIndex = null;
const tasksArg = args.find((a) => a === '--tasks' || a.startsWith('--tasks='));
const tasksMs = tasksArg ? Number(tasksArg.slice(8) || 15) : 0;
const chosen = args.filter((a) => a.startsWith('/'));
/** The pages to measure, with the run's real ids in their addresses. */
const pagesFor = (ids) => {
  const every = allPages(root, ids);
  if (all) return every;
  if (!chosen.length) return PAGES;
  return chosen.flatMap((c) => PAGES.find((p) => p.path === c) ?? every.filter((p) => p.path === c || p.route === c));
};
const placeholderIds = {
  companyId: 'x',
  lessonId: 'x',
  classId: 'x',
  traderUsername: 'x',
  adminTabs: adminTabs(root).join(' '),
};
const pageCount = pagesFor(placeholderIds).length;
if (!pageCount) {
  console.error(
    `Pages to choose from: ${allPages(root, placeholderIds)
      .map((p) => p.route)
      .join(' ')}`,
  );
  process.exit(1);
}
const dist = path.resolve(root, process.env.BENCH_DIST ?? 'dist');
const serverBundle = path.join(dist, 'server/main.js');
const webDir = path.join(dist, 'web');
if (!existsSync(serverBundle) || !existsSync(path.join(webDir, 'index.html'))) {
  console.error('Build first: npm run build');
  process.exit(1);
}
if (!existsSync(CHROMIUM_PATH)) {
  console.error(`No Chromium at ${CHROMIUM_PATH} (apt-get install chromium, or set CHROMIUM_PATH)`);
  process.exit(1);
}

// Everything started here is stopped, and every temporary folder removed, however the run ends.
const cleanups = [];
let cleaned = false;
function cleanUp() {
  if (cleaned) return;
  cleaned = true;
  for (const fn of cleanups.reverse()) {
    try {
      fn();
    } catch (err) {
      console.error('cleanup:', err.message);
    }
  }
}
process.on('exit', cleanUp);
process.on('SIGINT', () => process.exit(130));
process.on('SIGTERM', () => process.exit(143));
const formFactors = desktop ? ['mobile', 'desktop'] : ['mobile'];
const timeoutS = Number(
  process.env.BENCH_TIMEOUT_S ?? 60 + (applied ? 60 : 30) * runs * pageCount * formFactors.length,
);
setTimeout(() => {
  console.error(`Gave up after ${timeoutS} s (BENCH_TIMEOUT_S).`);
  process.exit(2);
}, timeoutS * 1000).unref();

function tempDir(prefix) {
  const dir = mkdtempSync(path.join(tmpdir(), prefix));
  cleanups.push(() => rmSync(dir, { recursive: true, force: true }));
  return dir;
}

/** Starts a child in its own process group and registers killing that group (it and its helpers). */
function startChild(command, argv, env) {
  const child = spawn(command, argv, { cwd: root, env, stdio: ['ignore', 'pipe', 'pipe'], detached: true });
  let output = '';
  child.stdout.on('data', (d) => (output = (output + d).slice(-20_000)));
  child.stderr.on('data', (d) => (output = (output + d).slice(-20_000)));
  cleanups.push(() => {
    if (child.exitCode === null && child.signalCode === null) process.kill(-child.pid, 'SIGKILL');
  });
  return { child, output: () => output };
}

async function startServer() {
  const port = await freePort();
  const { child, output } = startChild(process.execPath, [serverBundle], {
    ...process.env,
    HOST,
    PORT: String(port),
    BOLTS_DATA_DIR: tempDir('bolts-bench-lighthouse-data-'),
    BOLTS_WEB_DIR: webDir,
    // Production, as players get it: the same headers (HSTS, CSP without http: images), no outbox
    // page, the same bundle. Its session cookie is `__Secure-` and Secure, meant for HTTPS only;
    // that does not matter here: Chromium counts 127.0.0.1 as a secure origin and sends Secure
    // cookies to it (setCookieJar puts the player's in), and so does Lighthouse. (NODE_ENV=test, as
    // the e2e suite uses, would work over http too, but serves the outbox page and other headers.)
    // Production needs a secret: a fixed one.
    ...productionEnv(`http://${HOST}:${port}`),
    // One player signs up; no other traffic. The engine keeps ticking as in a real game.
    BOLTS_RATE_LIMIT: 'false',
    LOG_REQUESTS: 'false',
  });
  const base = `http://${HOST}:${port}`;
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited (${child.exitCode}):\n${output()}`);
    try {
      if ((await fetch(`${base}/api/health`)).ok) return base;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error(`server not ready in 60 s:\n${output()}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

/** The cookies ({ name, value }) an answer set. */
const cookiesOf = (res) =>
  res.headers.getSetCookie().map((c) => {
    const [name, ...value] = c.split(';')[0].split('=');
    return { name, value: value.join('=') };
  });
const cookieHeader = (cookies) => cookies.map((c) => `${c.name}=${c.value}`).join('; ');

/** A call to the API as the holder of `cookies`; throws unless it answers 2xx. */
async function api(base, cookies, method, url, body) {
  const res = await fetch(`${base}/api${url}`, {
    method,
    headers: { Origin: base, 'Content-Type': 'application/json', Cookie: cookieHeader(cookies) },
    ...(body ? { body: JSON.stringify(body) } : {}),
  });
  if (!res.ok) throw new Error(`${method} ${url}: ${res.status} ${await res.text()}`);
  return res;
}

/**
 * Signs a fresh player up and finishes onboarding through the API; returns the cookies it set
 * ({ name, value }) and their username.
 */
async function signUp(base, fullName = 'Maya Cohen') {
  const s = Math.random().toString(36).slice(2, 10);
  const username = `b_${s}`;
  const res = await signUpByEmail(base, {
    fullName,
    email: `bench-${s}@example.com`,
    password: 'correct-horse-42',
    username,
  });
  const cookies = cookiesOf(res);
  if (!cookies.length) throw new Error('sign-up set no cookie');
  await api(base, cookies, 'POST', '/me/onboarding/complete');
  return { cookies, username };
}

/**
 * The people the pages are opened as (only those some page needs) and the real ids their addresses
 * take: a player who has bought shares (so the tables that list them have rows), another player
 * whose page they open, a teacher with a class, and the admin the server seeds.
 */
async function peopleAndIds(base, needs) {
  const { companies } = await (await fetch(`${base}/api/companies`)).json();
  const ids = { ...placeholderIds, companyId: companies[3].id, lessonId: firstLessonId(root) };
  const cookies = { visitor: [] };
  if (needs.has('player')) {
    const player = await signUp(base);
    await api(base, player.cookies, 'POST', '/orders', { companyId: ids.companyId, side: 'buy', quantity: 4 });
    cookies.player = player.cookies;
    ids.traderUsername = (await signUp(base, 'Noa Bench')).username;
  }
  if (needs.has('teacher')) {
    const teacher = await signUp(base, 'Tali Bench');
    await api(base, teacher.cookies, 'POST', '/me/teacher');
    const day = (offset) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
    const made = await api(base, teacher.cookies, 'POST', '/classes', {
      name: 'כיתה ח׳3 – Bench',
      startsOn: day(0),
      endsOn: day(28),
      startingCashMinor: 1_000_000,
      options: {
        limitOrders: true,
        paycheckMinor: 0,
        teamMode: false,
        boardVisible: true,
        chat: false,
        reasonsRequired: false,
      },
    });
    ids.classId = (await made.json()).id;
    cookies.teacher = teacher.cookies;
  }
  if (needs.has('admin')) {
    const signedIn = await api(base, [], 'POST', '/auth/sign-in/email', {
      email: 'admin@bolts.example',
      password: productionEnv(base).BOLTS_ADMIN_PASSWORD,
    });
    cookies.admin = cookiesOf(signedIn);
    // The console, not the first visit's welcome steps.
    await api(base, cookies.admin, 'POST', '/me/onboarding/complete');
  }
  return { ids, cookies };
}

/**
 * Empties Chromium's cookie jar and puts `cookies` in, for the server's origin: a run starts as a
 * player's next visit would, with their session and nothing a previous run left (the app keeps the
 * language it detected in a cookie). Lighthouse keeps cookies between runs; it clears the rest.
 */
async function setCookieJar(chromePort, base, cookies) {
  const { webSocketDebuggerUrl } = await (await fetch(`http://${HOST}:${chromePort}/json/version`)).json();
  const socket = new WebSocket(webSocketDebuggerUrl);
  await new Promise((resolve, reject) => {
    socket.once('open', resolve);
    socket.once('error', reject);
  });
  let id = 0;
  const send = (method, params = {}) =>
    new Promise((resolve, reject) => {
      const mine = ++id;
      const onMessage = (data) => {
        const message = JSON.parse(String(data));
        if (message.id !== mine) return;
        socket.off('message', onMessage);
        if (message.error) reject(new Error(`${method}: ${message.error.message}`));
        else resolve(message.result);
      };
      socket.on('message', onMessage);
      socket.send(JSON.stringify({ id: mine, method, params }));
    });
  try {
    await send('Storage.clearCookies');
    const url = new URL(base);
    await send('Storage.setCookies', {
      cookies: cookies.map(({ name, value }) => ({
        name,
        value,
        domain: url.hostname,
        path: '/',
        secure: name.startsWith('__Secure-'),
        httpOnly: true,
        sameSite: 'Lax',
      })),
    });
  } finally {
    socket.close();
  }
}

/** One headless Chromium for every run; Lighthouse clears the origin's storage and cache before each. */
async function startChromium() {
  const { child, output } = startChild(
    CHROMIUM_PATH,
    [
      '--headless=new',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      // Without these Chromium keeps calling hosts this closed network refuses.
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--disable-dev-shm-usage',
      `--user-data-dir=${tempDir('bolts-bench-lighthouse-chromium-')}`,
      `--remote-debugging-address=${HOST}`,
      '--remote-debugging-port=0',
      'about:blank',
    ],
    process.env,
  );
  const deadline = Date.now() + 30_000;
  for (;;) {
    const port = /DevTools listening on ws:\/\/[^:]+:(\d+)\//.exec(output())?.[1];
    if (port) return Number(port);
    if (child.exitCode !== null) throw new Error(`Chromium exited (${child.exitCode}):\n${output()}`);
    if (Date.now() > deadline) throw new Error(`Chromium did not start in 30 s:\n${output()}`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

const median = (xs) => {
  const s = xs.filter((x) => typeof x === 'number').sort((a, b) => a - b);
  if (!s.length) return NaN;
  return s.length % 2 ? s[(s.length - 1) / 2] : (s[s.length / 2 - 1] + s[s.length / 2]) / 2;
};

/** Audits of a category that lost points (or, for performance, the opportunities and diagnostics). */
function failingAudits(lhr, category) {
  return lhr.categories[category].auditRefs
    .map((ref) => ({ ref, audit: lhr.audits[ref.id] }))
    .filter(({ audit }) => {
      if (audit.score === null || audit.scoreDisplayMode === 'informative') return false;
      if (['notApplicable', 'manual', 'error'].includes(audit.scoreDisplayMode)) return false;
      // Lighthouse shows performance audits as failing below 0.9 (its "orange"), others below 1.
      return audit.score < (category === 'performance' ? 0.9 : 1);
    })
    .map(({ ref, audit }) => ({
      id: ref.id,
      title: audit.title,
      displayValue: audit.displayValue,
      weight: ref.weight,
    }));
}

/** Lighthouse's mobile CPU slowdown (4) scaled so this machine stands for one of index `asIndex`. */
const cpuSlowdownFor = (index) => Math.max(1, (THROTTLING.mobileSlow4G.cpuSlowdownMultiplier * index) / asIndex);

async function runPage(chromePort, base, page, cookies, formFactor, run, attempt = 1) {
  await setCookieJar(chromePort, base, cookies ?? []);
  const flags = {
    port: chromePort,
    hostname: HOST,
    output: saveDir ? ['json', 'html'] : 'json',
    logLevel: 'error',
    onlyCategories: CATEGORIES,
    ...(applied ? { throttlingMethod: 'devtools' } : {}),
    ...(asIndex && machineIndex && formFactor === 'mobile'
      ? { throttling: { ...THROTTLING.mobileSlow4G, cpuSlowdownMultiplier: cpuSlowdownFor(machineIndex) } }
      : {}),
  };
  const result = await lighthouse(`${base}${page.path}`, flags, formFactor === 'desktop' ? desktopConfig : undefined);
  if (!result) throw new Error(`Lighthouse returned nothing for ${page.path}`);
  const { lhr } = result;
  if (saveDir) {
    mkdirSync(saveDir, { recursive: true });
    const name = path.join(saveDir, `${page.label.replace(/[^\w-]+/g, '_')}-${formFactor}-${run + 1}`);
    writeFileSync(`${name}.json`, result.report[0]);
    writeFileSync(`${name}.html`, result.report[1]);
  }
  if (lhr.runtimeError) {
    // Lighthouse itself says to run again on a broken trace (NO_NAVSTART and the like): twice more.
    if (attempt < 3) {
      console.log(`${page.path}: ${lhr.runtimeError.code}, running it again`);
      return runPage(chromePort, base, page, cookies, formFactor, run, attempt + 1);
    }
    throw new Error(`${page.path}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
  }
  // A redirect away from the page (to /landing or /auth) would measure another page.
  const landed = new URL(lhr.finalDisplayedUrl).pathname;
  if (landed !== page.path) throw new Error(`${page.path} ended on ${landed}: signed in?`);
  if (tasksMs) printTasks(`${page.path} ${formFactor} run ${run + 1}`, result.artifacts.Trace.traceEvents);
  return lhr;
}

/** What a task spent its time on: its longest kinds of work, and the first script it ran. */
const WORK = [
  'Layout',
  'UpdateLayoutTree',
  'Paint',
  'ParseHTML',
  'EvaluateScript',
  'v8.evaluateModule',
  'FunctionCall',
  'TimerFire',
  'RunMicrotasks',
  'MinorGC',
  'MajorGC',
];

/** The renderer's main-thread tasks of at least tasksMs ms, from Lighthouse's trace. */
function printTasks(label, events) {
  const fcp = events.find((e) => e.name === 'firstContentfulPaint');
  if (!fcp) return console.log(`${''.padEnd(26)} ${label}: no first paint in the trace`);
  const start = events.find((e) => e.name === 'navigationStart' && e.pid === fcp.pid)?.ts ?? fcp.ts;
  const main = events.filter((e) => e.pid === fcp.pid && e.tid === fcp.tid && e.ph === 'X');
  const ms = (us) => Math.round(us / 1000);
  console.log(`${''.padEnd(26)} ${label}: tasks of ${tasksMs} ms or more (first paint at ${ms(fcp.ts - start)} ms)`);
  for (const task of main.filter((e) => e.name === 'RunTask' && e.dur >= tasksMs * 1000)) {
    const inside = main.filter((e) => e.ts >= task.ts && e.ts + e.dur <= task.ts + task.dur && WORK.includes(e.name));
    const spent = {};
    // Nested events of one kind (a function calling back into script) count once, the outermost.
    for (const e of inside) {
      if (!inside.some((o) => o !== e && o.name === e.name && o.ts <= e.ts && o.ts + o.dur >= e.ts + e.dur)) {
        spent[e.name] = (spent[e.name] ?? 0) + e.dur;
      }
    }
    const kinds = Object.entries(spent)
      .sort((a, b) => b[1] - a[1])
      .slice(0, 3)
      .map(([name, us]) => `${name} ${ms(us)}`)
      .join(', ');
    const script =
      inside
        .find((e) => e.args?.data?.url)
        ?.args.data.url.split('/')
        .pop() ?? '';
    console.log(
      `${''.padEnd(28)} at ${ms(task.ts - start)} ms: ${ms(task.dur)} ms (${kinds})${script ? ` ${script}` : ''}`,
    );
  }
}

function report(page, formFactor, lhrs) {
  const scores = Object.fromEntries(
    CATEGORIES.map((c) => [c, Math.round(median(lhrs.map((l) => (l.categories[c].score ?? NaN) * 100)))]),
  );
  const metrics = METRICS.map(([label, id, unit]) => {
    const v = median(lhrs.map((l) => l.audits[id].numericValue));
    return `${label} ${unit ? `${Math.round(v)} ${unit}` : v.toFixed(3)}`;
  });
  const mark = (c) => (scores[c] >= TARGETS[c] ? 'ok' : 'UNDER');
  console.log(
    `${`${page.path} (${page.label}, ${formFactor})`.padEnd(26)} ` +
      CATEGORIES.map((c) => `${c} ${String(scores[c]).padStart(3)} ${mark(c).padEnd(5)}`).join('  '),
  );
  console.log(`${''.padEnd(26)} ${metrics.join('  ')}`);
  // The figures beside failing audits come from the run with the median performance score.
  const middle = [...lhrs].sort((a, b) => a.categories.performance.score - b.categories.performance.score)[
    Math.floor(lhrs.length / 2)
  ];
  for (const c of CATEGORIES) {
    if (scores[c] >= TARGETS[c]) continue;
    const seen = new Map();
    for (const l of lhrs) {
      for (const a of failingAudits(l, c)) {
        const prev = seen.get(a.id);
        const displayValue = middle.audits[a.id]?.displayValue ?? a.displayValue;
        seen.set(a.id, { ...a, displayValue, runs: (prev?.runs ?? 0) + 1 });
      }
    }
    console.log(`${''.padEnd(26)} ${c} under ${TARGETS[c]}: failing audits`);
    for (const a of [...seen.values()].sort((x, y) => y.weight - x.weight || y.runs - x.runs)) {
      const extra = [a.displayValue, a.weight ? `weight ${a.weight}` : '', `${a.runs}/${lhrs.length} runs`]
        .filter(Boolean)
        .join(', ');
      console.log(`${''.padEnd(28)} ${a.id}: ${a.title} (${extra})`);
    }
  }
  const warnings = new Set(lhrs.flatMap((l) => l.runWarnings ?? []));
  for (const w of warnings) console.log(`${''.padEnd(26)} Lighthouse warning: ${w.replace(/\s+/g, ' ')}`);
  return scores;
}

try {
  const started = Date.now();
  const loadAtStart = loadavg()[0];
  const base = await startServer();
  const needs = new Set(pagesFor(placeholderIds).map((p) => p.who));
  const { ids, cookies } = await peopleAndIds(base, needs);
  const pages = pagesFor(ids);
  const chromePort = await startChromium();
  console.log(
    `Lighthouse, default config (${applied ? 'applied' : 'simulated'} throttling), median of ${runs} run(s) per page, ` +
      `server ${base} (production, PGlite)`,
  );
  console.log(
    `targets: performance >= ${TARGETS.performance}, accessibility ${TARGETS.accessibility}, best practices ${TARGETS['best-practices']}`,
  );
  const benchmarkIndex = [];
  let version = '';
  if (asIndex) {
    // One run to learn this machine's index, not counted.
    machineIndex = (await runPage(chromePort, base, pages[0], cookies[pages[0].who], 'mobile', 0)).environment
      .benchmarkIndex;
    console.log(
      `as on a machine of CPU benchmark index ${asIndex}: CPU slowdown ${cpuSlowdownFor(machineIndex).toFixed(1)} from index ${Math.round(machineIndex)}`,
    );
  }
  for (const formFactor of formFactors) {
    for (const page of pages) {
      const lhrs = [];
      for (let i = 0; i < runs; i++) {
        const lhr = await runPage(chromePort, base, page, cookies[page.who], formFactor, i);
        benchmarkIndex.push(lhr.environment.benchmarkIndex);
        machineIndex = lhr.environment.benchmarkIndex;
        version = lhr.lighthouseVersion;
        lhrs.push(lhr);
      }
      report(page, formFactor, lhrs);
    }
  }
  const browser = (await (await fetch(`http://${HOST}:${chromePort}/json/version`)).json()).Browser;
  const load = Math.max(loadAtStart, loadavg()[0]);
  console.log(
    `Lighthouse ${version}, ${browser}, CPU benchmark index median ${Math.round(median(benchmarkIndex))}, ` +
      `load average up to ${load.toFixed(1)} on ${availableParallelism()} cores, ${((Date.now() - started) / 1000).toFixed(0)} s in all`,
  );
  // Simulated throttling multiplies the main-thread time it observed (by 4 on mobile): other work
  // on the machine lengthens every task, so TBT, FCP and LCP grow and the scores drop.
  if (load > availableParallelism() * 0.75 || median(benchmarkIndex) < 1000) {
    console.log(
      'warning: the machine was busy; these figures are worse than on an idle one (run again when it is idle)',
    );
  }
} catch (err) {
  console.error(err instanceof Error ? err.stack : err);
  process.exitCode = 1;
}
cleanUp();
process.exit();

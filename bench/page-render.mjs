// What a page costs the server: a signed-in player's members' pages, which the server draws for
// them per request (docs/decisions/020), against the loading shell it sends otherwise, and a
// visitor's prerendered page (kept a few seconds). One request at a time, so each figure is the
// page's own: latency p50/p90 and the server's CPU per answer (from /proc). Loopback only; bounded.
// Usage: npm run build && node bench/page-render.mjs [requests per page=40]
// BENCH_SERVER=path/to/main.js runs another server bundle (an A/B of two builds).
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { freePort, HOST } from './support/postgres-server.mjs';
import { signUpByEmail } from './support/players.mjs';
import { cpuSeconds, productionEnv, stopChild } from './support/proc.mjs';

const root = path.resolve(import.meta.dirname, '..');
const requests = Math.max(5, Math.min(Number(process.argv[2] ?? 40), 500));
const serverEntry = path.resolve(root, process.env.BENCH_SERVER ?? 'dist/server/main.js');
if (!existsSync(serverEntry)) {
  console.error('Build first: npm run build');
  process.exit(1);
}

const port = await freePort();
const base = `http://${HOST}:${port}`;
const dataDir = mkdtempSync(path.join(tmpdir(), 'bolts-bench-pages-'));
const server = spawn(process.execPath, [serverEntry], {
  cwd: root,
  env: {
    ...process.env,
    PORT: String(port),
    HOST,
    BOLTS_DATA_DIR: dataDir,
    BOLTS_RATE_LIMIT: 'false',
    LOG_REQUESTS: 'false',
    ...productionEnv(base),
  },
  stdio: 'ignore',
});
try {
  const deadline = Date.now() + 60_000;
  for (;;) {
    try {
      if ((await fetch(`${base}/api/health`)).ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error('server not ready in 60 s');
    await new Promise((r) => setTimeout(r, 100));
  }

  const s = Math.random().toString(36).slice(2, 10);
  const signedUp = await signUpByEmail(base, {
    fullName: 'Maya Cohen',
    email: `bench-${s}@example.com`,
    password: 'correct-horse-42',
    username: `b_${s}`,
  });
  const cookie = signedUp.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
  const done = await fetch(`${base}/api/me/onboarding/complete`, {
    method: 'POST',
    headers: { Origin: base, Cookie: cookie },
  });
  if (!done.ok) throw new Error(`onboarding: ${done.status}`);

  /** `requests` answers of `url` one after another: latency percentiles and server CPU per answer. */
  async function measure(label, url, headers) {
    // Warm: the render bundle loads on the first drawn page.
    let drawn = false;
    for (let i = 0; i < 3; i++) drawn = (await (await fetch(url, { headers })).text()).includes('bolts-prerendered');
    const times = [];
    const cpuBefore = cpuSeconds(server.pid);
    for (let i = 0; i < requests; i++) {
      const started = performance.now();
      await (await fetch(url, { headers })).text();
      times.push(performance.now() - started);
    }
    const cpu = ((cpuSeconds(server.pid) - cpuBefore) * 1000) / requests;
    times.sort((a, b) => a - b);
    const at = (q) => times[Math.min(times.length - 1, Math.floor(q * times.length))].toFixed(1);
    console.log(
      `${label.padEnd(34)} ${drawn ? 'drawn' : 'shell'}  p50 ${at(0.5)} ms  p90 ${at(0.9)} ms  server CPU ${cpu.toFixed(1)} ms an answer`,
    );
  }

  const asPlayer = { Cookie: cookie };
  for (const page of ['/', '/trade', '/profile', '/leaderboard', '/settings']) {
    await measure(`${page} (player)`, `${base}${page}`, asPlayer);
  }
  await measure('/ (visitor: the loading shell)', `${base}/`, {});
  await measure('/ (an ended session: the shell)', `${base}/`, { Cookie: 'bolts.session_token=none.x' });
  await measure('/landing (visitor, kept 5 s)', `${base}/landing`, {});
  console.log(`${requests} requests a page, one at a time; CPU from /proc (10 ms ticks)`);
} finally {
  await stopChild(server);
  rmSync(dataDir, { recursive: true, force: true });
}

// What a page costs the server: a signed-in player's members' pages, which the server draws for
// them per request (docs/decisions/020), against the loading shell it sends otherwise, and a
// visitor's prerendered page (kept a few seconds). One request at a time, so each figure is the
// page's own: latency p50/p99 and the server's CPU per answer (from /proc). Loopback only; bounded.
// Usage: npm run build && node bench/page-render.mjs [requests per page=40]
// BENCH_SERVER=path/to/main.js runs another server bundle (an A/B of two builds).
import { existsSync } from 'node:fs';
import path from 'node:path';
import { startBuiltServer, timeSequential } from './support/postgres-server.mjs';
import { signUpPlayer } from './support/players.mjs';
import { cpuSeconds } from './support/proc.mjs';

const root = path.resolve(import.meta.dirname, '..');
const requests = Math.max(5, Math.min(Number(process.argv[2] ?? 40), 500));
const serverEntry = path.resolve(root, process.env.BENCH_SERVER ?? 'dist/server/main.js');
if (!existsSync(serverEntry)) {
  console.error('Build first: npm run build');
  process.exit(1);
}

const { base, server, stop } = await startBuiltServer(root, serverEntry, { dataPrefix: 'bolts-bench-pages-' });
try {
  const cookie = await signUpPlayer(base);

  /** `requests` answers of `url` one after another: latency percentiles and server CPU per answer. */
  async function measure(label, url, headers) {
    let drawn = false;
    const call = async () => {
      drawn = (await (await fetch(url, { headers })).text()).includes('bolts-prerendered');
    };
    // Once before counting: the render bundle loads on the first drawn page. timeSequential's own
    // three warm-up calls are answers like the others: counted in the CPU.
    await call();
    const cpuBefore = cpuSeconds(server.pid);
    const { n, p50, p99 } = await timeSequential(call, requests);
    const cpu = ((cpuSeconds(server.pid) - cpuBefore) * 1000) / (n + 3);
    console.log(
      `${label.padEnd(34)} ${drawn ? 'drawn' : 'shell'}  p50 ${p50.toFixed(1)} ms  p99 ${p99.toFixed(1)} ms  server CPU ${cpu.toFixed(1)} ms an answer`,
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
  await stop();
}

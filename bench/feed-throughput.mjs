// GET of feed pages at 50 connections with 100,000 news items in the table (target: p99
// under 25 ms on PGlite and on PostgreSQL). Readers spread over the first 20 pages, as people who
// scroll and press "Load More" would; ads come from their own cached route. Loopback only; bounded.
// Usage: npm run build && node bench/feed-throughput.mjs [seconds=10] [connections=50] [news=100000]
// BENCH_DATABASE_URL=postgres://... runs on that (empty) database instead of a PGlite folder.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { bundleEntry } from './support/bundle.mjs';
import { productionEnv } from './support/proc.mjs';

const root = path.resolve(import.meta.dirname, '..');
const seconds = Math.min(Number(process.argv[2] ?? 10), 60);
const connections = Math.min(Number(process.argv[3] ?? 50), 200);
const newsCount = Math.min(Number(process.argv[4] ?? 100_000), 1_000_000);
if (!existsSync(path.join(root, 'dist/server/main.js'))) {
  console.error('Build first: npm run build');
  process.exit(1);
}
const HOST = '127.0.0.1';
const port = 39_600 + Math.floor(Math.random() * 300);
const dataDir = mkdtempSync(path.join(tmpdir(), 'bolts-bench-feed-'));
const bundle = await bundleEntry('bench/support/feed-news.entry.ts');
let server;
process.on('exit', () => {
  server?.kill('SIGTERM');
  rmSync(dataDir, { recursive: true, force: true });
  bundle.cleanup();
});

const target = process.env.BENCH_DATABASE_URL ?? dataDir;
const started = Date.now();
const filled = spawnSync(process.execPath, [bundle.file, target, String(newsCount)], { cwd: root, stdio: 'inherit' });
if (filled.status !== 0) throw new Error('could not fill the news table');
console.log(`filled ${newsCount} news items in ${((Date.now() - started) / 1000).toFixed(1)} s`);

server = spawn(process.execPath, [path.join(root, 'dist/server/main.js')], {
  cwd: root,
  env: {
    ...process.env,
    PORT: String(port),
    HOST,
    ...productionEnv(`http://${HOST}:${port}`),
    ...(process.env.BENCH_DATABASE_URL
      ? { DATABASE_URL: process.env.BENCH_DATABASE_URL }
      : { BOLTS_DATA_DIR: dataDir }),
  },
  stdio: 'ignore',
});
const base = `http://${HOST}:${port}`;
for (let deadline = Date.now() + 60_000; ;) {
  try {
    if ((await fetch(`${base}/api/health`)).ok) break;
  } catch {
    // not listening yet
  }
  if (Date.now() > deadline) throw new Error('server did not start');
  await new Promise((r) => setTimeout(r, 100));
}

// The first 20 pages' URLs, found the way the app finds them.
const paths = ['/api/feed'];
for (let i = 0; i < 19; i++) {
  const { nextCursor } = await (await fetch(`${base}${paths.at(-1)}`)).json();
  if (!nextCursor) break;
  paths.push(`/api/feed?cursor=${encodeURIComponent(nextCursor)}`);
}
const result = await autocannon({
  url: base,
  connections,
  duration: seconds,
  requests: paths.map((p) => ({ method: 'GET', path: p })),
});
const ads = await autocannon({ url: `${base}/api/ads`, connections, duration: Math.min(seconds, 5) });
const failed = result.non2xx + result.errors + ads.non2xx + ads.errors;
console.log(
  `GET /api/feed (pages 1-${paths.length}), ${connections} connections, ${seconds} s, ${newsCount} news on ${process.env.BENCH_DATABASE_URL ? 'PostgreSQL' : 'PGlite'}: ` +
    `${Math.round(result.requests.average)} req/s, p50 ${result.latency.p50} ms, p99 ${result.latency.p99} ms (target p99 < 25 ms); ` +
    `GET /api/ads ${Math.round(ads.requests.average)} req/s, p99 ${ads.latency.p99} ms; errors ${failed}`,
);
process.exit(failed ? 1 : 0);

// One market-engine tick over a large market: 1,000 listed companies, 10,000 resting limit orders,
// 10,000 resting stop orders (half trailing) and 1,000 short positions by default (target: under
// 50 ms p99 on PostgreSQL). The tick reads what others changed, writes every price,
// day change, volume, market cap and live candle (storing the finished ones when a 5-minute bucket
// ends), chains and stores the Bolts Index and the sector indices, and finds crossed resting orders
// and expired day orders. Embedded PGlite by default; BENCH_DATABASE_URL=postgres://... for a real
// server (an empty database we may fill).
// Usage: node bench/engine-tick.mjs [companies=1000] [orders=10000] [ticks=30] [stops=10000] [shorts=1000]
import path from 'node:path';
import { spawnSync } from 'node:child_process';
import { bundleEntry } from './support/bundle.mjs';

const root = path.resolve(import.meta.dirname, '..');
const [companies = 1000, orders = 10000, ticks = 30, stops = 10000, shorts = 1000] = process.argv.slice(2).map(Number);
const bundle = await bundleEntry('bench/support/engine-tick.entry.ts');
try {
  const outfile = bundle.file;
  const run = spawnSync(
    process.execPath,
    [
      outfile,
      String(companies),
      String(Math.min(orders, 200_000)),
      String(Math.min(ticks, 500)),
      String(Math.min(stops, 200_000)),
      String(Math.min(shorts, 200_000)),
    ],
    {
      cwd: root,
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'inherit'],
      timeout: 300_000,
    },
  );
  if (run.status !== 0) throw new Error(`bench run failed (${run.status ?? run.signal})`);
  const r = JSON.parse(run.stdout.trim().split('\n').at(-1));
  console.log(
    `engine tick on ${r.driver}: ${r.companies} companies, ${r.restingOrders} resting limits, ` +
      `${r.restingStops} resting stops, ${r.shorts} shorts, ${r.ticks} ticks: ` +
      `p50 ${r.p50Ms} ms, p99 ${r.p99Ms} ms, max ${r.maxMs} ms (target < 50 ms); fills during the run: ${r.fills}, ` +
      `stops triggered: ${r.triggered}, shorts covered: ${r.covered}; ` +
      `indices per tick: ${r.indices}`,
  );
} finally {
  bundle.cleanup();
}

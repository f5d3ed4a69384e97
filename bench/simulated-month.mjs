// The market over a simulated month (no database): the seeded companies, the engine's price step
// and the newsroom's news at its default pace, for several seeds. Prints each run's median
// company return, how many ended down, the spread, and whether any price left its band.
// The first seed is the one server/market/simulated-month.test.ts holds to the documented drift.
// Usage: node bench/simulated-month.mjs [runs=10] [days=30]
import path from 'node:path';
import { spawnSync } from 'node:child_process';
import { bundleEntry } from './support/bundle.mjs';

const root = path.resolve(import.meta.dirname, '..');
const [runs = 10, days = 30] = process.argv.slice(2).map(Number);
const bundle = await bundleEntry('bench/support/simulated-month.entry.ts');
try {
  const run = spawnSync(process.execPath, [bundle.file, String(Math.min(runs, 100)), String(Math.min(days, 365))], {
    cwd: root,
    stdio: 'inherit',
    timeout: 600_000,
  });
  if (run.status !== 0) throw new Error(`simulation failed (${run.status ?? run.signal})`);
} finally {
  bundle.cleanup();
}

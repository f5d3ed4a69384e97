// Start-up figures of the built server on PGlite: first start (create + migrate + seed) and warm
// start (existing data), each as time until /api/health answers, plus the process's peak memory.
// Usage: npm run build && node bench/start-time.mjs [runs=3]
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync, existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { productionEnv } from './support/proc.mjs';

const root = path.resolve(import.meta.dirname, '..');
const runs = Number(process.argv[2] ?? 3);
if (!existsSync(path.join(root, 'dist/server/main.js'))) {
  console.error('Build first: npm run build');
  process.exit(1);
}

async function startOnce(dataDir, port) {
  const t0 = performance.now();
  // /usr/bin/time is not on every machine; Node reports the child's peak RSS via its own resourceUsage.
  const child = spawn(
    process.execPath,
    [
      '--expose-gc',
      '-e',
      `
    process.on('SIGTERM', () => { console.log('PEAK_RSS ' + process.resourceUsage().maxRSS); });
    await import(${JSON.stringify(path.join(root, 'dist/server/main.js'))});
  `,
      '--input-type=module',
    ],
    {
      cwd: root,
      env: {
        ...process.env,
        PORT: String(port),
        HOST: '127.0.0.1',
        BOLTS_DATA_DIR: dataDir,
        ...productionEnv(`http://127.0.0.1:${port}`),
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  let out = '';
  child.stdout.on('data', (d) => (out += d));
  child.stderr.on('data', (d) => (out += d));
  let readyMs;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited: ${out}`);
    try {
      const res = await fetch(`http://127.0.0.1:${port}/api/health`);
      if (res.ok) {
        readyMs = performance.now() - t0;
        break;
      }
    } catch {
      // not listening yet
    }
    if (performance.now() - t0 > 60_000) throw new Error('server not ready in 60 s');
    await new Promise((r) => setTimeout(r, 20));
  }
  child.kill('SIGTERM');
  await new Promise((r) => child.once('exit', r));
  const peakKb = Number(/PEAK_RSS (\d+)/.exec(out)?.[1] ?? NaN);
  return { readyMs, peakMb: peakKb / 1024 };
}

const port = 39_000 + Math.floor(Math.random() * 1000);
const first = [];
const warm = [];
for (let i = 0; i < runs; i++) {
  const dir = mkdtempSync(path.join(tmpdir(), 'bolts-bench-start-'));
  try {
    first.push(await startOnce(dir, port));
    warm.push(await startOnce(dir, port));
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
const line = (label, xs) =>
  console.log(
    `${label.padEnd(34)} median ${median(xs.map((x) => x.readyMs))
      .toFixed(0)
      .padStart(5)} ms   peak RSS ${Math.max(...xs.map((x) => x.peakMb)).toFixed(0)} MB`,
  );
console.log(`Server start on PGlite, ${runs} runs each (time until /api/health answers, from process spawn):`);
line('first start (migrate + seed)', first);
line('warm start (existing data)', warm);
console.log('targets: warm < 2000 ms, first < 10000 ms');

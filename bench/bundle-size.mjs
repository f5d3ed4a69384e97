// Initial JavaScript of a page, gzipped: loads the page in headless Chromium against the built
// app and adds up every script the page asked for before its load event (entry, preloads, the
// route's chunk, the language chunk); scripts it asks for later, until the network is idle (the
// toaster, fetched once the page is idle), are counted apart and not judged.
// Usage: npm run build && node bench/bundle-size.mjs [/landing ...]
// BENCH_VERBOSE=1 also lists every script's gzipped size; BENCH_DIST=<folder> measures another build
// (default dist), to compare two in one sitting.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium } from 'playwright-core';

const root = path.resolve(import.meta.dirname, '..');
const pages = process.argv.slice(2).length ? process.argv.slice(2) : ['/landing', '/companies'];
const port = 39_700 + Math.floor(Math.random() * 200);
const dataDir = mkdtempSync(path.join(tmpdir(), 'bolts-bench-bundle-'));
const dist = path.resolve(root, process.env.BENCH_DIST ?? 'dist');
const server = spawn(process.execPath, [path.join(dist, 'server/main.js')], {
  cwd: root,
  env: {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    BOLTS_DATA_DIR: dataDir,
    BOLTS_WEB_DIR: path.join(dist, 'web'),
  },
  stdio: ['ignore', 'ignore', 'pipe'],
});
let stderr = '';
server.stderr.on('data', (d) => (stderr += d));
try {
  // Health answers 503 while the database starts: wait between tries either way.
  for (let i = 0; ; i++) {
    const ok = await fetch(`http://127.0.0.1:${port}/api/health`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) break;
    if (server.exitCode !== null || i > 1200) throw new Error(`server did not start: ${stderr}`);
    await new Promise((r) => setTimeout(r, 100));
  }
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
  console.log(
    'page           scripts   raw KB   gzip KB   (before the load event; target for /landing: < 180 KB gzipped)   then, until idle',
  );
  for (const pagePath of pages) {
    const page = await browser.newPage();
    const scripts = [];
    let loaded = false;
    const askedAfterLoad = new Set();
    page.on('load', () => (loaded = true));
    page.on('request', (req) => {
      if (loaded) askedAfterLoad.add(req);
    });
    page.on('response', async (res) => {
      if (res.request().resourceType() === 'script') {
        const late = askedAfterLoad.has(res.request());
        scripts.push(
          res.body().then(
            (b) => Object.assign(b, { url: res.url(), late }),
            () => Object.assign(Buffer.alloc(0), { late }),
          ),
        );
      }
    });
    await page.goto(`http://127.0.0.1:${port}${pagePath}`, { waitUntil: 'networkidle' });
    const all = await Promise.all(scripts);
    const bodies = all.filter((b) => !b.late);
    const later = all.filter((b) => b.late);
    const raw = bodies.reduce((n, b) => n + b.length, 0);
    const gz = bodies.reduce((n, b) => n + gzipSync(b, { level: 9 }).length, 0);
    const laterGz = later.reduce((n, b) => n + gzipSync(b, { level: 9 }).length, 0);
    console.log(
      `${pagePath.padEnd(14)} ${String(bodies.length).padStart(7)} ${(raw / 1024).toFixed(1).padStart(8)} ${(gz / 1024).toFixed(1).padStart(9)}` +
        `${' '.repeat(67)}${later.length} scripts, ${(laterGz / 1024).toFixed(1)} KB`,
    );
    // BENCH_VERBOSE=1 lists each script, biggest first.
    if (process.env.BENCH_VERBOSE === '1') {
      const rows = all.map((b) => [
        gzipSync(b, { level: 9 }).length,
        `${new URL(b.url ?? 'x:/?').pathname}${b.late ? ' (after the load event)' : ''}`,
      ]);
      for (const [size, name] of rows.sort((a, b) => b[0] - a[0]))
        console.log(`   ${(size / 1024).toFixed(1).padStart(7)}  ${name}`);
    }
    await page.close();
  }
  await browser.close();
} finally {
  server.kill('SIGTERM');
  rmSync(dataDir, { recursive: true, force: true });
}

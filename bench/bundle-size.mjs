// Initial JavaScript of a page, gzipped: loads the page in headless Chromium against the built
// app and adds up every script the page fetched before it settled (entry, preloads, the route's
// chunk, the language chunk). Usage: npm run build && node bench/bundle-size.mjs [/landing ...]
// BENCH_VERBOSE=1 also lists every script's gzipped size.
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
const server = spawn(process.execPath, [path.join(root, 'dist/server/main.js')], {
  cwd: root,
  env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', BOLTS_DATA_DIR: dataDir },
  stdio: 'ignore',
});
try {
  for (let i = 0; ; i++) {
    try {
      if ((await fetch(`http://127.0.0.1:${port}/api/health`)).ok) break;
    } catch {
      if (i > 600) throw new Error('server did not start');
      await new Promise((r) => setTimeout(r, 100));
    }
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
  console.log('page           scripts   raw KB   gzip KB   (target for /landing: < 180 KB gzipped)');
  for (const pagePath of pages) {
    const page = await browser.newPage();
    const scripts = [];
    page.on('response', async (res) => {
      if (res.request().resourceType() === 'script') {
        scripts.push(
          res.body().then(
            (b) => Object.assign(b, { url: res.url() }),
            () => Buffer.alloc(0),
          ),
        );
      }
    });
    await page.goto(`http://127.0.0.1:${port}${pagePath}`, { waitUntil: 'networkidle' });
    const bodies = await Promise.all(scripts);
    const raw = bodies.reduce((n, b) => n + b.length, 0);
    const gz = bodies.reduce((n, b) => n + gzipSync(b, { level: 9 }).length, 0);
    console.log(
      `${pagePath.padEnd(14)} ${String(bodies.length).padStart(7)} ${(raw / 1024).toFixed(1).padStart(8)} ${(gz / 1024).toFixed(1).padStart(9)}`,
    );
    // BENCH_VERBOSE=1 lists each script, biggest first.
    if (process.env.BENCH_VERBOSE === '1') {
      const rows = bodies.map((b) => [gzipSync(b, { level: 9 }).length, new URL(b.url ?? 'x:/?').pathname]);
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

// Where a page's start-up time goes in the browser: loads one page of the built app in headless
// Chromium on a phone's screen with the CPU slowed as Lighthouse's mobile run counts it, records a
// CPU profile of the load (cold cache, after a warm-up load of the same page), and prints it summed
// by package and function with its long stretches of work (bench/cpu-profile.mjs), and the API reads
// the page started after its own HTML's preloads (each one a render when it answers).
// Usage: npm run build && node bench/page-profile.mjs [/path] [--member] [--cpu=4] [--out=FILE]
//   --member   opens the page as a signed-up player past onboarding (a visitor otherwise)
//   --cpu=N    Chromium's CPU slowdown (default 4, Lighthouse's mobile figure)
//   --out=FILE where the profile is written (default: a temporary file, removed), to read again
//              with bench/cpu-profile.mjs
// BENCH_DIST=other-dist measures another build; CHROMIUM_PATH=/usr/bin/chromium. Loopback only.
// A production build's functions are minified: for their names, profile a build made with
// `npx vite build --minify false && node scripts/build-server.mjs`, moved aside as BENCH_DIST (its
// server reads server/, content/ and node_modules beside its folder: link them there).
import { existsSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { chromium } from 'playwright-core';
import {
  formatRows,
  functionOf,
  packageOf,
  readProfile,
  selfTime,
  stretches,
  totalTime,
} from './support/cpu-profile.mjs';
import { signUpPlayer } from './support/players.mjs';
import { HOST, startBuiltServer } from './support/postgres-server.mjs';

const root = path.resolve(import.meta.dirname, '..');
const args = process.argv.slice(2);
const pagePath = args.find((a) => a.startsWith('/')) ?? '/landing';
const member = args.includes('--member');
const cpu = Number(args.find((a) => a.startsWith('--cpu='))?.slice(6) ?? 4);
const out = args.find((a) => a.startsWith('--out='))?.slice(6);
const dist = path.resolve(root, process.env.BENCH_DIST ?? 'dist');
const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
for (const needed of [path.join(dist, 'server/main.js'), chromiumPath]) {
  if (!existsSync(needed)) {
    console.error(`Missing ${needed}: npm run build, and Chromium (apt-get install chromium)`);
    process.exit(1);
  }
}
/** The profile runs this long after the page's load event: its reads answer and render meanwhile. */
const AFTER_LOAD_MS = 6_000;
const deadline = setTimeout(() => {
  console.error('Gave up after 180 s');
  process.exit(2);
}, 180_000);

const { base, stop } = await startBuiltServer(root, path.join(dist, 'server/main.js'), {
  webDir: path.join(dist, 'web'),
  dataPrefix: 'bolts-bench-page-profile-',
});
let browser;
try {
  browser = await chromium.launch({ executablePath: chromiumPath });
  // Lighthouse's mobile screen.
  const context = await browser.newContext({
    viewport: { width: 412, height: 823 },
    deviceScaleFactor: 1.75,
    isMobile: true,
    hasTouch: true,
  });
  if (member) await context.addCookies(await memberCookies());
  const page = await context.newPage();
  // A first load warms the server's caches and Chromium's; the measured one reloads from the network.
  await page.goto(`${base}${pagePath}`, { waitUntil: 'load' });
  await page.waitForTimeout(2_000);
  await page.goto('about:blank');
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpu });
  await cdp.send('Profiler.enable');
  await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
  const started = Date.now();
  const requests = [];
  page.on('request', (r) => requests.push({ at: Date.now() - started, url: r.url().replace(base, '') }));
  await cdp.send('Profiler.start');
  await page.goto(`${base}${pagePath}`, { waitUntil: 'load' });
  const loadedAt = Date.now() - started;
  await page.waitForTimeout(AFTER_LOAD_MS);
  const { profile } = await cdp.send('Profiler.stop');
  if (out) writeFileSync(out, JSON.stringify(profile));
  report(readProfile(profile), requests, loadedAt);
} finally {
  await browser?.close();
  await stop();
  clearTimeout(deadline);
}

/** A fresh player's session cookies, for Chromium (Secure: Chromium counts 127.0.0.1 as secure). */
async function memberCookies() {
  const cookie = await signUpPlayer(base);
  return cookie.split('; ').map((pair) => {
    const at = pair.indexOf('=');
    return { name: pair.slice(0, at), value: pair.slice(at + 1), domain: HOST, path: '/', secure: true };
  });
}

function report(profile, requests, loadedAt) {
  const busy = profile.samples.filter((s) => s.node.callFrame.functionName !== '(idle)');
  const busyMs = busy.reduce((sum, s) => sum + s.ms, 0);
  console.log(`${pagePath} (${member ? 'a player' : 'a visitor'}), CPU slowed ${cpu}x, ${dist}`);
  console.log(
    `load event at ${loadedAt} ms; main thread busy ${busyMs.toFixed(0)} ms from the navigation to ${AFTER_LOAD_MS / 1000} s after it`,
  );
  console.log('\nby package (self time, idle left out):');
  const notIdle = (rows) => rows.filter(([key]) => key !== '(idle)');
  for (const row of formatRows(notIdle(selfTime(profile, packageOf)), busyMs, 12)) console.log(row);
  console.log('\nby function (self time):');
  for (const row of formatRows(notIdle(selfTime(profile, functionOf)), busyMs, 15)) console.log(row);
  console.log('\nstretches of 100 ms or more without idle, with our functions in them (total time):');
  const ours = (node) => packageOf(node).startsWith('ours');
  for (const run of stretches(profile, 100)) {
    console.log(`  at ${run.from.toFixed(0)} ms: ${run.ms.toFixed(0)} ms`);
    for (const row of formatRows(totalTime(profile, { from: run.from, to: run.to, keep: ours }), run.ms, 4)) {
      console.log(`  ${row}`);
    }
  }
  // The HTML's own preloads go out with the page; what starts later waited for the app.
  const api = requests.filter((r) => r.url.startsWith('/api/'));
  const firstScript = requests.find((r) => r.url.endsWith('.js'))?.at ?? 0;
  const late = api.filter((r) => r.at > firstScript + 50);
  console.log(`\nAPI reads: ${api.length - late.length} with the page's scripts, ${late.length} after:`);
  for (const r of late) console.log(`  at ${r.at} ms ${r.url}`);
}

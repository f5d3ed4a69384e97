// Builds the app as `npm start` would, starts the real server on a free port with a fresh
// embedded database, and starts one headless Chromium that every test file connects to.
import { spawn, execFileSync, type ChildProcess } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { chromium, type BrowserServer } from 'playwright-core';
import type { TestProject } from 'vitest/node';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './chromium';

declare module 'vitest' {
  export interface ProvidedContext {
    baseURL: string;
    browserWSEndpoint: string;
    /** The running server's PGlite data folder (for the second-owner test). */
    dataDir: string;
    /** This run's server bundle and the environment it runs with. */
    serverBundle: string;
    serverEnv: Record<string, string>;
  }
}

const root = path.resolve(import.meta.dirname, '../..');

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const s = createServer().listen(0, '127.0.0.1', () => {
      const { port } = s.address() as { port: number };
      s.close(() => resolve(port));
    });
    s.on('error', reject);
  });
}

async function waitForHealth(url: string, child: ChildProcess, output: () => string) {
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`Server exited early (${child.exitCode}):\n${output()}`);
    try {
      const res = await fetch(`${url}/api/health`);
      if (res.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`Server did not become healthy within 60 s:\n${output()}`);
}

export default async function setup(project: TestProject) {
  // Build into a folder of this run's own, so concurrent runs never serve each other's files. It sits
  // under node_modules so the server bundle resolves its (external) packages.
  const cacheDir = path.join(root, 'node_modules/.cache');
  mkdirSync(cacheDir, { recursive: true });
  const buildDir = mkdtempSync(path.join(cacheDir, 'bolts-e2e-build-'));
  const webDir = path.join(buildDir, 'web');
  const serverBundle = path.join(buildDir, 'server/main.js');
  execFileSync(
    process.execPath,
    [
      path.join(root, 'node_modules/vite/bin/vite.js'),
      'build',
      '--logLevel',
      'warn',
      '--outDir',
      webDir,
      '--emptyOutDir',
    ],
    // Vitest sets NODE_ENV=test, which would give a development build (React's, and no service
    // worker): the tests drive the build players get.
    { cwd: root, stdio: 'inherit', env: { ...process.env, NODE_ENV: 'production' } },
  );
  execFileSync(process.execPath, [path.join(root, 'scripts/build-server.mjs'), serverBundle], {
    cwd: root,
    stdio: 'inherit',
  });
  const dataDir = mkdtempSync(path.join(tmpdir(), 'bolts-e2e-'));
  const port = await freePort();
  let log = '';
  const serverEnv = {
    BOLTS_WEB_DIR: webDir,
    BOLTS_MIGRATIONS_DIR: path.join(root, 'server/db/migrations'),
    BOLTS_CONTENT_DIR: path.join(root, 'content'),
    // Many test users sign up from one address in a few seconds.
    BOLTS_RATE_LIMIT: 'false',
    // Pages may play players on other networks (X-Forwarded-For): referrals between one address pay nothing.
    BOLTS_TRUST_PROXY: 'true',
    // The weekly board refreshes every second, so a trade shows on /leaderboard at once.
    BOLTS_STANDINGS_MS: '1000',
    NODE_ENV: 'test',
  };
  const server = spawn(process.execPath, [serverBundle], {
    cwd: root,
    env: { ...process.env, ...serverEnv, PORT: String(port), HOST: '127.0.0.1', BOLTS_DATA_DIR: dataDir },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  server.stdout!.on('data', (d: Buffer) => (log += d.toString()));
  server.stderr!.on('data', (d: Buffer) => (log += d.toString()));
  const baseURL = `http://127.0.0.1:${port}`;
  await waitForHealth(baseURL, server, () => log);

  const browser: BrowserServer = await chromium.launchServer({
    executablePath: CHROMIUM_PATH,
    headless: true,
    args: CHROMIUM_ARGS,
  });
  project.provide('baseURL', baseURL);
  project.provide('browserWSEndpoint', browser.wsEndpoint());
  project.provide('dataDir', dataDir);
  project.provide('serverBundle', serverBundle);
  project.provide('serverEnv', serverEnv);

  return async () => {
    await browser.close();
    server.kill('SIGTERM');
    await new Promise((r) => server.once('exit', r));
    rmSync(dataDir, { recursive: true, force: true });
    rmSync(buildDir, { recursive: true, force: true });
  };
}

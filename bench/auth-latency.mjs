// Sign-up and sign-in latency (p50, p99) of the built server on PGlite at a fixed concurrency.
// Password hashing (scrypt) is deliberately slow, so this is the auth path's real cost.
// Loopback only; bounded in count. Usage: npm run build && node bench/auth-latency.mjs [users=60] [concurrency=10]
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { openSignUpLink } from './support/players.mjs';

const root = path.resolve(import.meta.dirname, '..');
const users = Math.min(Number(process.argv[2] ?? 60), 500);
const concurrency = Math.min(Number(process.argv[3] ?? 10), 50);
if (!existsSync(path.join(root, 'dist/server/main.js'))) {
  console.error('Build first: npm run build');
  process.exit(1);
}
const port = 39_300 + Math.floor(Math.random() * 300);
const base = `http://127.0.0.1:${port}`;
const dataDir = mkdtempSync(path.join(tmpdir(), 'bolts-bench-auth-'));
const server = spawn(process.execPath, [path.join(root, 'dist/server/main.js')], {
  cwd: root,
  env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', BOLTS_DATA_DIR: dataDir, BOLTS_RATE_LIMIT: 'false' },
  stdio: 'ignore',
});
const stop = () => {
  server.kill('SIGTERM');
  rmSync(dataDir, { recursive: true, force: true });
};
process.on('exit', stop);

for (let i = 0; ; i++) {
  try {
    if ((await fetch(`${base}/api/health`)).ok) break;
  } catch {
    if (i > 600) throw new Error('server did not start');
    await new Promise((r) => setTimeout(r, 100));
  }
}

const post = async (p, body) => {
  const t0 = performance.now();
  const res = await fetch(base + p, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Origin: base },
    body: JSON.stringify(body),
  });
  await res.arrayBuffer();
  if (!res.ok) throw new Error(`${p}: ${res.status}`);
  return performance.now() - t0;
};

async function pool(count, task) {
  const times = [];
  let next = 0;
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (next < count) {
        const i = next++;
        times.push(await task(i));
      }
    }),
  );
  return times.sort((a, b) => a - b);
}
const pct = (xs, p) => xs[Math.min(xs.length - 1, Math.floor((p / 100) * xs.length))];
const run = Date.now().toString(36);
const password = 'bench-password-123';

// Warm up the server's code paths.
await post('/api/auth/sign-up/email', {
  fullName: 'Warm',
  email: `warm_${run}@bench.example`,
  password,
  username: `warm_${run}`,
  birthYear: 1990,
});

const signUps = await pool(users, async (i) => {
  const ms = await post('/api/auth/sign-up/email', {
    fullName: `Bench ${i}`,
    email: `u${i}_${run}@bench.example`,
    password,
    username: `u${i}_${run}`,
    birthYear: 1990,
  });
  // The account opens from its emailed link before it can sign in (not timed; read from the
  // outbox page at once, while the message is among the newest it lists).
  await openSignUpLink(base, `u${i}_${run}@bench.example`);
  return ms;
});
const signIns = await pool(users, (i) =>
  post('/api/auth/sign-in/email', { email: `u${i}_${run}@bench.example`, password }),
);

console.log(`auth latency on PGlite, ${users} users, ${concurrency} concurrent requests (ms)`);
console.log(
  `sign-up   p50 ${pct(signUps, 50).toFixed(0).padStart(5)}   p99 ${pct(signUps, 99).toFixed(0).padStart(5)}`,
);
console.log(
  `sign-in   p50 ${pct(signIns, 50).toFixed(0).padStart(5)}   p99 ${pct(signIns, 99).toFixed(0).padStart(5)}   (target p99 < 400)`,
);
stop();
process.exit(0);

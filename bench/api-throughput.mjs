// Throughput and p99 latency of GET /api/companies and GET /api/companies/{id} on our server
// (PGlite), side by side in the same run with a bare node:http server returning the same bodies
// from memory. The ratio is what our stack costs over the runtime. Loopback only; bounded.
// Usage: npm run build && node bench/api-throughput.mjs [seconds=10] [connections=50]
// BENCH_SERVER=path/to/main.js runs another server bundle (an A/B of two builds);
// BENCH_NODE_ARGS="--cpu-prof --cpu-prof-dir=/tmp/prof" profiles it under load.
import { fork, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { productionEnv } from './support/proc.mjs';

const root = path.resolve(import.meta.dirname, '..');
const seconds = Math.min(Number(process.argv[2] ?? 10), 60);
const connections = Math.min(Number(process.argv[3] ?? 50), 200);
const serverEntry = path.resolve(root, process.env.BENCH_SERVER ?? 'dist/server/main.js');
const nodeArgs = (process.env.BENCH_NODE_ARGS ?? '').split(' ').filter(Boolean);
if (!existsSync(serverEntry)) {
  console.error('Build first: npm run build');
  process.exit(1);
}

const HOST = '127.0.0.1';
const ourPort = 39_100 + Math.floor(Math.random() * 400);
const barePort = ourPort + 500;
const dataDir = mkdtempSync(path.join(tmpdir(), 'bolts-bench-api-'));
const children = [];
const cleanup = () => {
  children.forEach((c) => c.kill('SIGTERM'));
  rmSync(dataDir, { recursive: true, force: true });
};
process.on('exit', cleanup);

async function waitFor(url) {
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error(`${url} not ready`);
}

const ours = spawn(process.execPath, [...nodeArgs, serverEntry], {
  cwd: root,
  env: {
    ...process.env,
    PORT: String(ourPort),
    HOST,
    BOLTS_DATA_DIR: dataDir,
    ...productionEnv(`http://${HOST}:${ourPort}`),
  },
  stdio: 'ignore',
});
children.push(ours);
await waitFor(`http://${HOST}:${ourPort}/api/health`);

const list = await (await fetch(`http://${HOST}:${ourPort}/api/companies`)).text();
const firstId = JSON.parse(list).companies[0].id;
const detailPath = `/api/companies/${firstId}`;
const detail = await (await fetch(`http://${HOST}:${ourPort}${detailPath}`)).text();
const bodiesFile = path.join(dataDir, 'bodies.json');
writeFileSync(bodiesFile, JSON.stringify({ '/api/companies': list, [detailPath]: detail }));

const bare = fork(path.join(root, 'bench/bare-server.mjs'), [bodiesFile, String(barePort)], { stdio: 'ignore' });
children.push(bare);
await new Promise((r) => bare.once('message', r));

async function load(port, urlPath) {
  const result = await autocannon({ url: `http://${HOST}:${port}${urlPath}`, connections, duration: seconds });
  if (result.non2xx || result.errors) throw new Error(`${urlPath}: ${result.non2xx} non-2xx, ${result.errors} errors`);
  return { rps: result.requests.average, p99: result.latency.p99 };
}

console.log(
  `autocannon, ${connections} connections, ${seconds} s per run, ${HOST} (bodies: list ${list.length} B, detail ${detail.length} B)`,
);
console.log('endpoint                    server       req/s    p99 ms   vs bare');
for (const [label, urlPath] of [
  ['GET /api/companies', '/api/companies'],
  ['GET /api/companies/{id}', detailPath],
]) {
  // Warm both servers, then measure alternately so neither gets a quieter machine.
  await autocannon({ url: `http://${HOST}:${ourPort}${urlPath}`, connections: 10, amount: 500 });
  await autocannon({ url: `http://${HOST}:${barePort}${urlPath}`, connections: 10, amount: 500 });
  const a = await load(ourPort, urlPath);
  const b = await load(barePort, urlPath);
  const row = (name, r, ratio) =>
    console.log(
      `${label.padEnd(27)} ${name.padEnd(10)} ${r.rps.toFixed(0).padStart(8)} ${String(r.p99).padStart(8)}   ${ratio}`,
    );
  row('bolts', a, `${((a.rps / b.rps) * 100).toFixed(0)}%`);
  row('bare http', b, '100%');
}
console.log('targets: each >= 70% of bare, p99 < 25 ms');
cleanup();
process.exit(0);

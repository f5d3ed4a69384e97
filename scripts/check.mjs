// npm run check: ESLint and the TypeScript check side by side (each is mostly one core), each with
// its cache under node_modules/.cache, so a second run only looks at what changed. Exits non-zero
// if either finds a problem; their output is printed whole, one after the other.
import { spawn } from 'node:child_process';

const cache = 'node_modules/.cache';
const tasks = [
  ['eslint', ['--max-warnings', '0', '--cache', '--cache-location', `${cache}/eslint/`, '.']],
  ['tsc', ['--noEmit', '-p', 'tsconfig.json', '--incremental', '--tsBuildInfoFile', `${cache}/tsc/check.tsbuildinfo`]],
];

const results = await Promise.all(
  tasks.map(
    ([bin, args]) =>
      new Promise((resolve) => {
        const child = spawn(`node_modules/.bin/${bin}`, args, { stdio: ['ignore', 'pipe', 'pipe'] });
        let out = '';
        child.stdout.on('data', (d) => (out += d));
        child.stderr.on('data', (d) => (out += d));
        child.on('error', (err) => resolve({ bin, code: 1, out: `${err.message}\n` }));
        child.on('close', (code) => resolve({ bin, code: code ?? 1, out }));
      }),
  ),
);
for (const { bin, code, out } of results) {
  console.log(`${code === 0 ? 'ok  ' : 'FAIL'} ${bin}`);
  if (out.trim()) console.log(out.trimEnd());
}
process.exit(results.some((r) => r.code !== 0) ? 1 : 0);

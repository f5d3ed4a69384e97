// `npm start`: builds the web app and the server bundle when their sources changed since the last
// build, then runs the server in this process. A fresh clone needs only `npm install && npm start`.
import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');
process.chdir(root);

function newestMtime(entries) {
  let newest = 0;
  const visit = (p) => {
    if (!existsSync(p)) return;
    const st = statSync(p);
    if (st.isDirectory()) {
      for (const name of readdirSync(p)) if (name !== 'node_modules') visit(path.join(p, name));
    } else newest = Math.max(newest, st.mtimeMs);
  };
  entries.forEach(visit);
  return newest;
}

function stale(output, sources) {
  return !existsSync(output) || statSync(output).mtimeMs < newestMtime(sources);
}

const run = (script) =>
  execFileSync(process.execPath, [path.join(root, 'node_modules/.bin', script[0]), ...script.slice(1)], {
    stdio: 'inherit',
  });

const shared = ['core', 'locales', 'package.json'];
if (stale('dist/web/index.html', ['web', 'index.html', 'vite.config.ts', ...shared])) {
  console.log('Building the web app...');
  run(['vite', 'build', '--logLevel', 'warn']);
}
if (stale('dist/server/main.js', ['server', ...shared])) {
  execFileSync(process.execPath, ['scripts/build-server.mjs'], { stdio: 'inherit' });
}
await import(path.join(root, 'dist/server/main.js'));

// Bundles the server into dist/server/main.js: one file that starts fast (no TypeScript at run
// time). npm packages stay external and load from node_modules.
import path from 'node:path';
import { build } from 'esbuild';

// Optional argument: another output file (the e2e suite builds into a temporary folder).
const outfile = process.argv[2] ?? 'dist/server/main.js';

await build({
  entryPoints: ['server/main.ts'],
  outfile,
  bundle: true,
  platform: 'node',
  target: 'node20',
  format: 'esm',
  packages: 'external',
  sourcemap: true,
  logLevel: 'warning',
  // The bundle lives in dist/server; the SQL migrations and the lessons stay in the source tree.
  banner: {
    js: [
      "process.env.BOLTS_MIGRATIONS_DIR ??= new URL('../../server/db/migrations', import.meta.url).pathname;",
      "process.env.BOLTS_CONTENT_DIR ??= new URL('../../content', import.meta.url).pathname;",
    ].join('\n'),
  },
});
// The embedded database's thread (server/db/pglite-worker-client.ts) loads this file from beside
// the bundle, wherever the bundle is built.
await build({
  entryPoints: ['server/db/pglite-worker.mjs'],
  outfile: path.join(path.dirname(outfile), 'pglite-worker.mjs'),
  bundle: true,
  platform: 'node',
  target: 'node20',
  format: 'esm',
  packages: 'external',
  logLevel: 'warning',
});
console.log(`Built ${outfile}`);

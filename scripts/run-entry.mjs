// Runs one of the server's TypeScript command entries (a module exporting `main(): Promise<number>`)
// for npm scripts: bundles it with esbuild into node_modules/.cache, runs it and exits with its code.
//   node scripts/run-entry.mjs server/db/check-command.ts        (npm run db:check)
//   node scripts/run-entry.mjs server/db/move-command.ts [args]  (npm run db:to-postgres)
//   node scripts/run-entry.mjs server/db/restore-command.ts file (npm run db:restore)
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { build } from 'esbuild';
import { sourceTreeBanner } from './lib/source-tree-banner.mjs';

const [entry, ...args] = process.argv.slice(2);
if (!entry) {
  console.error('usage: node scripts/run-entry.mjs <server/...-command.ts> [args]');
  process.exit(2);
}
const root = path.resolve(import.meta.dirname, '..');
const cache = path.join(root, 'node_modules/.cache');
mkdirSync(cache, { recursive: true });
const dir = mkdtempSync(path.join(cache, 'bolts-command-'));
let code;
try {
  const outfile = path.join(dir, 'command.mjs');
  await build({
    entryPoints: [path.resolve(root, entry)],
    outfile,
    bundle: true,
    format: 'esm',
    platform: 'node',
    target: 'node20',
    packages: 'external',
    logLevel: 'warning',
    banner: { js: sourceTreeBanner(root) },
  });
  const { main } = await import(pathToFileURL(outfile).href);
  code = await main(args);
} finally {
  rmSync(dir, { recursive: true, force: true });
}
process.exit(code);

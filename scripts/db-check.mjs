// npm run db:check: verifies ledger sums, balances, holdings and reservations (see
// server/db/check-command.ts). Bundles that TypeScript entry with esbuild into node_modules/.cache
// and runs it; exit code 0 when every check holds, 1 when one fails, 2 when it could not run.
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { build } from 'esbuild';

const root = path.resolve(import.meta.dirname, '..');
const cache = path.join(root, 'node_modules/.cache');
mkdirSync(cache, { recursive: true });
const dir = mkdtempSync(path.join(cache, 'bolts-db-check-'));
let code;
try {
  const outfile = path.join(dir, 'check.mjs');
  await build({
    entryPoints: [path.join(root, 'server/db/check-command.ts')],
    outfile,
    bundle: true,
    format: 'esm',
    platform: 'node',
    target: 'node20',
    packages: 'external',
    logLevel: 'warning',
  });
  const { main } = await import(pathToFileURL(outfile).href);
  code = await main();
} finally {
  rmSync(dir, { recursive: true, force: true });
}
process.exit(code);

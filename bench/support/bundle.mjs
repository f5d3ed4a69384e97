// Benchmarks run TypeScript from the source tree: bundle one entry with esbuild into a temporary
// folder inside the project (so npm packages resolve from node_modules) and clean it up after.
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import path from 'node:path';
import { build } from 'esbuild';
import { sourceTreeBanner } from '../../scripts/lib/source-tree-banner.mjs';

const root = path.resolve(import.meta.dirname, '../..');

/** Returns the bundle's path and a cleanup; `browser` bundles for the browser (no Node APIs). */
export async function bundleEntry(entry, { browser = false } = {}) {
  const cache = path.join(root, 'node_modules/.cache');
  mkdirSync(cache, { recursive: true });
  const dir = mkdtempSync(path.join(cache, 'bolts-bench-'));
  const file = path.join(dir, `${path.basename(entry).replace(/\.ts$/, '')}.mjs`);
  await build({
    entryPoints: [path.join(root, entry)],
    outfile: file,
    bundle: true,
    format: 'esm',
    logLevel: 'warning',
    ...(browser
      ? { platform: 'browser', target: 'es2022' }
      : {
          platform: 'node',
          target: 'node20',
          packages: 'external',
          banner: { js: sourceTreeBanner(root) },
        }),
  });
  return { file, cleanup: () => rmSync(dir, { recursive: true, force: true }) };
}

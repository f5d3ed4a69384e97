// A bundle built outside dist/ (commands, benchmarks) still reads three things from the source
// tree at run time: the SQL migrations, the lessons and the embedded database's worker. This
// banner tells it where they are.
import path from 'node:path';

export const sourceTreeBanner = (root) =>
  [
    `process.env.BOLTS_MIGRATIONS_DIR ??= ${JSON.stringify(path.join(root, 'server/db/migrations'))};`,
    `process.env.BOLTS_CONTENT_DIR ??= ${JSON.stringify(path.join(root, 'content'))};`,
    `process.env.BOLTS_PGLITE_WORKER ??= ${JSON.stringify(path.join(root, 'server/db/pglite-worker.mjs'))};`,
  ].join('\n');

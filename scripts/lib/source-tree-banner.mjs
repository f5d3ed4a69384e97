// A server bundle built outside dist/ (tests, benchmarks) still reads two things from the source
// tree at run time: the SQL migrations and the lessons. This banner tells it where they are.
import path from 'node:path';

export const sourceTreeBanner = (root) =>
  [
    `process.env.BOLTS_MIGRATIONS_DIR ??= ${JSON.stringify(path.join(root, 'server/db/migrations'))};`,
    `process.env.BOLTS_CONTENT_DIR ??= ${JSON.stringify(path.join(root, 'content'))};`,
  ].join('\n');

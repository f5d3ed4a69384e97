// Admin area "backup": GET /api/admin/backup downloads a consistent backup of the whole database
// (admins only). On PostgreSQL it is pg_dump's custom format (restore with pg_restore, see the
// README); on PGlite it is the data folder as a gzipped tar (restore with npm run db:restore).
// Each download is logged as backup.download.
import { spawn } from 'node:child_process';
import { Readable } from 'node:stream';
import { createRoute, z } from '@hono/zod-openapi';
import { apiErrorSchema } from '#core/schemas/errors';
import { HttpError } from '../../../http/http-error';
import { createRouter, jsonContent } from '../../../http/openapi';
import { staffOf } from '../admin-gate';
import { writeAudit } from '../audit';
import type { AdminDeps } from '../deps';

const route = createRoute({
  method: 'get',
  path: '/admin/backup',
  tags: ['admin'],
  summary: 'Download a backup of the whole database (pg_dump custom format, or the PGlite data folder)',
  responses: {
    200: { description: 'The backup file', content: { 'application/octet-stream': { schema: z.any() } } },
    401: jsonContent(apiErrorSchema, 'Not signed in'),
    403: jsonContent(apiErrorSchema, 'Not an admin'),
    503: jsonContent(apiErrorSchema, 'pg_dump is not installed on the server'),
  },
});

const stamp = (d: Date) => d.toISOString().slice(0, 19).replace(/[-:]/g, '').replace('T', '-');

/** Starts pg_dump; resolves once it is running (or rejects if it cannot start). */
function startPgDump(url: string) {
  return new Promise<ReturnType<typeof spawn>>((resolve, reject) => {
    const child = spawn('pg_dump', ['--format=custom', '--no-owner', '--no-privileges', `--dbname=${url}`], {
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    child.once('error', reject);
    child.once('spawn', () => resolve(child));
  });
}

export function adminBackupRoutes(deps: AdminDeps) {
  return createRouter().openapi(route, async (c) => {
    const actorId = staffOf(c).userId;
    const source = deps.database.backupSource();
    const name = `bolts-${stamp(new Date())}`;
    if (source.kind === 'pglite') {
      const blob = await source.dump();
      await writeAudit(deps.database.db, actorId, {
        action: 'backup.download',
        details: { format: 'pglite-tar-gz', bytes: blob.size },
      });
      return new Response(blob, {
        status: 200,
        headers: {
          'Content-Type': 'application/gzip',
          'Content-Disposition': `attachment; filename="${name}.tar.gz"`,
          'Content-Length': String(blob.size),
          'Cache-Control': 'no-store',
        },
      }) as never;
    }
    let child: ReturnType<typeof spawn>;
    try {
      child = await startPgDump(source.url);
    } catch {
      throw new HttpError(
        503,
        'internal',
        'pg_dump is not installed on this server; install the PostgreSQL client tools.',
      );
    }
    let errors = '';
    child.stderr!.on('data', (d: Buffer) => (errors += d.toString()));
    child.once('close', (code) => {
      if (code !== 0) console.error(`[backup] pg_dump exited with ${code}: ${errors.trim()}`);
    });
    await writeAudit(deps.database.db, actorId, { action: 'backup.download', details: { format: 'pg_dump-custom' } });
    return new Response(Readable.toWeb(child.stdout!) as ReadableStream, {
      status: 200,
      headers: {
        'Content-Type': 'application/octet-stream',
        'Content-Disposition': `attachment; filename="${name}.dump"`,
        'Cache-Control': 'no-store',
      },
    }) as never;
  });
}

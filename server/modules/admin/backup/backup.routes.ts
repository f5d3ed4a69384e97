// Admin area "backup": GET /api/admin/backup downloads a consistent backup of the whole database
// (admins only; the gate checked the role). On PostgreSQL it is pg_dump's custom format (restore
// with pg_restore, see the README); on PGlite the data folder as a gzipped tar (restore with
// npm run db:restore). Each download is logged as backup.download.
import { createRoute, z } from '@hono/zod-openapi';
import { BACKUP_FORMATS } from '#core/schemas/admin/backup';
import { apiErrorSchema } from '#core/schemas/errors';
import { createRouter, jsonContent } from '../../../http/openapi';
import { staffOf } from '../admin-gate';
import type { AdminDeps } from '../deps';
import { createBackupService } from './backup.service';

const route = createRoute({
  method: 'get',
  path: '/admin/backup',
  tags: ['admin'],
  summary: 'Download a backup of the whole database (pg_dump custom format, or the PGlite data folder)',
  responses: {
    200: {
      description: 'The backup file, as an attachment named bolts-YYYYMMDD-HHMMSS.dump or .tar.gz',
      content: {
        'application/octet-stream': { schema: z.any() },
        'application/gzip': { schema: z.any() },
      },
    },
    401: jsonContent(apiErrorSchema, 'Not signed in'),
    403: jsonContent(apiErrorSchema, 'Not an admin'),
    500: jsonContent(apiErrorSchema, 'pg_dump failed before sending anything'),
    503: jsonContent(apiErrorSchema, 'pg_dump is not installed on the server'),
  },
});

export function adminBackupRoutes(deps: AdminDeps) {
  const service = createBackupService(deps);
  return createRouter().openapi(route, async (c) => {
    const backup = await service.create(staffOf(c).userId);
    const headers: Record<string, string> = {
      'Content-Type': BACKUP_FORMATS[backup.format].contentType,
      'Content-Disposition': `attachment; filename="${backup.fileName}"`,
      // A copy of every player's data: never kept by a browser or proxy cache.
      'Cache-Control': 'no-store',
    };
    if (backup.size !== undefined) headers['Content-Length'] = String(backup.size);
    // A file, not JSON: the typed response of the route cannot say so.
    return new Response(backup.body, { status: 200, headers }) as never;
  });
}

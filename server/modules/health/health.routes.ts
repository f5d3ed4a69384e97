import { createRoute } from '@hono/zod-openapi';
import { healthSchema } from '#core/schemas/companies';
import type { Database } from '../../db/client';
import { createRouter } from '../../http/openapi';

const healthRoute = createRoute({
  method: 'get',
  path: '/health',
  tags: ['health'],
  summary: 'Which database the server runs on and its newest applied migration',
  responses: {
    200: {
      content: { 'application/json': { schema: healthSchema } },
      description: 'Healthy',
    },
  },
});

export function healthRoutes(database: Database) {
  return createRouter().openapi(healthRoute, async (c) =>
    c.json(
      {
        status: 'ok' as const,
        database: database.driver,
        migration: await database.migrationVersion(),
      },
      200,
    ),
  );
}

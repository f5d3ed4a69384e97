// Admin area "news": routes under /api/admin/news (moderators and admins; the gate checked the role).
import { createRoute, z } from '@hono/zod-openapi';
import {
  adminNewsDetailSchema,
  adminNewsItemSchema,
  adminNewsQuerySchema,
  adminNewsPageSchema,
  newsFormSchema,
} from '#core/schemas/admin/news';
import { apiErrorSchema } from '#core/schemas/errors';
import { createRouter, jsonContent } from '../../../http/openapi';
import { staffOf } from '../admin-gate';
import type { AdminDeps } from '../deps';
import { createAdminNewsRepo } from './news.repo';
import { createAdminNewsService } from './news.service';

const idParam = z.object({ id: z.uuid() });
const failures = {
  400: jsonContent(apiErrorSchema, 'Invalid'),
  401: jsonContent(apiErrorSchema, 'Not signed in'),
  403: jsonContent(apiErrorSchema, 'Not staff'),
  404: jsonContent(apiErrorSchema, 'No such article'),
} as const;
const form = { body: { content: { 'application/json': { schema: newsFormSchema } }, required: true } };

const listRoute = createRoute({
  method: 'get',
  path: '/admin/news',
  tags: ['admin'],
  summary:
    'News items newest first, 25 a page (cursor: the last id of the page before), all or matching headline, company name or sentiment',
  request: { query: adminNewsQuerySchema },
  responses: { 200: jsonContent(adminNewsPageSchema, 'A page of news'), ...failures },
});
const detailRoute = createRoute({
  method: 'get',
  path: '/admin/news/{id}',
  tags: ['admin'],
  summary: 'One news item for its edit form, with its Hebrew and Spanish',
  request: { params: idParam },
  responses: { 200: jsonContent(adminNewsDetailSchema, 'News item'), ...failures },
});
const createNewsRoute = createRoute({
  method: 'post',
  path: '/admin/news',
  tags: ['admin'],
  summary: 'Publish a news item now (is_generated = false; it moves the price); logged as news.create',
  request: form,
  responses: { 201: jsonContent(adminNewsItemSchema, 'Published'), ...failures },
});
const updateRoute = createRoute({
  method: 'put',
  path: '/admin/news/{id}',
  tags: ['admin'],
  summary: 'Edit a news item; logged as news.update with the changed values',
  request: { params: idParam, ...form },
  responses: { 200: jsonContent(adminNewsItemSchema, 'Saved'), ...failures },
});
const deleteRoute = createRoute({
  method: 'delete',
  path: '/admin/news/{id}',
  tags: ['admin'],
  summary: 'Delete a news item; logged as news.delete',
  request: { params: idParam },
  responses: { 200: jsonContent(z.object({ ok: z.literal(true) }), 'Deleted'), ...failures },
});

export function adminNewsRoutes(deps: AdminDeps) {
  const service = createAdminNewsService(deps, createAdminNewsRepo(deps.database.db));
  return createRouter()
    .openapi(listRoute, async (c) => c.json(await service.list(staffOf(c), c.req.valid('query')), 200))
    .openapi(detailRoute, async (c) => c.json(await service.detail(staffOf(c), c.req.valid('param').id), 200))
    .openapi(createNewsRoute, async (c) => c.json(await service.create(staffOf(c), c.req.valid('json')), 201))
    .openapi(updateRoute, async (c) =>
      c.json(await service.update(staffOf(c), c.req.valid('param').id, c.req.valid('json')), 200),
    )
    .openapi(deleteRoute, async (c) => {
      await service.remove(staffOf(c).userId, c.req.valid('param').id);
      return c.json({ ok: true as const }, 200);
    });
}

// Admin area "ads": routes under /api/admin/ads (admins only; the gate checked the role).
import { createRoute, z } from '@hono/zod-openapi';
import { adFormSchema, adminAdSchema, adminAdsSchema } from '#core/schemas/admin/ads';
import { apiErrorSchema } from '#core/schemas/errors';
import { createRouter, jsonContent } from '../../../http/openapi';
import { staffOf } from '../admin-gate';
import type { AdminDeps } from '../deps';
import { createAdminAdsRepo } from './ads.repo';
import { createAdminAdsService } from './ads.service';

const idParam = z.object({ id: z.uuid() });
const failures = {
  400: jsonContent(apiErrorSchema, 'Invalid'),
  401: jsonContent(apiErrorSchema, 'Not signed in'),
  403: jsonContent(apiErrorSchema, 'Not an admin'),
  404: jsonContent(apiErrorSchema, 'No such ad'),
} as const;
const json = <T extends z.ZodType>(schema: T) => ({
  body: { content: { 'application/json': { schema } }, required: true },
});

const listRoute = createRoute({
  method: 'get',
  path: '/admin/ads',
  tags: ['admin'],
  summary: 'Every ad, active or not, by display order',
  responses: { 200: jsonContent(adminAdsSchema, 'Ads'), ...failures },
});
const createAdRoute = createRoute({
  method: 'post',
  path: '/admin/ads',
  tags: ['admin'],
  summary: 'Create an ad (http(s) URLs only); logged as ad.create',
  request: json(adFormSchema),
  responses: { 201: jsonContent(adminAdSchema, 'Created'), ...failures },
});
const updateRoute = createRoute({
  method: 'put',
  path: '/admin/ads/{id}',
  tags: ['admin'],
  summary: 'Edit an ad; logged as ad.update',
  request: { params: idParam, ...json(adFormSchema) },
  responses: { 200: jsonContent(adminAdSchema, 'Saved'), ...failures },
});
const toggleRoute = createRoute({
  method: 'post',
  path: '/admin/ads/{id}/active',
  tags: ['admin'],
  summary: 'Show or hide an ad in the feed; logged as ad.toggle',
  request: { params: idParam, ...json(z.object({ isActive: z.boolean() })) },
  responses: { 200: jsonContent(adminAdSchema, 'Saved'), ...failures },
});
const deleteRoute = createRoute({
  method: 'delete',
  path: '/admin/ads/{id}',
  tags: ['admin'],
  summary: 'Delete an ad; logged as ad.delete',
  request: { params: idParam },
  responses: { 200: jsonContent(z.object({ ok: z.literal(true) }), 'Deleted'), ...failures },
});

export function adminAdsRoutes(deps: AdminDeps) {
  const service = createAdminAdsService(deps, createAdminAdsRepo(deps.database.db));
  return createRouter()
    .openapi(listRoute, async (c) => c.json({ ads: await service.list() }, 200))
    .openapi(createAdRoute, async (c) => c.json(await service.create(staffOf(c).userId, c.req.valid('json')), 201))
    .openapi(updateRoute, async (c) =>
      c.json(await service.update(staffOf(c).userId, c.req.valid('param').id, c.req.valid('json')), 200),
    )
    .openapi(toggleRoute, async (c) =>
      c.json(await service.setActive(staffOf(c).userId, c.req.valid('param').id, c.req.valid('json').isActive), 200),
    )
    .openapi(deleteRoute, async (c) => {
      await service.remove(staffOf(c).userId, c.req.valid('param').id);
      return c.json({ ok: true as const }, 200);
    });
}

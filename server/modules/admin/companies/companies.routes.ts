// Admin area "companies": routes under /api/admin/companies (the gate in admin-gate.ts has already checked the role).
import { createRoute, z } from '@hono/zod-openapi';
import {
  adminCompaniesQuerySchema,
  adminCompaniesSchema,
  adminCompanyDetailSchema,
  adminCompanySchema,
  companyFormSchema,
  delistResultSchema,
} from '#core/schemas/admin/companies';
import { apiErrorSchema } from '#core/schemas/errors';
import { createRouter, jsonContent } from '../../../http/openapi';
import { staffOf } from '../admin-gate';
import type { AdminDeps } from '../deps';
import { createAdminCompaniesRepo } from './companies.repo';
import { createAdminCompaniesService } from './companies.service';

const idParam = z.object({ id: z.uuid() });
const failures = {
  400: jsonContent(apiErrorSchema, 'Invalid'),
  401: jsonContent(apiErrorSchema, 'Not signed in'),
  403: jsonContent(apiErrorSchema, 'Not an admin'),
  404: jsonContent(apiErrorSchema, 'No such company'),
  409: jsonContent(apiErrorSchema, 'Duplicate symbol, or held and traded (delist instead)'),
} as const;
const form = { body: { content: { 'application/json': { schema: companyFormSchema } }, required: true } };

const listRoute = createRoute({
  method: 'get',
  path: '/admin/companies',
  tags: ['admin'],
  summary: 'Every company, listed or not, by name, with its holders; search by name, symbol or sector',
  request: { query: adminCompaniesQuerySchema },
  responses: { 200: jsonContent(adminCompaniesSchema, 'Companies'), ...failures },
});
const detailRoute = createRoute({
  method: 'get',
  path: '/admin/companies/{id}',
  tags: ['admin'],
  summary: 'One company for its edit form: its long texts and their Hebrew and Spanish',
  request: { params: idParam },
  responses: { 200: jsonContent(adminCompanyDetailSchema, 'Company'), ...failures },
});
const createCompanyRoute = createRoute({
  method: 'post',
  path: '/admin/companies',
  tags: ['admin'],
  summary: 'Create a company (symbol upper-cased and unique); logged as company.create',
  request: form,
  responses: { 201: jsonContent(adminCompanySchema, 'Created'), ...failures },
});
const updateRoute = createRoute({
  method: 'put',
  path: '/admin/companies/{id}',
  tags: ['admin'],
  summary: 'Edit a company; logged as company.update with the changed values',
  request: { params: idParam, ...form },
  responses: { 200: jsonContent(adminCompanySchema, 'Saved'), ...failures },
});
const deleteRoute = createRoute({
  method: 'delete',
  path: '/admin/companies/{id}',
  tags: ['admin'],
  summary: 'Delete a company nobody holds or ever traded; otherwise 409 (delist it)',
  request: { params: idParam },
  responses: { 200: jsonContent(z.object({ ok: z.literal(true) }), 'Deleted'), ...failures },
});
const delistRoute = createRoute({
  method: 'post',
  path: '/admin/companies/{id}/delist',
  tags: ['admin'],
  summary: 'Stop trading: cancel open orders, pay holders at the last price; logged as company.delist',
  request: { params: idParam },
  responses: { 200: jsonContent(delistResultSchema, 'Delisted'), ...failures },
});
const relistRoute = createRoute({
  method: 'post',
  path: '/admin/companies/{id}/relist',
  tags: ['admin'],
  summary: 'Resume trading of a delisted company; logged as company.relist',
  request: { params: idParam },
  responses: { 200: jsonContent(adminCompanySchema, 'Listed'), ...failures },
});

export function adminCompaniesRoutes(deps: AdminDeps) {
  const service = createAdminCompaniesService(deps, createAdminCompaniesRepo(deps.database.db));
  return createRouter()
    .openapi(listRoute, async (c) => c.json({ companies: await service.list(c.req.valid('query').q) }, 200))
    .openapi(detailRoute, async (c) => c.json(await service.detail(c.req.valid('param').id), 200))
    .openapi(createCompanyRoute, async (c) => c.json(await service.create(staffOf(c).userId, c.req.valid('json')), 201))
    .openapi(updateRoute, async (c) =>
      c.json(await service.update(staffOf(c).userId, c.req.valid('param').id, c.req.valid('json')), 200),
    )
    .openapi(deleteRoute, async (c) => {
      await service.remove(staffOf(c).userId, c.req.valid('param').id);
      return c.json({ ok: true as const }, 200);
    })
    .openapi(delistRoute, async (c) => c.json(await service.delist(staffOf(c).userId, c.req.valid('param').id), 200))
    .openapi(relistRoute, async (c) => c.json(await service.relist(staffOf(c).userId, c.req.valid('param').id), 200));
}

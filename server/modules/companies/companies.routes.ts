import { createRoute } from '@hono/zod-openapi';
import {
  companyDetailSchema,
  companyIdParamSchema,
  companyListQuerySchema,
  companyListSchema,
} from '#core/schemas/companies';
import { apiErrorSchema } from '#core/schemas/errors';
import { cachedJson } from '../../http/cached-json';
import { createRouter } from '../../http/openapi';
import type { CompaniesService } from './companies.service';

const json = <T>(schema: T, description: string) => ({
  content: { 'application/json': { schema } },
  description,
});

const listRoute = createRoute({
  method: 'get',
  path: '/companies',
  tags: ['companies'],
  summary: 'Listed companies, searchable by name or symbol, filterable by category',
  request: { query: companyListQuerySchema },
  responses: {
    200: json(companyListSchema, 'Companies'),
    400: json(apiErrorSchema, 'Invalid query'),
  },
});

const detailRoute = createRoute({
  method: 'get',
  path: '/companies/{id}',
  tags: ['companies'],
  summary: 'One company with leadership, recent financials and its latest news',
  request: { params: companyIdParamSchema },
  responses: {
    200: json(companyDetailSchema, 'Company'),
    400: json(apiErrorSchema, 'Malformed id'),
    404: json(apiErrorSchema, 'No such company'),
  },
});

export function companiesRoutes(service: CompaniesService) {
  return createRouter()
    .openapi(listRoute, async (c) => cachedJson(c, await service.list(c.req.valid('query'))))
    .openapi(detailRoute, async (c) => cachedJson(c, await service.detail(c.req.valid('param').id)));
}

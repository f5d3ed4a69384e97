import { createRoute } from '@hono/zod-openapi';
import {
  companyDetailSchema,
  companyIdParamSchema,
  companyListQuerySchema,
  companyListSchema,
} from '#core/schemas/companies';
import { apiErrorSchema } from '#core/schemas/errors';
import { cachedJson } from '../../http/cached-json';
import { createRouter, jsonContent } from '../../http/openapi';
import type { CompaniesService } from './companies.service';

const listRoute = createRoute({
  method: 'get',
  path: '/companies',
  tags: ['companies'],
  summary: 'Listed companies, searchable by name or symbol, filterable by category',
  request: { query: companyListQuerySchema },
  responses: {
    200: jsonContent(companyListSchema, 'Companies'),
    400: jsonContent(apiErrorSchema, 'Invalid query'),
  },
});

const detailRoute = createRoute({
  method: 'get',
  path: '/companies/{id}',
  tags: ['companies'],
  summary: 'One company with leadership, recent financials and its latest news',
  request: { params: companyIdParamSchema },
  responses: {
    200: jsonContent(companyDetailSchema, 'Company'),
    400: jsonContent(apiErrorSchema, 'Malformed id'),
    404: jsonContent(apiErrorSchema, 'No such company'),
  },
});

export function companiesRoutes(service: CompaniesService) {
  return createRouter()
    .openapi(listRoute, async (c) => cachedJson(c, await service.list(c.req.valid('query'))))
    .openapi(detailRoute, async (c) => cachedJson(c, await service.detail(c.req.valid('param').id)));
}

import { createRoute } from '@hono/zod-openapi';
import { contentLanguageQuerySchema } from '#core/schemas/content-language';
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
  request: { query: companyListQuerySchema.extend(contentLanguageQuerySchema.shape) },
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
  request: { params: companyIdParamSchema, query: contentLanguageQuerySchema },
  responses: {
    200: jsonContent(companyDetailSchema, 'Company'),
    400: jsonContent(apiErrorSchema, 'Malformed id or language'),
    404: jsonContent(apiErrorSchema, 'No such company'),
  },
});

export function companiesRoutes(service: CompaniesService) {
  return createRouter()
    .openapi(listRoute, async (c) => {
      const { lang, ...query } = c.req.valid('query');
      return cachedJson(c, await service.list(query, lang));
    })
    .openapi(detailRoute, async (c) =>
      cachedJson(c, await service.detail(c.req.valid('param').id, c.req.valid('query').lang)),
    );
}

// /api/watchlist and /api/price-alerts: the signed-in player's own stars and alerts only.
import { createRoute } from '@hono/zod-openapi';
import { apiErrorSchema } from '#core/schemas/errors';
import {
  alertIdPathSchema,
  companyIdPathSchema,
  newPriceAlertSchema,
  priceAlertListSchema,
  watchlistSchema,
} from '#core/schemas/watchlist';
import type { Auth } from '../../auth/auth';
import { requireUserId, signedIn } from '../../auth/session';
import { createRouter, jsonContent } from '../../http/openapi';
import type { WatchlistService } from './watchlist.service';

const errors = {
  400: jsonContent(apiErrorSchema, 'Invalid'),
  401: jsonContent(apiErrorSchema, 'Not signed in'),
  404: jsonContent(apiErrorSchema, 'Not found'),
  409: jsonContent(apiErrorSchema, 'Full'),
} as const;

function routes(auth: Auth) {
  const base = { middleware: [signedIn(auth)], tags: ['watchlist'] };
  return {
    list: createRoute({
      ...base,
      method: 'get',
      path: '/watchlist',
      summary: 'The companies I starred, with their live price and change',
      responses: { 200: jsonContent(watchlistSchema, 'Watchlist'), 401: errors[401] },
    }),
    add: createRoute({
      ...base,
      method: 'put',
      path: '/watchlist/{companyId}',
      summary: 'Star a company (at most 50)',
      request: { params: companyIdPathSchema },
      responses: { 200: jsonContent(watchlistSchema, 'Watchlist'), ...errors },
    }),
    remove: createRoute({
      ...base,
      method: 'delete',
      path: '/watchlist/{companyId}',
      summary: 'Unstar a company',
      request: { params: companyIdPathSchema },
      responses: { 200: jsonContent(watchlistSchema, 'Watchlist'), ...errors },
    }),
    alerts: createRoute({
      ...base,
      method: 'get',
      path: '/price-alerts',
      summary: 'My price alerts still waiting',
      responses: { 200: jsonContent(priceAlertListSchema, 'Alerts'), 401: errors[401] },
    }),
    addAlert: createRoute({
      ...base,
      method: 'post',
      path: '/price-alerts',
      summary: 'Tell me when a price goes below or above a level (at most 20 waiting)',
      request: { body: { content: { 'application/json': { schema: newPriceAlertSchema } }, required: true } },
      responses: { 201: jsonContent(priceAlertListSchema, 'Alerts'), ...errors },
    }),
    removeAlert: createRoute({
      ...base,
      method: 'delete',
      path: '/price-alerts/{id}',
      summary: 'Delete one of my alerts',
      request: { params: alertIdPathSchema },
      responses: { 200: jsonContent(priceAlertListSchema, 'Alerts'), ...errors },
    }),
  };
}

export function watchlistRoutes(auth: Auth, service: WatchlistService) {
  const r = routes(auth);
  const me = (c: Parameters<typeof requireUserId>[1]) => requireUserId(auth, c);
  return createRouter()
    .openapi(r.list, async (c) => c.json(await service.list(await me(c)), 200))
    .openapi(r.add, async (c) => c.json(await service.add(await me(c), c.req.valid('param').companyId), 200))
    .openapi(r.remove, async (c) => c.json(await service.remove(await me(c), c.req.valid('param').companyId), 200))
    .openapi(r.alerts, async (c) => c.json(await service.alerts(await me(c)), 200))
    .openapi(r.addAlert, async (c) => c.json(await service.addAlert(await me(c), c.req.valid('json')), 201))
    .openapi(r.removeAlert, async (c) => c.json(await service.removeAlert(await me(c), c.req.valid('param').id), 200));
}

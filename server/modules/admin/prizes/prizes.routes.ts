// Admin area "prizes" (admins only: approving pays Bolts): weekly prizes held because the champion
// is linked to another top-10 player, approved (paid) or denied; logged as prize.approve / prize.deny.
import { createRoute } from '@hono/zod-openapi';
import { adminPrizeSchema, adminPrizesSchema, denyPrizeBodySchema, prizeKeySchema } from '#core/schemas/admin/prizes';
import { apiErrorSchema } from '#core/schemas/errors';
import { createRouter, jsonContent } from '../../../http/openapi';
import { staffOf } from '../admin-gate';
import type { AdminDeps } from '../deps';
import { createAdminPrizesRepo } from './prizes.repo';
import { createAdminPrizesService } from './prizes.service';

const failures = {
  400: jsonContent(apiErrorSchema, 'Invalid'),
  401: jsonContent(apiErrorSchema, 'Not signed in'),
  403: jsonContent(apiErrorSchema, 'Not an admin'),
} as const;
const reviewFailures = {
  ...failures,
  404: jsonContent(apiErrorSchema, 'No champion for this game and week'),
  409: jsonContent(apiErrorSchema, 'Not held: already reviewed, or paid at the decision'),
} as const;

const listRoute = createRoute({
  method: 'get',
  path: '/admin/prizes',
  tags: ['admin'],
  summary: 'Held weekly prizes, newest first, with the evidence; and the latest reviewed ones',
  responses: { 200: jsonContent(adminPrizesSchema, 'Prizes'), ...failures },
});
const approveRoute = createRoute({
  method: 'post',
  path: '/admin/prizes/{gameId}/{weekStart}/approve',
  tags: ['admin'],
  summary: 'Approve a held prize: the champion is paid once; logged as prize.approve',
  request: { params: prizeKeySchema },
  responses: { 200: jsonContent(adminPrizeSchema, 'Approved'), ...reviewFailures },
});
const denyRoute = createRoute({
  method: 'post',
  path: '/admin/prizes/{gameId}/{weekStart}/deny',
  tags: ['admin'],
  summary: 'Deny a held prize (nothing is paid), with an optional reason; logged as prize.deny',
  request: {
    params: prizeKeySchema,
    body: { content: { 'application/json': { schema: denyPrizeBodySchema } }, required: true },
  },
  responses: { 200: jsonContent(adminPrizeSchema, 'Denied'), ...reviewFailures },
});

export function adminPrizesRoutes({ database }: AdminDeps) {
  const service = createAdminPrizesService(database.db, createAdminPrizesRepo(database.db));
  return createRouter()
    .openapi(listRoute, async (c) => c.json(await service.list(), 200))
    .openapi(approveRoute, async (c) => c.json(await service.approve(staffOf(c).userId, c.req.valid('param')), 200))
    .openapi(denyRoute, async (c) =>
      c.json(await service.deny(staffOf(c).userId, c.req.valid('param'), c.req.valid('json').reason), 200),
    );
}

import { createRoute } from '@hono/zod-openapi';
import { apiErrorSchema } from '#core/schemas/errors';
import { leaderboardSchema } from '#core/schemas/leaderboard';
import type { Auth } from '../../auth/auth';
import { requireUserId, signedIn } from '../../auth/session';
import { createRouter, jsonContent } from '../../http/openapi';
import type { LeaderboardService } from './leaderboard.service';

const readRoute = (auth: Auth) =>
  createRoute({
    middleware: [signedIn(auth)] as const,
    method: 'get',
    path: '/leaderboard',
    tags: ['competition'],
    summary: "This week's board: the top 50, the reader's own line, the prize and past champions",
    responses: {
      200: jsonContent(leaderboardSchema, 'The board'),
      401: jsonContent(apiErrorSchema, 'Not signed in'),
    },
  });

export function leaderboardRoutes(auth: Auth, service: LeaderboardService) {
  return createRouter().openapi(readRoute(auth), async (c) =>
    c.json(await service.read(await requireUserId(auth, c)), 200),
  );
}

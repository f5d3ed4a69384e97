import { createRoute } from '@hono/zod-openapi';
import { apiErrorSchema } from '#core/schemas/errors';
import { leaderboardQuerySchema, leaderboardSchema } from '#core/schemas/leaderboard';
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
    summary:
      "A game's board this week (the public game's by default): the reader's league group or the top 50, their own line, league and prize eligibility, the prize and past champions",
    request: { query: leaderboardQuerySchema },
    responses: {
      200: jsonContent(leaderboardSchema, 'The board'),
      401: jsonContent(apiErrorSchema, 'Not signed in'),
      404: jsonContent(apiErrorSchema, 'Not a game of mine'),
    },
  });

export function leaderboardRoutes(auth: Auth, service: LeaderboardService) {
  return createRouter().openapi(readRoute(auth), async (c) => {
    const query = c.req.valid('query');
    return c.json(await service.read(await requireUserId(auth, c), query.game, query.board), 200);
  });
}

import { createRoute } from '@hono/zod-openapi';
import { apiErrorSchema } from '#core/schemas/errors';
import { gameQuerySchema } from '#core/schemas/games';
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
    summary:
      "A game's board this week (the public game's by default): the top 50, the reader's own line, the prize and past champions",
    request: { query: gameQuerySchema },
    responses: {
      200: jsonContent(leaderboardSchema, 'The board'),
      401: jsonContent(apiErrorSchema, 'Not signed in'),
      404: jsonContent(apiErrorSchema, 'Not a game of mine'),
    },
  });

export function leaderboardRoutes(auth: Auth, service: LeaderboardService) {
  return createRouter().openapi(readRoute(auth), async (c) =>
    c.json(await service.read(await requireUserId(auth, c), c.req.valid('query').game), 200),
  );
}

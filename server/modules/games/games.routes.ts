import { createRoute } from '@hono/zod-openapi';
import { apiErrorSchema } from '#core/schemas/errors';
import { gameSchema, myGamesSchema } from '#core/schemas/games';
import type { Auth } from '../../auth/auth';
import { requireUserId, signedIn } from '../../auth/session';
import { createRouter, jsonContent } from '../../http/openapi';
import type { GamesService } from './games.service';

const myGamesRoute = (auth: Auth) =>
  createRoute({
    middleware: [signedIn(auth)] as const,
    method: 'get',
    path: '/games',
    tags: ['games'],
    summary: "The signed-in player's games, each with what their portfolio in it is worth",
    responses: { 200: jsonContent(myGamesSchema, 'My games'), 401: jsonContent(apiErrorSchema, 'Not signed in') },
  });

const publicGameRoute = createRoute({
  method: 'get',
  path: '/games/public',
  tags: ['games'],
  summary: 'The public game everyone plays: its name and starting cash (public)',
  responses: { 200: jsonContent(gameSchema, 'The public game') },
});

export function gamesRoutes(auth: Auth, service: GamesService) {
  return createRouter()
    .openapi(publicGameRoute, async (c) => c.json(await service.publicGame(), 200))
    .openapi(myGamesRoute(auth), async (c) =>
      c.json({ games: await service.myGames(await requireUserId(auth, c)) }, 200),
    );
}

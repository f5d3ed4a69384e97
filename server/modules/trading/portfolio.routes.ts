import { createRoute } from '@hono/zod-openapi';
import { apiErrorSchema } from '#core/schemas/errors';
import { gameQuerySchema } from '#core/schemas/games';
import { portfolioSchema } from '#core/schemas/trading';
import type { Auth } from '../../auth/auth';
import { requireUserId, signedIn } from '../../auth/session';
import { createRouter, jsonContent } from '../../http/openapi';
import type { PortfolioService } from './portfolio.service';

const portfolioRoute = (auth: Auth) =>
  createRoute({
    middleware: [signedIn(auth)] as const,
    method: 'get',
    path: '/portfolio',
    tags: ['trading'],
    summary: "The signed-in user's portfolio in a game: figures, holdings at current prices, realised gain",
    request: { query: gameQuerySchema },
    responses: {
      200: jsonContent(portfolioSchema, 'Portfolio'),
      401: jsonContent(apiErrorSchema, 'Not signed in'),
      404: jsonContent(apiErrorSchema, 'Not a game of mine'),
    },
  });

export function portfolioRoutes(auth: Auth, service: PortfolioService) {
  return createRouter().openapi(portfolioRoute(auth), async (c) =>
    c.json(await service.portfolio(await requireUserId(auth, c), c.req.valid('query').game), 200),
  );
}

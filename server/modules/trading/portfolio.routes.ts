import { createRoute, z } from '@hono/zod-openapi';
import { apiErrorSchema } from '#core/schemas/errors';
import { gameQuerySchema } from '#core/schemas/games';
import { CANDLE_RANGES, candlesSchema, portfolioSchema } from '#core/schemas/trading';
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

const candlesRoute = createRoute({
  method: 'get',
  path: '/companies/{id}/candles',
  tags: ['companies'],
  summary: 'Price candles of a company for a chart range (public)',
  request: {
    params: z.object({ id: z.uuid() }),
    query: z.object({ range: z.enum(CANDLE_RANGES).default('1D') }),
  },
  responses: { 200: jsonContent(candlesSchema, 'Candles, oldest first'), 400: jsonContent(apiErrorSchema, 'Invalid') },
});

export function portfolioRoutes(auth: Auth, service: PortfolioService) {
  return createRouter()
    .openapi(portfolioRoute(auth), async (c) =>
      c.json(await service.portfolio(await requireUserId(auth, c), c.req.valid('query').game), 200),
    )
    .openapi(candlesRoute, async (c) => {
      const { range } = c.req.valid('query');
      return c.json({ range, candles: await service.candles(c.req.valid('param').id, range) }, 200);
    });
}

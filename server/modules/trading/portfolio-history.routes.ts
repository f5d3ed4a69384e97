import { createRoute } from '@hono/zod-openapi';
import { apiErrorSchema } from '#core/schemas/errors';
import { portfolioHistoryQuerySchema, portfolioHistorySchema } from '#core/schemas/portfolio-history';
import type { Auth } from '../../auth/auth';
import { requireUserId, signedIn } from '../../auth/session';
import { createRouter, jsonContent } from '../../http/openapi';
import type { PortfolioHistoryService } from './portfolio-history.service';

const historyRoute = (auth: Auth) =>
  createRoute({
    middleware: [signedIn(auth)] as const,
    method: 'get',
    path: '/portfolio/history',
    tags: ['trading'],
    summary: "The signed-in user's portfolio value over a range, beside the Bolts Index rescaled to it",
    request: { query: portfolioHistoryQuerySchema },
    responses: {
      200: jsonContent(portfolioHistorySchema, 'Value over time'),
      400: jsonContent(apiErrorSchema, 'Invalid'),
      401: jsonContent(apiErrorSchema, 'Not signed in'),
      404: jsonContent(apiErrorSchema, 'Not a game of mine'),
    },
  });

export function portfolioHistoryRoutes(auth: Auth, service: PortfolioHistoryService) {
  return createRouter().openapi(historyRoute(auth), async (c) => {
    const { game, range } = c.req.valid('query');
    return c.json(await service.history(await requireUserId(auth, c), game, range), 200);
  });
}

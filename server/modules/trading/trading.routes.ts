import { createRoute, z } from '@hono/zod-openapi';
import { apiErrorSchema } from '#core/schemas/errors';
import { gameQuerySchema } from '#core/schemas/games';
import { orderSchema, placeOrderResultSchema, placeOrderSchema, tradeSchema } from '#core/schemas/trading';
import type { Auth } from '../../auth/auth';
import { requireUserId, signedIn } from '../../auth/session';
import { createRouter, jsonContent } from '../../http/openapi';
import type { TradingService } from './trading.service';

const unauthorized = jsonContent(apiErrorSchema, 'Not signed in');
const notMyGame = jsonContent(apiErrorSchema, 'Not a game of mine');

const placeRoute = (auth: Auth) =>
  createRoute({
    middleware: [signedIn(auth)] as const,
    method: 'post',
    path: '/orders',
    tags: ['trading'],
    summary: 'Place a market, limit or stop order; the server decides the execution price',
    request: { body: { content: { 'application/json': { schema: placeOrderSchema } }, required: true } },
    responses: {
      201: jsonContent(placeOrderResultSchema, 'Placed (filled at once, or resting as an open limit or stop order)'),
      400: jsonContent(apiErrorSchema, 'Invalid, or insufficient balance or shares'),
      401: unauthorized,
      404: jsonContent(apiErrorSchema, 'No such company, or not a game of mine'),
      409: jsonContent(apiErrorSchema, 'Trading paused, or limit and stop orders off in this class'),
    },
  });

const listRoute = (auth: Auth) =>
  createRoute({
    middleware: [signedIn(auth)] as const,
    method: 'get',
    path: '/orders',
    tags: ['trading'],
    summary: "The signed-in user's orders, newest first (open only, or all)",
    request: { query: gameQuerySchema.extend({ status: z.enum(['open', 'all']).default('open') }) },
    responses: {
      200: jsonContent(z.object({ orders: z.array(orderSchema) }), 'Orders'),
      401: unauthorized,
      404: notMyGame,
    },
  });

const cancelRoute = (auth: Auth) =>
  createRoute({
    middleware: [signedIn(auth)] as const,
    method: 'post',
    path: '/orders/{id}/cancel',
    tags: ['trading'],
    summary: 'Cancel one of my open orders, releasing what it reserved',
    request: { params: z.object({ id: z.uuid() }) },
    responses: {
      200: jsonContent(orderSchema, 'Cancelled'),
      401: unauthorized,
      404: jsonContent(apiErrorSchema, 'No such order of mine'),
      409: jsonContent(apiErrorSchema, 'Already filled, cancelled or expired'),
    },
  });

const tradesRoute = (auth: Auth) =>
  createRoute({
    middleware: [signedIn(auth)] as const,
    method: 'get',
    path: '/trades',
    tags: ['trading'],
    summary: "The signed-in user's trade history, newest first",
    request: { query: gameQuerySchema },
    responses: {
      200: jsonContent(z.object({ trades: z.array(tradeSchema) }), 'Trades'),
      401: unauthorized,
      404: notMyGame,
    },
  });

export function tradingRoutes(auth: Auth, service: TradingService) {
  return createRouter()
    .openapi(placeRoute(auth), async (c) => {
      const userId = await requireUserId(auth, c);
      return c.json(await service.placeOrder(userId, c.req.valid('json')), 201);
    })
    .openapi(listRoute(auth), async (c) => {
      const userId = await requireUserId(auth, c);
      const { status, game } = c.req.valid('query');
      return c.json({ orders: await service.listOrders(userId, status, game) }, 200);
    })
    .openapi(cancelRoute(auth), async (c) => {
      const userId = await requireUserId(auth, c);
      return c.json(await service.cancelOrder(userId, c.req.valid('param').id), 200);
    })
    .openapi(tradesRoute(auth), async (c) => {
      const userId = await requireUserId(auth, c);
      return c.json({ trades: await service.listTrades(userId, c.req.valid('query').game) }, 200);
    });
}

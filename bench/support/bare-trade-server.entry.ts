// The machine's ceiling for a trade through HTTP, bundled and run by bench/trade-throughput.mjs: a
// bare node:http server that does nothing but the fill. It answers POST /api/orders (a market
// order in the player's public-game portfolio) with our own pieces for the fill itself: the pricing
// rule of core/trading.ts, the trading repo's one prepared call of bolts_place_order, the database
// client's pool, and the same caches as our server (session token -> user -> portfolio, company ->
// last price). What it leaves out is
// everything else a real request needs: the HTTP framework, validation, the same-origin check,
// security headers, the session's signature, events to sockets and XP, error translation.
// Not part of the product, and not a test: a reference line printed beside our server's figure.
import { createServer, type IncomingMessage } from 'node:http';
import { sql } from 'drizzle-orm';
import { PUBLIC_GAME_ID } from '../../core/games';
import { marketFillPriceMinor, type Side } from '../../core/trading';
import { openDatabase, queryRows } from '../../server/db/client';
import { createTradingRepo, FillRefused } from '../../server/modules/trading/trading.repo';

const url = process.env.DATABASE_URL;
if (!url) throw new Error('DATABASE_URL is required');
const { db, close } = await openDatabase({ driver: 'postgres', url });
const repo = createTradingRepo(db);
/** Session token -> the player's portfolio in the public game. */
const portfolios = new Map<string, string | undefined>();
const lastPrice = new Map<string, number>();

type Answer = [status: number, body: unknown];

async function portfolioOf(cookieHeader: string | undefined): Promise<string | undefined> {
  const token = /(?:^|;\s*)(?:__Secure-)?bolts\.session_token=([^;.]+)/.exec(cookieHeader ?? '')?.[1];
  if (!token) return undefined;
  if (!portfolios.has(token)) {
    const [row] = await queryRows<{ id: string }>(
      db,
      sql`select p.id from sessions s join portfolios p on p.user_id = s.user_id and p.game_id = ${PUBLIC_GAME_ID}
          where s.token = ${decodeURIComponent(token)}`,
    );
    portfolios.set(token, row?.id);
  }
  return portfolios.get(token);
}

async function placeMarketOrder(portfolioId: string, order: { companyId: string; side: Side; quantity: number }) {
  // As our server: price from the last price seen (none yet: the call answers with the price).
  for (let attempt = 0; attempt < 5; attempt++) {
    const pricedFromMinor = lastPrice.get(order.companyId) ?? null;
    const result = await repo.place({
      portfolioId,
      ...order,
      type: 'market',
      timeInForce: 'gtc',
      reason: null,
      shortRules: null,
      stopPriceMinor: null,
      trailAmountMinor: null,
      trailBp: null,
      reservePriceMinor: null,
      limitPriceMinor: null,
      fillPriceMinor: pricedFromMinor === null ? null : marketFillPriceMinor(order.side, pricedFromMinor),
      pricedFromMinor,
      expiresAt: null,
    });
    if (result.outcome === 'filled') return [201, { order: { id: result.orderId }, trade: { id: result.trade!.id } }];
    if (result.outcome !== 'repriced') return [404, { error: { code: result.outcome } }];
    lastPrice.set(order.companyId, result.companyPriceMinor);
  }
  return [503, { error: { code: 'busy', message: 'prices kept moving' } }];
}

async function answer(req: IncomingMessage, body: string): Promise<Answer> {
  if (req.method !== 'POST' || req.url !== '/api/orders') return [404, { error: { code: 'not_found' } }];
  const portfolioId = await portfolioOf(req.headers.cookie);
  if (!portfolioId) return [401, { error: { code: 'unauthorized' } }];
  try {
    return (await placeMarketOrder(portfolioId, JSON.parse(body))) as Answer;
  } catch (err) {
    if (!(err instanceof FillRefused)) throw err;
    return [400, { error: { code: err.reason, message: err.message } }];
  }
}

const server = createServer((req, res) => {
  const chunks: Buffer[] = [];
  req.on('data', (chunk: Buffer) => chunks.push(chunk));
  req.on('end', () => {
    answer(req, Buffer.concat(chunks).toString())
      .catch((err: unknown): Answer => [500, { error: { code: 'internal', message: (err as Error).message } }])
      .then(([status, json]) => {
        const text = JSON.stringify(json);
        res.writeHead(status, { 'Content-Type': 'application/json', 'Content-Length': Buffer.byteLength(text) });
        res.end(text);
      });
  });
});
// Our server's keep-alive (server/start.ts): the bench's sockets stay open through the run.
server.keepAliveTimeout = 65_000;
server.listen(Number(process.env.PORT), '127.0.0.1', () => process.send?.('ready'));
process.on('SIGTERM', () => {
  server.close();
  void close().finally(() => process.exit(0));
});

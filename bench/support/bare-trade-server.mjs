// The machine's ceiling for a trade through HTTP, for bench/trade-throughput.mjs: a bare node:http
// server that does nothing but the fill. It answers POST /api/orders (a market order) with one call
// of the same bolts_execute_trade as our server, as the same named prepared statement over a pool of
// the same size, and keeps the same two caches (session token -> user, company -> last price).
// What it leaves out is everything else a real request needs: validation, the same-origin check,
// security headers, the session's signature, events to sockets and XP, error translation.
// Not part of the product, and not a test: a reference line printed beside our server's figure.
// Usage (by the bench): node bench/support/bare-trade-server.mjs  with DATABASE_URL and PORT set.
import { createServer } from 'node:http';
import postgres from 'postgres';

const SPREAD_MINOR = 25; // core/trading.ts: market buys fill at the price + 0.25, sells at - 0.25
const PRICE_FLOOR_MINOR = 1;
const FILL = 'select * from bolts_execute_trade($1, $2, $3, $4, $5, $6, $7, $8, $9, $10)';

const sql = postgres(process.env.DATABASE_URL, { max: 6, onnotice: () => {} });
const users = new Map();
const lastPrice = new Map();

async function userOf(cookieHeader) {
  const token = /(?:^|;\s*)(?:__Secure-)?bolts\.session_token=([^;.]+)/.exec(cookieHeader ?? '')?.[1];
  if (!token) return undefined;
  if (!users.has(token)) {
    const [row] = await sql`select user_id from sessions where token = ${decodeURIComponent(token)}`;
    users.set(token, row?.user_id);
  }
  return users.get(token);
}

const fillPrice = (side, price) =>
  side === 'buy'
    ? Math.max(PRICE_FLOOR_MINOR, price) + SPREAD_MINOR
    : Math.max(PRICE_FLOOR_MINOR, price - SPREAD_MINOR);

async function placeMarketOrder(userId, { companyId, side, quantity }) {
  // As our server: price from the last price seen; the function answers 'repriced' if it moved.
  for (let attempt = 0; attempt < 5; attempt++) {
    const pricedFrom = lastPrice.get(companyId) ?? 0;
    const params = [userId, companyId, side, quantity, fillPrice(side, pricedFrom), pricedFrom];
    const [row] = await sql.unsafe(FILL, [...params, null, 'market', 'gtc', null], { prepare: true });
    if (row.outcome !== 'repriced') return [201, { order: { id: row.order_id }, trade: { id: row.trade_id } }];
    lastPrice.set(companyId, Number(row.company_price_minor));
  }
  return [503, { error: { code: 'busy', message: 'prices kept moving' } }];
}

async function answer(req, body) {
  if (req.method !== 'POST' || req.url !== '/api/orders') return [404, { error: { code: 'not_found' } }];
  const userId = await userOf(req.headers.cookie);
  if (!userId) return [401, { error: { code: 'unauthorized' } }];
  try {
    return await placeMarketOrder(userId, JSON.parse(body));
  } catch (err) {
    const code = { BT001: 'insufficient_balance', BT002: 'insufficient_shares' }[err.code];
    if (!code) throw err;
    return [400, { error: { code, message: err.message } }];
  }
}

const server = createServer((req, res) => {
  const chunks = [];
  req.on('data', (chunk) => chunks.push(chunk));
  req.on('end', () => {
    answer(req, Buffer.concat(chunks).toString())
      .catch((err) => [500, { error: { code: 'internal', message: err.message } }])
      .then(([status, json]) => {
        const text = JSON.stringify(json);
        res.writeHead(status, { 'Content-Type': 'application/json', 'Content-Length': Buffer.byteLength(text) });
        res.end(text);
      });
  });
});
// Our server's keep-alive (server/main.ts): the bench's sockets stay open through the run.
server.keepAliveTimeout = 65_000;
server.listen(Number(process.env.PORT), '127.0.0.1', () => process.send?.('ready'));
process.on('SIGTERM', () => {
  server.close();
  sql.end({ timeout: 1 }).finally(() => process.exit(0));
});

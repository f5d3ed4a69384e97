// Mixed load on one real server: for a fixed time (60 s by default) with the
// market engine ticking at its default 5 s,
//   - 500 players browse: the feed (following its cursor), the company list, a company's page
//     (detail, chart candles, order book, recent trades), the landing data, their own portfolio,
//     orders and profile, with a few seconds of think time between pages (If-None-Match like a
//     browser, so cached reads may answer 304);
//   - 100 players trade every 1-3 s: market and limit orders buying and selling the seeded
//     companies, cancelling some resting limit orders, reading their orders and holdings;
//   - 200 signed-in WebSockets on /ws (the 100 traders and 100 of the browsers) receive every price
//     tick, the book and trades of the company they look at, their fills; the 100 browsers are 50
//     pairs of friends chatting every 8-12 s each (inside the chat limit of 5 per 5 s, 30 a minute).
// Prints the throughput, each route's requests with p50/p99, errors (any non-2xx other than the
// expected business answers, which are counted apart: insufficient balance or shares, an order
// that filled before its cancel; any network error), the sockets' figures, the server's memory
// (its live heap after a full collection, read through the inspector as the warm-up ends and when
// the window's traffic is over: "stable" when it grew by at most the larger of 5 MB and 5% over the
// whole window, which is stricter than its last 30 s and forces no pause inside the window; RSS
// every second beside it, shown only), and, after the run, the books' invariants (db:check).
// A warm-up (BENCH_WARMUP_S, 10 s) of the same traffic runs first and is reported apart from the figures.
// Targets: no errors; p99 < 100 ms for reads, p99 < 150 ms for trades; memory stable over the last 30 s
// (judged over the whole window, as above).
// The players' HTTP goes through node:http keep-alive connections with gzip accepted (as browsers
// do), each request bounded at 15 s (a timeout is an error); a line every 10 s shows the progress.
// Exits 1 on any error, an undelivered chat message, a dropped socket, growing memory or broken books.
// Usage: npm run build && BENCH_DATABASE_URL=postgres://postgres@host:port/postgres node bench/load.mjs [seconds=60] [browsers=500] [traders=100] [sockets=200]
// With BENCH_DATABASE_URL it creates a fresh database on that server and drops it at the end
// (players seeded with set-based SQL from one real sign-up, then signed in); without it, the
// embedded database (PGlite, `npm start`'s) in a temporary folder, players signed up through the
// API. BENCH_SERVER=path/to/main.js runs another bundle than dist/server/main.js. Loopback only;
// bounded in time (at most 300 s of load; BENCH_TIMEOUT_S for the whole run).
import { execFileSync, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import zlib from 'node:zlib';
import { WebSocket } from 'ws';
import { cookieOf, pooled, seedPlayers, signUpByEmail } from './support/players.mjs';
import {
  cleanUpOnExit,
  freePort,
  HOST,
  percentile,
  step,
  waitForHealth,
  withBenchServer,
} from './support/postgres-server.mjs';
import { inspectorArg, readLiveHeapMb } from './support/live-heap.mjs';
import { cpuSeconds, memoryMb, stopChild, productionEnv } from './support/proc.mjs';

const root = path.resolve(import.meta.dirname, '..');
const arg = (i, fallback, min, max) => {
  const n = Math.round(Number(process.argv[i] ?? fallback));
  return Math.max(min, Math.min(Number.isFinite(n) ? n : fallback, max));
};
const seconds = arg(2, 60, 10, 300);
const browsers = arg(3, 500, 2, 2_000);
const traders = arg(4, 100, 1, 500);
const socketCount = arg(5, 200, 0, 1_000);
// The same traffic runs this long before the measured window and is left out of its figures (its
// own line says how it went; an error in it still fails the run): the first seconds of a fresh
// process are its JIT compiling, empty caches and every player's first request checking their
// session in full, all at once. BENCH_WARMUP_S=0 measures from the first request.
const warmupS = Math.max(0, Math.min(60, Math.round(Number(process.env.BENCH_WARMUP_S ?? 10)) || 0));
// Half the sockets are the traders' (their fills arrive there), the rest browsers' in friend pairs.
const traderSockets = Math.min(traders, Math.ceil(socketCount / 2));
const browserSockets = Math.min(browsers, socketCount - traderSockets) & ~1;

const BROWSE_THINK_MS = [2_000, 6_000];
const TRADE_THINK_MS = [1_000, 3_000];
/** Each chatting player sends one message this often: at most 7.5 a minute (the limit: 5 per 5 s, 30 per 60 s). */
const CHAT_EVERY_MS = [8_000, 12_000];
const REQUEST_TIMEOUT_MS = 15_000;
const TARGET_READ_P99_MS = 100;
const TARGET_TRADE_P99_MS = 150;
const RSS_WINDOW_S = Math.min(30, Math.floor(seconds / 2));
/** The verdict on memory: the live heap after a full collection may grow this much over the window. */
const HEAP_STABLE_MB = 5;
const HEAP_STABLE_SHARE = 0.05;
const ADMIN = { email: 'admin@bench.example', password: 'bench-only-admin-password' };
const PASSWORD = 'bench-only-load-password';
const onPostgres = Boolean(process.env.BENCH_DATABASE_URL);

process.env.BENCH_SERVER ??= 'dist/server/main.js';
if (!existsSync(path.resolve(root, process.env.BENCH_SERVER))) {
  console.error('Build first: npm run build');
  process.exit(1);
}
// Setting up (and on PGlite signing up) the players takes a while on a busy machine: the load
// itself is at most 300 s, the whole run at most this.
process.env.BENCH_TIMEOUT_S ??= String(warmupS + seconds + 600);

const sleep = (ms) => new Promise((r) => setTimeout(r, Math.max(0, ms)));
const between = ([lo, hi]) => lo + Math.random() * (hi - lo);
const pick = (items) => items[Math.floor(Math.random() * items.length)];
const fmt = (n) => Math.round(n).toLocaleString('en');
const ms = (v) => (v === undefined ? '-' : v.toFixed(1));

/** `npm run db:check` on the bench's database: the books' invariants after the load. */
function dbCheck(env) {
  try {
    const out = execFileSync(
      process.execPath,
      [path.join(root, 'scripts/run-entry.mjs'), 'server/db/check-command.ts'],
      {
        cwd: root,
        env: { ...process.env, ...env },
        timeout: 120_000,
        encoding: 'utf8',
        stdio: ['ignore', 'pipe', 'pipe'],
      },
    );
    return { ok: true, out };
  } catch (err) {
    return { ok: false, out: `${err.stdout ?? ''}${err.stderr ?? ''}` || err.message };
  }
}

// ---------------------------------------------------------------------------------------------
// Players: PostgreSQL seeds them with SQL from one real sign-up and signs them in; PGlite (one
// process owns the folder) signs them up through the API.
// ---------------------------------------------------------------------------------------------

const total = browsers + traders;
const players = Array.from({ length: total }, (_, i) => ({
  i,
  trader: i >= browsers,
  id: `load-${i + 1}`,
  username: `load_${i + 1}`,
  email: `load${i + 1}@bench.example`,
  cookie: '',
  /** url -> { etag, value }: what a browser's HTTP cache would revalidate. */
  etags: new Map(),
  ws: null,
  subscribed: null,
  feedCursor: null,
  friend: null,
  // Traders: shares they may sell (held minus promised to resting sells), their open orders.
  holdings: new Map(),
  open: new Map(),
  favorites: [],
}));
/** Socket holders: the first `traderSockets` traders and the first `browserSockets` browsers. */
const socketHolders = [...players.slice(browsers, browsers + traderSockets), ...players.slice(0, browserSockets)];
const chatters = players.slice(0, browserSockets);
for (let k = 0; k < chatters.length; k += 2) {
  chatters[k].friend = chatters[k + 1];
  chatters[k + 1].friend = chatters[k];
}

async function seedOnPostgres(base, sql) {
  const headers = { 'Content-Type': 'application/json', Origin: base };
  await step(`seeded ${fmt(total)} players (${chatters.length / 2} friend pairs) with their starting balance`, () =>
    // Player i is load-(i+1); the chatting browsers come first, so they are the paired ones.
    seedPlayers(sql, base, {
      prefix: 'load',
      name: 'Load Player',
      count: total,
      password: PASSWORD,
      paired: chatters.length,
    }),
  );
  await step(`signed in ${fmt(total)} players (8 at a time)`, () =>
    pooled(players, 8, async (p) => {
      const res = await fetch(`${base}/api/auth/sign-in/email`, {
        method: 'POST',
        headers,
        body: JSON.stringify({ email: p.email, password: PASSWORD }),
      });
      if (!res.ok) throw new Error(`sign-in ${p.email}: ${res.status} ${await res.text()}`);
      await res.arrayBuffer();
      p.cookie = cookieOf(res);
    }),
  );
}

async function seedThroughApi(base) {
  const headers = { 'Content-Type': 'application/json', Origin: base };
  await step(`signed up ${fmt(total)} players through the API (8 at a time)`, () =>
    pooled(players, 8, async (p) => {
      const opened = await signUpByEmail(base, {
        fullName: `Load Player ${p.i + 1}`,
        username: p.username,
        email: p.email,
        password: PASSWORD,
      });
      p.cookie = cookieOf(opened);
      p.id = (await (await fetch(`${base}/api/me`, { headers: { cookie: p.cookie } })).json()).user.id;
    }),
  );
  await step(`made ${chatters.length / 2} friend pairs`, () =>
    pooled(chatters, 8, async (p) => {
      // Each asks the other: the second request accepts the first.
      const res = await fetch(`${base}/api/friends/requests`, {
        method: 'POST',
        headers: { ...headers, cookie: p.cookie },
        body: JSON.stringify({ username: p.friend.username }),
      });
      if (!res.ok) throw new Error(`friend request ${p.username}: ${res.status} ${await res.text()}`);
      await res.arrayBuffer();
    }),
  );
}

/** The PGlite server: a temporary data folder, stopped and removed whatever happens. */
async function withPgliteServer(body) {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'bolts-bench-load-'));
  let server;
  const stop = () => stopChild(server);
  let cleaned = false;
  const cleanUp = async () => {
    if (cleaned) return;
    cleaned = true;
    await stop();
    rmSync(dataDir, { recursive: true, force: true });
  };
  const deadline = cleanUpOnExit(cleanUp, Number(process.env.BENCH_TIMEOUT_S));
  try {
    const port = await freePort();
    const base = `http://${HOST}:${port}`;
    const nodeArgs = (process.env.BENCH_NODE_ARGS ?? '').split(' ').filter(Boolean);
    server = spawn(process.execPath, [...nodeArgs, path.resolve(root, process.env.BENCH_SERVER)], {
      cwd: root,
      env: {
        ...Object.fromEntries(Object.entries(process.env).filter(([key]) => key !== 'DATABASE_URL')),
        PORT: String(port),
        HOST,
        ...productionEnv(base),
        BOLTS_DATA_DIR: dataDir,
        BOLTS_ADMIN_EMAIL: ADMIN.email,
        BOLTS_ADMIN_PASSWORD: ADMIN.password,
        BOLTS_RATE_LIMIT: 'false',
        BOLTS_MARKET_TICK_MS: '5000',
        BOLTS_NEWSROOM_MS: '0',
      },
      stdio: ['ignore', 'ignore', 'inherit'],
    });
    await step('server up (PGlite: created, migrated, seeded)', () => waitForHealth(server, base));
    // The embedded database has one owner: the books are checked once the server has stopped.
    await body({ base, pid: server.pid, check: async () => (await stop(), dbCheck({ BOLTS_DATA_DIR: dataDir })) });
  } catch (err) {
    console.error(err);
    process.exitCode = 1;
  } finally {
    clearTimeout(deadline);
    await cleanUp();
  }
}

// ---------------------------------------------------------------------------------------------
// The load
// ---------------------------------------------------------------------------------------------

async function runLoad({ base, pid, check }) {
  // The live heap after a full collection (a pause of the server): read 3 s before the warm-up
  // ends, so that pause stays out of the window's latencies, and once the window's traffic is over.
  const liveHeapMb = async () => (inspector ? readLiveHeapMb(inspector.port) : undefined);
  const heapAt = {};
  // Replaced when the warm-up ends: a request records into the map of the phase it started in.
  let stats = new Map();
  const statsOf = (route) => {
    let s = stats.get(route);
    if (!s) stats.set(route, (s = { times: [], ok: 0, notModified: 0, business: 0, errors: 0 }));
    return s;
  };
  const errorSamples = new Map();
  const business = { insufficient_balance: 0, insufficient_shares: 0, order_not_open: 0 };
  let networkErrors = 0;
  /** Requests under way: what a run that does not end is waiting for. */
  const inFlight = new Set();

  /**
   * One HTTP exchange over node:http (a keep-alive pool like a browser's; gzip accepted and
   * undone here, as a browser would), bounded by a timer that destroys the request. Not fetch:
   * under this load a few of its body reads never ended and its abort signal did not end them
   * either (the run hung for minutes).
   */
  const { hostname, port } = new URL(base);
  const agent = new http.Agent({ keepAlive: true, maxSockets: Infinity });
  let retried = 0;
  function exchange(method, urlPath, headers, body, pending, retry = true) {
    return new Promise((resolveOnce, rejectOnce) => {
      let timer;
      const resolve = (value) => {
        clearTimeout(timer);
        resolveOnce(value);
      };
      const reject = (err) => {
        clearTimeout(timer);
        rejectOnce(err);
      };
      const req = http.request({ host: hostname, port, method, path: urlPath, headers, agent }, (res) => {
        pending.stage = `body (${res.statusCode})`;
        const chunks = [];
        res.on('data', (chunk) => chunks.push(chunk));
        res.on('error', reject);
        res.on('aborted', () => reject(new Error('the server aborted the answer')));
        res.on('end', () => {
          try {
            const raw = Buffer.concat(chunks);
            const encoding = res.headers['content-encoding'];
            const decoded =
              encoding === 'gzip'
                ? zlib.gunzipSync(raw)
                : encoding === 'deflate'
                  ? zlib.inflateSync(raw)
                  : encoding === 'br'
                    ? zlib.brotliDecompressSync(raw)
                    : raw;
            resolve({ status: res.statusCode, etag: res.headers.etag, text: decoded.toString('utf8') });
          } catch (err) {
            reject(err);
          }
        });
      });
      req.on('error', (err) => {
        // A keep-alive connection the server closed just as we reused it: a browser sends the
        // request again on a new one, and so do we (once).
        if (retry && req.reusedSocket && err.code === 'ECONNRESET' && pending.stage === 'headers') {
          retried++;
          clearTimeout(timer);
          exchange(method, urlPath, headers, body, pending, false).then(resolveOnce, rejectOnce);
        } else reject(err);
      });
      req.setNoDelay(true);
      timer = setTimeout(() => {
        const err = new Error(`no answer in ${REQUEST_TIMEOUT_MS / 1000} s`);
        err.code = `timeout waiting for ${pending.stage}`;
        req.destroy(err);
        reject(err);
      }, REQUEST_TIMEOUT_MS);
      req.end(body);
    });
  }

  /**
   * One request as a player: the route key names it in the figures. Returns the parsed JSON (or
   * what `keep` kept of it when the answer was 304), `{ business: code }` for an expected refusal,
   * or null on an error.
   */
  async function call(p, method, route, urlPath, { body, keep } = {}) {
    const headers = { Origin: base, Cookie: p.cookie, 'Accept-Encoding': 'gzip, deflate, br' };
    const payload = body === undefined ? undefined : JSON.stringify(body);
    if (payload !== undefined) {
      headers['Content-Type'] = 'application/json';
      headers['Content-Length'] = Buffer.byteLength(payload);
    }
    const cached = method === 'GET' ? p.etags.get(urlPath) : undefined;
    if (cached) headers['If-None-Match'] = cached.etag;
    const s = statsOf(route);
    const t0 = performance.now();
    const pending = { route, urlPath, player: p.username, t0, stage: 'headers' };
    inFlight.add(pending);
    let res;
    try {
      res = await exchange(method, urlPath, headers, payload, pending);
    } catch (err) {
      s.times.push(performance.now() - t0);
      s.errors++;
      networkErrors++;
      const key = `${route} network: ${err.code ?? err.name}`;
      errorSamples.set(key, { count: (errorSamples.get(key)?.count ?? 0) + 1, sample: err.message });
      return null;
    } finally {
      inFlight.delete(pending);
    }
    const { text } = res;
    s.times.push(performance.now() - t0);
    if (res.status === 304 && cached) {
      s.notModified++;
      return cached.value;
    }
    if (res.status >= 200 && res.status < 300) {
      s.ok++;
      const json = text ? JSON.parse(text) : null;
      if (res.etag && method === 'GET') p.etags.set(urlPath, { etag: res.etag, value: keep ? keep(json) : null });
      return json;
    }
    const code = /"code":"([a-z_]+)"/.exec(text)?.[1];
    const expected =
      (res.status === 400 && (code === 'insufficient_balance' || code === 'insufficient_shares')) ||
      (res.status === 409 && code === 'order_not_open');
    if (expected) {
      s.business++;
      business[code]++;
      return { business: code };
    }
    s.errors++;
    const key = `${route} ${res.status}${code ? ` ${code}` : ''}`;
    errorSamples.set(key, { count: (errorSamples.get(key)?.count ?? 0) + 1, sample: text.slice(0, 300) });
    return null;
  }

  const { companies } = await (await fetch(`${base}/api/companies`)).json();
  const companyIds = companies.map((c) => c.id);
  const categories = [...new Set(companies.map((c) => c.category))];
  /** Latest prices, from the list and then every tick a socket receives. */
  const prices = new Map(companies.map((c) => [c.id, c.priceMinor]));
  for (const p of players.filter((x) => x.trader)) {
    const start = Math.floor(Math.random() * companyIds.length);
    p.favorites = Array.from({ length: 6 }, (_, k) => companyIds[(start + k * 7) % companyIds.length]);
  }

  // --- sockets ---
  const ws = {
    priceFrames: 0,
    ticksSeen: 0,
    tickAges: [],
    tickAts: new Set(),
    book: 0,
    trades: 0,
    chatFrames: 0,
    fills: 0,
    restingFills: 0,
    orderClosed: 0,
    presence: 0,
    errorFrames: 0,
    other: new Map(),
    socketErrors: 0,
    unexpectedCloses: 0,
    closeCodes: new Map(),
  };
  const chat = { sent: 0, delivered: [], sentAt: new Map() };
  let closing = false;
  const perSocketTicks = new Map();

  function closeLocal(p, orderId, filled) {
    const o = p.open.get(orderId);
    if (!o) return;
    p.open.delete(orderId);
    if (filled && o.side === 'buy') p.holdings.set(o.companyId, (p.holdings.get(o.companyId) ?? 0) + o.quantity);
    if (!filled && o.side === 'sell') p.holdings.set(o.companyId, (p.holdings.get(o.companyId) ?? 0) + o.quantity);
  }

  function onFrame(p, raw) {
    const at = performance.now();
    const frame = JSON.parse(raw.toString());
    switch (frame.type) {
      case 'prices': {
        ws.priceFrames++;
        const seen = perSocketTicks.get(p) ?? new Set();
        if (!seen.has(frame.data.at)) {
          seen.add(frame.data.at);
          perSocketTicks.set(p, seen);
          ws.ticksSeen++;
          ws.tickAges.push(Date.now() - Date.parse(frame.data.at));
        }
        ws.tickAts.add(frame.data.at);
        for (const t of frame.data.prices) prices.set(t.companyId, t.priceMinor);
        break;
      }
      case 'book':
        ws.book++;
        break;
      case 'trades':
        ws.trades++;
        break;
      case 'fill':
        ws.fills++;
        if (frame.data.wasResting) {
          ws.restingFills++;
          closeLocal(p, frame.data.order.id, true);
        }
        break;
      case 'order':
        ws.orderClosed++;
        closeLocal(p, frame.data.order.id, false);
        break;
      case 'chat': {
        ws.chatFrames++;
        const { message } = frame.data;
        // Both sides' sockets get it; the recipient's copy is the one timed.
        if (message.recipientId !== p.id) break;
        const started = chat.sentAt.get(message.body);
        if (started !== undefined) {
          chat.delivered.push(at - started);
          chat.sentAt.delete(message.body);
        }
        break;
      }
      case 'presence':
        ws.presence++;
        break;
      case 'error':
        ws.errorFrames++;
        break;
      default:
        ws.other.set(frame.type, (ws.other.get(frame.type) ?? 0) + 1);
    }
  }

  const wsUrl = `${base.replace('http', 'ws')}/ws`;
  await step(`opened ${socketHolders.length} signed-in sockets`, () =>
    pooled(socketHolders, 25, (p) => {
      return new Promise((resolve, reject) => {
        const socket = new WebSocket(wsUrl, { headers: { cookie: p.cookie, Origin: base } });
        socket.once('open', () => {
          p.ws = socket;
          resolve();
        });
        socket.on('error', (err) => {
          if (!p.ws) reject(err);
          else ws.socketErrors++;
        });
        socket.on('close', (code) => {
          if (closing) return;
          ws.unexpectedCloses++;
          ws.closeCodes.set(code, (ws.closeCodes.get(code) ?? 0) + 1);
        });
        socket.on('message', (raw) => onFrame(p, raw));
      });
    }),
  );
  const subscribe = (p, companyId) => {
    if (!p.ws || p.subscribed === companyId || p.ws.readyState !== WebSocket.OPEN) return;
    p.subscribed = companyId;
    p.ws.send(JSON.stringify({ type: 'subscribe', companyId }));
  };

  // --- what a browsing player does on one page ---
  const get = (p, route, urlPath, keep) => call(p, 'GET', route, urlPath, { keep });
  async function browse(p) {
    const r = Math.random();
    if (r < 0.3) {
      if (p.feedCursor && Math.random() < 0.7) {
        const page = await get(
          p,
          'GET /api/feed?cursor (next page)',
          `/api/feed?cursor=${encodeURIComponent(p.feedCursor)}`,
          (j) => ({
            nextCursor: j.nextCursor,
          }),
        );
        p.feedCursor = page?.nextCursor ?? null;
      } else {
        const [page] = await Promise.all([
          get(p, 'GET /api/feed', '/api/feed', (j) => ({ nextCursor: j.nextCursor })),
          get(p, 'GET /api/ads', '/api/ads'),
        ]);
        p.feedCursor = page?.nextCursor ?? null;
      }
    } else if (r < 0.45) {
      const q = Math.random();
      const query =
        q < 0.5
          ? ''
          : q < 0.75
            ? '?sort=market_cap&order=desc'
            : q < 0.9
              ? `?category=${encodeURIComponent(pick(categories))}`
              : `?search=${encodeURIComponent(pick(companies).name.slice(0, 3))}`;
      await get(p, 'GET /api/companies', `/api/companies${query}`);
    } else if (r < 0.75) {
      const id = pick(companyIds);
      subscribe(p, id);
      const range = Math.random() < 0.8 ? '1D' : pick(['1W', '1M', 'ALL']);
      await Promise.all([
        get(p, 'GET /api/companies/{id}', `/api/companies/${id}`),
        get(p, 'GET /api/companies/{id}/candles', `/api/companies/${id}/candles?range=${range}`),
        get(p, 'GET /api/companies/{id}/order-book', `/api/companies/${id}/order-book`),
        get(p, 'GET /api/companies/{id}/recent-trades', `/api/companies/${id}/recent-trades`),
      ]);
    } else if (r < 0.85) {
      await Promise.all([
        get(p, 'GET /api/portfolio', '/api/portfolio'),
        get(p, 'GET /api/orders', '/api/orders?status=open'),
        Math.random() < 0.3 ? get(p, 'GET /api/trades', '/api/trades') : null,
      ]);
    } else if (r < 0.93) {
      await Promise.all([
        get(p, 'GET /api/me', '/api/me'),
        get(p, 'GET /api/me/stats', '/api/me/stats'),
        get(p, 'GET /api/me/progress', '/api/me/progress'),
        p.friend ? get(p, 'GET /api/friends', '/api/friends') : null,
      ]);
    } else if (r < 0.96) {
      await get(p, 'GET /api/leaderboard', '/api/leaderboard');
    } else {
      await get(p, 'GET /api/landing', '/api/landing');
    }
  }

  // --- what a trading player does in one step ---
  const limitPriceMinor = (companyId, side) => {
    const price = prices.get(companyId);
    // Within half a percent of the price: some fill on a later tick, some rest until cancelled.
    const off = 1 + (side === 'buy' ? -1 : 1) * Math.random() * 0.005;
    return Math.max(1, Math.round(price * off));
  };
  async function order(p, body) {
    if (body.side === 'sell') p.holdings.set(body.companyId, p.holdings.get(body.companyId) - body.quantity);
    subscribe(p, body.companyId);
    const result = await call(p, 'POST', `POST /api/orders (${body.type} ${body.side})`, '/api/orders', { body });
    const placed = result?.order;
    if (!placed) {
      // Refused: the shares were not promised after all; the next sync corrects the rest.
      if (body.side === 'sell') p.holdings.set(body.companyId, p.holdings.get(body.companyId) + body.quantity);
      if (result?.business) p.stale = true;
      return;
    }
    if (placed.status === 'filled') {
      if (body.side === 'buy') p.holdings.set(body.companyId, (p.holdings.get(body.companyId) ?? 0) + body.quantity);
    } else if (placed.status === 'open') {
      p.open.set(placed.id, { side: body.side, companyId: body.companyId, quantity: body.quantity });
    }
  }
  async function syncPortfolio(p) {
    const portfolio = await get(p, 'GET /api/portfolio', '/api/portfolio');
    if (!portfolio) return;
    p.holdings = new Map(portfolio.holdings.map((h) => [h.companyId, h.quantity - h.reservedQuantity]));
    p.stale = false;
  }
  async function syncOrders(p) {
    const list = await get(p, 'GET /api/orders', '/api/orders?status=open');
    if (!list) return;
    p.open = new Map(list.orders.map((o) => [o.id, { side: o.side, companyId: o.companyId, quantity: o.quantity }]));
  }
  async function tradeStep(p) {
    if (p.stale) return syncPortfolio(p);
    const r = Math.random();
    const sellable = [...p.holdings].filter(([, q]) => q > 0);
    const quantity = 1 + Math.floor(Math.random() * 5);
    if (r < 0.3 || (r < 0.5 && sellable.length === 0)) {
      await order(p, { companyId: pick(p.favorites), side: 'buy', type: 'market', quantity });
    } else if (r < 0.5) {
      const [companyId, have] = pick(sellable);
      await order(p, { companyId, side: 'sell', type: 'market', quantity: Math.min(quantity, have) });
    } else if (r < 0.65 || (r < 0.75 && sellable.length === 0)) {
      const companyId = pick(p.favorites);
      await order(p, {
        companyId,
        side: 'buy',
        type: 'limit',
        quantity,
        limitPriceMinor: limitPriceMinor(companyId, 'buy'),
        timeInForce: Math.random() < 0.8 ? 'gtc' : 'day',
      });
    } else if (r < 0.75) {
      const [companyId, have] = pick(sellable);
      await order(p, {
        companyId,
        side: 'sell',
        type: 'limit',
        quantity: Math.min(quantity, have),
        limitPriceMinor: limitPriceMinor(companyId, 'sell'),
        timeInForce: 'gtc',
      });
    } else if (r < 0.85 && p.open.size > 0) {
      const orderId = pick([...p.open.keys()]);
      const result = await call(p, 'POST', 'POST /api/orders/{id}/cancel', `/api/orders/${orderId}/cancel`, {
        body: {},
      });
      if (result?.business) closeLocal(p, orderId, true);
      else if (result) closeLocal(p, orderId, false);
    } else if (r < 0.93) {
      await syncOrders(p);
    } else {
      await syncPortfolio(p);
      if (Math.random() < 0.3) await get(p, 'GET /api/trades', '/api/trades');
    }
  }

  // --- the run ---
  const loadBefore = os.loadavg();
  const lag = monitorEventLoopDelay({ resolution: 10 });
  const memory = [];
  const runStartedAt = performance.now();
  // The measured window starts once the warm-up is over (reset below); until then, these hold the warm-up's.
  let startedAt = runStartedAt;
  let cpu0 = cpuSeconds(pid);
  let clientCpu0 = process.cpuUsage();
  let loopsLeft = 0;
  /** Requests waiting for an answer, sampled every second during the load. */
  const waiting = [];
  const sample = () => {
    const t = (performance.now() - startedAt) / 1000;
    const m = memoryMb(pid);
    if (t <= seconds) waiting.push(inFlight.size);
    if (m) memory.push({ t, ...m });
    // A line every 10 s: how far the run is (and, past the end, what it still waits for).
    if (memory.length % 10 === 1 && memory.length > 1) {
      const done = [...stats.values()].reduce((n, x) => n + x.times.length, 0);
      console.log(
        `  ${t.toFixed(0)} s: ${fmt(done)} requests, ${inFlight.size} in flight, ${loopsLeft} players still going, RSS ${m?.rss.toFixed(0) ?? '?'} MB`,
      );
      if (t > seconds + 5) {
        for (const r of inFlight) {
          console.log(
            `    waiting ${((performance.now() - r.t0) / 1000).toFixed(0)} s for ${r.stage} of ${r.urlPath} (${r.player})`,
          );
        }
      }
    }
  };
  const deadline = runStartedAt + (warmupS + seconds) * 1000;
  const loop = async (think, fn) => {
    loopsLeft++;
    // Everyone starts at a random point of their first think time, so the load is even.
    await sleep(Math.min(between(think), deadline - performance.now()));
    while (performance.now() < deadline) {
      await fn();
      await sleep(Math.min(between(think), deadline - performance.now()));
    }
    loopsLeft--;
  };
  console.log(warmupS ? `\nwarming up for ${warmupS} s (not in the figures)...` : `\nload running for ${seconds} s...`);
  const traffic = Promise.all([
    ...players.filter((p) => !p.trader).map((p) => loop(BROWSE_THINK_MS, () => browse(p))),
    ...players.filter((p) => p.trader).map((p) => loop(TRADE_THINK_MS, () => tradeStep(p))),
    ...chatters.map((p) =>
      loop(CHAT_EVERY_MS, async () => {
        const body = `load ${p.i + 1}/${chat.sent}: buying more Ambergear?`;
        chat.sentAt.set(body, performance.now());
        chat.sent++;
        const result = await call(p, 'POST', 'POST /api/chat/{userId}', `/api/chat/${p.friend.id}`, { body: { body } });
        if (!result) chat.sentAt.delete(body);
      }),
    ),
  ]);
  let warmup = null;
  if (warmupS > 0) {
    await sleep(Math.max(0, warmupS - 3) * 1000);
    heapAt.start = await liveHeapMb();
    await sleep(Math.max(0, runStartedAt + warmupS * 1000 - performance.now()));
    warmup = { stats, seconds: (performance.now() - runStartedAt) / 1000 };
    // The measured window: its own requests, ticks, CPU, memory and waiting samples. Socket errors,
    // unexpected closes and chat delivery count over the whole run.
    stats = new Map();
    const counted = { priceFrames: 0, ticksSeen: 0, tickAges: [], book: 0, trades: 0, fills: 0, restingFills: 0 };
    Object.assign(ws, counted, { orderClosed: 0, presence: 0 });
    ws.tickAts.clear();
    perSocketTicks.clear();
    startedAt = performance.now();
    cpu0 = cpuSeconds(pid);
    clientCpu0 = process.cpuUsage();
    console.log(`load running for ${seconds} s...`);
  }
  sample();
  const sampler = setInterval(sample, 1_000);
  lag.enable();
  await traffic;
  const elapsed = (performance.now() - startedAt) / 1000;
  sample();
  clearInterval(sampler);
  lag.disable();
  const cpu1 = cpuSeconds(pid);
  const clientCpu = process.cpuUsage(clientCpu0);
  heapAt.end = await liveHeapMb();
  // Let the last chat messages arrive.
  for (const end = performance.now() + 2_000; chat.sentAt.size > 0 && performance.now() < end;) await sleep(50);
  const openAtEnd = socketHolders.filter((p) => p.ws?.readyState === WebSocket.OPEN).length;
  closing = true;
  agent.destroy();
  for (const p of socketHolders) p.ws?.terminate();
  const loadAfter = os.loadavg();

  // The books after the load (on PostgreSQL beside the live server).
  const books = await step('checked the books (db:check)', check);

  // --- the figures ---
  const all = [...stats.entries()].sort(([a], [b]) => a.localeCompare(b));
  const totalRequests = all.reduce((n, [, s]) => n + s.times.length, 0);
  const isTrade = (route) => route.startsWith('POST /api/orders');
  const isRead = (route) => route.startsWith('GET ');
  const merged = (filter) =>
    all
      .filter(([route]) => filter(route))
      .flatMap(([, s]) => s.times)
      .sort((a, b) => a - b);
  const reads = merged(isRead);
  const trades = merged(isTrade);
  const chats = merged((route) => route.startsWith('POST /api/chat'));
  const errors = all.reduce((n, [, s]) => n + s.errors, 0);
  const verdict = (ok) => (ok ? 'met' : 'MISSED');
  const warmTimes = warmup ? [...warmup.stats.values()].flatMap((s) => s.times).sort((a, b) => a - b) : [];
  const warmErrors = warmup ? [...warmup.stats.values()].reduce((n, s) => n + s.errors, 0) : 0;
  if (warmup) {
    console.log(
      `\nwarm-up (first ${warmup.seconds.toFixed(0)} s, not in the figures below): ${fmt(warmTimes.length)} requests, ` +
        `${warmErrors} errors, p50 ${ms(percentile(warmTimes, 50))} ms, p99 ${ms(percentile(warmTimes, 99))} ms`,
    );
  }

  console.log(
    `\n${fmt(browsers)} browsing + ${fmt(traders)} trading players, ${socketHolders.length} signed-in sockets ` +
      `(${chatters.length} chatting in ${chatters.length / 2} friend pairs), ${elapsed.toFixed(1)} s on ${onPostgres ? 'PostgreSQL' : 'PGlite'}, market tick 5 s`,
  );
  console.log(
    `throughput: ${fmt(totalRequests)} requests = ${(totalRequests / elapsed).toFixed(0)} req/s ` +
      `(reads ${(reads.length / elapsed).toFixed(0)}/s, orders and cancels ${(trades.length / elapsed).toFixed(1)}/s, chat ${(chats.length / elapsed).toFixed(1)}/s); ` +
      `on average ${fmt(waiting.reduce((a, b) => a + b, 0) / Math.max(1, waiting.length))} requests waiting for an answer ` +
      `(${fmt(total)} players with one page or order under way at most: near that, they wait on the server more than they think)`,
  );
  console.log(
    '\nroute                                        requests      ok    304  business  errors   p50 ms   p99 ms   max ms',
  );
  for (const [route, s] of all) {
    s.times.sort((a, b) => a - b);
    console.log(
      `${route.padEnd(44)} ${fmt(s.times.length).padStart(8)} ${fmt(s.ok).padStart(7)} ${fmt(s.notModified).padStart(6)} ` +
        `${fmt(s.business).padStart(9)} ${fmt(s.errors).padStart(7)} ${ms(percentile(s.times, 50)).padStart(8)} ` +
        `${ms(percentile(s.times, 99)).padStart(8)} ${ms(s.times.at(-1)).padStart(8)}`,
    );
  }
  const readP99 = percentile(reads, 99);
  const tradeP99 = percentile(trades, 99);
  console.log(
    `\nreads (every GET):          p50 ${ms(percentile(reads, 50))} ms, p99 ${ms(readP99)} ms  (target p99 < ${TARGET_READ_P99_MS} ms: ${verdict(readP99 < TARGET_READ_P99_MS)})`,
  );
  console.log(
    `trades (orders and cancels): p50 ${ms(percentile(trades, 50))} ms, p99 ${ms(tradeP99)} ms  (target p99 < ${TARGET_TRADE_P99_MS} ms: ${verdict(tradeP99 === undefined || tradeP99 < TARGET_TRADE_P99_MS)})`,
  );
  console.log(`chat messages (POST):        p50 ${ms(percentile(chats, 50))} ms, p99 ${ms(percentile(chats, 99))} ms`);
  console.log(
    `errors: ${errors} (network or ${REQUEST_TIMEOUT_MS / 1000} s timeout: ${networkErrors})  (target 0: ${verdict(errors === 0)}); expected business answers: ` +
      `insufficient balance ${business.insufficient_balance}, insufficient shares ${business.insufficient_shares}, ` +
      `cancel of an order already filled ${business.order_not_open}`,
  );
  for (const [key, { count, sample: text }] of [...errorSamples].slice(0, 10))
    console.log(`  ${count} x ${key}: ${text}`);
  if (retried > 0) {
    console.log(`  (${retried} sent again after the server closed a reused keep-alive connection, as a browser does)`);
  }

  ws.tickAges.sort((a, b) => a - b);
  chat.delivered.sort((a, b) => a - b);
  const ticksPerSocket = socketHolders.map((p) => perSocketTicks.get(p)?.size ?? 0).sort((a, b) => a - b);
  console.log(
    `\nsockets: ${socketHolders.length} opened, ${openAtEnd} still open at the end; ` +
      `${ws.socketErrors} socket errors, ${ws.unexpectedCloses} unexpected closes` +
      (ws.closeCodes.size ? ` (codes ${[...ws.closeCodes].map(([c, n]) => `${c} x${n}`).join(', ')})` : ''),
  );
  console.log(
    `  price ticks: ${ws.tickAts.size} ticks in ${elapsed.toFixed(0)} s (expected ~${Math.floor(elapsed / 5)}), ` +
      `${fmt(ws.ticksSeen)} received over ${fmt(ws.priceFrames)} frames (per socket ${ticksPerSocket[0] ?? 0}-${ticksPerSocket.at(-1) ?? 0}); ` +
      `age on arrival p50 ${ms(percentile(ws.tickAges, 50))} ms, p99 ${ms(percentile(ws.tickAges, 99))} ms`,
  );
  console.log(
    `  chat: ${fmt(chat.sent)} sent, ${fmt(ws.chatFrames)} frames received (both sides), ${fmt(chat.delivered.length)} delivered to the recipient, ` +
      `${chat.sentAt.size} not delivered; delivery p50 ${ms(percentile(chat.delivered, 50))} ms, p99 ${ms(percentile(chat.delivered, 99))} ms`,
  );
  console.log(
    `  also: ${fmt(ws.fills)} fills (${fmt(ws.restingFills)} of resting limit orders), ${fmt(ws.orderClosed)} orders closed, ` +
      `${fmt(ws.book)} books, ${fmt(ws.trades)} recent trades, ${fmt(ws.presence)} presence, ${ws.errorFrames} error frames` +
      [...ws.other].map(([type, n]) => `, ${fmt(n)} ${type}`).join(''),
  );

  const at = (t) => memory.reduce((best, m) => (Math.abs(m.t - t) < Math.abs(best.t - t) ? m : best), memory[0]);
  /** The median RSS of the 5 samples up to `t`: one sample can sit on either side of a GC. */
  const settled = (t) => {
    const near = memory
      .filter((m) => m.t <= t + 0.5 && m.t > t - 5)
      .map((m) => m.rss)
      .sort((a, b) => a - b);
    return near[Math.floor(near.length / 2)] ?? at(t).rss;
  };
  if (heapAt.start !== undefined && heapAt.end !== undefined) {
    const growth = heapAt.end - heapAt.start;
    const allowed = Math.max(HEAP_STABLE_MB, heapAt.start * HEAP_STABLE_SHARE);
    const stable = growth <= allowed;
    console.log(
      `\nserver memory, live heap and external memory after a full collection: ${heapAt.start.toFixed(1)} MB as the window began, ` +
        `${heapAt.end.toFixed(1)} MB at its end (${seconds} s): ${growth >= 0 ? '+' : ''}${growth.toFixed(1)} MB, ` +
        `${stable ? 'stable' : 'GROWING'} (target: stable, at most +${allowed.toFixed(1)} MB over the whole window)`,
    );
    if (!stable) process.exitCode = 1;
  } else {
    console.log('\nserver memory: live heap not read (BENCH_LIVE_HEAP=0, or no warm-up to read it in)');
  }
  if (memory.length > 1) {
    const first = memory[0];
    const last = memory.at(-1);
    const mark = at(last.t - RSS_WINDOW_S);
    const growth = settled(last.t) - settled(mark.t);
    console.log(
      `  RSS (every 1 s; it follows the collector's sawtooth, so it is shown, not judged): start ${first.rss.toFixed(0)} MB, ` +
        `at ${mark.t.toFixed(0)} s ${mark.rss.toFixed(0)} MB, end (${last.t.toFixed(0)} s) ${last.rss.toFixed(0)} MB, ` +
        `peak ${last.peak.toFixed(0)} MB; last ${RSS_WINDOW_S} s ${growth >= 0 ? '+' : ''}${growth.toFixed(1)} MB (medians of 5 s)`,
    );
    console.log(
      `  RSS by 10 s: ${memory
        .filter((m, k) => k % 10 === 0 || m === last)
        .map((m) => m.rss.toFixed(0))
        .join(', ')} MB`,
    );
  }
  console.log(
    `server CPU: ${cpu0 !== undefined && cpu1 !== undefined ? `${(((cpu1 - cpu0) / elapsed) * 100).toFixed(0)}% of one core` : 'n/a'}; ` +
      `load client CPU ${(((clientCpu.user + clientCpu.system) / 1e6 / elapsed) * 100).toFixed(0)}%, ` +
      `its event-loop delay p99 ${(lag.percentile(99) / 1e6).toFixed(1)} ms (counted in the latencies above)`,
  );
  console.log(
    `machine: ${os.cpus().length} cores, load average ${loadBefore.map((l) => l.toFixed(2)).join(' ')} before, ` +
      `${loadAfter.map((l) => l.toFixed(2)).join(' ')} after (1, 5, 15 min)`,
  );
  console.log(
    `\nbooks after the load: ${books.ok ? 'all checks passed' : 'FAILED'}\n${books.out.trim().replace(/^/gm, '  ')}`,
  );
  if (errors + warmErrors > 0 || chat.sentAt.size > 0 || ws.unexpectedCloses > 0 || !books.ok) process.exitCode = 1;
}

console.log(
  `Load: ${fmt(browsers)} browsing and ${fmt(traders)} trading players, ${socketCount} sockets, ${seconds} s after ${warmupS} s of warm-up, ` +
    `on ${onPostgres ? 'PostgreSQL' : 'PGlite'} (${process.env.BENCH_SERVER})`,
);
// The server runs with its inspector on loopback, for the live-heap readings (bench/support/live-heap.mjs).
// BENCH_LIVE_HEAP=0 leaves it off (no inspector, no forced collections; memory then goes unjudged).
const inspector = process.env.BENCH_LIVE_HEAP === '0' ? undefined : await inspectorArg();
if (inspector) process.env.BENCH_NODE_ARGS = [process.env.BENCH_NODE_ARGS, inspector.arg].filter(Boolean).join(' ');
if (onPostgres) {
  await withBenchServer(
    { name: 'load', adminAccount: ADMIN, env: { BOLTS_MARKET_TICK_MS: '5000' } },
    async ({ base, sql, databaseUrl, pid }) => {
      await seedOnPostgres(base, sql);
      await runLoad({ base, pid, check: async () => dbCheck({ DATABASE_URL: databaseUrl }) });
    },
  );
} else {
  await withPgliteServer(async ({ base, pid, check }) => {
    await seedThroughApi(base);
    await runLoad({ base, pid, check });
  });
}

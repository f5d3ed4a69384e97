// Bundled and run by bench/engine-tick.mjs: builds a market of `companies` listed companies,
// `orders` resting limit orders, `stops` resting stop orders (half of them trailing) and `shorts`
// short positions, then times engine ticks (prices, candles, the indices, trailing stops, stop
// triggers, crossing check, expiry, the shorts' margin check).
import { eq, sql } from 'drizzle-orm';
import { PUBLIC_GAME_ID } from '../../core/games';
import { openDatabase } from '../../server/db/client';
import { orders, shortPositions } from '../../server/db/schema';
import { createMarketEngine } from '../../server/market/engine';
import { createGamesRepo, createGamesService } from '../../server/modules/games';
import { createTradingRepo, createTradingService } from '../../server/modules/trading';

const [companyCount, orderCount, tickCount, stopCount, shortCount] = process.argv.slice(2).map(Number) as [
  number,
  number,
  number,
  number,
  number,
];
const url = process.env.BENCH_DATABASE_URL;
const database = url
  ? await openDatabase({ driver: 'postgres', url })
  : await openDatabase({ driver: 'pglite' /* in memory */ });
await database.migrate();
const { db } = database;

const traders = Math.max(1, Math.ceil(orderCount / 10));
// Companies priced 10..510 Bolts; traders with plenty of cash in the public game; resting buys 20-40% under the
// price (so a walk of a few ticks does not cross them and every tick does the same work).
await db.execute(sql`
  insert into companies (name, symbol, category, description, current_price_minor, market_cap_minor)
  select 'Bench Company ' || g, 'BN' || g, (array['technology','healthcare','finance','energy','retail','automotive'])[1 + g % 6],
         'A benchmark company', 1000 + (g * 7919) % 50000, 1000000000
  from generate_series(1, ${companyCount}) g`);
await db.execute(sql`
  insert into users (id, name, email, username)
  select gen_random_uuid(), 'Bench ' || g, 'bench' || g || '@bench.example', 'bench' || g
  from generate_series(1, ${traders}) g`);
await db.execute(sql`
  insert into profiles (user_id, username, email)
  select id, username, email from users where email like '%@bench.example'`);
await db.execute(sql`
  insert into portfolios (game_id, user_id, cash_minor)
  select ${PUBLIC_GAME_ID}, id, 100000000000 from users where email like '%@bench.example'`);
await db.execute(sql`
  with t as (select p.id, row_number() over (order by p.id) - 1 as n from portfolios p
             join users u on u.id = p.user_id where u.email like '%@bench.example'),
       c as (select id, current_price_minor, row_number() over (order by id) - 1 as n from companies where symbol like 'BN%')
  insert into orders (portfolio_id, company_id, side, type, time_in_force, status, quantity, limit_price_minor, reserved_minor)
  select t.id, c.id, 'buy', 'limit', 'gtc', 'open', 10,
         (c.current_price_minor * (60 + g % 20)) / 100, 10 * ((c.current_price_minor * (60 + g % 20)) / 100)
  from generate_series(0, ${orderCount} - 1) g
  join t on t.n = g % ${traders}
  join c on c.n = g % ${companyCount}`);
// Buy stops 20-40% above the price, and trailing buy stops 20-40% behind it: far enough that a walk
// of a few ticks triggers none, while every tick trails the ones whose company made a new low.
await db.execute(sql`
  with t as (select p.id, row_number() over (order by p.id) - 1 as n from portfolios p
             join users u on u.id = p.user_id where u.email like '%@bench.example'),
       c as (select id, current_price_minor, row_number() over (order by id) - 1 as n from companies where symbol like 'BN%'),
       s as (select t.id as portfolio_id, c.id as company_id, g, c.current_price_minor as price,
                    case when g % 2 = 0 then 'stop' else 'trailing_stop' end as type,
                    2000 + (g % 20) * 100 as trail_bp
             from generate_series(0, ${stopCount} - 1) g
             join t on t.n = (g + 7) % ${traders}
             join c on c.n = (g * 13) % ${companyCount})
  insert into orders (portfolio_id, company_id, side, type, time_in_force, status, quantity, stop_price_minor,
                      trail_bp, reserved_minor)
  select portfolio_id, company_id, 'buy', type, 'gtc', 'open', 10,
         case when type = 'stop' then price * (120 + g % 20) / 100 else price + ceil(price * trail_bp / 10000.0)::bigint end,
         case when type = 'trailing_stop' then trail_bp end,
         10 * price * 2
  from s`);
// Short positions with 200% collateral: healthy, so a walk of a few ticks covers none, while every
// tick checks each one's margin at the new prices. One per portfolio and company.
await db.execute(sql`
  with t as (select p.id, row_number() over (order by p.id) - 1 as n from portfolios p
             join users u on u.id = p.user_id where u.email like '%@bench.example'),
       c as (select id, current_price_minor, row_number() over (order by id) - 1 as n from companies where symbol like 'BN%')
  insert into short_positions (portfolio_id, company_id, quantity, proceeds_minor, collateral_minor,
                               maintenance_margin_bp, margin_call_bp, borrow_fee_bp, fee_paid_on)
  select t.id, c.id, 10, 10 * c.current_price_minor, 20 * c.current_price_minor, 13000, 14000, 2, current_date
  from generate_series(0, ${shortCount} - 1) g
  join t on t.n = g % ${traders}
  join c on c.n = (g * 17 + g / ${traders}) % ${companyCount}
  on conflict do nothing`);
await db.execute(sql`
  update portfolios p set reserved_minor = o.total + coalesce(s.total, 0)
  from (select portfolio_id, sum(reserved_minor) total from orders where status = 'open' group by portfolio_id) o
  left join (select portfolio_id, sum(collateral_minor) total from short_positions group by portfolio_id) s
    on s.portfolio_id = o.portfolio_id
  where o.portfolio_id = p.id`);
await db.execute(sql`analyze`);

const games = createGamesService({ db, repo: createGamesRepo(db) });
const trading = createTradingService({ repo: createTradingRepo(db), games });
let clock = Date.now();
const engine = createMarketEngine({ database, trading, seed: 42, tickMs: 5_000, now: () => new Date(clock) });
const times: number[] = [];
let fills = 0;
let triggered = 0;
let covered = 0;
let indices = 0;
for (let i = 0; i < tickCount + 3; i++) {
  clock += 5_000;
  const started = performance.now();
  const summary = await engine.tick();
  const ms = performance.now() - started;
  fills += summary.filled;
  triggered += summary.triggered;
  covered += summary.covered;
  indices = summary.indices.length;
  if (i >= 3) times.push(ms); // the first ticks warm caches and build the indices' history
}
times.sort((a, b) => a - b);
const pick = (p: number) => times[Math.min(times.length - 1, Math.floor(p * times.length))]!;
const [{ open, stops } = { open: 0, stops: 0 }] = await db
  .select({
    open: sql<number>`count(*) filter (where ${orders.type} = 'limit')::int`,
    stops: sql<number>`count(*) filter (where ${orders.type} <> 'limit')::int`,
  })
  .from(orders)
  .where(eq(orders.status, 'open'));
console.log(
  JSON.stringify({
    driver: database.driver,
    companies: companyCount,
    restingOrders: open,
    restingStops: stops,
    ticks: times.length,
    p50Ms: +pick(0.5).toFixed(1),
    p99Ms: +pick(0.99).toFixed(1),
    maxMs: +times.at(-1)!.toFixed(1),
    fills,
    triggered,
    covered,
    shorts: (await db.select({ n: sql<number>`count(*)::int` }).from(shortPositions))[0]?.n ?? 0,
    indices,
  }),
);
await database.close();

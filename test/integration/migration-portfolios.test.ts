// Migrations 0014 and 0015 move the books from players to portfolios with nothing lost. A database
// is migrated only up to 0013 (a copy of the migrations folder whose journal stops there), filled
// with raw SQL the way the app of that time wrote it, checked with that time's invariants, then
// migrated to the end: every row is still there, every player's public portfolio holds exactly what
// their profile held, and today's consistency checks all pass.
import { randomUUID } from 'node:crypto';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import { sql, type SQL } from 'drizzle-orm';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePostgres } from 'drizzle-orm/postgres-js';
import { migrate as migratePostgres } from 'drizzle-orm/postgres-js/migrator';
import postgres from 'postgres';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PUBLIC_GAME_ID } from '#core/games';
import { migrationsFolder, queryRows, type Database } from '../../server/db/client';
import { checkConsistency } from '../../server/db/consistency';
import { createGamesRepo, createGamesService } from '../../server/modules/games';
import { createTestDatabase, databaseUrlOf } from '../support/test-database';

const LAST_BEFORE_PORTFOLIOS = '0013_security_hardening';

/** The migrations folder as it was before portfolios: the same files, the journal cut after `tag`. */
function migrationsThrough(tag: string): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'bolts-migrations-'));
  cpSync(migrationsFolder, dir, { recursive: true });
  const journalPath = path.join(dir, 'meta', '_journal.json');
  const journal = JSON.parse(readFileSync(journalPath, 'utf8')) as { entries: { tag: string }[] };
  const end = journal.entries.findIndex((e) => e.tag === tag);
  if (end < 0) throw new Error(`no migration ${tag}`);
  writeFileSync(journalPath, JSON.stringify({ ...journal, entries: journal.entries.slice(0, end + 1) }));
  return dir;
}

/** Applies the migrations in `folder` the way the app does, on either driver. */
async function migrateWith(database: Database, folder: string) {
  if (database.driver === 'pglite') {
    const client = (database.db as unknown as { $client: PGlite }).$client;
    await migratePglite(drizzlePglite(client), { migrationsFolder: folder });
    return;
  }
  const client = postgres(databaseUrlOf(database), { max: 1, onnotice: () => {} });
  try {
    await migratePostgres(drizzlePostgres(client), { migrationsFolder: folder });
  } finally {
    await client.end({ timeout: 5 });
  }
}

// The books' invariants as they were before portfolios: balances on profiles, holdings per user,
// trades with a buyer or a seller. Each query selects what breaks its rule.
const OLD_INVARIANTS: Record<string, SQL> = {
  journals: sql`select journal_id from ledger_entries group by journal_id having sum(amount_minor) <> 0`,
  balances: sql`
    select p.user_id from profiles p
    left join (select user_id, sum(amount_minor) as total from ledger_entries where user_id is not null
               group by user_id) l on l.user_id = p.user_id
    where p.balance_minor <> coalesce(l.total, 0)`,
  'cash reservations': sql`
    select p.user_id from profiles p
    left join (select user_id, sum(reserved_minor) as total from orders where status = 'open' and side = 'buy'
               group by user_id) o on o.user_id = p.user_id
    where p.reserved_minor <> coalesce(o.total, 0) or p.reserved_minor > p.balance_minor`,
  holdings: sql`
    select h.user_id from user_holdings h
    full join (select user_id, company_id, sum(quantity) as net from (
                 select buyer_id as user_id, company_id, quantity from transactions where buyer_id is not null
                 union all
                 select seller_id, company_id, -quantity from transactions where seller_id is not null
               ) moves group by user_id, company_id) t on t.user_id = h.user_id and t.company_id = h.company_id
    where coalesce(h.quantity, 0) <> coalesce(t.net, 0)`,
  'share reservations': sql`
    select h.user_id from user_holdings h
    full join (select user_id, company_id, sum(quantity) as total from orders where status = 'open' and side = 'sell'
               group by user_id, company_id) o on o.user_id = h.user_id and o.company_id = h.company_id
    where coalesce(h.reserved_quantity, 0) <> coalesce(o.total, 0)
       or coalesce(h.reserved_quantity, 0) > coalesce(h.quantity, 0)`,
};

const STARTING_MINOR = 7_500_000;

let database: Database;
let close: () => Promise<void>;
let folder: string;
beforeAll(async () => {
  ({ database, close } = await createTestDatabase({}, { migrated: false }));
  folder = migrationsThrough(LAST_BEFORE_PORTFOLIOS);
});
afterAll(async () => {
  await close?.();
  if (folder) rmSync(folder, { recursive: true, force: true });
});

const rows = <Row extends Record<string, unknown>>(query: SQL) => queryRows<Row>(database.db, query);
const run = (query: SQL) => database.db.execute(query);
const count = async (table: string) =>
  Number((await rows<{ n: string }>(sql`select count(*)::text as n from ${sql.identifier(table)}`))[0]!.n);

/** A journal of two legs: a system account pays `userId` (or the other way round when negative). */
async function journal(
  userId: string,
  system: string,
  kind: string,
  amountMinor: number,
  extra: { transactionId?: string; key?: string } = {},
) {
  const id = randomUUID();
  await run(sql`insert into ledger_entries (journal_id, kind, user_id, system_account, amount_minor, transaction_id, idempotency_key)
    values (${id}, ${kind}, ${userId}, null, ${amountMinor}, ${extra.transactionId ?? null}, ${extra.key ?? null}),
           (${id}, ${kind}, null, ${system}, ${-amountMinor}, ${extra.transactionId ?? null}, null)`);
  return id;
}

/** A trade between a player and the market, with its filled order and its journal. */
async function trade(
  userId: string,
  companyId: string,
  side: 'buy' | 'sell',
  quantity: number,
  priceMinor: number,
  gain: number | null = null,
) {
  const [row] = await rows<{ id: string }>(sql`
    insert into transactions (buyer_id, seller_id, company_id, quantity, price_per_share_minor, total_amount_minor,
                              transaction_type, realized_gain_minor)
    values (${side === 'buy' ? userId : null}, ${side === 'sell' ? userId : null}, ${companyId}, ${quantity},
            ${priceMinor}, ${quantity * priceMinor}, ${side}, ${gain})
    returning id`);
  await run(sql`insert into orders (user_id, company_id, side, type, status, quantity, fill_price_minor, transaction_id, closed_at)
    values (${userId}, ${companyId}, ${side}, 'market', 'filled', ${quantity}, ${priceMinor}, ${row!.id}, now())`);
  const total = quantity * priceMinor;
  await journal(userId, 'market', 'trade', side === 'buy' ? -total : total, { transactionId: row!.id });
}

async function player(name: string, balanceMinor: number, reservedMinor = 0) {
  const id = `old-${name}-${randomUUID().slice(0, 8)}`;
  await run(sql`insert into users (id, name, email, username) values (${id}, ${name}, ${`${id}@test.example`}, ${id})`);
  await run(sql`insert into profiles (user_id, username, email, balance_minor, reserved_minor)
    values (${id}, ${id}, ${`${id}@test.example`}, ${balanceMinor}, ${reservedMinor})`);
  return id;
}

async function company(symbol: string, priceMinor: number) {
  const [row] = await rows<{ id: string }>(sql`
    insert into companies (name, symbol, category, description, current_price_minor, market_cap_minor)
    values (${`Old ${symbol}`}, ${symbol}, 'technology', 'A company of the old books.', ${priceMinor}, 1000000000)
    returning id`);
  return row!.id;
}

/**
 * What the app wrote before portfolios. Alice: starting grant, referral bonus, a prize, a buy and a
 * sale, a resting sell and a resting buy. Bob: a grant, a buy, a cancelled and an expired order.
 * Carol: a grant only. Dan: nothing at all. A week's standings and two champions (one week nobody won).
 */
async function writeOldBooks() {
  await run(sql`insert into platform_settings (id, starting_balance_minor) values (1, ${STARTING_MINOR})
    on conflict (id) do update set starting_balance_minor = excluded.starting_balance_minor`);
  const c1 = await company('OLDA', 10_000);
  const c2 = await company('OLDB', 5_000);
  // alice: 75,000.00 + 500.00 + 5,000.00 - 1,002.50 + 440.00 = 79,937.50; 5 x 90.00 = 450.00 held back
  const alice = await player('alice', 7_993_750, 45_000);
  const bob = await player('bob', STARTING_MINOR - 15_075);
  const carol = await player('carol', STARTING_MINOR);
  const dan = await player('dan', 0);
  for (const id of [alice, bob, carol])
    await journal(id, 'treasury', 'signup_grant', STARTING_MINOR, { key: `signup:${id}` });
  await journal(alice, 'treasury', 'referral_bonus', 50_000, { key: `referral:${bob}` });
  const prizeJournal = await journal(alice, 'prizes', 'weekly_prize', 500_000, { key: 'prize:2026-W46' });

  // alice buys 10 at 100.25 and sells 4 at 110.00: 4/10 of 1,002.50 = 401.00 of basis leaves, gain 39.00
  await trade(alice, c1, 'buy', 10, 10_025);
  await trade(alice, c1, 'sell', 4, 11_000, 3_900);
  await run(sql`insert into user_holdings (user_id, company_id, quantity, reserved_quantity, total_cost_minor)
    values (${alice}, ${c1}, 6, 2, 60150)`);
  await run(sql`insert into orders (user_id, company_id, side, type, status, quantity, limit_price_minor)
    values (${alice}, ${c1}, 'sell', 'limit', 'open', 2, 12000)`);
  await run(sql`insert into orders (user_id, company_id, side, type, time_in_force, status, quantity, limit_price_minor, reserved_minor, expires_at)
    values (${alice}, ${c2}, 'buy', 'limit', 'day', 'open', 5, 9000, 45000, now() + interval '1 day')`);

  // bob buys 3 at 50.25; one order cancelled, one expired
  await trade(bob, c2, 'buy', 3, 5_025);
  await run(sql`insert into user_holdings (user_id, company_id, quantity, reserved_quantity, total_cost_minor)
    values (${bob}, ${c2}, 3, 0, 15075)`);
  for (const status of ['cancelled', 'expired'])
    await run(sql`insert into orders (user_id, company_id, side, type, status, quantity, limit_price_minor, closed_at)
      values (${bob}, ${c1}, 'buy', 'limit', ${status}, 1, 5000, now())`);

  const week = '2026-11-09T00:00:00Z';
  for (const [id, value] of [
    [alice, 7_993_750 + 6 * 10_000],
    [bob, STARTING_MINOR],
  ] as const)
    await run(sql`insert into weekly_standings (week_start, user_id, start_value_minor, inflow_minor, value_minor, gain_minor, gain_bp, rank)
      values (${week}, ${id}, ${STARTING_MINOR}, 0, ${value}, ${value - STARTING_MINOR}, 10, 1)`);
  await run(sql`insert into weekly_champions (week_start, user_id, gain_minor, gain_bp, prize_minor, journal_id)
    values (${week}, ${alice}, 12000, 16, 500000, ${prizeJournal}), ('2026-11-02T00:00:00Z', null, null, null, 0, null)`);
  return { alice, bob, carol, dan, c1, c2 };
}

const TABLES = ['users', 'orders', 'transactions', 'ledger_entries', 'weekly_standings', 'weekly_champions'];

describe('migrating the books to portfolios', () => {
  it('keeps every row, balance, reservation and holding, and the books stay sound', async () => {
    await migrateWith(database, folder);
    expect(await database.migrationVersion()).toBe(LAST_BEFORE_PORTFOLIOS);
    const { alice, bob, carol, dan, c1, c2 } = await writeOldBooks();

    // Before: the old invariants hold, and this is what every player has.
    for (const [name, query] of Object.entries(OLD_INVARIANTS)) expect(await rows(query), name).toEqual([]);
    const counts = Object.fromEntries(await Promise.all(TABLES.map(async (t) => [t, await count(t)] as const)));
    const holdingsBefore = await count('user_holdings');
    const profiles = await rows<{ user_id: string; balance: string; reserved: string }>(
      sql`select user_id, balance_minor::text as balance, reserved_minor::text as reserved from profiles order by user_id`,
    );
    const holdingsOf = await rows<Record<string, string>>(sql`
      select user_id, company_id::text as company_id, quantity::text as quantity,
             reserved_quantity::text as reserved, total_cost_minor::text as cost
      from user_holdings order by user_id, company_id`);
    const ordersBefore = await rows<{ id: string; user_id: string; status: string }>(
      sql`select id::text as id, user_id, status from orders order by id`,
    );
    const tradesBefore = await rows<{ id: string; user_id: string; type: string }>(
      sql`select id::text as id, coalesce(buyer_id, seller_id) as user_id, transaction_type as type from transactions order by id`,
    );
    const ledgerBefore = await rows<{ id: string; user_id: string | null; amount: string }>(
      sql`select id::text as id, user_id, amount_minor::text as amount from ledger_entries order by id`,
    );

    await database.migrate();

    // After: today's checks pass and no row went missing.
    expect((await checkConsistency(database.db)).filter((r) => r.count > 0)).toEqual([]);
    for (const table of TABLES) expect(await count(table), table).toBe(counts[table]);
    expect(await count('holdings')).toBe(holdingsBefore);
    expect(await count('portfolios')).toBe(counts.users);

    // The public game starts with what the admins had set, and everyone is in it, holding what they held.
    const [game] = await rows<{ slug: string; cash: string }>(
      sql`select slug, starting_cash_minor::text as cash from games where id = ${PUBLIC_GAME_ID}`,
    );
    expect(game).toEqual({ slug: 'public', cash: String(STARTING_MINOR) });
    const portfolios = await rows<{ id: string; user_id: string; game_id: string; cash: string; reserved: string }>(
      sql`select id::text as id, user_id, game_id::text as game_id, cash_minor::text as cash, reserved_minor::text as reserved
          from portfolios order by user_id`,
    );
    expect(portfolios.map((p) => ({ user_id: p.user_id, balance: p.cash, reserved: p.reserved }))).toEqual(profiles);
    expect(new Set(portfolios.map((p) => p.game_id))).toEqual(new Set([PUBLIC_GAME_ID]));
    const portfolioOf = new Map(portfolios.map((p) => [p.user_id, p.id]));
    const holdingsAfter = await rows<Record<string, string>>(sql`
      select pf.user_id, h.company_id::text as company_id, h.quantity::text as quantity,
             h.reserved_quantity::text as reserved, h.total_cost_minor::text as cost
      from holdings h join portfolios pf on pf.id = h.portfolio_id order by pf.user_id, h.company_id`);
    expect(holdingsAfter).toEqual(holdingsOf);
    expect(holdingsAfter.map((h) => [h.user_id, h.company_id])).toEqual(
      expect.arrayContaining([
        [alice, c1],
        [bob, c2],
      ]),
    );

    // Orders, trades and ledger entries keep their ids and land in their player's portfolio.
    const ordersAfter = await rows<{ id: string; portfolio_id: string; status: string }>(
      sql`select id::text as id, portfolio_id::text as portfolio_id, status from orders order by id`,
    );
    expect(ordersAfter).toEqual(
      ordersBefore.map((o) => ({ id: o.id, portfolio_id: portfolioOf.get(o.user_id), status: o.status })),
    );
    const tradesAfter = await rows<{ id: string; portfolio_id: string; type: string }>(
      sql`select id::text as id, portfolio_id::text as portfolio_id, transaction_type as type from transactions order by id`,
    );
    expect(tradesAfter).toEqual(
      tradesBefore.map((t) => ({ id: t.id, portfolio_id: portfolioOf.get(t.user_id), type: t.type })),
    );
    const ledgerAfter = await rows<{ id: string; portfolio_id: string | null; amount: string }>(
      sql`select id::text as id, portfolio_id::text as portfolio_id, amount_minor::text as amount from ledger_entries order by id`,
    );
    expect(ledgerAfter).toEqual(
      ledgerBefore.map((l) => ({
        id: l.id,
        portfolio_id: l.user_id ? portfolioOf.get(l.user_id) : null,
        amount: l.amount,
      })),
    );

    // The weekly board and its champions now belong to the public game.
    expect(
      await rows(
        sql`select portfolio_id::text as portfolio_id, game_id::text as game_id from weekly_standings order by portfolio_id`,
      ),
    ).toEqual(
      [alice, bob]
        .map((id) => ({ portfolio_id: portfolioOf.get(id), game_id: PUBLIC_GAME_ID }))
        .sort((a, b) => a.portfolio_id!.localeCompare(b.portfolio_id!)),
    );
    expect(
      await rows(sql`select week_start::date::text as week, portfolio_id::text as portfolio_id, game_id::text as game_id
                     from weekly_champions order by week_start`),
    ).toEqual([
      { week: '2026-11-02', portfolio_id: null, game_id: PUBLIC_GAME_ID },
      { week: '2026-11-09', portfolio_id: portfolioOf.get(alice), game_id: PUBLIC_GAME_ID },
    ]);
    // The old columns and table are gone.
    expect(await rows(sql`select 1 from information_schema.tables where table_name = 'user_holdings'`)).toEqual([]);
    expect(
      await rows(sql`select column_name from information_schema.columns
                     where (table_name = 'profiles' and column_name in ('balance_minor', 'reserved_minor'))
                        or (table_name = 'platform_settings' and column_name = 'starting_balance_minor')
                        or (table_name = 'transactions' and column_name in ('buyer_id', 'seller_id'))
                        or (table_name in ('orders', 'ledger_entries') and column_name = 'user_id')`),
    ).toEqual([]);

    // The one definition of what a portfolio is worth reads the migrated grants apart from trading.
    const games = createGamesService({ db: database.db, repo: createGamesRepo(database.db) });
    // alice: 79,937.50 cash + 6 x 100.00 = 80,537.50; granted 75,000.00 + 5,500.00 of bonus and prize: gain 37.50
    expect(await games.figures(portfolioOf.get(alice)!)).toMatchObject({
      cashMinor: 7_993_750,
      reservedCashMinor: 45_000,
      holdingsValueMinor: 60_000,
      shortCollateralMinor: 0,
      shortLiabilityMinor: 0,
      valueMinor: 8_053_750,
      startingCashMinor: STARTING_MINOR,
      bonusesMinor: 550_000,
      gainMinor: 3_750,
    });
    // bob: 74,849.25 + 3 x 50.00 = 74,999.25; gain -0.75. carol: untouched. dan: nothing granted, nothing held.
    expect(await games.figures(portfolioOf.get(bob)!)).toMatchObject({ valueMinor: 7_499_925, gainMinor: -75 });
    expect(await games.figures(portfolioOf.get(carol)!)).toMatchObject({ cashMinor: STARTING_MINOR, gainMinor: 0 });
    expect(await games.figures(portfolioOf.get(dan)!)).toMatchObject({
      cashMinor: 0,
      startingCashMinor: 0,
      gainMinor: 0,
    });
    // Joining the public game again grants nothing twice.
    expect(await games.portfolioFor(alice)).toBe(portfolioOf.get(alice));
  });
});

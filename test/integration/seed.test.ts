import { and, eq, sql, type SQL } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CATEGORIES } from '#core/categories';
import { PUBLIC_GAME_ID, PUBLIC_GAME_SLUG } from '#core/games';
import { STARTING_BALANCE_MINOR } from '#core/money';
import { verifyPassword } from '../../server/auth/password';
import {
  accounts,
  companies,
  companyFinancials,
  games,
  ledgerEntries,
  managementProfiles,
  news,
  portfolios,
  userRoles,
  users,
  ads,
} from '../../server/db/schema';
import { checkConsistency } from '../../server/db/consistency';
import { seedIfEmpty } from '../../server/db/seed/seed';
import { createTestDatabase } from '../support/test-database';
import type { Database } from '../../server/db/client';

let database: Database;
let close: () => Promise<void>;
const admin = { email: 'admin@seed.example', password: 'a-test-password' };

beforeAll(async () => {
  ({ database, close } = await createTestDatabase());
  const first = await seedIfEmpty(database.db, { admin });
  expect(first).toEqual({ seeded: true, companies: 48 });
});
afterAll(() => close());

const count = async (table: PgTable, where?: SQL) => {
  const [row] = await database.db
    .select({ n: sql<number>`count(*)::int` })
    .from(table)
    .where(where);
  return row!.n;
};

describe('first-start seed', () => {
  it('seeds 48 companies, 8 in each of the six categories', async () => {
    const rows = await database.db
      .select({ category: companies.category, n: sql<number>`count(*)::int` })
      .from(companies)
      .groupBy(companies.category);
    expect(Object.fromEntries(rows.map((r) => [r.category, r.n]))).toEqual(
      Object.fromEntries(CATEGORIES.map((c) => [c, 8])),
    );
  });

  it('fills every company field, with 3-5 leaders, 4 quarters and at least 3 news each', async () => {
    const all = await database.db.select().from(companies);
    for (const c of all) {
      for (const field of [
        'story',
        'ceo',
        'headquarters',
        'businessModel',
        'competitiveAdvantages',
        'keyRisks',
        'description',
        'sector',
        'industry',
      ] as const) {
        expect(c[field], `${c.symbol}.${field}`).toBeTruthy();
      }
      expect(c.website, c.symbol).toMatch(/^https:\/\/[a-z0-9.-]+\.example\/?$/);
      expect(c.logo).not.toBe('');
      expect(c.marketCapMinor).toBeGreaterThan(0);
      expect(c.employees).toBeGreaterThan(0);
      expect(c.founded).toBeGreaterThan(1800);
      const leaders = await count(managementProfiles, eq(managementProfiles.companyId, c.id));
      expect(leaders, c.symbol).toBeGreaterThanOrEqual(3);
      expect(leaders, c.symbol).toBeLessThanOrEqual(5);
      expect(await count(companyFinancials, eq(companyFinancials.companyId, c.id)), c.symbol).toBe(4);
      expect(await count(news, eq(news.companyId, c.id)), c.symbol).toBeGreaterThanOrEqual(3);
    }
  });

  it('seeds two active sample ads', async () => {
    const rows = await database.db.select().from(ads);
    expect(rows).toHaveLength(2);
    expect(rows.every((a) => a.isActive)).toBe(true);
  });

  it('creates the admin with a working password, the admin role and a balanced starting grant', async () => {
    const [user] = await database.db.select().from(users).where(eq(users.email, admin.email));
    expect(user).toBeDefined();
    const [account] = await database.db.select().from(accounts).where(eq(accounts.userId, user!.id));
    expect(account!.password).not.toContain(admin.password);
    expect(await verifyPassword({ hash: account!.password!, password: admin.password })).toBe(true);
    expect(await count(userRoles, eq(userRoles.userId, user!.id))).toBe(1);

    const [portfolio] = await database.db
      .select()
      .from(portfolios)
      .where(and(eq(portfolios.userId, user!.id), eq(portfolios.gameId, PUBLIC_GAME_ID)));
    expect(portfolio!.cashMinor).toBe(STARTING_BALANCE_MINOR);
    const [sums] = await database.db
      .select({
        total: sql<string>`sum(${ledgerEntries.amountMinor})::text`,
        mine: sql<string>`sum(${ledgerEntries.amountMinor}) filter (where ${ledgerEntries.portfolioId} = ${portfolio!.id})::text`,
      })
      .from(ledgerEntries);
    expect(Number(sums!.total)).toBe(0);
    expect(Number(sums!.mine)).toBe(portfolio!.cashMinor);
  });

  it('makes the public game, 50,000 Bolts to start, and leaves books that db:check finds whole', async () => {
    const [game] = await database.db.select().from(games).where(eq(games.id, PUBLIC_GAME_ID));
    expect(game).toMatchObject({ slug: PUBLIC_GAME_SLUG, startingCashMinor: 5_000_000, startsAt: null, endsAt: null });
    expect((await checkConsistency(database.db)).filter((c) => c.count > 0)).toEqual([]);
  });

  it('runs once: a second start changes nothing', async () => {
    const again = await seedIfEmpty(database.db, { admin });
    expect(again).toEqual({ seeded: false, companies: 0 });
    expect(await count(companies)).toBe(48);
  });

  it('is deterministic: ids and content are the same on every run', async () => {
    const other = await createTestDatabase();
    try {
      await seedIfEmpty(other.database.db, { admin });
      const pick = (db: Database['db']) =>
        db
          .select({ id: companies.id, symbol: companies.symbol, price: companies.currentPriceMinor })
          .from(companies)
          .orderBy(companies.symbol);
      expect(await pick(other.database.db)).toEqual(await pick(database.db));
    } finally {
      await other.close();
    }
  });
});

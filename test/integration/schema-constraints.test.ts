// The database itself refuses what must never happen, whatever code path tries it.
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ads, holdings, ledgerEntries, news, portfolios } from '../../server/db/schema';
import { createCompany, createGame, createPortfolio, createUser } from '../support/factories';
import { createTestContext, type TestContext } from '../support/test-database';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

const db = () => ctx.database.db;

describe('schema constraints', () => {
  it('refuses negative cash, and reserving more cash than there is', async () => {
    const user = await createUser(db(), { balanceMinor: 100 });
    await expect(
      db()
        .update(portfolios)
        .set({ cashMinor: -1 })
        .where(sql`id = ${user.portfolioId}`),
    ).rejects.toThrow();
    await expect(
      db()
        .update(portfolios)
        .set({ reservedMinor: 101 })
        .where(sql`id = ${user.portfolioId}`),
    ).rejects.toThrow();
    await db()
      .update(portfolios)
      .set({ reservedMinor: 100 })
      .where(sql`id = ${user.portfolioId}`);
  });

  it('refuses a game with negative starting cash, or one that ends before it starts', async () => {
    await expect(createGame(db(), { startingCashMinor: -1 })).rejects.toThrow();
    const startsAt = new Date('2026-12-01T00:00:00Z');
    await expect(createGame(db(), { startsAt, endsAt: startsAt })).rejects.toThrow();
    await createGame(db(), { startingCashMinor: 0, startsAt, endsAt: new Date('2026-12-08T00:00:00Z') });
  });

  it('holds one portfolio per player and game', async () => {
    const user = await createUser(db());
    const game = await createGame(db());
    await createPortfolio(db(), user.id, game.id, 0);
    await expect(createPortfolio(db(), user.id, game.id, 0)).rejects.toThrow();
    await expect(db().insert(portfolios).values({ gameId: game.id, userId: user.id })).rejects.toThrow();
  });

  it('refuses a negative holding, and reserving more shares than are held', async () => {
    const { portfolioId } = await createUser(db());
    const company = await createCompany(db());
    await expect(db().insert(holdings).values({ portfolioId, companyId: company.id, quantity: -1 })).rejects.toThrow();
    await expect(
      db().insert(holdings).values({ portfolioId, companyId: company.id, quantity: 5, reservedQuantity: 6 }),
    ).rejects.toThrow();
    await db().insert(holdings).values({ portfolioId, companyId: company.id, quantity: 5, reservedQuantity: 5 });
  });

  it('refuses an unknown sentiment or news type and an impact outside -10..10', async () => {
    const company = await createCompany(db());
    const base = { companyId: company.id, headline: 'h', summary: 's' };
    await expect(
      db()
        .insert(news)
        .values({ ...base, sentiment: 'ecstatic' }),
    ).rejects.toThrow();
    await expect(
      db()
        .insert(news)
        .values({ ...base, newsType: 'rumour' }),
    ).rejects.toThrow();
    await expect(
      db()
        .insert(news)
        .values({ ...base, impactScore: 10.01 }),
    ).rejects.toThrow();
    await expect(
      db()
        .insert(news)
        .values({ ...base, impactScore: -10.01 }),
    ).rejects.toThrow();
    const [ok] = await db()
      .insert(news)
      .values({ ...base, impactScore: -10 })
      .returning();
    expect(ok!.sentiment).toBe('neutral');
    expect(ok!.newsType).toBe('market_update');
  });

  it('refuses lower-case and duplicate symbols', async () => {
    await expect(createCompany(db(), { symbol: 'Abc' })).rejects.toThrow();
    await createCompany(db(), { symbol: 'DUPE' });
    await expect(createCompany(db(), { symbol: 'DUPE' })).rejects.toThrow();
  });

  it('refuses ad URLs that are not http(s) or a path on our own origin', async () => {
    const base = { title: 'Ad' };
    await expect(
      db()
        .insert(ads)
        .values({ ...base, imageUrl: 'javascript:alert(1)' }),
    ).rejects.toThrow();
    await expect(
      db()
        .insert(ads)
        .values({ ...base, imageUrl: '//evil.example/x.png' }),
    ).rejects.toThrow();
    await expect(
      db()
        .insert(ads)
        .values({ ...base, imageUrl: 'https://a.example/x.png', clickUrl: 'data:text/html,hi' }),
    ).rejects.toThrow();
    await db()
      .insert(ads)
      .values({ ...base, imageUrl: 'https://a.example/x.png', clickUrl: '/companies' });
  });

  it('credits a one-off idempotency key to a portfolio only once, and to each portfolio once', async () => {
    const user = await createUser(db());
    const game = await createGame(db());
    const other = await createPortfolio(db(), user.id, game.id, 0);
    const entry = (portfolioId: string) => ({
      journalId: randomUUID(),
      kind: 'weekly_prize' as const,
      portfolioId,
      amountMinor: 100,
      idempotencyKey: 'prize:2026-W47',
    });
    await db().insert(ledgerEntries).values(entry(user.portfolioId));
    await expect(db().insert(ledgerEntries).values(entry(user.portfolioId))).rejects.toThrow();
    // The same key in another game's portfolio is another credit.
    await db().insert(ledgerEntries).values(entry(other));
  });

  it('requires each ledger entry to name exactly one account', async () => {
    const { portfolioId } = await createUser(db());
    const journalId = randomUUID();
    await expect(
      db()
        .insert(ledgerEntries)
        .values({ journalId, kind: 'adjustment', portfolioId, systemAccount: 'treasury', amountMinor: 1 }),
    ).rejects.toThrow();
    await expect(
      db().insert(ledgerEntries).values({ journalId, kind: 'adjustment', amountMinor: 1 }),
    ).rejects.toThrow();
  });
});

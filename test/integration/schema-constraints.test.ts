// The database itself refuses what must never happen, whatever code path tries it.
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ads, ledgerEntries, news, profiles, userHoldings } from '../../server/db/schema';
import { createCompany, createUser } from '../support/factories';
import { createTestContext, type TestContext } from '../support/test-database';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

const db = () => ctx.database.db;

describe('schema constraints', () => {
  it('refuses a negative balance', async () => {
    const user = await createUser(db());
    await expect(
      db()
        .update(profiles)
        .set({ balanceMinor: -1 })
        .where(sql`user_id = ${user.id}`),
    ).rejects.toThrow();
  });

  it('refuses a negative holding, and reserving more shares than are held', async () => {
    const user = await createUser(db());
    const company = await createCompany(db());
    await expect(
      db().insert(userHoldings).values({ userId: user.id, companyId: company.id, quantity: -1 }),
    ).rejects.toThrow();
    await expect(
      db().insert(userHoldings).values({ userId: user.id, companyId: company.id, quantity: 5, reservedQuantity: 6 }),
    ).rejects.toThrow();
    await db()
      .insert(userHoldings)
      .values({ userId: user.id, companyId: company.id, quantity: 5, reservedQuantity: 5 });
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

  it('credits a one-off idempotency key to an account only once', async () => {
    const user = await createUser(db());
    const entry = () => ({
      journalId: randomUUID(),
      kind: 'weekly_prize' as const,
      userId: user.id,
      amountMinor: 100,
      idempotencyKey: 'prize:2026-W47',
    });
    await db().insert(ledgerEntries).values(entry());
    await expect(db().insert(ledgerEntries).values(entry())).rejects.toThrow();
  });

  it('requires each ledger entry to name exactly one account', async () => {
    const user = await createUser(db());
    const journalId = randomUUID();
    await expect(
      db()
        .insert(ledgerEntries)
        .values({ journalId, kind: 'adjustment', userId: user.id, systemAccount: 'treasury', amountMinor: 1 }),
    ).rejects.toThrow();
    await expect(
      db().insert(ledgerEntries).values({ journalId, kind: 'adjustment', amountMinor: 1 }),
    ).rejects.toThrow();
  });
});

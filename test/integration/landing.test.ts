import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PUBLIC_GAME_ID } from '#core/games';
import type { Landing } from '#core/schemas/companies';
import { games, news, platformSettings, transactions } from '../../server/db/schema';
import { createCompany, createNews, createUser } from '../support/factories';
import { createTestContext } from '../support/test-database';

let ctx: Awaited<ReturnType<typeof createTestContext>>;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

const getLanding = async () => {
  const res = await ctx.app.request('/api/landing');
  expect(res.status).toBe(200);
  return (await res.json()) as Landing;
};

describe('GET /api/landing', () => {
  it('shows zero counts and no top gainer on an empty market', async () => {
    const landing = await getLanding();
    expect(landing.stats).toEqual({
      traders: 0,
      companies: 0,
      trades: 0,
      volumeMinor: 0,
      newsLastDay: 0,
      weeklyPrizeMinor: 500_000,
      topGainer: null,
      startingCashMinor: 5_000_000,
    });
    expect(landing.companies).toEqual([]);
    expect(landing.news).toEqual([]);
  });

  it('returns the 6 biggest movers up, the 3 newest news and real counts', async () => {
    const db = ctx.database.db;
    const made = [];
    for (let i = 0; i < 8; i++) made.push(await createCompany(db, { changeBasisPoints: i * 100 - 300 }));
    const base = Date.UTC(2026, 5, 1);
    for (let i = 0; i < 5; i++)
      await createNews(db, made[0]!.id, { headline: `L${i}`, publishedAt: new Date(base + i * 60_000) });

    const player = await createUser(db);
    await createUser(db, { role: 'admin' });
    await db.insert(transactions).values({
      portfolioId: player.portfolioId,
      companyId: made[0]!.id,
      quantity: 3,
      pricePerShareMinor: 1_050,
      totalAmountMinor: 3_150,
      transactionType: 'buy',
    });

    const landing = await getLanding();
    expect(landing.companies.map((c) => c.changeBp)).toEqual([400, 300, 200, 100, 0, -100]);
    expect(landing.news.map((n) => n.headline)).toEqual(['L4', 'L3', 'L2']);
    expect(landing.stats.topGainer).toEqual({ name: made[7]!.name, symbol: made[7]!.symbol, changeBp: 400 });
    // Admins are staff, not traders.
    expect(landing.stats.traders).toBe(1);
    expect(landing.stats.companies).toBe(8);
    expect(landing.stats.trades).toBe(1);
    expect(landing.stats.volumeMinor).toBe(3_150);
  });

  it("tells visitors what a new player starts with: the public game's starting cash", async () => {
    const db = ctx.database.db;
    await db.update(games).set({ startingCashMinor: 2_500_000 }).where(eq(games.id, PUBLIC_GAME_ID));
    try {
      expect((await getLanding()).stats.startingCashMinor).toBe(2_500_000);
    } finally {
      await db.update(games).set({ startingCashMinor: 5_000_000 }).where(eq(games.id, PUBLIC_GAME_ID));
    }
  });

  it('counts only what the database holds: news of the last 24 hours and the weekly prize set by the admins', async () => {
    const db = ctx.database.db;
    await db.delete(news);
    const company = await createCompany(db);
    const hour = 3_600_000;
    for (const hoursAgo of [1, 5, 23.5, 25, 100]) {
      await createNews(db, company.id, { publishedAt: new Date(Date.now() - hoursAgo * hour) });
    }
    await db
      .insert(platformSettings)
      .values({ id: 1, weeklyPrizeMinor: 1_234_500 })
      .onConflictDoUpdate({ target: platformSettings.id, set: { weeklyPrizeMinor: 1_234_500 } });
    ctx.built.platformSettings.invalidate();
    try {
      const { stats } = await getLanding();
      expect(stats.newsLastDay).toBe(3);
      expect(stats.weeklyPrizeMinor).toBe(1_234_500);
      // The same figures in every language.
      const res = await ctx.app.request('/api/landing?lang=es');
      expect(((await res.json()) as Landing).stats).toEqual(stats);
    } finally {
      await db.delete(platformSettings);
      ctx.built.platformSettings.invalidate();
    }
  });
});

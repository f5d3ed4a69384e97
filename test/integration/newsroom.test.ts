import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { missingFields, NEWS_TRANSLATED_FIELDS, TRANSLATED_LANGUAGES } from '#core/content-language';
import { HEADLINE_MAX, SUMMARY_MAX } from '#core/newsroom/types';
import { companyFinancials, news } from '../../server/db/schema';
import { createNewsroom } from '../../server/newsroom/newsroom';
import { createCompany, createFinancials } from '../support/factories';
import { createTestContext, type TestContext } from '../support/test-database';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

describe('newsroom', () => {
  it("publishes generated news about a listed company, using its facts, never repeating the last item's headline", async () => {
    const company = await createCompany(ctx.database.db, { name: 'Sparrowlight Robotics', ceo: 'Mira Okafor' });
    await createFinancials(ctx.database.db, company.id, '2026-Q2');
    await createFinancials(ctx.database.db, company.id, '2026-Q3', { publishedAt: new Date() });
    const published: string[] = [];
    // A minute between items, as in production (the writer reads the latest item by time).
    let clock = Date.UTC(2026, 10, 22, 9);
    const newsroom = createNewsroom({
      now: () => new Date((clock += 60_000)),
      database: ctx.database,
      seed: 7,
      intervalMs: 60_000,
      onPublished: (item) => published.push(item.id),
    });
    for (let i = 0; i < 12; i++) await newsroom.publishOne(company.id);
    const rows = await ctx.database.db.select().from(news).where(eq(news.companyId, company.id));
    expect(rows).toHaveLength(12);
    expect(published).toHaveLength(12);
    const ordered = rows.sort((a, b) => a.publishedAt.getTime() - b.publishedAt.getTime());
    for (const [i, row] of ordered.entries()) {
      expect(row.isGenerated).toBe(true);
      expect(row.headline.length).toBeGreaterThan(0);
      expect(row.headline.length).toBeLessThanOrEqual(HEADLINE_MAX);
      expect(row.summary.length).toBeLessThanOrEqual(SUMMARY_MAX);
      expect(row.content?.split('\n\n').length).toBeGreaterThanOrEqual(3);
      expect(Math.abs(row.impactScore)).toBeLessThanOrEqual(10);
      expect(`${row.headline} ${row.summary} ${row.content}`).not.toMatch(/[{}]|undefined|NaN/);
      if (i > 0) expect(row.headline).not.toBe(ordered[i - 1]!.headline);
      // Every generated item is in Hebrew and Spanish too (docs/decisions/018), never repeating
      // the previous item's headline in either.
      for (const language of TRANSLATED_LANGUAGES) {
        expect(missingFields(row.translations, language, NEWS_TRANSLATED_FIELDS), row.headline).toEqual([]);
        const words = (row.translations as Record<string, { headline: string; summary: string; content: string }>)[
          language
        ]!;
        expect(`${words.headline} ${words.summary} ${words.content}`).toContain(company.symbol);
        if (i > 0) {
          const before = (ordered[i - 1]!.translations as Record<string, { headline: string }>)[language]!;
          expect(words.headline).not.toBe(before.headline);
        }
      }
    }
    const text = ordered.map((r) => `${r.headline} ${r.summary} ${r.content}`).join(' ');
    expect(text).toMatch(/Sparrowlight/);
  });

  it("an earnings story after a quarter has ended reports that quarter's results and saves them with it", async () => {
    const company = await createCompany(ctx.database.db, { name: 'Quarterly Kites' });
    await createFinancials(ctx.database.db, company.id, '2026-Q3', {
      publishedAt: new Date('2026-10-20T12:00:00Z'),
      earningsPerShareMinor: 200,
      revenueMinor: 50_000_000_00,
    });
    const newsroom = createNewsroom({
      now: () => new Date('2027-01-20T09:00:00Z'),
      database: ctx.database,
      seed: 3,
      intervalMs: 60_000,
    });
    const event = { newsType: 'earnings', sentiment: 'positive', impactScore: 6 } as const;
    const published = await newsroom.publishOne(company.id, event);
    expect(published?.quarter).toBe('2026-Q4');
    const quarters = await ctx.database.db
      .select()
      .from(companyFinancials)
      .where(eq(companyFinancials.companyId, company.id))
      .orderBy(desc(companyFinancials.publishedAt));
    expect(quarters.map((q) => q.quarter)).toEqual(['2026-Q4', '2026-Q3']);
    expect(quarters[0]!.publishedAt.toISOString()).toBe('2027-01-20T09:00:00.000Z');
    expect(quarters[0]!.earningsPerShareMinor).toBeGreaterThan(200);
    expect(quarters[0]!.revenueMinor).toBeGreaterThan(50_000_000_00);
    const [story] = await ctx.database.db.select().from(news).where(eq(news.id, published!.id));
    expect(story!.newsType).toBe('earnings');

    // The same quarter is reported once: the next earnings story talks about figures already out.
    const again = await newsroom.publishOne(company.id, event);
    expect(again?.quarter).toBeUndefined();
    const count = await ctx.database.db
      .select()
      .from(companyFinancials)
      .where(eq(companyFinancials.companyId, company.id));
    expect(count).toHaveLength(2);
  });

  it('publishes nothing when no company is listed', async () => {
    const own = await createTestContext();
    try {
      const newsroom = createNewsroom({ database: own.database, seed: 1, intervalMs: 60_000 });
      expect(await newsroom.publishOne()).toBeNull();
    } finally {
      await own.close();
    }
  });
});

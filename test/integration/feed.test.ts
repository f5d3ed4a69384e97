import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Ad, FeedPage } from '#core/schemas/feed';
import { ads } from '../../server/db/schema';
import { createCompany, createNews } from '../support/factories';
import { createTestContext, type TestContext } from '../support/test-database';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

const getPage = async (cursor?: string) => {
  const res = await ctx.app.request(`/api/feed${cursor ? `?cursor=${encodeURIComponent(cursor)}` : ''}`);
  expect(res.status).toBe(200);
  return (await res.json()) as FeedPage;
};

describe('GET /api/feed', () => {
  it('pages through every item once, newest first, 10 a page, and ends after the first short page', async () => {
    const company = await createCompany(ctx.database.db, { currentPriceMinor: 12_345, changeBasisPoints: -250 });
    const base = Date.UTC(2026, 10, 1);
    // 25 items; two share a publication time, so the order must break ties by id.
    for (let i = 0; i < 25; i++) {
      await createNews(ctx.database.db, company.id, {
        headline: `Item ${i}`,
        publishedAt: new Date(base + Math.min(i, 23) * 60_000),
      });
    }
    const seen: FeedPage['items'] = [];
    const sizes: number[] = [];
    let cursor: string | undefined;
    for (let guard = 0; guard < 10; guard++) {
      const page = await getPage(cursor);
      sizes.push(page.items.length);
      seen.push(...page.items);
      if (!page.nextCursor) break;
      cursor = page.nextCursor;
    }
    expect(sizes).toEqual([10, 10, 5]);
    expect(new Set(seen.map((n) => n.id)).size).toBe(25);
    const times = seen.map((n) => Date.parse(n.publishedAt));
    expect(times).toEqual([...times].sort((a, b) => b - a));
    expect(seen[0]).toMatchObject({
      companyId: company.id,
      companySymbol: company.symbol,
      priceMinor: 12_345,
      changeBp: -250,
    });
  });

  it('when the items fill the last page exactly, one more (empty) page ends the feed', async () => {
    const own = await createTestContext();
    try {
      const company = await createCompany(own.database.db);
      for (let i = 0; i < 20; i++)
        await createNews(own.database.db, company.id, { publishedAt: new Date(Date.UTC(2026, 0, 1, 0, i)) });
      const sizes: (number | null)[] = [];
      let cursor: string | undefined;
      for (let guard = 0; guard < 5; guard++) {
        const res = await own.app.request(`/api/feed${cursor ? `?cursor=${encodeURIComponent(cursor)}` : ''}`);
        const page = (await res.json()) as FeedPage;
        sizes.push(page.items.length);
        if (!page.nextCursor) break;
        cursor = page.nextCursor;
      }
      expect(sizes).toEqual([10, 10, 0]);
    } finally {
      await own.close();
    }
  });

  it('answers 400 with the error shape for a cursor it did not make', async () => {
    for (const bad of [
      'nonsense',
      Buffer.from('2026-01-01T00:00:00Z|not-a-uuid').toString('base64url'),
      'x'.repeat(500),
    ]) {
      const res = await ctx.app.request(`/api/feed?cursor=${bad}`);
      expect(res.status).toBe(400);
      expect((await res.json()).error.code).toBe('validation_failed');
    }
  });
});

describe('GET /api/ads', () => {
  it('serves only active ads, highest display order first (docs/rules.md#feed)', async () => {
    await ctx.database.db.insert(ads).values([
      { title: 'Second', imageUrl: 'https://example.com/b.png', displayOrder: 2 },
      { title: 'Hidden', imageUrl: 'https://example.com/h.png', displayOrder: 9, isActive: false },
      { title: 'First', imageUrl: 'https://example.com/a.png', clickUrl: 'https://example.com', displayOrder: 1 },
      { title: 'Top', imageUrl: 'https://example.com/t.png', displayOrder: 5 },
    ]);
    const res = await ctx.app.request('/api/ads');
    expect(res.status).toBe(200);
    const body = (await res.json()) as { ads: Ad[] };
    expect(body.ads.map((a) => a.title)).toEqual(['Top', 'Second', 'First']);
  });
});

describe('news as players read it', () => {
  it("shows a story's sentiment and never its impact, in the feed, on the company page and the landing page", async () => {
    const company = await createCompany(ctx.database.db);
    const story = await createNews(ctx.database.db, company.id, {
      sentiment: 'positive',
      impactScore: 7.5,
      publishedAt: new Date(Date.now() + 60_000),
    });
    const feed = await getPage();
    const detail = await (await ctx.app.request(`/api/companies/${company.id}`)).json();
    const landing = await (await ctx.app.request('/api/landing')).json();
    for (const [where, items] of [
      ['feed', feed.items],
      ['company', detail.news],
      ['landing', landing.news],
    ] as const) {
      const item = (items as { id: string }[]).find((i) => i.id === story.id);
      expect(item, where).toMatchObject({ sentiment: 'positive' });
      // By key and by value: a timestamp like "…:37.508Z" holds the text "7.5" by chance.
      expect(
        Object.keys(item!).filter((key) => /impact/i.test(key)),
        where,
      ).toEqual([]);
      expect(Object.values(item!), where).not.toContain(7.5);
    }
  });
});

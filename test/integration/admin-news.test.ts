// Admin news: moderators and admins create, edit and delete news with audit rows (only admins set
// or see an item's impact, which moves the price); bad input (impact 11, no headline, an impact
// against the sentiment, an unknown company) is a 400 that changes nothing; an admin's item is
// saved as not generated, shows in the players' feed at once and is priced in at publication, in
// the same transaction, after which its company and impact cannot change.
import { eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ADMIN_NEWS_PAGE_SIZE, type AdminNewsItem, type AdminNewsPage } from '#core/schemas/admin/news';
import { adminLogs, companies, news } from '../../server/db/schema';
import { newsGapFactor } from '#core/market/price-step';
import { signUpByEmail, type SignedUpUser } from '../support/accounts';
import { createCompany, createNews } from '../support/factories';
import { signUpAs } from '../support/staff';
import { createTestContext } from '../support/test-database';

let ctx: Awaited<ReturnType<typeof createTestContext>>;
let moderator: SignedUpUser;
beforeEach(async () => {
  ctx = await createTestContext();
  moderator = await signUpAs(ctx, 'moderator');
});
afterEach(() => ctx.close());

const storedImpact = async (id: string) =>
  (await ctx.database.db.select().from(news).where(eq(news.id, id)))[0]!.impactScore;

const actions = async () => (await ctx.database.db.select().from(adminLogs)).map((r) => r.action).sort();

describe('admin news', () => {
  it('lets a moderator publish, edit and delete, each logged, and players see it in the feed', async () => {
    const company = await createCompany(ctx.database.db, { name: 'Glowfin Labs' });
    const res = await moderator.client.post('/api/admin/news', {
      companyId: company.id,
      headline: 'Glowfin opens a lab on the moon',
      summary: 'A bold move.',
      impactScore: '2.5',
      sentiment: 'positive',
    });
    expect(res.status, await res.clone().text()).toBe(201);
    const item = (await res.json()) as AdminNewsItem;
    expect(item).toMatchObject({
      sentiment: 'positive',
      newsType: 'market_update',
      impactScore: null,
      isGenerated: false,
    });
    // A moderator's item moves no price.
    expect(await storedImpact(item.id)).toBe(0);

    const player = await signUpByEmail(ctx);
    const feed = await (await player.client.get('/api/feed')).json();
    expect(feed.items[0]).toMatchObject({ headline: 'Glowfin opens a lab on the moon' });

    const search = await (await moderator.client.get('/api/admin/news?q=glowfin')).json();
    expect(search.news.map((n: AdminNewsItem) => n.id)).toEqual([item.id]);

    const edit = await moderator.client.request(`/api/admin/news/${item.id}`, {
      method: 'PUT',
      json: {
        companyId: company.id,
        headline: 'Glowfin opens a lab',
        summary: 'A bold move.',
        impactScore: -1,
        sentiment: 'negative',
      },
    });
    expect(edit.status, await edit.clone().text()).toBe(200);
    expect(await edit.json()).toMatchObject({
      headline: 'Glowfin opens a lab',
      impactScore: null,
      sentiment: 'negative',
    });
    expect(await storedImpact(item.id)).toBe(0);
    expect((await moderator.client.request(`/api/admin/news/${item.id}`, { method: 'DELETE' })).status).toBe(200);
    expect(await actions()).toEqual(['news.create', 'news.delete', 'news.update']);
  });

  it("keeps an admin's impact through a moderator's edit, and shows it to admins only", async () => {
    const admin = await signUpAs(ctx, 'admin');
    const company = await createCompany(ctx.database.db);
    const body = {
      companyId: company.id,
      headline: 'Orders double',
      summary: 'Good news.',
      impactScore: 4.25,
      sentiment: 'positive',
    };
    const created = (await (await admin.client.post('/api/admin/news', body)).json()) as AdminNewsItem;
    expect(created.impactScore).toBe(4.25);
    const edit = await moderator.client.request(`/api/admin/news/${created.id}`, {
      method: 'PUT',
      json: { ...body, headline: 'Orders nearly double', impactScore: 9 },
    });
    expect(edit.status).toBe(200);
    expect(await storedImpact(created.id)).toBe(4.25);
    const listed = async (who: SignedUpUser) =>
      ((await (await who.client.get('/api/admin/news')).json()).news as AdminNewsItem[]).find(
        (n) => n.id === created.id,
      );
    expect(await listed(moderator)).toMatchObject({ headline: 'Orders nearly double', impactScore: null });
    expect(await listed(admin)).toMatchObject({ impactScore: 4.25 });
  });

  it('pages the list newest first, a page at a time to the end, whatever ties the times hold', async () => {
    const company = await createCompany(ctx.database.db, { name: `Pagewell ${crypto.randomUUID().slice(0, 8)}` });
    const count = ADMIN_NEWS_PAGE_SIZE + 5;
    const start = Date.now() - 3_600_000;
    // Two articles per minute: the id orders those that share a time.
    for (let i = 0; i < count; i++) {
      await createNews(ctx.database.db, company.id, { publishedAt: new Date(start + Math.floor(i / 2) * 60_000) });
    }
    const page = async (cursor?: string) => {
      const query = new URLSearchParams({ q: company.name, ...(cursor ? { cursor } : {}) });
      const res = await moderator.client.get(`/api/admin/news?${query}`);
      expect(res.status).toBe(200);
      return (await res.json()) as AdminNewsPage;
    };
    const first = await page();
    expect(first.news).toHaveLength(ADMIN_NEWS_PAGE_SIZE);
    expect(first.nextCursor).toBe(first.news.at(-1)!.id);
    const second = await page(first.nextCursor!);
    expect(second.news).toHaveLength(count - ADMIN_NEWS_PAGE_SIZE);
    expect(second.nextCursor).toBeNull();

    const listed = [...first.news, ...second.news];
    const stored = await ctx.database.db.select().from(news).where(eq(news.companyId, company.id));
    const newestFirst = stored
      .sort((a, b) => b.publishedAt.getTime() - a.publishedAt.getTime() || (a.id < b.id ? 1 : -1))
      .map((n) => n.id);
    expect(listed.map((n) => n.id)).toEqual(newestFirst);
  });

  it('searches for the characters typed: % and _ are not wildcards', async () => {
    const tag = crypto.randomUUID().slice(0, 8);
    const company = await createCompany(ctx.database.db, { name: `Percent ${tag}` });
    const sale = await createNews(ctx.database.db, company.id, { headline: `${tag} cuts prices by 50%` });
    await createNews(ctx.database.db, company.id, { headline: `${tag} cuts prices by 50 bolts` });
    await createNews(ctx.database.db, company.id, { headline: `${tag} x_y launch` });
    const search = async (q: string) =>
      ((await (await moderator.client.get(`/api/admin/news?q=${encodeURIComponent(q)}`)).json()) as AdminNewsPage).news
        .map((n) => n.headline)
        .filter((h) => h.startsWith(tag));
    expect(await search('50%')).toEqual([sale.headline]);
    expect(await search(`${tag} x_y`)).toEqual([`${tag} x_y launch`]);
    expect(await search(`${tag} x%y`)).toEqual([]);
  });

  it('answers a cursor that is not an article id with a 400', async () => {
    const res = await moderator.client.get('/api/admin/news?cursor=12');
    expect(res.status).toBe(400);
  });

  it('answers bad input with a 400 and a clear message, and changes nothing', async () => {
    const company = await createCompany(ctx.database.db);
    const before = (await ctx.database.db.select().from(news)).length;
    for (const [body, message] of [
      [{ companyId: company.id, headline: 'H', summary: 'S', impactScore: 11 }, /-10 to 10/],
      [{ companyId: company.id, headline: 'H', summary: 'S', impactScore: 'big' }, /-10 to 10/],
      [{ companyId: company.id, headline: '  ', summary: 'S' }, /Headline/],
      [{ companyId: company.id, headline: 'H', summary: 'S', sentiment: 'furious' }, /sentiment/i],
      [{ companyId: company.id, headline: 'H', summary: 'S', impactScore: 5, sentiment: 'negative' }, /agree/],
      [{ companyId: company.id, headline: 'H', summary: 'S', impactScore: -3, sentiment: 'positive' }, /agree/],
      [{ companyId: company.id, headline: 'H', summary: 'S', impactScore: 2, sentiment: 'neutral' }, /agree/],
    ] as const) {
      const res = await moderator.client.post('/api/admin/news', body);
      expect(res.status).toBe(400);
      expect((await res.json()).error.message).toMatch(message);
    }
    const unknown = await moderator.client.post('/api/admin/news', {
      companyId: '00000000-0000-4000-8000-000000000000',
      headline: 'H',
      summary: 'S',
    });
    expect(unknown.status).toBe(400);
    expect((await ctx.database.db.select().from(news)).length).toBe(before);
    expect(await actions()).toEqual([]);
    expect((await ctx.database.db.select().from(news).where(eq(news.isGenerated, false))).length).toBe(before);
  });

  it('prices the item in at publication, and keeps its company and impact from then on', async () => {
    const company = await createCompany(ctx.database.db, { currentPriceMinor: 10_000 });
    const other = await createCompany(ctx.database.db, { currentPriceMinor: 10_000 });
    const priceOf = async (id: string) =>
      (await ctx.database.db.select().from(companies).where(eq(companies.id, id)))[0]!;
    const admin = await signUpAs(ctx, 'admin');
    const body = {
      companyId: company.id,
      headline: 'Record orders',
      summary: 'Demand is soaring.',
      impactScore: 8,
      sentiment: 'positive',
    };
    const res = await admin.client.post('/api/admin/news', body);
    expect(res.status).toBe(201);
    const { id } = (await res.json()) as AdminNewsItem;
    // The move happened with the publication: no tick ran.
    const moved = Math.round(10_000 * newsGapFactor(8));
    expect(moved).toBeGreaterThan(10_000);
    expect(await priceOf(company.id)).toMatchObject({ currentPriceMinor: moved, changeBasisPoints: moved - 10_000 });
    expect((await priceOf(company.id)).fairValue! / 10_000).toBeCloseTo(newsGapFactor(8), 9);

    for (const [change, code, status] of [
      [{ impactScore: 9 }, 'news_priced_in', 409],
      [{ companyId: other.id }, 'news_priced_in', 409],
      [{ sentiment: 'negative' }, 'validation_failed', 400],
    ] as const) {
      const edit = await admin.client.request(`/api/admin/news/${id}`, { method: 'PUT', json: { ...body, ...change } });
      expect(edit.status).toBe(status);
      expect((await edit.json()).error.code).toBe(code);
    }
    expect((await priceOf(company.id)).currentPriceMinor).toBe(moved);
    expect((await priceOf(other.id)).currentPriceMinor).toBe(10_000);
    // A moderator's form carries no impact: the stored one must still agree with the new mood.
    const flipped = await moderator.client.request(`/api/admin/news/${id}`, {
      method: 'PUT',
      json: { ...body, impactScore: 0, sentiment: 'negative' },
    });
    expect(flipped.status).toBe(400);
    expect((await flipped.json()).error.code).toBe('news_impact_sentiment');
    expect(await storedImpact(id)).toBe(8);
    // New words are fine.
    const reworded = await admin.client.request(`/api/admin/news/${id}`, {
      method: 'PUT',
      json: { ...body, headline: 'Record orders again' },
    });
    expect(reworded.status).toBe(200);
    expect((await priceOf(company.id)).currentPriceMinor).toBe(moved);
  });
});

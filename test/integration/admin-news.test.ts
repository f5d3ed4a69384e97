// Admin news: moderators and admins create, edit and delete news with audit rows (only admins set
// or see an item's impact, which moves the price); bad
// input (impact 11, no headline, an unknown company) is a 400 that changes nothing; an admin's item
// is saved as not generated, shows in the players' feed at once and moves the price on the
// engine's next ticks exactly as a generated item does (the engine reads news by publication time).
import { eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { AdminNewsItem } from '#core/schemas/admin/news';
import { adminLogs, companies, news } from '../../server/db/schema';
import { createMarketEngine } from '../../server/market/engine';
import { signUpByEmail, type SignedUpUser } from '../support/accounts';
import { createCompany } from '../support/factories';
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
    });
    expect(res.status, await res.clone().text()).toBe(201);
    const item = (await res.json()) as AdminNewsItem;
    expect(item).toMatchObject({
      sentiment: 'neutral',
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
    const body = { companyId: company.id, headline: 'Orders double', summary: 'Good news.', impactScore: 4.25 };
    const created = (await (await admin.client.post('/api/admin/news', body)).json()) as AdminNewsItem;
    expect(created.impactScore).toBe(4.25);
    const edit = await moderator.client.request(`/api/admin/news/${created.id}`, {
      method: 'PUT',
      json: { ...body, headline: 'Orders nearly double', impactScore: -10 },
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

  it('answers bad input with a 400 and a clear message, and changes nothing', async () => {
    const company = await createCompany(ctx.database.db);
    const before = (await ctx.database.db.select().from(news)).length;
    for (const [body, message] of [
      [{ companyId: company.id, headline: 'H', summary: 'S', impactScore: 11 }, /-10 to 10/],
      [{ companyId: company.id, headline: 'H', summary: 'S', impactScore: 'big' }, /-10 to 10/],
      [{ companyId: company.id, headline: '  ', summary: 'S' }, /Headline/],
      [{ companyId: company.id, headline: 'H', summary: 'S', sentiment: 'furious' }, /sentiment/i],
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

  it("moves the price on the engine's next ticks like generated news", async () => {
    const company = await createCompany(ctx.database.db, { currentPriceMinor: 10_000 });
    const database = ctx.database;
    // Same seed, same starting price: the only difference between the two paths is the news item.
    const pathOf = async () => {
      const engine = createMarketEngine({ database, trading: ctx.built.engineTrading, seed: 31, tickMs: 5_000 });
      const prices: number[] = [];
      for (let i = 0; i < 3; i++)
        prices.push((await engine.tick()).prices.find((p) => p.companyId === company.id)!.priceMinor);
      await database.db.update(companies).set({ currentPriceMinor: 10_000 }).where(eq(companies.id, company.id));
      return prices;
    };
    const quiet = await pathOf();
    const admin = await signUpAs(ctx, 'admin');
    const res = await admin.client.post('/api/admin/news', {
      companyId: company.id,
      headline: 'Record orders',
      summary: 'Demand is soaring.',
      impactScore: 8,
      sentiment: 'positive',
    });
    expect(res.status).toBe(201);
    const moved = await pathOf();
    for (let i = 0; i < 3; i++) expect(moved[i]).toBeGreaterThan(quiet[i]!);
  });
});

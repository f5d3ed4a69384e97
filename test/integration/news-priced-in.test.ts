// News is no free lunch (docs/rules.md#news-and-prices): with the real newsroom and the real
// engine on the database, a player who buys the moment an item shows in the feed and sells 60 s
// later gains, on average over many items, no more than the spread. The move happened with the
// publication: someone who held the shares before the item got it, as in a real market.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CATEGORIES } from '#core/categories';
import { SPREAD_MINOR } from '#core/trading';
import { createMarketEngine } from '../../server/market/engine';
import { createNewsroom } from '../../server/newsroom/newsroom';
import { signUpByEmail } from '../support/accounts';
import { createCompany, createFinancials } from '../support/factories';
import { portfolioOf } from '../support/portfolios';
import { createTestContext } from '../support/test-database';

let ctx: Awaited<ReturnType<typeof createTestContext>>;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

const ITEMS = 36;
const SHARES = 10;
const TICK_MS = 5_000;

describe('news priced in at publication', () => {
  it('leaves a buyer at first sight no more than the spread after 60 s, on average', { timeout: 180_000 }, async () => {
    const listed = [];
    for (const category of CATEGORIES) {
      const company = await createCompany(ctx.database.db, { category, currentPriceMinor: 10_000 });
      await createFinancials(ctx.database.db, company.id, '2026-Q3', { publishedAt: new Date('2026-10-30T00:00:00Z') });
      listed.push(company);
    }
    let clock = Date.parse('2026-11-23T10:00:00Z');
    const engine = createMarketEngine({
      database: ctx.database,
      trading: ctx.built.engineTrading,
      seed: 2_026,
      tickMs: TICK_MS,
      now: () => new Date((clock += TICK_MS)),
    });
    const newsroom = createNewsroom({
      database: ctx.database,
      seed: 2_026,
      intervalMs: 180_000,
      now: () => new Date(clock),
    });
    const player = await signUpByEmail(ctx);
    const cash = async () => (await portfolioOf(ctx.database.db, player.id)).cashMinor;
    const priceOf = async (id: string): Promise<number> =>
      (await (await player.client.get(`/api/companies/${id}`)).json()).priceMinor;
    const trade = async (companyId: string, side: 'buy' | 'sell') => {
      const res = await player.client.post('/api/orders', { companyId, side, type: 'market', quantity: SHARES });
      expect(res.status, await res.clone().text()).toBe(201);
    };

    const atFirstSight: number[] = [];
    const heldBefore: { sentiment: string; gain: number }[] = [];
    for (let i = 0; i < ITEMS; i++) {
      const company = listed[i % listed.length]!;
      for (let t = 0; t < 3; t++) await engine.tick();
      const before = await priceOf(company.id);
      const published = await newsroom.publishOne(company.id);
      // The item is in the feed: this is the first moment a player can act on it.
      const feed = await (await player.client.get('/api/feed')).json();
      expect(feed.items[0].id).toBe(published!.id);
      expect(feed.items[0]).not.toHaveProperty('impactScore');
      const seen = await priceOf(company.id);

      const cashBefore = await cash();
      await trade(company.id, 'buy');
      for (let t = 0; t < 60_000 / TICK_MS; t++) await engine.tick();
      const later = await priceOf(company.id);
      await trade(company.id, 'sell');
      atFirstSight.push((await cash()) - cashBefore);

      const [item] = (await (await player.client.get(`/api/companies/${company.id}`)).json()).news;
      heldBefore.push({ sentiment: item!.sentiment, gain: later - before });
      // The headline and the gap agree: good news never lowered the price at publication.
      expect(item!.id).toBe(published!.id);
      if (item!.sentiment === 'positive') expect(seen).toBeGreaterThanOrEqual(before);
      if (item!.sentiment === 'negative') expect(seen).toBeLessThanOrEqual(before);
    }

    const meanGainPerShare = atFirstSight.reduce((sum, g) => sum + g, 0) / atFirstSight.length / SHARES;
    expect(meanGainPerShare).toBeLessThanOrEqual(SPREAD_MINOR);
    // The news did move prices: holders before a positive item gained more than holders before a negative one.
    const mean = (xs: number[]) => xs.reduce((s, x) => s + x, 0) / Math.max(1, xs.length);
    const up = mean(heldBefore.filter((h) => h.sentiment === 'positive').map((h) => h.gain));
    const down = mean(heldBefore.filter((h) => h.sentiment === 'negative').map((h) => h.gain));
    expect(up).toBeGreaterThan(down);
  });
});

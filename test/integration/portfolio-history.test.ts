// A portfolio's value over time (docs/rules.md#your-progress): worked out from the ledger, the
// trades and the candles; the player's own portfolio only.
import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MINUTE_MS } from '#core/market/candles';
import { companies } from '../../server/db/schema';
import { signUpByEmail } from '../support/accounts';
import { createCompany, createGame, createPortfolio } from '../support/factories';
import { portfolioOf, publicStartingCash } from '../support/portfolios';
import { json, refused } from '../support/responses';
import { createTestContext, type TestContext } from '../support/test-database';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

const STEP = 5 * MINUTE_MS;
const iso = (ms: number) => new Date(ms).toISOString();

describe('portfolio history', () => {
  it('values a buy and a sell mid-range at the candles’ closes, beside the index rescaled', async () => {
    // Away from a step's end, so the request lands in the step this test reckons from.
    if (Date.now() % STEP > STEP - 20_000) await new Promise((r) => setTimeout(r, STEP - (Date.now() % STEP) + 100));
    const T = Math.floor(Date.now() / STEP) * STEP;
    const at = (steps: number, extra = 0) => T + steps * STEP + extra;
    const db = ctx.database.db;
    const user = await signUpByEmail(ctx);
    const G = await publicStartingCash(db);
    const company = await createCompany(db, { currentPriceMinor: 10_000 });
    // Buy 10 at the ask (100.25), then sell 4 at the bid after the price rose to 120.00 (119.75).
    await json(await user.client.post('/api/orders', { companyId: company.id, side: 'buy', quantity: 10 }), 201);
    await db.update(companies).set({ currentPriceMinor: 12_000 }).where(eq(companies.id, company.id));
    await json(await user.client.post('/api/orders', { companyId: company.id, side: 'sell', quantity: 4 }), 201);
    const { id: portfolioId } = await portfolioOf(db, user.id);
    // Moved back in time: opened 24 steps ago, bought 18 steps ago, sold 6 steps ago.
    await db.execute(
      sql`update portfolios set created_at = ${iso(at(-24, 10_000))}::timestamptz where id = ${portfolioId}`,
    );
    await db.execute(
      sql`update ledger_entries set created_at = ${iso(at(-24, 10_000))}::timestamptz where portfolio_id = ${portfolioId} and kind <> 'trade'`,
    );
    for (const [type, when] of [
      ['buy', at(-18, 60_000)],
      ['sell', at(-6, 60_000)],
    ] as const) {
      await db.execute(sql`
        with t as (update transactions set created_at = ${iso(when)}::timestamptz
                   where portfolio_id = ${portfolioId} and transaction_type = ${type} returning id)
        update ledger_entries set created_at = ${iso(when)}::timestamptz
        where portfolio_id = ${portfolioId} and transaction_id in (select id from t)`);
    }
    // Closes: 100.00 before the range, 102.00, 120.00, 118.00; the live candle is at 110.00 now.
    for (const [steps, close] of [
      [-30, 10_000],
      [-18, 10_200],
      [-12, 12_000],
      [-6, 11_800],
    ] as const) {
      await db.execute(sql`
        insert into price_candles (company_id, bucket_start, open_minor, high_minor, low_minor, close_minor, volume)
        values (${company.id}, ${iso(at(steps))}::timestamptz, ${close}, ${close}, ${close}, ${close}, 0)`);
    }
    await db.execute(sql`
      update companies set current_price_minor = 11000, candle_start = ${iso(at(0))}::timestamptz,
        candle_open_minor = 11000, candle_high_minor = 11000, candle_low_minor = 11000 where id = ${company.id}`);
    // The Bolts Index: 1,000.00 before the range, 1,100.00 from 12 steps ago.
    await db.execute(
      sql`insert into market_indices (id, level, day_open) values ('bolts', 1100, 1000) on conflict do nothing`,
    );
    await db.execute(sql`delete from index_candles where index_id = 'bolts'`);
    for (const [steps, centi] of [
      [-30, 100_000],
      [-12, 110_000],
    ] as const) {
      await db.execute(sql`
        insert into index_candles (index_id, bucket_start, open_centi, high_centi, low_centi, close_centi)
        values ('bolts', ${iso(at(steps))}::timestamptz, ${centi}, ${centi}, ${centi}, ${centi})`);
    }

    const history = await json(await user.client.get('/api/portfolio/history?range=1D'));
    expect(history.range).toBe('1D');
    expect(history.stepMs).toBe(STEP);
    expect(history.points).toHaveLength(25);
    expect(history.points[0].time).toBe(at(-24));
    expect(history.points.at(-1).time).toBe(at(0));
    const bought = G - 100_250; // 10 x 100.25
    const sold = bought + 47_900; // 4 x 119.75
    const expected = (k: number) => {
      if (k < -18) return G;
      if (k < -12) return bought + 10 * 10_200;
      if (k < -6) return bought + 10 * 12_000;
      if (k < 0) return sold + 6 * 11_800;
      return sold + 6 * 11_000;
    };
    expect(history.points.map((p: { valueMinor: number }) => p.valueMinor)).toEqual(
      Array.from({ length: 25 }, (_, i) => expected(i - 24)),
    );
    // The last point is the portfolio's value now, as the portfolio screen shows it.
    expect(history.points.at(-1).valueMinor).toBe((await json(await user.client.get('/api/portfolio'))).valueMinor);
    // The index starts at the portfolio's first value and rises 10% with it 12 steps ago.
    expect(history.points[0].indexMinor).toBe(G);
    expect(history.points[12].indexMinor).toBe(Math.round(G * 1.1));
    expect(history.points[11].indexMinor).toBe(G);
  });

  it('answers every range, one point for a brand-new portfolio', async () => {
    const user = await signUpByEmail(ctx);
    for (const range of ['1D', '1W', '1M', 'ALL']) {
      const history = await json(await user.client.get(`/api/portfolio/history?range=${range}`));
      expect(history.points.length).toBeGreaterThanOrEqual(1);
      expect(history.points.at(-1).valueMinor).toBe(await publicStartingCash(ctx.database.db));
    }
    expect((await user.client.get('/api/portfolio/history?range=5Y')).status).toBe(400);
  });

  it('counts a short against the value at each point, ending at the portfolio value now', async () => {
    const db = ctx.database.db;
    const user = await signUpByEmail(ctx);
    const G = await publicStartingCash(db);
    const company = await createCompany(db, { currentPriceMinor: 10_000 });
    // Short 10 at the bid (99.75), then the price falls to 90.00: worth 10 x 9.75 more than at the start.
    await json(
      await user.client.post('/api/orders', { companyId: company.id, side: 'sell', quantity: 10, short: true }),
      201,
    );
    await db.update(companies).set({ currentPriceMinor: 9_000 }).where(eq(companies.id, company.id));
    const history = await json(await user.client.get('/api/portfolio/history?range=1D'));
    const now = (await json(await user.client.get('/api/portfolio'))).valueMinor;
    expect(now).toBe(G + 99_750 - 90_000);
    expect(history.points.at(-1).valueMinor).toBe(now);
  });

  it("is the player's own: another game's history (or one that does not exist) is not found", async () => {
    const alice = await signUpByEmail(ctx);
    // Bob's class game: Alice is not in it, so his portfolio there is out of her reach.
    const bob = await signUpByEmail(ctx);
    const game = await createGame(ctx.database.db);
    await createPortfolio(ctx.database.db, bob.id, game.id, 1_000_000);
    await json(await bob.client.get(`/api/portfolio/history?game=${game.id}&range=ALL`));
    await refused(await alice.client.get(`/api/portfolio/history?game=${game.id}&range=ALL`), 404, 'game_not_found');
    const teacherGame = randomUUID();
    await refused(await alice.client.get(`/api/portfolio/history?game=${teacherGame}&range=1W`), 404, 'game_not_found');
    const res = await ctx.app.request('http://localhost/api/portfolio/history', {
      headers: { Origin: 'http://localhost' },
    });
    expect(res.status).toBe(401);
  });
});

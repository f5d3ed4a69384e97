// The trading floor's recent trades (docs/rules.md#trading): the last five, newest first, the
// players' real trades and the simulated market's prints merged by time.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { recentTradesSchema } from '#core/schemas/market-data';
import { transactions } from '../../server/db/schema';
import { signUpByEmail, type SignedUpUser } from '../support/accounts';
import { createCompany } from '../support/factories';
import { createTestContext, type TestContext } from '../support/test-database';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

const placeOrder = async (user: SignedUpUser, body: Record<string, unknown>) => {
  const res = await user.client.post('/api/orders', body);
  expect(res.status, await res.clone().text()).toBe(201);
  return (await res.json()) as { trade: { id: string } };
};
const recentTrades = async (companyId: string) => {
  const res = await ctx.app.request(`/api/companies/${companyId}/recent-trades`);
  expect(res.status).toBe(200);
  return recentTradesSchema.parse(await res.json()).trades;
};

describe('GET /api/companies/{id}/recent-trades', () => {
  it('is in time order, newest first: a trade just made leads, an hour-old one gives way to newer prints', async () => {
    const company = await createCompany(ctx.database.db, { currentPriceMinor: 10_000 });
    const user = await signUpByEmail(ctx);
    const old = await placeOrder(user, { companyId: company.id, side: 'buy', quantity: 4 });
    const fresh = await placeOrder(user, { companyId: company.id, side: 'sell', quantity: 1 });
    // The first trade was an hour ago: every simulated print (the last 25 seconds) is newer.
    await ctx.database.db
      .update(transactions)
      .set({ createdAt: new Date(Date.now() - 3_600_000) })
      .where(eq(transactions.id, old.trade.id));

    const trades = await recentTrades(company.id);
    expect(trades).toHaveLength(5);
    const times = trades.map((t) => Date.parse(t.at));
    expect(times, 'newest first').toEqual([...times].sort((a, b) => b - a));
    expect(trades[0]).toMatchObject({ id: fresh.trade.id, side: 'sell', quantity: 1, simulated: false });
    expect(trades.slice(1).every((t) => t.simulated)).toBe(true);
    expect(trades.some((t) => t.id === old.trade.id)).toBe(false);
  });

  it('five trades just made fill the list, newest first, with no simulated print', async () => {
    const company = await createCompany(ctx.database.db, { currentPriceMinor: 10_000 });
    const user = await signUpByEmail(ctx);
    const made: string[] = [];
    for (let i = 0; i < 6; i++)
      made.push((await placeOrder(user, { companyId: company.id, side: 'buy', quantity: 1 })).trade.id);

    // Stamped a millisecond apart just before asking, so no print (all from before this 10-second
    // bucket began) can be newer than any of them, however long placing the six took.
    const now = Date.now();
    for (const [i, id] of made.entries())
      await ctx.database.db
        .update(transactions)
        .set({ createdAt: new Date(now - (made.length - i)) })
        .where(eq(transactions.id, id));

    const trades = await recentTrades(company.id);
    expect(trades.every((t) => !t.simulated)).toBe(true);
    const times = trades.map((t) => Date.parse(t.at));
    expect(times).toEqual([...times].sort((a, b) => b - a));
    expect(trades.map((t) => t.id)).toEqual(made.slice(1).reverse());
  });
});

// The watchlist (docs/rules.md#watchlist-and-price-alerts): a player's own stars only, at most 50.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WATCHLIST_MAX } from '#core/schemas/watchlist';
import { watchlist } from '../../server/db/schema';
import { signUpByEmail } from '../support/accounts';
import { createCompany } from '../support/factories';
import { json, refused } from '../support/responses';
import { createTestContext, type TestContext } from '../support/test-database';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

const put = (user: Awaited<ReturnType<typeof signUpByEmail>>, id: string) =>
  user.client.request(`/api/watchlist/${id}`, { method: 'PUT' });
const del = (user: Awaited<ReturnType<typeof signUpByEmail>>, id: string) =>
  user.client.request(`/api/watchlist/${id}`, { method: 'DELETE' });

describe('watchlist', () => {
  it('stars and unstars a company, with its live price and change; a second star is no change', async () => {
    const user = await signUpByEmail(ctx);
    const company = await createCompany(ctx.database.db, { currentPriceMinor: 40_000, changeBasisPoints: -125 });
    const added = await json(await put(user, company.id));
    expect(added.companies).toEqual([
      expect.objectContaining({ companyId: company.id, symbol: company.symbol, priceMinor: 40_000, changeBp: -125 }),
    ]);
    expect((await json(await put(user, company.id))).companies).toHaveLength(1);
    expect((await json(await user.client.get('/api/watchlist'))).companies).toHaveLength(1);
    expect((await json(await del(user, company.id))).companies).toEqual([]);
    await refused(await del(user, company.id), 404, 'company_not_found');
  });

  it('refuses an unknown company and a malformed id', async () => {
    const user = await signUpByEmail(ctx);
    await refused(await put(user, randomUUID()), 404, 'company_not_found');
    expect((await put(user, 'not-a-uuid')).status).toBe(400);
  });

  it(`holds at most ${WATCHLIST_MAX} companies`, async () => {
    const user = await signUpByEmail(ctx);
    const made = await Promise.all(
      Array.from({ length: WATCHLIST_MAX + 1 }, () => createCompany(ctx.database.db, { currentPriceMinor: 1_000 })),
    );
    await ctx.database.db
      .insert(watchlist)
      .values(made.slice(0, WATCHLIST_MAX).map((c) => ({ userId: user.id, companyId: c.id })));
    await refused(await put(user, made[WATCHLIST_MAX]!.id), 409, 'watchlist_full');
    // One already starred is still fine, and a place freed takes a new one.
    await json(await put(user, made[0]!.id));
    await json(await del(user, made[0]!.id));
    await json(await put(user, made[WATCHLIST_MAX]!.id));
  });

  it("is each player's own: another's stars are neither seen nor removed", async () => {
    const alice = await signUpByEmail(ctx);
    const bob = await signUpByEmail(ctx);
    const company = await createCompany(ctx.database.db, { currentPriceMinor: 1_000 });
    await json(await put(alice, company.id));
    expect((await json(await bob.client.get('/api/watchlist'))).companies).toEqual([]);
    await refused(await del(bob, company.id), 404, 'company_not_found');
    expect((await json(await alice.client.get('/api/watchlist'))).companies).toHaveLength(1);
  });

  it('is for signed-in players only', async () => {
    const res = await ctx.app.request('http://localhost/api/watchlist', { headers: { Origin: 'http://localhost' } });
    expect(res.status).toBe(401);
  });
});

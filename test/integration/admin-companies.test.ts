// Admin companies: create, edit, delete with their audit rows; bad input is a 400 that
// changes nothing; a duplicate symbol is a 409; a held company cannot be deleted but can be
// delisted, paying every holder in every game at the last price through the ledger; moderators
// are refused.
import { eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { AdminCompany, DelistResult } from '#core/schemas/admin/companies';
import { adminLogs, companies, holdings, portfolios } from '../../server/db/schema';
import { ledgerBalance } from '../../server/modules/ledger';
import { signUpByEmail, type SignedUpUser } from '../support/accounts';
import { createCompany, createGame, createPortfolio } from '../support/factories';
import { signUpAs } from '../support/staff';
import { createTestContext, type TestContext } from '../support/test-database';

let ctx: TestContext;
let admin: SignedUpUser;
beforeEach(async () => {
  ctx = await createTestContext();
  admin = await signUpAs(ctx, 'admin');
});
afterEach(() => ctx.close());

const auditOf = async (action: string) =>
  (await ctx.database.db.select().from(adminLogs).where(eq(adminLogs.action, action))).map(
    (r) =>
      r.details as {
        target: { id: string };
        changes: Record<string, { from?: unknown; to?: unknown }>;
        details?: Record<string, unknown>;
      },
  );
const countCompanies = async () => (await ctx.database.db.select().from(companies)).length;

describe('admin companies', () => {
  it('creates (symbol upper-cased, empty numbers null), edits and deletes, each with its audit row', async () => {
    const res = await admin.client.post('/api/admin/companies', {
      name: 'Lumen Kites',
      symbol: 'lmk',
      price: '12.5',
      description: 'Kites that glow.',
      employees: '',
      founded: 2019,
      category: 'retail',
    });
    expect(res.status, await res.clone().text()).toBe(201);
    const created = (await res.json()) as AdminCompany;
    expect(created).toMatchObject({ symbol: 'LMK', priceMinor: 1_250, employees: null, founded: 2019, isListed: true });
    // Players can find and trade it at once.
    const listed = await (await ctx.app.request('http://localhost/api/companies')).json();
    expect(listed.companies.map((c: { symbol: string }) => c.symbol)).toContain('LMK');
    expect((await auditOf('company.create'))[0]!.changes.symbol).toEqual({ to: 'LMK' });

    const edit = await admin.client.request(`/api/admin/companies/${created.id}`, {
      method: 'PUT',
      json: { name: 'Lumen Kites Co', symbol: 'LMK', price: 13, employees: 1200 },
    });
    expect(edit.status, await edit.clone().text()).toBe(200);
    expect(await edit.json()).toMatchObject({ name: 'Lumen Kites Co', priceMinor: 1_300, employees: 1_200 });
    // The market's fair value starts at the listing price and follows an admin's new price.
    const [row] = await ctx.database.db.select().from(companies).where(eq(companies.id, created.id));
    expect(row!.fairValue).toBeCloseTo(1_300, 9);
    const [update] = await auditOf('company.update');
    expect(update!.changes).toMatchObject({
      name: { from: 'Lumen Kites', to: 'Lumen Kites Co' },
      priceMinor: { from: 1_250, to: 1_300 },
    });

    expect((await admin.client.request(`/api/admin/companies/${created.id}`, { method: 'DELETE' })).status).toBe(200);
    expect((await auditOf('company.delete'))[0]!.target.id).toBe(created.id);
    expect((await admin.client.request(`/api/admin/companies/${created.id}`, { method: 'DELETE' })).status).toBe(404);
  });

  it('answers bad input with a 400 and a clear message, and changes nothing', async () => {
    const before = await countCompanies();
    for (const [body, message] of [
      [{ symbol: 'NN', price: 10 }, /name/i],
      [{ name: 'No Price', symbol: 'NP', price: 'ten' }, /price/i],
      [{ name: 'Neg', symbol: 'NG', price: -1 }, /price/i],
      [{ name: 'Cents', symbol: 'CT', price: '1.234' }, /2 decimals/],
      [{ name: 'Frac', symbol: 'FR', price: 1, employees: 1.5 }, /whole number/],
    ] as const) {
      const res = await admin.client.post('/api/admin/companies', body);
      expect(res.status).toBe(400);
      expect((await res.json()).error.message).toMatch(message);
    }
    expect(await countCompanies()).toBe(before);
    expect(await auditOf('company.create')).toEqual([]);
  });

  it('refuses a duplicate symbol, whatever its case', async () => {
    const existing = await createCompany(ctx.database.db, { symbol: 'DUPE' });
    const res = await admin.client.post('/api/admin/companies', { name: 'Again', symbol: 'dupe', price: 1 });
    expect(res.status).toBe(409);
    expect((await res.json()).error.code).toBe('duplicate_symbol');
    const other = await createCompany(ctx.database.db);
    const rename = await admin.client.request(`/api/admin/companies/${other.id}`, {
      method: 'PUT',
      json: { name: other.name, symbol: existing.symbol, price: 1 },
    });
    expect(rename.status).toBe(409);
  });

  it('will not delete a held company; delisting pays holders in every game at the last price, exactly', async () => {
    const company = await createCompany(ctx.database.db, { currentPriceMinor: 10_000 });
    const [ana, ben] = [await signUpByEmail(ctx), await signUpByEmail(ctx)];
    // Ana also plays a class game, where she holds the company too.
    const game = await createGame(ctx.database.db, { startingCashMinor: 1_000_000 });
    await createPortfolio(ctx.database.db, ana.id, game.id, 1_000_000);
    const buy = (user: SignedUpUser, quantity: number, extra: Record<string, unknown> = {}) =>
      user.client.post('/api/orders', { companyId: company.id, side: 'buy', quantity, ...extra });
    expect((await buy(ana, 3)).status).toBe(201);
    expect((await buy(ben, 2)).status).toBe(201);
    expect((await buy(ana, 4, { game: game.id })).status).toBe(201);
    // Ben also has a resting sell order reserving his shares, and Ana a resting buy reserving cash.
    const resting = await ben.client.post('/api/orders', {
      companyId: company.id,
      side: 'sell',
      quantity: 1,
      type: 'limit',
      limitPriceMinor: 50_000,
    });
    expect(resting.status, await resting.clone().text()).toBe(201);
    expect((await buy(ana, 1, { type: 'limit', limitPriceMinor: 100 })).status).toBe(201);

    const refused = await admin.client.request(`/api/admin/companies/${company.id}`, { method: 'DELETE' });
    expect(refused.status).toBe(409);
    expect((await refused.json()).error).toMatchObject({
      code: 'company_in_use',
      message: expect.stringMatching(/Delist/),
    });

    await ctx.database.db.update(companies).set({ currentPriceMinor: 12_000 }).where(eq(companies.id, company.id));
    const res = await admin.client.post(`/api/admin/companies/${company.id}/delist`);
    expect(res.status, await res.clone().text()).toBe(200);
    const result = (await res.json()) as DelistResult;
    // Three portfolios held 3 + 2 + 4 shares, each sold at 120.00.
    expect(result).toMatchObject({ holdersPaid: 3, paidMinor: 9 * 12_000, ordersCancelled: 2 });
    expect(result.company).toMatchObject({ isListed: false, holders: 0 });
    expect(await ctx.database.db.select().from(holdings).where(eq(holdings.companyId, company.id))).toEqual([]);
    const players = await ctx.database.db.select().from(portfolios);
    for (const portfolio of players.filter((p) => p.userId === ana.id || p.userId === ben.id)) {
      expect(portfolio.reservedMinor).toBe(0);
      expect(portfolio.cashMinor).toBe(await ledgerBalance(ctx.database.db, portfolio.id));
    }
    // The class game's portfolio bought 4 at the ask (100.25) and got exactly 4 x 120.00 back.
    const classPortfolio = players.find((p) => p.gameId === game.id)!;
    expect(classPortfolio.cashMinor).toBe(1_000_000 - 4 * 10_025 + 4 * 12_000);
    expect((await auditOf('company.delist'))[0]!.details).toMatchObject({ holdersPaid: 3, paidMinor: 108_000 });
    // Trading it now is refused with the tradability error.
    const order = await buy(ana, 1);
    expect((await order.json()).error.code).toBe('company_not_tradable');
  });

  it('searches for the characters typed: % and _ are not wildcards', async () => {
    const tag = crypto.randomUUID().slice(0, 6);
    const half = await createCompany(ctx.database.db, { name: `Half ${tag} 50% Co` });
    await createCompany(ctx.database.db, { name: `Half ${tag} 500 Co` });
    const search = async (q: string) =>
      (
        (await (await admin.client.get(`/api/admin/companies?q=${encodeURIComponent(q)}`)).json())
          .companies as AdminCompany[]
      ).map((c) => c.name);
    expect(await search(`${tag} 50%`)).toEqual([half.name]);
    expect(await search(`${tag} 5_0`)).toEqual([]);
  });

  it('is for admins only: a moderator cannot create', async () => {
    const moderator = await signUpAs(ctx, 'moderator');
    const res = await moderator.client.post('/api/admin/companies', { name: 'Mod Co', symbol: 'MOD', price: 1 });
    expect(res.status).toBe(403);
  });
});

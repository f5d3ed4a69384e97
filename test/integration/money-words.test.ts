// The server's own words for a refused order (the English fallback the app shows when it has no
// translation) speak of Bolts and shares, never of dollars or "funds" (docs/rules.md#money).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUpByEmail } from '../support/accounts';
import { createCompany } from '../support/factories';
import { createTestContext, type TestContext } from '../support/test-database';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

describe('refused orders', () => {
  it('a buy beyond the cash says "not enough Bolts", in Bolts, without a dollar sign', async () => {
    const user = await signUpByEmail(ctx);
    const company = await createCompany(ctx.database.db, { currentPriceMinor: 100_000 });
    const res = await user.client.post('/api/orders', { companyId: company.id, side: 'buy', quantity: 50 });
    expect(res.status).toBe(400);
    const { error } = await res.json();
    expect(error.code).toBe('insufficient_balance');
    expect(error.message).toMatch(/^Not enough Bolts\. You have [\d,]+\.\d\d Bolts, need [\d,]+\.\d\d Bolts$/);
    expect(error.message).not.toMatch(/\$|dollar|funds/i);
  });

  it('a sale of more shares than held says "not enough shares", never "funds"', async () => {
    const user = await signUpByEmail(ctx);
    const company = await createCompany(ctx.database.db, { currentPriceMinor: 10_000 });
    expect((await user.client.post('/api/orders', { companyId: company.id, side: 'buy', quantity: 2 })).status).toBe(
      201,
    );
    const res = await user.client.post('/api/orders', { companyId: company.id, side: 'sell', quantity: 5 });
    expect(res.status).toBe(400);
    const { error } = await res.json();
    expect(error.code).toBe('insufficient_shares');
    expect(error.message).toBe('Not enough shares. You have 2 shares, trying to sell 5');
    expect(error.details).toEqual({ have: 2, want: 5 });
  });
});

// A referred friend as the rules pay for one (docs/rules.md#referrals): a new player who has
// traded, then claims the referrer's code within the day, which pays the referrer at once.
import { signUpByEmail, type SignedUpUser } from './accounts';
import { createCompany } from './factories';
import type { TestContext } from './test-database';

export async function friendWhoTradedClaims(
  ctx: TestContext,
  code: string,
): Promise<{
  friend: SignedUpUser;
  claim: { credited: boolean };
}> {
  const friend = await signUpByEmail(ctx);
  const company = await createCompany(ctx.database.db, { currentPriceMinor: 1_000 });
  const order = await friend.client.post('/api/orders', {
    companyId: company.id,
    side: 'buy',
    type: 'market',
    quantity: 1,
  });
  if (order.status !== 201) throw new Error(`first trade failed: ${order.status} ${await order.text()}`);
  const claim = (await (await friend.client.post('/api/me/referral', { code })).json()) as { credited: boolean };
  return { friend, claim };
}

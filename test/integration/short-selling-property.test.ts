// Short selling under random play (fast-check, docs/rules.md#short-selling): a player shorts,
// covers, buys and sells two companies while their prices wander up to 15% a tick and borrow fees
// fall due. After every step the books hold (db:check), value is cash + holdings - short
// liabilities with cash equal to the ledger, nothing is negative, and after every tick no short is
// left below its maintenance margin: the engine covered it in that same tick.
import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../server/db/client';
import { checkConsistency } from '../../server/db/consistency';
import { HttpError } from '../../server/http/http-error';
import { createMarginWatch } from '../../server/market/margins';
import { createMarginsRepo } from '../../server/market/margins.repo';
import { createCompany, createUser } from '../support/factories';
import { tradingServiceOn } from '../support/portfolios';
import { createTestContext, type TestContext } from '../support/test-database';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

const db = () => ctx.database.db;

/** Refusals a random order may meet; anything else fails the run. */
const EXPECTED_REFUSALS = new Set([
  'insufficient_balance',
  'insufficient_shares',
  'insufficient_margin',
  'cover_exceeds_short',
  'short_has_long',
]);

const step = fc.oneof(
  fc.record({
    kind: fc.constantFrom('short' as const, 'buy' as const, 'sell' as const),
    company: fc.nat({ max: 1 }),
    quantity: fc.integer({ min: 1, max: 40 }),
  }),
  fc.record({
    kind: fc.constant('tick' as const),
    company: fc.nat({ max: 1 }),
    /** The price's move this tick, in basis points. */
    moveBp: fc.integer({ min: -1_500, max: 1_500 }),
  }),
  fc.record({ kind: fc.constant('fees' as const), days: fc.integer({ min: 1, max: 3 }) }),
);

interface Books {
  ledger: number;
  value: number;
  cash: number;
  reserved: number;
  holdings: number;
  liabilities: number;
}

async function booksOf(portfolioId: string): Promise<Books> {
  const [row] = await queryRows<Record<keyof Books, string>>(
    db(),
    sql`select (select coalesce(sum(amount_minor), 0) from ledger_entries where portfolio_id = ${portfolioId})::text as ledger,
               v.value_minor::text as value, v.cash_minor::text as cash, v.reserved_minor::text as reserved,
               (select coalesce(sum(h.quantity * c.current_price_minor), 0) from holdings h
                  join companies c on c.id = h.company_id where h.portfolio_id = ${portfolioId})::text as holdings,
               (select coalesce(sum(s.quantity * c.current_price_minor), 0) from short_positions s
                  join companies c on c.id = s.company_id where s.portfolio_id = ${portfolioId})::text as liabilities
        from portfolio_values v where v.portfolio_id = ${portfolioId}`,
  );
  return Object.fromEntries(Object.entries(row!).map(([k, v]) => [k, Number(v)])) as unknown as Books;
}

const shortsBelowMaintenance = () =>
  queryRows<{ quantity: string }>(
    db(),
    sql`select s.quantity::text from short_positions s join companies c on c.id = s.company_id
        where s.collateral_minor::numeric * 10000 < s.quantity::numeric * c.current_price_minor * s.maintenance_margin_bp`,
  );

describe('short selling under random play', () => {
  it('keeps the books, the value identity and the maintenance margin after every step', async () => {
    const trading = tradingServiceOn(db());
    const margins = createMarginWatch({ repo: createMarginsRepo(db()), trading });
    await fc.assert(
      fc.asyncProperty(fc.array(step, { minLength: 5, maxLength: 25 }), async (steps) => {
        const user = await createUser(db(), { balanceMinor: 500_000 });
        const companies = [
          await createCompany(db(), { currentPriceMinor: 5_000 }),
          await createCompany(db(), { currentPriceMinor: 20_000 }),
        ];
        const prices = [5_000, 20_000];
        for (const s of steps) {
          if (s.kind === 'tick') {
            prices[s.company] = Math.max(100, Math.round((prices[s.company]! * (10_000 + s.moveBp)) / 10_000));
            await db().execute(
              sql`update companies set current_price_minor = ${prices[s.company]!} where id = ${companies[s.company]!.id}`,
            );
            await margins.settle(new Date(), false);
            expect(await shortsBelowMaintenance()).toEqual([]);
          } else if (s.kind === 'fees') {
            await db().execute(
              sql`update short_positions set fee_paid_on = current_date - ${s.days}::int where portfolio_id = ${user.portfolioId}`,
            );
            await margins.settle(new Date(), false);
          } else {
            await trading
              .placeOrder(user.id, {
                companyId: companies[s.company]!.id,
                side: s.kind === 'buy' ? 'buy' : 'sell',
                type: 'market',
                quantity: s.quantity,
                timeInForce: 'gtc',
                ...(s.kind === 'short' ? { short: true } : {}),
              })
              .catch((err: unknown) => {
                if (!(err instanceof HttpError && EXPECTED_REFUSALS.has(err.code))) throw err;
              });
          }
          const books = await booksOf(user.portfolioId);
          expect(books.cash).toBe(books.ledger);
          expect(books.value).toBe(books.cash + books.holdings - books.liabilities);
          expect(books.reserved).toBeGreaterThanOrEqual(0);
          expect(books.reserved).toBeLessThanOrEqual(books.cash);
        }
        const broken = (await checkConsistency(db())).filter((c) => c.count > 0);
        expect(broken).toEqual([]);
      }),
      { numRuns: 25 },
    );
  });
});

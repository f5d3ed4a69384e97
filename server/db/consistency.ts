// The books' invariants (docs/rules.md#money), checked set-based over the whole database:
// `npm run db:check` runs them for an operator (after a crash, a restore, a migration), and the
// tests that break things on purpose run them afterwards. Each check selects the rows that break
// it, so an empty answer means it holds; reads only, safe on a live database.
import { sql, type SQL } from 'drizzle-orm';
import { queryRows, type Db } from './client';

export interface ConsistencyCheck {
  name: string;
  /** What holds when the check passes. */
  rule: string;
  /** Rows that break the rule: subject (who or what), expected and actual values. */
  violations: SQL;
}

export const CONSISTENCY_CHECKS: ConsistencyCheck[] = [
  {
    name: 'journals',
    rule: 'every ledger journal sums to zero (money moves, it is never created or lost)',
    violations: sql`
      select journal_id::text as subject, 0::bigint as expected, sum(amount_minor) as actual
      from ledger_entries group by journal_id having sum(amount_minor) <> 0`,
  },
  {
    name: 'balances',
    rule: "every portfolio's cash equals the sum of its ledger entries",
    violations: sql`
      select p.id::text as subject, coalesce(l.total, 0) as expected, p.cash_minor as actual
      from portfolios p
      left join (select portfolio_id, sum(amount_minor) as total from ledger_entries
                 where portfolio_id is not null group by portfolio_id) l on l.portfolio_id = p.id
      where p.cash_minor <> coalesce(l.total, 0)`,
  },
  {
    name: 'cash reservations',
    rule: "a portfolio's reserved cash is what its open buy orders and its shorts' collateral hold, within its cash",
    violations: sql`
      select p.id::text as subject, coalesce(o.total, 0) + coalesce(s.total, 0) as expected, p.reserved_minor as actual
      from portfolios p
      left join (select portfolio_id, sum(reserved_minor) as total from orders
                 where status = 'open' and side = 'buy' group by portfolio_id) o on o.portfolio_id = p.id
      left join (select portfolio_id, sum(collateral_minor) as total from short_positions
                 group by portfolio_id) s on s.portfolio_id = p.id
      where p.reserved_minor <> coalesce(o.total, 0) + coalesce(s.total, 0)
         or p.reserved_minor < 0 or p.reserved_minor > p.cash_minor`,
  },
  {
    name: 'holdings',
    rule: 'every holding equals the shares its portfolio bought long minus the shares it sold long',
    violations: sql`
      select coalesce(h.portfolio_id, t.portfolio_id)::text || ' ' || coalesce(h.company_id, t.company_id)::text as subject,
             coalesce(t.net, 0) as expected, coalesce(h.quantity, 0) as actual
      from holdings h
      full join (
        select portfolio_id, company_id,
               sum(case when transaction_type = 'buy' then 1 else -1 end * (quantity - short_quantity)) as net
        from transactions group by portfolio_id, company_id
      ) t on t.portfolio_id = h.portfolio_id and t.company_id = h.company_id
      where coalesce(h.quantity, 0) <> coalesce(t.net, 0)`,
  },
  {
    name: 'share reservations',
    rule: "a holding's reserved shares are what its portfolio's open sell orders hold, within the holding",
    violations: sql`
      select coalesce(h.portfolio_id, o.portfolio_id)::text || ' ' || coalesce(h.company_id, o.company_id)::text as subject,
             coalesce(o.total, 0) as expected, coalesce(h.reserved_quantity, 0) as actual
      from holdings h
      full join (select portfolio_id, company_id, sum(quantity) as total from orders
                 where status = 'open' and side = 'sell' group by portfolio_id, company_id) o
        on o.portfolio_id = h.portfolio_id and o.company_id = h.company_id
      where coalesce(h.reserved_quantity, 0) <> coalesce(o.total, 0)
         or coalesce(h.reserved_quantity, 0) > coalesce(h.quantity, 0)`,
  },
  {
    name: 'short positions',
    rule: 'every short equals the shares its portfolio sold short minus the shares it covered, with collateral',
    violations: sql`
      select coalesce(s.portfolio_id, t.portfolio_id)::text || ' ' || coalesce(s.company_id, t.company_id)::text as subject,
             coalesce(t.net, 0) as expected, coalesce(s.quantity, 0) as actual
      from short_positions s
      full join (
        select portfolio_id, company_id,
               sum(case when transaction_type = 'sell' then short_quantity else -short_quantity end) as net
        from transactions where short_quantity > 0 group by portfolio_id, company_id
      ) t on t.portfolio_id = s.portfolio_id and t.company_id = s.company_id
      where coalesce(s.quantity, 0) <> coalesce(t.net, 0) or s.collateral_minor < 0`,
  },
  {
    name: 'no long and short together',
    rule: 'a portfolio never holds shares of a company it is short',
    violations: sql`
      select s.portfolio_id::text || ' ' || s.company_id::text as subject, 0::bigint as expected, h.quantity as actual
      from short_positions s join holdings h on h.portfolio_id = s.portfolio_id and h.company_id = s.company_id
      where h.quantity > 0`,
  },
  {
    name: 'trades in the books',
    rule: "every trade's journal moves its total between its own portfolio and the market",
    violations: sql`
      select t.id::text as subject, t.total_amount_minor as expected, coalesce(sum(abs(l.amount_minor)) / 2, 0) as actual
      from transactions t
      left join ledger_entries l on l.transaction_id = t.id
        and (l.portfolio_id = t.portfolio_id or l.system_account = 'market')
      group by t.id, t.total_amount_minor
      having coalesce(sum(abs(l.amount_minor)) / 2, 0) <> t.total_amount_minor
          or count(*) filter (where l.portfolio_id = t.portfolio_id) <> 1`,
  },
];

export type Violation = {
  subject: string;
  expected: string;
  actual: string;
};

export interface CheckResult {
  name: string;
  rule: string;
  /** How many rows break the rule (0: it holds). */
  count: number;
  /** The first few of them. */
  examples: Violation[];
}

/** Runs every check; all of them pass when every count is 0. */
export async function checkConsistency(db: Db, examples = 5): Promise<CheckResult[]> {
  const results: CheckResult[] = [];
  for (const check of CONSISTENCY_CHECKS) {
    const rows = await queryRows<Violation & { total: string | number }>(
      db,
      sql`select v.subject, v.expected::text as expected, v.actual::text as actual, count(*) over () as total
          from (${check.violations}) v order by v.subject limit ${examples}`,
    );
    results.push({
      name: check.name,
      rule: check.rule,
      count: Number(rows[0]?.total ?? 0),
      examples: rows.map(({ subject, expected, actual }) => ({ subject, expected, actual })),
    });
  }
  return results;
}

// A class's weekly paycheck (docs/rules.md#classes): at the start of each competition week, every
// student who was in a running class when the week began gets the class's paycheck from the
// treasury, once: a balanced ledger journal per student, keyed by the week so a repeat pays nothing.
import { sql } from 'drizzle-orm';
import { inTransaction, queryRows, type Db } from '../../db/client';

type PayingClass = { id: string; paycheck_minor: string | number };

export function createPaychecks(db: Db) {
  /** The week this instance has paid in full: later passes skip the work until the week turns. */
  let paidWeek: number | null = null;

  /** Classes running at the week's start that pay a paycheck. */
  async function payingClasses(week: Date): Promise<PayingClass[]> {
    return queryRows<PayingClass>(
      db,
      sql`
      select id, (rules -> 'class' ->> 'paycheckMinor')::bigint as paycheck_minor
      from games
      where join_code is not null
        and coalesce((rules -> 'class' ->> 'paycheckMinor')::bigint, 0) > 0
        and starts_at <= ${week.toISOString()}::timestamptz
        and ends_at > ${week.toISOString()}::timestamptz`,
    );
  }

  /** Pays one class's students for the week in one statement; answers how many were paid now. */
  async function payClass(gameId: string, amountMinor: number, week: Date): Promise<number> {
    const key = `paycheck:${week.toISOString().slice(0, 10)}`;
    const at = week.toISOString();
    return inTransaction(db, async (tx) => {
      const rows = await queryRows<{ id: string }>(
        tx,
        sql`
        with due as (
          select id as portfolio_id, gen_random_uuid() as journal_id
          from portfolios
          where game_id = ${gameId} and left_at is null and created_at < ${at}::timestamptz
        ), credited as (
          insert into ledger_entries (journal_id, kind, portfolio_id, amount_minor, idempotency_key, memo)
          select journal_id, 'paycheck', portfolio_id, ${amountMinor}, ${key}, 'Weekly paycheck' from due
          on conflict (idempotency_key, portfolio_id)
            where idempotency_key is not null and portfolio_id is not null do nothing
          returning journal_id, portfolio_id
        ), treasury as (
          insert into ledger_entries (journal_id, kind, system_account, amount_minor, memo)
          select journal_id, 'paycheck', 'treasury', ${-amountMinor}, 'Weekly paycheck' from credited
        )
        update portfolios set cash_minor = portfolios.cash_minor + ${amountMinor}
        from credited where portfolios.id = credited.portfolio_id
        returning portfolios.id`,
      );
      return rows.length;
    });
  }

  return {
    /** Pays the week's paychecks not paid yet; answers how many students were paid now. */
    async payWeek(week: Date): Promise<number> {
      if (paidWeek === week.getTime()) return 0;
      let paid = 0;
      for (const klass of await payingClasses(week))
        paid += await payClass(klass.id, Number(klass.paycheck_minor), week);
      paidWeek = week.getTime();
      return paid;
    },
  };
}
export type Paychecks = ReturnType<typeof createPaychecks>;

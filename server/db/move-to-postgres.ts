// Moves a PGlite data folder into an empty PostgreSQL database (docs/operations.md): the target is
// migrated to the same schema, every table is copied in foreign-key order inside one transaction
// (all or nothing), the id sequences continue after the copied rows, and the result is checked:
// the same row count in every table and the books' invariants (server/db/consistency.ts).
import { sql } from 'drizzle-orm';
import { queryRows, type Database } from './client';
import { checkConsistency, type CheckResult } from './consistency';

export interface MoveReport {
  tables: { name: string; rows: number }[];
  checks: CheckResult[];
}

/** Public tables in an order where every table comes after those it references. */
async function tablesInForeignKeyOrder(source: Database): Promise<string[]> {
  const tables = (
    await queryRows<{ name: string }>(
      source.db,
      sql`select table_name as name from information_schema.tables
          where table_schema = 'public' and table_type = 'BASE TABLE' order by table_name`,
    )
  ).map((t) => t.name);
  const edges = await queryRows<{ child: string; parent: string }>(
    source.db,
    sql`select c.conrelid::regclass::text as child, c.confrelid::regclass::text as parent
        from pg_constraint c join pg_namespace n on n.oid = c.connamespace
        where c.contype = 'f' and n.nspname = 'public'`,
  );
  const unquote = (name: string) => name.replace(/^"|"$/g, '').replace(/^public\./, '');
  const parents = new Map(tables.map((t) => [t, new Set<string>()]));
  for (const { child, parent } of edges) {
    if (unquote(child) !== unquote(parent)) parents.get(unquote(child))?.add(unquote(parent));
  }
  const ordered: string[] = [];
  const placed = new Set<string>();
  while (ordered.length < tables.length) {
    const ready = tables.filter((t) => !placed.has(t) && [...parents.get(t)!].every((p) => placed.has(p)));
    if (ready.length === 0) throw new Error('The tables reference each other in a cycle: cannot order the copy.');
    for (const t of ready) {
      ordered.push(t);
      placed.add(t);
    }
  }
  return ordered;
}

const BATCH = 1_000;

export async function moveToPostgres(
  source: Database,
  target: Database,
  log: (line: string) => void = () => {},
): Promise<MoveReport> {
  await target.migrate();
  const [{ users } = { users: 0 }] = await queryRows<{ users: number }>(
    target.db,
    sql`select (select count(*) from users)::int + (select count(*) from companies)::int as users`,
  );
  if (users > 0) throw new Error('The PostgreSQL database already holds data: move into an empty database.');

  const tables = await tablesInForeignKeyOrder(source);
  const report: MoveReport = { tables: [], checks: [] };
  await target.db.transaction(async (tx) => {
    // Rows the migrations wrote (the one platform_settings row, ...) come from the folder instead.
    for (const table of [...tables].reverse()) await tx.execute(sql`delete from ${sql.identifier(table)}`);
    for (const table of tables) {
      const id = sql.identifier(table);
      const rows = (await queryRows<{ row: unknown }>(source.db, sql`select row_to_json(t) as row from ${id} t`)).map(
        (r) => r.row,
      );
      for (let i = 0; i < rows.length; i += BATCH) {
        const batch = JSON.stringify(rows.slice(i, i + BATCH));
        await tx.execute(sql`insert into ${id} select * from json_populate_recordset(null::${id}, ${batch}::json)`);
      }
      report.tables.push({ name: table, rows: rows.length });
      log(`  ${table}: ${rows.length} rows`);
    }
    // Serial ids continue after the copied rows.
    const serials = await queryRows<{ table_name: string; column_name: string }>(
      tx as never,
      sql`select table_name, column_name from information_schema.columns
          where table_schema = 'public' and column_default like 'nextval(%'`,
    );
    for (const { table_name, column_name } of serials) {
      await tx.execute(
        sql`select setval(pg_get_serial_sequence(${table_name}, ${column_name}),
                          coalesce((select max(${sql.identifier(column_name)}) from ${sql.identifier(table_name)}), 0) + 1,
                          false)`,
      );
    }
  });

  for (const { name, rows } of report.tables) {
    const [{ n } = { n: -1 }] = await queryRows<{ n: number }>(
      target.db,
      sql`select count(*)::int as n from ${sql.identifier(name)}`,
    );
    if (n !== rows) throw new Error(`${name}: ${rows} rows in the data folder, ${n} in PostgreSQL.`);
  }
  report.checks = await checkConsistency(target.db);
  return report;
}

// The console's stat cards in one statement: counts of profiles, companies, news and trades (every
// game's), and the total volume.
import { sql } from 'drizzle-orm';
import { adminStatsSchema, type AdminStats } from '#core/schemas/admin/stats';
import { queryRows, type Db } from '../../../db/client';

export async function readAdminStats(db: Db): Promise<AdminStats> {
  const [row] = await queryRows<Record<keyof AdminStats, string | number>>(
    db,
    sql`
    select (select count(*) from profiles) as users,
           (select count(*) from companies) as companies,
           (select count(*) from news) as news,
           (select count(*) from transactions) as transactions,
           (select coalesce(sum(total_amount_minor), 0) from transactions) as "volumeMinor"`,
  );
  return adminStatsSchema.parse(Object.fromEntries(Object.entries(row!).map(([k, v]) => [k, Number(v)])));
}

// Bundled and run by bench/leaderboard.mjs: times the standings job's refresh statement (the one
// the leader runs every BOLTS_STANDINGS_MS) on the benchmark's database, twice: the first pass
// writes every line; after a price move the second rewrites the lines whose value changed.
import { sql } from 'drizzle-orm';
import { weekStart } from '#core/competition/week';
import { createStandingsRepo } from '../../server/modules/competition';
import { openDatabase } from '../../server/db/client';

const database = await openDatabase({ driver: 'postgres', url: process.env.BENCH_DATABASE_URL! });
const repo = createStandingsRepo(database.db);
const week = weekStart(new Date());
for (const label of ['board refresh, first pass (every player)', 'board refresh after a price move']) {
  const t0 = performance.now();
  const written = await repo.refresh(week);
  console.log(`${label}: ${Math.round(performance.now() - t0)} ms (${written.toLocaleString('en')} lines written)`);
  await database.db.execute(sql`update companies set current_price_minor = current_price_minor + 37`);
}
await database.db.execute(sql`analyze weekly_standings`);
await database.close();

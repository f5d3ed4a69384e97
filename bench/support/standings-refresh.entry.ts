// Bundled and run by bench/leaderboard.mjs: times the standings job's weekly work on the
// benchmark's database, as the leader runs it: the league rollover (every group's moves up and down,
// then this week's groups dealt among last week's traders), the board's first refresh (every line
// valued and scored, then ranked), newcomers placed in their leagues, and a refresh after a price
// move (the lines whose value changed rewritten and rescored).
import { sql } from 'drizzle-orm';
import { previousWeekStart, weekStart } from '#core/competition/week';
import { PUBLIC_GAME_ID } from '#core/games';
import { createLeaguesRepo, createStandingsRepo } from '../../server/modules/competition';
import { openDatabase, queryRows } from '../../server/db/client';

const TARGET_MS = 10_000;
const database = await openDatabase({ driver: 'postgres', url: process.env.BENCH_DATABASE_URL! });
const repo = createStandingsRepo(database.db);
const leagues = createLeaguesRepo(database.db);
const now = new Date();
const week = weekStart(now);

async function timed<T>(label: string, run: () => Promise<T>, describe: (result: T) => string): Promise<number> {
  const t0 = performance.now();
  const result = await run();
  const ms = performance.now() - t0;
  console.log(`${label}: ${Math.round(ms)} ms (${describe(result)})`);
  return ms;
}

const weekly =
  (await timed(
    'league rollover (tiers moved, groups formed)',
    () => leagues.rollover(PUBLIC_GAME_ID, week, previousWeekStart(now)),
    (formed) => (formed ? 'formed' : 'already formed'),
  )) +
  (await timed(
    'board refresh, first pass (every player valued, scored, ranked)',
    () => repo.refresh(week),
    (n) => `${n.toLocaleString('en')} lines written`,
  )) +
  (await timed(
    'newcomers placed',
    () => leagues.placeLatecomers(week),
    (n) => `${n} placed`,
  ));
console.log(
  `\nThe week's scoring and league formation: ${(weekly / 1000).toFixed(2)} s ${weekly < TARGET_MS ? 'ok' : 'OVER'} (target < ${TARGET_MS / 1000} s)\n`,
);
await database.db.execute(sql`update companies set current_price_minor = current_price_minor + 37`);
await timed(
  'board refresh after a price move',
  () => repo.refresh(week),
  (n) => `${n.toLocaleString('en')} lines written`,
);
const [groups] = await queryRows<{ groups: number; largest: number }>(
  database.db,
  sql`select count(*)::int as groups, max(n)::int as largest
      from (select count(*) as n from league_members where week_start = ${week.toISOString()}::timestamptz
            group by tier, group_no) g`,
);
console.log(`${groups?.groups.toLocaleString('en')} league groups this week, the largest of ${groups?.largest}`);
await database.db.execute(sql`analyze weekly_standings`);
await database.db.execute(sql`analyze league_members`);
await database.close();

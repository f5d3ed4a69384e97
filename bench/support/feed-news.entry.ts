// Bundled and run by bench/feed-throughput.mjs: a seeded database with `count` more news items
// spread over the last 90 days, so feed pages read from a realistically large table.
import { sql } from 'drizzle-orm';
import { openDatabase } from '../../server/db/client';
import { seedIfEmpty } from '../../server/db/seed/seed';

const [target, count] = [process.argv[2]!, Number(process.argv[3])];
const database = target.startsWith('postgres')
  ? await openDatabase({ driver: 'postgres', url: target })
  : await openDatabase({ driver: 'pglite', dataDir: target });
await database.migrate();
await seedIfEmpty(database.db, { admin: { email: 'admin@bench.example', password: 'bench-only-admin-password' } });
await database.db.execute(sql`
  insert into news (company_id, headline, summary, content, news_type, sentiment, impact_score, is_generated, published_at)
  select c.id, 'Bench headline ' || g, 'A short summary of bench item ' || g || ' for the feed.', null,
         'market_update', (array['positive','neutral','negative'])[1 + g % 3], ((g % 2001) - 1000) / 100.0, true,
         now() - (g * interval '77 seconds')
  from generate_series(1, ${count}) g
  join (select id, row_number() over (order by id) - 1 as n, count(*) over () as total from companies) c
    on c.n = g % c.total`);
await database.db.execute(sql`analyze news`);
await database.close();

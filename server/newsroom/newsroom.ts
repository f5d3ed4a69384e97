// The newsroom: every few minutes the leading instance picks a listed company, writes a news item
// about it with the built-in writer (core/newsroom) and publishes it. Publishing is all it takes
// for the item to move the price: the market engine picks up new news on its next tick.
import { seededRandom, seedFrom } from '#core/market/random';
import { writeNews } from '#core/newsroom/write-news';
import type { Database } from '../db/client';
import { createNewsroomRepo } from './newsroom.repo';

export interface NewsroomOptions {
  database: Database;
  seed: number;
  intervalMs: number;
  /** After each item is saved (cache invalidation). */
  onPublished?: (item: { id: string; companyId: string }) => void;
  now?: () => Date;
  log?: (line: string) => void;
}

export function createNewsroom(options: NewsroomOptions) {
  const repo = createNewsroomRepo(options.database.db);
  const random = seededRandom(seedFrom(`newsroom:${options.seed}`));
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<unknown> | undefined;
  let stopped = false;

  /** Writes and publishes one item now; null when no company is listed. */
  async function publishOne(companyId?: string): Promise<{ id: string; companyId: string } | null> {
    const ids = companyId ? [companyId] : await repo.listedCompanyIds();
    const chosen = ids[Math.floor(random() * ids.length)];
    if (!chosen) return null;
    const facts = await repo.facts(chosen);
    if (!facts) return null;
    const item = writeNews(facts, random, await repo.latest(chosen));
    const id = await repo.publish(chosen, item, options.now?.() ?? new Date());
    const published = { id, companyId: chosen };
    options.onPublished?.(published);
    return published;
  }

  async function loop() {
    if (stopped) return;
    try {
      if (await options.database.tryLeadership()) {
        running = publishOne();
        await running;
      }
    } catch (err) {
      (options.log ?? console.error)(`[newsroom] could not publish: ${(err as Error).message}`);
    } finally {
      running = undefined;
      if (!stopped) timer = setTimeout(() => void loop(), options.intervalMs);
    }
  }

  return {
    publishOne,
    start() {
      stopped = false;
      timer = setTimeout(() => void loop(), options.intervalMs);
    },
    async stop() {
      stopped = true;
      clearTimeout(timer);
      await running?.catch(() => {});
    },
  };
}
export type Newsroom = ReturnType<typeof createNewsroom>;

// The newsroom: every few minutes the leading instance picks a listed company, picks an event,
// has it written (by a language model when one is configured, else by the built-in writer of
// core/newsroom, which is also the fallback on any model failure) and publishes it. Publishing is all it takes
// for the item to move the price: the market engine picks up new news on its next tick.
import { seededRandom, seedFrom } from '#core/market/random';
import { pickEvent } from '#core/newsroom/pick-event';
import type { WrittenNews } from '#core/newsroom/types';
import { writeEvent } from '#core/newsroom/write-news';
import type { Database } from '../db/client';
import type { LlmWriter } from './llm-writer';
import { createNewsroomRepo } from './newsroom.repo';

export interface NewsroomOptions {
  database: Database;
  seed: number;
  intervalMs: number;
  /** Asked first when set; the built-in writer takes over when it throws. */
  llm?: LlmWriter;
  /** After each item is saved (cache invalidation). */
  onPublished?: (item: Published) => void;
  now?: () => Date;
  log?: (line: string) => void;
}

export interface Published {
  id: string;
  companyId: string;
  /** Who wrote the words. */
  writer: 'llm' | 'builtin';
}

export function createNewsroom(options: NewsroomOptions) {
  const repo = createNewsroomRepo(options.database.db);
  const random = seededRandom(seedFrom(`newsroom:${options.seed}`));
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<unknown> | undefined;
  let stopped = false;
  const log = options.log ?? console.error;

  /** Writes and publishes one item now; null when no company is listed. */
  async function publishOne(companyId?: string): Promise<Published | null> {
    const ids = companyId ? [companyId] : await repo.listedCompanyIds();
    const chosen = ids[Math.floor(random() * ids.length)];
    if (!chosen) return null;
    const facts = await repo.facts(chosen);
    if (!facts) return null;
    const previous = await repo.latest(chosen);
    const event = pickEvent(random);
    let item: WrittenNews | undefined;
    if (options.llm) {
      try {
        item = await options.llm(facts, event, previous);
      } catch (err) {
        log(
          `[newsroom] the language model's item was not used (${(err as Error).message}); the built-in writer wrote it`,
        );
      }
    }
    const writer = item ? 'llm' : 'builtin';
    item ??= writeEvent(facts, event, random, previous);
    const id = await repo.publish(chosen, item, options.now?.() ?? new Date());
    const published: Published = { id, companyId: chosen, writer };
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
      log(`[newsroom] could not publish: ${(err as Error).message}`);
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

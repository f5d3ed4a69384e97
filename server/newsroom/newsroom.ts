// The newsroom: every few minutes the leading instance picks a listed company, picks an event,
// has it written in English, Hebrew and Spanish (by a language model when one is configured, else
// by the built-in writer of core/newsroom, which also writes any language the model got wrong) and
// publishes it. Publishing prices it in: the item and its price move are one transaction
// (server/market/news-gap.ts).
import { CONTENT_LANGUAGES, type ContentLanguage } from '#core/content-language';
import { secureRandom, seededRandom, seedFrom } from '#core/market/random';
import { pickEvent } from '#core/newsroom/pick-event';
import { reportQuarter } from '#core/newsroom/next-quarter';
import type { NewsEvent, NewsWords, WrittenNews } from '#core/newsroom/types';
import { writeEvent, writeEventIn } from '#core/newsroom/write-news';
import type { Database } from '../db/client';
import type { LlmWriter } from './llm-writer';
import { createNewsroomRepo } from './newsroom.repo';
import { failureMessage } from '../db/database-errors';

export interface NewsroomOptions {
  database: Database;
  /** Tests and benchmarks: reproducible choices. Without one, every draw is secure. */
  seed?: number;
  intervalMs: number;
  /** The admins' frequency (platform settings), read before each wait: null keeps intervalMs, 0 pauses. */
  currentIntervalMs?: () => Promise<number | null>;
  /** Asked first when set; the built-in writer takes over when it throws. */
  llm?: LlmWriter;
  /** After each item is saved (cache invalidation). */
  onPublished?: (item: Published) => void;
  now?: () => Date;
  log?: (line: string) => void;
}

export type Writer = 'llm' | 'builtin';

export interface Published {
  id: string;
  companyId: string;
  /** Who wrote the English words (the columns). */
  writer: Writer;
  /** Who wrote each language. */
  writers: Record<ContentLanguage, Writer>;
  /** The quarter whose results an earnings story reported (and saved). */
  quarter?: string;
}

export function createNewsroom(options: NewsroomOptions) {
  const repo = createNewsroomRepo(options.database.db);
  const random = options.seed === undefined ? secureRandom() : seededRandom(seedFrom(`newsroom:${options.seed}`));
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<unknown> | undefined;
  let stopped = false;
  const log = options.log ?? console.error;

  /**
   * Writes and publishes one item now; null when no company is listed. `event` forces what
   * happens (tests); otherwise it is picked at random.
   */
  async function publishOne(companyId?: string, forced?: NewsEvent): Promise<Published | null> {
    const ids = companyId ? [companyId] : await repo.listedCompanyIds();
    const chosen = ids[Math.floor(random() * ids.length)];
    if (!chosen) return null;
    const known = await repo.facts(chosen);
    if (!known) return null;
    const previous = await repo.latest(chosen);
    const event = forced ?? pickEvent(random);
    const now = options.now?.() ?? new Date();
    // An earnings story brings the next quarter's results once that quarter is over; the story is
    // written about them and they are saved with it.
    const report = event.newsType === 'earnings' ? reportQuarter(known.latestQuarter, event, now, random) : null;
    const facts = report ? { ...known, latestQuarter: report, previousQuarter: known.latestQuarter } : known;
    // The model's words, language by language; the built-in writer writes whatever is missing.
    let words: Partial<Record<ContentLanguage, NewsWords>> = {};
    if (options.llm) {
      try {
        const answer = await options.llm(facts, event, previous);
        words = answer.words;
        for (const [language, reason] of Object.entries(answer.refused)) {
          log(`[newsroom] the language model's ${language} was not used (${reason}); the built-in writer wrote it`);
        }
      } catch (err) {
        log(
          `[newsroom] the language model's item was not used (${(err as Error).message}); the built-in writer wrote it`,
        );
      }
    }
    const writers = Object.fromEntries(
      CONTENT_LANGUAGES.map((language) => [language, words[language] ? 'llm' : 'builtin']),
    ) as Record<ContentLanguage, Writer>;
    let item: WrittenNews;
    if (Object.keys(words).length === 0) {
      // All three from one plan: the same partner, city and product in every language.
      item = writeEvent(facts, event, random, previous);
    } else {
      const inLanguage = (language: ContentLanguage): NewsWords =>
        words[language] ??
        writeEventIn(language, facts, event, random, language === 'en' ? previous : previous?.translations?.[language]);
      item = { ...event, ...inLanguage('en'), translations: { he: inLanguage('he'), es: inLanguage('es') } };
    }
    const id = await repo.publish(chosen, item, now, report);
    const published: Published = {
      id,
      companyId: chosen,
      writer: writers.en,
      writers,
      ...(report ? { quarter: report.quarter } : {}),
    };
    options.onPublished?.(published);
    return published;
  }

  async function loop() {
    if (stopped) return;
    const chosen = await options.currentIntervalMs?.().catch(() => null);
    // 0 from the admins: the newsroom is off; look again in a minute.
    const off = chosen === 0;
    try {
      if (!off && (await options.database.tryLeadership())) {
        running = publishOne();
        await running;
      }
    } catch (err) {
      log(`[newsroom] could not publish: ${failureMessage(err)}`);
    } finally {
      running = undefined;
      const wait = off ? 60_000 : chosen && chosen > 0 ? chosen : options.intervalMs;
      if (!stopped) timer = setTimeout(() => void loop(), wait);
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

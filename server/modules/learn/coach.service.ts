// The Trade Coach (docs/rules.md#learning): after a fill or a resting order has committed, the
// facts around it are read here, core/learn/coach decides which moments they are, and each moment
// becomes one card (its dedupe key makes a replay a no-op). It never blocks or slows the trade:
// the work runs after the answer, and a failure is logged and dropped. The player's sockets are
// told a card came, so it shows without a reload.
import { weekStart } from '#core/competition/week';
import { COACH_LESSONS, coachTriggers, type CoachTrigger, type FillFacts } from '#core/learn/coach';
import {
  coachDedupeKey,
  localDay,
  REVIEW_LESSON,
  reviewDedupeKey,
  reviewPosition,
  type CoachCardKind,
  type CoachMoment,
} from '#core/learn/coach-cards';
import type { CoachCardParams, CoachCards } from '#core/schemas/coach';
import type { Order, Trade } from '#core/schemas/trading';
import { notFound } from '../../http/http-error';
import type { EventBus } from '../../realtime/bus';
import type { CoachRepo, FillContext } from './coach.repo';
import type { Lesson, LessonLanguage } from './lesson-content';

const BP = 10_000;
/**
 * Fills wait this long to be coached together: a busy market's fills are read in one statement, not
 * one each. A card comes this much later, well within a player's glance back at the screen.
 */
const FILL_BATCH_MS = 50;
/** A batch this large is read at once. */
const FILL_BATCH_MAX = 200;

interface QueuedFill {
  userId: string;
  order: Order;
  trade: Trade;
}

/**
 * A review reads this many of the position's latest trades first: most positions are a few trades,
 * and reading back the longest one for every closing sale costs the database and the collector.
 */
const REVIEW_FIRST_READ = 8;
/** When the first read does not reach the position's start: how far back a review reads at most. */
const REVIEW_MAX_READ = 200;

/** Bounds the memory of taken keys; forgetting only costs an insert that does nothing. */
const MAX_TAKEN_KEYS = 50_000;

export function createCoachService(deps: {
  repo: CoachRepo;
  lessons: readonly Lesson[];
  bus: Pick<EventBus, 'publish'>;
  log?: (line: string) => void;
  now?: () => Date;
}) {
  const { repo, bus } = deps;
  const log = deps.log ?? console.error;
  const now = deps.now ?? (() => new Date());
  const lessonsById = new Map(deps.lessons.map((l) => [l.meta.id, l]));
  /** Work started after a trade and not finished: settled() waits for it (tests, shutdown). */
  const pending = new Set<Promise<void>>();

  function inBackground(what: string, work: () => Promise<void>) {
    const running = work()
      .catch((err: unknown) => log(`[coach] could not ${what}: ${(err as Error).message}`))
      .finally(() => pending.delete(running));
    pending.add(running);
  }

  /**
   * Keys this process has seen taken: a taken key stays taken (dismissing keeps the card), so the
   * coach skips the insert that would do nothing, which after a busy player's first trades of the
   * day is most of them.
   */
  const takenKeys = new Set<string>();

  /** Adds the card unless its key is taken; a new card is told to the player's sockets. */
  async function add(userId: string, kind: CoachCardKind, key: string, params: CoachCardParams) {
    const taken = `${userId}\n${key}`;
    if (takenKeys.has(taken)) return;
    const lessonId = kind === 'review' ? REVIEW_LESSON : COACH_LESSONS[kind];
    const added = await repo.add(userId, { kind, lessonId, key, params });
    if (takenKeys.size >= MAX_TAKEN_KEYS) takenKeys.clear();
    takenKeys.add(taken);
    if (added) await bus.publish({ type: 'coach', userId });
  }

  async function addTriggered(
    userId: string,
    triggers: CoachTrigger[],
    moment: CoachMoment,
    params: (t: CoachTrigger) => CoachCardParams,
  ) {
    for (const trigger of triggers) await add(userId, trigger, coachDedupeKey(trigger, moment), params(trigger));
  }

  async function onRested(userId: string, order: Order) {
    const { enabled } = await repo.settings(userId);
    if (!enabled || order.limitPriceMinor === null) return;
    const triggers = coachTriggers({ kind: 'resting', type: order.type });
    if (triggers.length === 0) return;
    const facts = await repo.orderFacts(order.id);
    await addTriggered(userId, triggers, { orderId: order.id }, () => ({
      symbol: order.companySymbol,
      companyName: order.companyName,
      side: order.side,
      limitPriceMinor: order.limitPriceMinor!,
      ...(facts ? { priceMinor: facts.priceMinor } : {}),
    }));
  }

  /** The fills told and not yet read, coached together (see FILL_BATCH_MS). */
  let queued: QueuedFill[] = [];
  let flushTimer: ReturnType<typeof setTimeout> | undefined;

  function flushSoon() {
    if (flushTimer) return;
    flushTimer = setTimeout(flush, FILL_BATCH_MS);
    flushTimer.unref?.();
  }

  function flush() {
    clearTimeout(flushTimer);
    flushTimer = undefined;
    const batch = queued;
    queued = [];
    if (batch.length > 0) inBackground('coach fills', () => onFilledBatch(batch));
  }

  async function onFilledBatch(batch: QueuedFill[]) {
    const facts = await repo.fillFacts(
      batch.map(({ userId, order, trade }) => ({
        userId,
        orderId: order.id,
        tradeId: trade.id,
        side: trade.side,
        loss: trade.side === 'sell' && (trade.realizedGainMinor ?? 0) < 0,
        at: new Date(trade.createdAt),
      })),
    );
    for (const { userId, trade } of batch) {
      try {
        await onFilled(userId, trade, facts.get(trade.id));
      } catch (err) {
        log(`[coach] could not coach a fill: ${(err as Error).message}`);
      }
    }
  }

  async function onFilled(userId: string, trade: Trade, facts: FillContext | undefined) {
    const at = new Date(trade.createdAt);
    if (!facts?.enabled) return;
    const { headline, largest, hourAgoMinor: hourAgo } = facts;
    const largestShareBp = largest ? Math.floor((largest.worthMinor * BP) / largest.valueMinor) : 0;
    const priceChangeBp = hourAgo ? Math.round(((facts.priceMinor - hourAgo) * BP) / hourAgo) : null;
    const fill: FillFacts = {
      kind: 'fill',
      side: trade.side,
      msSinceHeadline: headline ? at.getTime() - headline.publishedAt.getTime() : null,
      largestShareBp,
      priceChangeBp,
      realizedGainMinor: trade.realizedGainMinor,
      earlierLosses: facts.earlierLosses,
    };
    const company = { symbol: trade.companySymbol, companyName: trade.companyName };
    await addTriggered(
      userId,
      coachTriggers(fill),
      {
        portfolioId: facts.portfolioId,
        day: localDay(at, facts.timeZone),
        ...(headline ? { newsId: headline.id } : {}),
      },
      (trigger) => {
        switch (trigger) {
          case 'headline_chase':
            return { ...company, seconds: Math.round((fill.msSinceHeadline ?? 0) / 1_000) };
          case 'concentrated':
            return { symbol: largest?.symbol ?? trade.companySymbol, shareBp: largestShareBp };
          case 'sold_after_drop':
            return { ...company, changeBp: priceChangeBp ?? 0 };
          case 'first_loss':
            return { ...company, gainMinor: trade.realizedGainMinor ?? 0 };
          default:
            return company;
        }
      },
    );
    if (trade.side === 'sell' && facts.heldAfter === 0) await review(userId, facts.portfolioId, trade);
  }

  /** A sale that left no shares of the company in the portfolio: a review of that position. */
  async function review(userId: string, portfolioId: string, trade: Trade) {
    const first = await repo.positionTrades(portfolioId, trade.companyId, REVIEW_FIRST_READ);
    let result = reviewPosition(first, trade.id);
    if (!result && first.length === REVIEW_FIRST_READ) {
      result = reviewPosition(await repo.positionTrades(portfolioId, trade.companyId, REVIEW_MAX_READ), trade.id);
    }
    if (!result) return;
    await add(userId, 'review', reviewDedupeKey(trade.id), {
      symbol: trade.companySymbol,
      companyName: trade.companyName,
      ...result,
    });
  }

  /** The first finished week with a Bolts Score, beating or trailing the index: one card, ever. */
  async function weekCard(userId: string) {
    const key = coachDedupeKey('week_beat_index', {});
    if (await repo.hasKey(userId, key)) return;
    const week = await repo.firstScoredWeek(userId, weekStart(now()));
    if (!week) return;
    for (const trigger of coachTriggers({ kind: 'week', score: week.score, first: true }))
      await add(userId, trigger, key, { score: Math.round(week.score * 100) / 100 });
  }

  return {
    /** A limit order rested when placed (told after commit; never throws). */
    orderRested(userId: string, order: Order) {
      inBackground('coach a resting order', () => onRested(userId, order));
    },

    /** An order filled (told after commit, on the instance that filled it; never throws). */
    filled(userId: string, fill: { order: Order; trade: Trade }) {
      queued.push({ userId, order: fill.order, trade: fill.trade });
      if (queued.length >= FILL_BATCH_MAX) flush();
      else flushSoon();
    },

    /** Resolves once the cards of the trades told so far are written. */
    async settled(): Promise<void> {
      while (queued.length > 0 || pending.size > 0) {
        flush();
        await Promise.all(pending);
      }
    },

    /** The open cards, newest first, their lessons titled in `language`; none while the coach is off. */
    async list(userId: string, language: LessonLanguage): Promise<CoachCards> {
      const { enabled } = await repo.settings(userId);
      if (!enabled) return { enabled, cards: [] };
      // The week card is found when the player next looks, not by the weekly job.
      await weekCard(userId);
      const cards = await repo.open(userId);
      return {
        enabled,
        cards: cards.map((card) => {
          const lesson = card.lessonId ? lessonsById.get(card.lessonId) : undefined;
          return {
            id: card.id,
            kind: card.kind,
            lesson: lesson ? { id: lesson.meta.id, title: lesson.text[language].title } : null,
            params: card.params,
            createdAt: card.createdAt.toISOString(),
          };
        }),
      };
    },

    /** Dismisses one of the player's cards; someone else's card looks like no card (404). */
    async dismiss(userId: string, cardId: string): Promise<void> {
      if (!(await repo.dismiss(userId, cardId))) throw notFound('not_found', 'No such card.');
    },

    async setEnabled(userId: string, enabled: boolean): Promise<void> {
      await repo.setEnabled(userId, enabled);
      // This player's other tabs show or hide their cards.
      await bus.publish({ type: 'coach', userId });
    },
  };
}
export type CoachService = ReturnType<typeof createCoachService>;

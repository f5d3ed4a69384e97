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
import type { CoachRepo, FillContext, NewCard } from './coach.repo';
import type { Lesson, LessonLanguage } from './lesson-content';

const BP = 10_000;
/**
 * Fills wait this long to be coached together: a busy market's fills are read in one statement, not
 * one each. A card comes this much later, well within a player's glance back at the screen.
 */
const FILL_BATCH_MS = 50;
/** A batch this large is read at once. */
const FILL_BATCH_MAX = 200;

/** A sale that left the portfolio without shares of the company: its position gets a review. */
interface ClosedPosition {
  userId: string;
  portfolioId: string;
  trade: Trade;
}

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

  /** A card of `kind` for `userId`, its lesson chosen by its kind. */
  const card = (userId: string, kind: CoachCardKind, key: string, params: CoachCardParams): NewCard => ({
    userId,
    kind,
    lessonId: kind === 'review' ? REVIEW_LESSON : COACH_LESSONS[kind],
    key,
    params,
  });

  /**
   * Adds the cards whose keys are not taken, in one statement; each player who got a new card is
   * told once, on their sockets.
   */
  async function addCards(cards: readonly NewCard[]) {
    const fresh = cards.filter((c) => !takenKeys.has(`${c.userId}\n${c.key}`));
    const added = await repo.addCards(fresh);
    if (takenKeys.size + fresh.length > MAX_TAKEN_KEYS) takenKeys.clear();
    for (const c of fresh) takenKeys.add(`${c.userId}\n${c.key}`);
    await Promise.all([...new Set(added)].map((userId) => bus.publish({ type: 'coach', userId })));
  }

  const triggeredCards = (
    userId: string,
    triggers: CoachTrigger[],
    moment: CoachMoment,
    params: (t: CoachTrigger) => CoachCardParams,
  ) => triggers.map((trigger) => card(userId, trigger, coachDedupeKey(trigger, moment), params(trigger)));

  async function onRested(userId: string, order: Order) {
    const { enabled } = await repo.settings(userId);
    if (!enabled || order.limitPriceMinor === null) return;
    const triggers = coachTriggers({ kind: 'resting', type: order.type });
    if (triggers.length === 0) return;
    const facts = await repo.orderFacts(order.id);
    await addCards(
      triggeredCards(userId, triggers, { orderId: order.id }, () => ({
        symbol: order.companySymbol,
        companyName: order.companyName,
        side: order.side,
        limitPriceMinor: order.limitPriceMinor!,
        ...(facts ? { priceMinor: facts.priceMinor } : {}),
      })),
    );
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
    const cards: NewCard[] = [];
    const closed: ClosedPosition[] = [];
    for (const { userId, trade } of batch) {
      try {
        const fillFacts = facts.get(trade.id);
        if (!fillFacts?.enabled) continue;
        cards.push(...fillCards(userId, trade, fillFacts));
        if (trade.side === 'sell' && fillFacts.heldAfter === 0) {
          closed.push({ userId, portfolioId: fillFacts.portfolioId, trade });
        }
      } catch (err) {
        log(`[coach] could not coach a fill: ${(err as Error).message}`);
      }
    }
    cards.push(...(await reviewCards(closed)));
    await addCards(cards);
  }

  /** The cards a fill's moments make (the review of a position it closed aside). */
  function fillCards(userId: string, trade: Trade, facts: FillContext): NewCard[] {
    const at = new Date(trade.createdAt);
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
    return triggeredCards(
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
  }

  /**
   * The reviews of the positions these sales closed (the holding at zero shares after them): the
   * positions' latest trades read together, and again further back for one whose start was not
   * reached.
   */
  async function reviewCards(closed: readonly ClosedPosition[]): Promise<NewCard[]> {
    const position = ({ portfolioId, trade }: ClosedPosition) => ({ portfolioId, companyId: trade.companyId });
    const first = await repo.positionTrades(closed.map(position), REVIEW_FIRST_READ);
    const reviews = closed.map((c, i) => reviewPosition(first[i]!, c.trade.id));
    const further = closed.flatMap((c, i) => (!reviews[i] && first[i]!.length === REVIEW_FIRST_READ ? [{ c, i }] : []));
    const longer = await repo.positionTrades(
      further.map(({ c }) => position(c)),
      REVIEW_MAX_READ,
    );
    further.forEach(({ c, i }, j) => (reviews[i] = reviewPosition(longer[j]!, c.trade.id)));
    return closed.flatMap(({ userId, trade }, i) => {
      const result = reviews[i];
      if (!result) return [];
      const params = { symbol: trade.companySymbol, companyName: trade.companyName, ...result };
      return [card(userId, 'review', reviewDedupeKey(trade.id), params)];
    });
  }

  /** The first finished week with a Bolts Score, beating or trailing the index: one card, ever. */
  async function weekCard(userId: string) {
    const key = coachDedupeKey('week_beat_index', {});
    if (await repo.hasKey(userId, key)) return;
    const week = await repo.firstScoredWeek(userId, weekStart(now()));
    if (!week) return;
    const score = Math.round(week.score * 100) / 100;
    await addCards(
      coachTriggers({ kind: 'week', score: week.score, first: true }).map((t) => card(userId, t, key, { score })),
    );
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

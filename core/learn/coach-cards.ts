// The Trade Coach's cards (docs/rules.md#learning): which card a trigger makes and the key that
// keeps it to one card per moment. The unique (player, key) in coach_cards turns a replayed event
// into a no-op: one card per resting order, one first loss ever, at most one concentration card a
// day per portfolio, one headline card per headline, one drop card a day, one first week ever, and
// one review per closing trade. Pure.
import { COACH_LESSONS, type CoachTrigger } from './coach';

/** Every kind of card: the triggers, and the review after a position is closed. */
export const COACH_CARD_KINDS = [...(Object.keys(COACH_LESSONS) as CoachTrigger[]), 'review'] as const;
export type CoachCardKind = (typeof COACH_CARD_KINDS)[number];

/** The lesson a review card offers: the one on why a reason is worth writing. */
export const REVIEW_LESSON = 'why-write-a-reason';

/** What a trigger's key is made of; only the parts its key uses are read. */
export interface CoachMoment {
  orderId?: string;
  portfolioId?: string;
  newsId?: string;
  /** The player's calendar day (YYYY-MM-DD, their time zone). */
  day?: string;
}

function need(value: string | undefined, what: string, trigger: string): string {
  if (!value) throw new Error(`coach: a ${trigger} card needs ${what}`);
  return value;
}

/** The card's dedupe key for a trigger at this moment. */
export function coachDedupeKey(trigger: CoachTrigger, moment: CoachMoment): string {
  switch (trigger) {
    case 'limit_waiting':
      return `limit_waiting:${need(moment.orderId, 'an order', trigger)}`;
    case 'first_loss':
      return 'first_loss';
    case 'concentrated':
      return `concentrated:${need(moment.portfolioId, 'a portfolio', trigger)}:${need(moment.day, 'a day', trigger)}`;
    case 'headline_chase':
      return `headline_chase:${need(moment.newsId, 'a headline', trigger)}`;
    case 'sold_after_drop':
      return `sold_after_drop:${need(moment.day, 'a day', trigger)}`;
    case 'week_beat_index':
    case 'week_trailed_index':
      // Beating or trailing: whichever the first week was, it is the only week card.
      return 'week:first';
  }
}

/** A review card's key: one per trade that closed a position. */
export const reviewDedupeKey = (tradeId: string) => `review:${tradeId}`;

export { localDay } from '../local-time';

/** One trade of a company in one portfolio, oldest first, as the review reads them. */
export interface PositionTrade {
  id: string;
  side: 'buy' | 'sell';
  quantity: number;
  totalAmountMinor: number;
  realizedGainMinor: number | null;
  createdAt: Date;
  /** The reason written on the order that made the trade. */
  reason: string | null;
}

/** What a review card shows: the closed position's result and the reasons written when it opened. */
export interface PositionReview {
  gainMinor: number;
  /** The gain against what the shares cost, in basis points. */
  gainBp: number;
  /** From the first buy of the position to the sale that closed it. */
  heldMs: number;
  /** The reasons on the buys that built the position, oldest first, without repeats. */
  reasons: string[];
}

/**
 * The review of the position that `closingTradeId` closed, the holding standing at zero shares
 * after it: walking back from that sale to the buy where the holding was last at zero. Null when
 * it is not a sale among the trades, or the trades do not reach back to the position's start.
 */
export function reviewPosition(trades: readonly PositionTrade[], closingTradeId: string): PositionReview | null {
  const end = trades.findIndex((t) => t.id === closingTradeId);
  const closing = trades[end];
  if (!closing || closing.side !== 'sell') return null;
  let held = 0;
  for (let i = end; i >= 0; i--) {
    const trade = trades[i]!;
    // The shares held just before this trade.
    held += trade.side === 'sell' ? trade.quantity : -trade.quantity;
    if (held !== 0) continue;
    const position = trades.slice(i, end + 1);
    const buys = position.filter((t) => t.side === 'buy');
    const costMinor = buys.reduce((sum, t) => sum + t.totalAmountMinor, 0);
    const gainMinor = position.reduce((sum, t) => sum + (t.realizedGainMinor ?? 0), 0);
    return {
      gainMinor,
      gainBp: costMinor > 0 ? Math.round((gainMinor * 10_000) / costMinor) : 0,
      heldMs: Math.max(0, closing.createdAt.getTime() - position[0]!.createdAt.getTime()),
      reasons: [...new Set(buys.flatMap((t) => (t.reason ? [t.reason] : [])))],
    };
  }
  return null;
}

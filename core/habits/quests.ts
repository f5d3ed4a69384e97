// Daily quests (docs/rules.md#habits): three a day per player, for learning and looking back at
// their own play, never for trading: no quest counts trades, so a streak never pushes anyone to
// over-trade. The choice is a pure function of the player and the day, so every instance agrees
// on it without storing it. Pure.
import { XP } from '#core/competition/xp';

export const QUEST_IDS = [
  'finish_lesson',
  'learn_term',
  'check_vs_index',
  'read_news_held',
  'check_diversification',
  'review_trade',
] as const;
export type QuestId = (typeof QUEST_IDS)[number];

export const QUESTS_PER_DAY = 3;
export const QUEST_XP = XP.quest;

/** What a quest needs the player to have: nothing, shares held, or a past trade to look back at. */
const NEEDS: Record<QuestId, 'nothing' | 'holdings' | 'trades'> = {
  finish_lesson: 'nothing',
  learn_term: 'nothing',
  check_vs_index: 'nothing',
  read_news_held: 'holdings',
  check_diversification: 'holdings',
  review_trade: 'trades',
};

/**
 * Quests the server sees happen itself (finishing a lesson): a browser's claim of them is refused.
 * The others happen in the browser (opening a term, a view) and are claimed by it.
 */
export const SERVER_QUESTS: readonly QuestId[] = ['finish_lesson'];

export interface QuestEligibility {
  holdsShares: boolean;
  hasTraded: boolean;
}

/** A small stable hash (FNV-1a), so the same player and day always draw the same quests. */
function hash(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193) >>> 0;
  }
  return h;
}

/**
 * The player's three quests on `day`: a lesson every day (the heart of learning by playing), and
 * two drawn from the others the player can do (no "news about a company you hold" before they
 * hold one).
 */
export function questsFor(userId: string, day: string, can: QuestEligibility): QuestId[] {
  const pool = QUEST_IDS.filter((id) => {
    if (id === 'finish_lesson') return false;
    const need = NEEDS[id];
    return need === 'nothing' || (need === 'holdings' ? can.holdsShares : can.hasTraded);
  });
  const drawn = [...pool]
    .map((id) => ({ id, rank: hash(`${userId}|${day}|${id}`) }))
    .sort((a, b) => a.rank - b.rank || a.id.localeCompare(b.id))
    .slice(0, QUESTS_PER_DAY - 1)
    .map((q) => q.id);
  return ['finish_lesson', ...drawn.sort((a, b) => QUEST_IDS.indexOf(a) - QUEST_IDS.indexOf(b))];
}

/** Something the player did that might complete a quest. Trades are listed so they can be ignored. */
export type PlayerAction =
  | { type: 'lesson_finished' }
  | { type: 'term_opened' }
  | { type: 'index_compared' }
  | { type: 'news_opened'; aboutHeldCompany: boolean }
  | { type: 'diversification_viewed' }
  | { type: 'trade_reviewed' }
  | { type: 'trade'; quantity: number };

/** The quest an action completes, if any. A trade completes none, however many. */
export function questOf(action: PlayerAction): QuestId | null {
  switch (action.type) {
    case 'lesson_finished':
      return 'finish_lesson';
    case 'term_opened':
      return 'learn_term';
    case 'index_compared':
      return 'check_vs_index';
    case 'news_opened':
      return action.aboutHeldCompany ? 'read_news_held' : null;
    case 'diversification_viewed':
      return 'check_diversification';
    case 'trade_reviewed':
      return 'review_trade';
    case 'trade':
      return null;
  }
}

/**
 * The browser's quests are reported by the part of the page where they happen (a term's popover,
 * a news headline) as a window event; the habits feature, mounted only for a signed-in player,
 * claims them. The shared components so never depend on the habits feature.
 */
export const QUEST_CLAIM_EVENT = 'bolts:quest';
export interface QuestClaim {
  quest: QuestId;
  /** For read_news_held: the news item opened. */
  newsId?: string;
}

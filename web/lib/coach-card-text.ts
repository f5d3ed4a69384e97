// What a coach card says (docs/rules.md#learning): the translation key of its sentence and the
// figures that go into it, chosen from the card's kind and figures. The words are in
// locales/learn (learn.coach); the formatting of the figures is the caller's. Pure.
import type { CoachCard } from '#core/schemas/coach';

/** A figure to format before it goes into the sentence. */
export type Figure =
  | { kind: 'price'; minor: number }
  /** `signed`: shown with its sign (+ or −), as a review's result is. */
  | { kind: 'bolts'; minor: number; signed?: boolean }
  | { kind: 'percent'; bp: number; signed?: boolean }
  | { kind: 'duration'; ms: number }
  | { kind: 'seconds'; value: number }
  | { kind: 'text'; value: string };

export interface CardText {
  /** The sentence's key under learn.coach.text. */
  key: string;
  values: Record<string, Figure>;
  /** A review's second line: the reason written on the opening buys, or the note that there was none. */
  reason?: { key: 'reviewReason' | 'reviewNoReason'; value?: string };
}

const text = (value: string | undefined): Figure => ({ kind: 'text', value: value ?? '' });

export function cardText(card: Pick<CoachCard, 'kind' | 'params'>): CardText {
  const p = card.params;
  const symbol = text(p.symbol);
  switch (card.kind) {
    case 'limit_waiting':
      return {
        key: p.side === 'sell' ? 'limitWaitingSell' : 'limitWaitingBuy',
        values: {
          symbol,
          limit: { kind: 'price', minor: p.limitPriceMinor ?? 0 },
          ...(p.priceMinor !== undefined ? { price: { kind: 'price', minor: p.priceMinor } } : {}),
        },
      };
    case 'headline_chase':
      return { key: 'headlineChase', values: { symbol, seconds: { kind: 'seconds', value: p.seconds ?? 0 } } };
    case 'concentrated':
      return { key: 'concentrated', values: { symbol, share: { kind: 'percent', bp: p.shareBp ?? 0 } } };
    case 'sold_after_drop':
      return { key: 'soldAfterDrop', values: { symbol, change: { kind: 'percent', bp: Math.abs(p.changeBp ?? 0) } } };
    case 'first_loss':
      return { key: 'firstLoss', values: { symbol, amount: { kind: 'bolts', minor: Math.abs(p.gainMinor ?? 0) } } };
    case 'week_beat_index':
      return { key: 'weekBeatIndex', values: {} };
    case 'week_trailed_index':
      return { key: 'weekTrailedIndex', values: {} };
    case 'review': {
      const gain = p.gainMinor ?? 0;
      const reasons = p.reasons ?? [];
      return {
        key: gain > 0 ? 'reviewGain' : gain < 0 ? 'reviewLoss' : 'reviewEven',
        values: {
          symbol,
          amount: { kind: 'bolts', minor: gain, signed: true },
          percent: { kind: 'percent', bp: p.gainBp ?? 0, signed: true },
          held: { kind: 'duration', ms: p.heldMs ?? 0 },
        },
        reason: reasons.length > 0 ? { key: 'reviewReason', value: reasons.join(' · ') } : { key: 'reviewNoReason' },
      };
    }
  }
}

/** A holding time in its largest whole unit: minutes under an hour, hours under two days, then days. */
export function durationUnit(ms: number): { unit: 'minute' | 'hour' | 'day'; value: number } {
  const minutes = Math.max(1, Math.round(ms / 60_000));
  if (minutes < 60) return { unit: 'minute', value: minutes };
  const hours = Math.round(minutes / 60);
  if (hours < 48) return { unit: 'hour', value: hours };
  return { unit: 'day', value: Math.round(hours / 24) };
}

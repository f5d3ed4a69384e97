// Quarterly results for earnings stories: an
// earnings story reports the company's next quarter once that quarter has ended in real time,
// with figures that agree with the story's mood and size, so a student who reads the numbers can
// see why the price moved (the story's impact moves price and fair value at publication). Pure.
import type { Random } from '../market/random';
import type { NewsEvent, NewsroomQuarter } from './types';

/** "2026-Q4" -> "2027-Q1". */
export function nextQuarterLabel(label: string): string {
  const match = /^(\d{4})-Q([1-4])$/.exec(label);
  if (!match) throw new Error(`Not a quarter: ${label}`);
  const year = Number(match[1]);
  const q = Number(match[2]);
  return q === 4 ? `${year + 1}-Q1` : `${year}-Q${q + 1}`;
}

/** The first moment after the quarter: results can be reported from then on. */
export function quarterEnd(label: string): Date {
  const match = /^(\d{4})-Q([1-4])$/.exec(label);
  if (!match) throw new Error(`Not a quarter: ${label}`);
  return new Date(Date.UTC(Number(match[1]), Number(match[2]) * 3, 1));
}

/**
 * The results the story reports: the quarter after `latest`, if it has ended by `now`; otherwise
 * null (the story talks about the figures already out). Revenue grows or shrinks with the story's
 * impact (up to about 15% a quarter for the strongest news, a little either way when neutral);
 * net income and earnings per share move twice as much, in the same direction, whatever their sign.
 */
export function reportQuarter(
  latest: NewsroomQuarter | null,
  event: NewsEvent,
  now: Date,
  random: Random,
): NewsroomQuarter | null {
  if (!latest) return null;
  const quarter = nextQuarterLabel(latest.quarter);
  if (now.getTime() < quarterEnd(quarter).getTime()) return null;
  const strength = Math.abs(event.impactScore) / 10;
  const growth =
    event.sentiment === 'neutral'
      ? (random() * 2 - 1) * 0.015
      : (event.sentiment === 'positive' ? 1 : -1) * (0.01 + strength * 0.12 + random() * 0.02);
  const move = (value: number, factor: number) => value + Math.round(Math.abs(value) * factor);
  return {
    quarter,
    revenueMinor: Math.max(0, Math.round(latest.revenueMinor * (1 + growth))),
    netIncomeMinor: move(latest.netIncomeMinor, 2 * growth),
    earningsPerShareMinor: move(latest.earningsPerShareMinor, 2 * growth),
  };
}

// The landing page's figures (docs/rules.md#landing-page): each is the server's real count, none
// invented and none counting by itself. A count too small to impress a visitor ("2 traders") gives
// its place to another true one: the companies to trade, the news of the last day.
import type { Landing } from '#core/schemas/companies';

/** From this many players the traders count is shown; below it, the companies listed. */
export const ENOUGH_TRADERS = 100;
/** From this many trades the trades count is shown; below it, the news of the last 24 hours. */
export const ENOUGH_TRADES = 1_000;

export type CountFigure =
  | { kind: 'traders'; value: number }
  | { kind: 'companies'; value: number }
  | { kind: 'trades'; value: number }
  | { kind: 'newsLastDay'; value: number };

/** The two count cards, in order; the top gain and the weekly prize stand beside them. */
export function countFigures(stats: Landing['stats']): [CountFigure, CountFigure] {
  return [
    stats.traders >= ENOUGH_TRADERS
      ? { kind: 'traders', value: stats.traders }
      : { kind: 'companies', value: stats.companies },
    stats.trades >= ENOUGH_TRADES
      ? { kind: 'trades', value: stats.trades }
      : { kind: 'newsLastDay', value: stats.newsLastDay },
  ];
}

// Finished weeks' board lines made by hand, for tests of how a week is decided and how leagues
// move: by default an eligible line (3 companies, none above 30%, held since the week began) whose
// score follows its gain, so a test overrides only what it is about.
import { previousWeekStart } from '#core/competition/week';
import { PUBLIC_GAME_ID } from '#core/games';
import { weeklyStandings } from '../../server/db/schema';
import type { Db } from '../../server/db/client';

type Line = typeof weeklyStandings.$inferInsert;

export function finishedLine(overrides: Partial<Line> & Pick<Line, 'portfolioId'>): Line {
  const weekStart = overrides.weekStart ?? previousWeekStart(new Date());
  const gainBp = overrides.gainBp ?? 100;
  const startValueMinor = overrides.startValueMinor ?? 5_000_000;
  const gainMinor = overrides.gainMinor ?? Math.round((startValueMinor * gainBp) / 10_000);
  return {
    weekStart,
    gameId: PUBLIC_GAME_ID,
    startValueMinor,
    valueMinor: startValueMinor + gainMinor,
    gainMinor,
    gainBp,
    traded: true,
    score: gainBp / 100,
    companies: 3,
    maxPositionBp: 3_000,
    heldSince: weekStart,
    verified: true,
    ...overrides,
  };
}

export async function insertFinishedLines(db: Db, lines: Line[]) {
  await db.insert(weeklyStandings).values(lines);
}

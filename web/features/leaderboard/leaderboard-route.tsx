import { Trans } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { PUBLIC_GAME_ID } from '#core/games';
import type { Board } from '#core/schemas/leaderboard';
import { GameSwitcher } from '../../components/game-switcher';
import { Term } from '../../components/term';
import { useChosenGame } from '../../lib/chosen-game';
import { usePageTranslation } from '../../lib/use-page-translation';
import { BoardTabs } from './board-tabs';
import { BoardView } from './board-view';
import { TeamStandingsCard } from './team-standings-card';

/**
 * /leaderboard, "Weekly Champions": the reader's league group first, the whole game's board on the
 * second tab (?board=global, so a link or a reload keeps it), refreshed as they change. A class
 * has one board, with its team standings above it when it plays in teams.
 */
export function LeaderboardRoute() {
  const { t } = usePageTranslation('leaderboard');
  const [params, setParams] = useSearchParams();
  const { gameId } = useChosenGame();
  const board: Board = params.get('board') === 'global' ? 'global' : 'league';
  const choose = (next: Board) =>
    setParams(
      (current) => {
        const updated = new URLSearchParams(current);
        if (next === 'league') updated.delete('board');
        else updated.set('board', next);
        return updated;
      },
      { replace: true, preventScrollReset: true },
    );
  return (
    <div className="mx-auto max-w-4xl space-y-4">
      <div className="flex flex-wrap items-end justify-between gap-x-6 gap-y-3">
        <div>
          <h1 className="text-2xl font-extrabold tracking-tight text-slate-900 sm:text-3xl">
            <Term id="weekly-board">{t('leaderboard.title')}</Term>
          </h1>
          <p className="mt-1 text-slate-600">
            <Trans t={t} i18nKey="leaderboard.subtitle" components={{ league: <Term id="league" /> }} />
          </p>
        </div>
        <GameSwitcher className="w-full sm:w-auto" />
      </div>
      {/* Leagues are the public game's: a class's board is the whole class. */}
      {gameId === PUBLIC_GAME_ID ? (
        <BoardTabs value={board} onChange={choose} panel={(b) => <BoardView board={b} />} />
      ) : (
        <>
          <TeamStandingsCard />
          <BoardView board="global" />
        </>
      )}
    </div>
  );
}

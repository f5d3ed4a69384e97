import { Trophy } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useChosenGame } from '../lib/chosen-game';
import { cn } from '../lib/cn';
import { gameName } from '../lib/games';

/**
 * Which game's money the page shows and trades with, for a player in more than one game (nothing
 * otherwise). A native select: it has a label, works by keyboard, follows the page's direction and
 * opens the phone's own picker. `onDark` for the feed's gradient card.
 */
export function GameSwitcher({ tone = 'light', className }: { tone?: 'light' | 'onDark'; className?: string }) {
  const { t } = useTranslation();
  const { gameId, games, choose } = useChosenGame();
  const id = useId();
  if (games.length < 2) return null;
  return (
    <div className={cn('flex min-w-0 items-center gap-2', className)} data-testid="game-switcher">
      <label
        htmlFor={id}
        className={cn(
          'inline-flex shrink-0 items-center gap-1.5 text-sm font-semibold',
          tone === 'onDark' ? 'text-slate-100' : 'text-slate-700',
        )}
      >
        <Trophy className="size-4" aria-hidden />
        {t('games.label')}
      </label>
      <select
        id={id}
        value={gameId}
        onChange={(e) => choose(e.target.value)}
        className={cn(
          // Phones: as wide as the row allows (width 0 so a long game name never widens the page).
          'h-10 w-0 min-w-0 flex-1 truncate rounded-lg border bg-white ps-3 pe-8 text-sm font-semibold text-slate-900 focus-visible:outline-2 focus-visible:outline-offset-2 sm:w-auto sm:max-w-64 sm:flex-none',
          tone === 'onDark'
            ? 'border-white/40 focus-visible:outline-white'
            : 'border-slate-300 focus-visible:outline-brand-600',
        )}
      >
        {games.map((game) => (
          <option key={game.id} value={game.id}>
            {gameName(game, t)}
          </option>
        ))}
      </select>
    </div>
  );
}

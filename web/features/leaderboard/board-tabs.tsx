import * as Tabs from '@radix-ui/react-tabs';
import { Globe, Shield } from 'lucide-react';
import type { ReactNode } from 'react';
import type { Board } from '#core/schemas/leaderboard';
import { cn } from '../../lib/cn';
import { usePageTranslation } from '../../lib/use-page-translation';

const BOARDS: Board[] = ['league', 'global'];
const ICONS = { league: Shield, global: Globe } as const;
const tabId = (board: Board) => `leaderboard-tab-${board}`;
const panelId = (board: Board) => `leaderboard-panel-${board}`;

/**
 * "My league" / "All players" as Radix tabs (arrow keys mirrored right to left). Only the chosen
 * board's panel is mounted, so only its board is fetched.
 */
export function BoardTabs({
  value,
  onChange,
  panel,
}: {
  value: Board;
  onChange: (board: Board) => void;
  panel: (board: Board) => ReactNode;
}) {
  const { t, i18n } = usePageTranslation('leaderboard');
  return (
    <Tabs.Root value={value} onValueChange={(board) => onChange(board as Board)} dir={i18n.dir()}>
      <Tabs.List aria-label={t('leaderboard.tabs.label')} className="mb-4 flex gap-1 border-b border-slate-200">
        {BOARDS.map((board) => {
          const Icon = ICONS[board];
          return (
            <Tabs.Trigger
              key={board}
              value={board}
              id={tabId(board)}
              aria-controls={panelId(board)}
              className={cn(
                '-mb-px inline-flex items-center gap-2 border-b-2 px-3 pt-1 pb-3 text-base font-bold transition-colors',
                'focus-visible:rounded-t-lg focus-visible:outline-2 focus-visible:outline-brand-600',
                board === value
                  ? 'border-brand-600 text-brand-700'
                  : 'border-transparent text-slate-600 hover:text-slate-900',
              )}
            >
              <Icon className="size-4 shrink-0" aria-hidden />
              {t(`leaderboard.tabs.${board}`)}
            </Tabs.Trigger>
          );
        })}
      </Tabs.List>
      {BOARDS.map((board) => (
        <Tabs.Content
          key={board}
          value={board}
          id={panelId(board)}
          aria-labelledby={tabId(board)}
          className="rounded-lg focus-visible:outline-2 focus-visible:outline-offset-4 focus-visible:outline-brand-600"
        >
          {panel(board)}
        </Tabs.Content>
      ))}
    </Tabs.Root>
  );
}

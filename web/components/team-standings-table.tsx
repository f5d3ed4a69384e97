import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { ClassTeam } from '#core/schemas/classes';
import { cn } from '../lib/cn';
import { useFormat } from '../lib/format';
import { BoltPrice } from './bolt-price';
import { GainText } from './gain-text';
import { Badge } from './ui/badge';

/**
 * A class's teams, best average value first, as the teacher and the players both read them: one
 * table, so the two never disagree on what a team's figures are. On a phone the member count
 * rides under the name and the return under the value, so the name keeps its room.
 */
export function TeamStandingsTable({
  teams,
  caption,
  myTeamId = null,
  rowTestId,
  action,
  actionLabel,
}: {
  teams: ClassTeam[];
  caption: string;
  /** The reader's own team: highlighted and marked. */
  myTeamId?: string | null;
  rowTestId: string;
  /** A button at the end of each row (the teacher's delete), named for its team. */
  action?: (team: ClassTeam) => ReactNode;
  /** The action column's heading, for screen readers. */
  actionLabel?: string;
}) {
  const { t } = useTranslation();
  const format = useFormat();
  const th = 'px-2 py-2 text-xs font-semibold text-slate-600';
  const members = (team: ClassTeam) =>
    t('teams.members', { count: team.members, formatted: format.integer(team.members) });
  return (
    <table className="w-full table-fixed border-collapse text-sm text-slate-900">
      <caption className="sr-only">{caption}</caption>
      {/* Each column goes with its cells, or a hidden cell would shift the ones after it. */}
      <colgroup>
        <col className="w-11 sm:w-16" />
        <col />
        <col className="hidden sm:table-column sm:w-28" />
        <col className="w-28 sm:w-36" />
        <col className="hidden sm:table-column sm:w-32" />
        {action ? <col className="w-11" /> : null}
      </colgroup>
      <thead>
        <tr className="border-b border-slate-200">
          <th scope="col" className={cn(th, 'text-start')}>
            {t('teams.columns.place')}
          </th>
          <th scope="col" className={cn(th, 'text-start')}>
            {t('teams.columns.team')}
          </th>
          <th scope="col" className={cn(th, 'hidden text-end sm:table-cell')}>
            {t('teams.columns.members')}
          </th>
          <th scope="col" className={cn(th, 'text-end')}>
            {t('teams.columns.value')}
            <span className="block font-medium sm:hidden">{t('teams.columns.return')}</span>
          </th>
          <th scope="col" className={cn(th, 'hidden text-end sm:table-cell')}>
            {t('teams.columns.return')}
          </th>
          {action ? (
            <th scope="col" className={th}>
              <span className="sr-only">{actionLabel}</span>
            </th>
          ) : null}
        </tr>
      </thead>
      <tbody>
        {teams.map((team, i) => {
          const mine = team.id === myTeamId;
          // A team with no one has no average: its zeros would read as a team that lost nothing.
          const empty = team.members === 0;
          return (
            <tr
              key={team.id}
              className={cn('border-b border-slate-100 last:border-b-0', mine && 'bg-brand-50')}
              aria-current={mine ? 'true' : undefined}
              data-testid={rowTestId}
            >
              <td className="px-2 py-3 font-bold text-slate-700 tabular-nums">{format.integer(i + 1)}</td>
              <th scope="row" className="px-2 py-3 text-start font-normal">
                <span className="flex flex-wrap items-center gap-x-2 gap-y-1">
                  <bdi className="min-w-0 font-bold wrap-anywhere">{team.name}</bdi>
                  {mine ? (
                    <Badge tone="brand" className="shrink-0">
                      {t('teams.yourTeam')}
                    </Badge>
                  ) : null}
                </span>
                <span className="mt-0.5 block text-xs text-slate-600 sm:hidden">{members(team)}</span>
              </th>
              <td className="hidden px-2 py-3 text-end text-slate-700 tabular-nums sm:table-cell">
                {format.integer(team.members)}
              </td>
              <td className="px-2 py-3 text-end">
                {empty ? (
                  <span className="text-xs text-slate-600">{t('teams.noMembers')}</span>
                ) : (
                  <>
                    <BoltPrice minor={team.meanValueMinor} />
                    <div className="sm:hidden">
                      <GainText bp={team.meanGainBp} />
                    </div>
                  </>
                )}
              </td>
              <td className="hidden px-2 py-3 text-end sm:table-cell">
                {empty ? (
                  <span className="text-slate-600" title={t('teams.noMembers')}>
                    <span aria-hidden>—</span>
                    <span className="sr-only">{t('teams.noMembers')}</span>
                  </span>
                ) : (
                  <GainText bp={team.meanGainBp} />
                )}
              </td>
              {action ? <td className="px-0.5 py-2 text-end">{action(team)}</td> : null}
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}

import { Check, ClipboardCheck } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { MyAssignment } from '#core/schemas/classes';
import { SectionCard } from '../../../components/section-card';
import { useChosenGame } from '../../../lib/chosen-game';
import { useFormat } from '../../../lib/format';
import { useMyAssignments } from '../api/get-my-assignments';

const A = 'classes.assignments';

/**
 * The student's assignments in the chosen class game, each with how far they are and a check when
 * done; nothing in the public game. Its strings are the classes page's, loaded without suspending
 * the floor.
 */
export function ClassAssignmentsPanel({ className }: { className?: string }) {
  const { gameId, games } = useChosenGame();
  const isClass = Boolean(games.find((g) => g.id === gameId)?.classRules);
  const assignments = useMyAssignments(gameId, isClass);
  const { t, ready } = useTranslation(['translation', 'classes'], { nsMode: 'fallback', useSuspense: false });
  const format = useFormat();
  if (!isClass || !ready || !assignments.data || assignments.data.length === 0) return null;

  const lines = (a: MyAssignment) => {
    const { have, need, sectors } = a.progress;
    if (a.template === 'diversify') {
      return [
        t(`${A}.mine.companies`, { have, need }),
        sectors && t(`${A}.mine.sectors`, sectors),
        a.params.days > 0 && t(`${A}.days`, { count: a.params.days }),
      ].filter(Boolean);
    }
    if (a.template === 'write_reasons') return [t(`${A}.mine.trades`, { have, need })];
    return [];
  };

  return (
    <SectionCard title={t(`${A}.mine.title`)} icon={ClipboardCheck} className={className}>
      <ul className="divide-y divide-slate-100" data-testid="my-assignments">
        {assignments.data.map((a) => (
          <li key={a.id} className="flex items-start gap-3 py-2.5">
            <span
              className={
                a.done
                  ? 'mt-0.5 flex size-5 shrink-0 items-center justify-center rounded-full bg-emerald-600 text-white'
                  : 'mt-0.5 size-5 shrink-0 rounded-full ring-2 ring-slate-300'
              }
            >
              {a.done && <Check className="size-3.5" aria-hidden />}
            </span>
            <div className="min-w-0 text-sm">
              <p className="font-semibold text-slate-900">{t(`${A}.templates.${a.template}.name`)}</p>
              <p className="text-slate-600">
                <span className="sr-only">{a.done ? t(`${A}.mine.done`) : t(`${A}.mine.waiting`)}. </span>
                {[...(a.done ? [] : lines(a)), a.dueOn && t(`${A}.due`, { date: format.day(a.dueOn) })]
                  .filter(Boolean)
                  .join(' · ')}
                {a.done && <span aria-hidden>{t(`${A}.mine.done`)}</span>}
              </p>
              {a.template === 'finish_lesson' && !a.done && (
                <Link
                  to={`/learn/${encodeURIComponent(a.params.lesson)}`}
                  className="font-semibold text-brand-700 underline underline-offset-2 hover:text-brand-800"
                >
                  {t(`${A}.mine.openLesson`)}
                </Link>
              )}
            </div>
          </li>
        ))}
      </ul>
    </SectionCard>
  );
}

import { CalendarDays, ChevronRight, Users } from 'lucide-react';
import { Link } from 'react-router';
import type { ClassSummary } from '#core/schemas/classes';
import { Badge } from '../../../components/ui/badge';
import { useFormat } from '../../../lib/format';
import { usePageTranslation } from '../../../lib/use-page-translation';
import { JoinCodeText } from './join-code-text';

/** One class on "My classes": its name (the link to its page), dates, students and join code. */
export function ClassCard({ summary }: { summary: ClassSummary }) {
  const { t } = usePageTranslation('classes');
  const format = useFormat();
  return (
    <li
      className="relative flex flex-col gap-4 rounded-2xl bg-white p-4 shadow-sm ring-1 ring-slate-200 focus-within:ring-2 focus-within:ring-brand-600 hover:ring-slate-300 sm:p-5"
      data-testid="class-card"
    >
      <div className="flex items-start justify-between gap-3">
        <h2 className="min-w-0 text-lg font-bold text-slate-900">
          {/* The whole card is the link's target area; the name is its text. */}
          <Link
            to={`/classes/${summary.id}`}
            className="wrap-anywhere after:absolute after:inset-0 after:rounded-2xl focus-visible:outline-none"
          >
            {summary.name}
          </Link>
        </h2>
        <Badge tone={summary.joiningOpen ? 'positive' : 'neutral'} className="shrink-0">
          {summary.joiningOpen ? t('classes.card.open') : t('classes.card.closed')}
        </Badge>
      </div>
      <dl className="grid gap-1 text-sm text-slate-700">
        <div className="flex items-center gap-2">
          <dt className="flex">
            <CalendarDays className="size-4 shrink-0 text-slate-500" aria-hidden />
            <span className="sr-only">{t('classes.class.dates')}</span>
          </dt>
          <dd>{t('classes.card.dates', { start: format.day(summary.startsOn), end: format.day(summary.endsOn) })}</dd>
        </div>
        <div className="flex items-center gap-2">
          <dt className="flex">
            <Users className="size-4 shrink-0 text-slate-500" aria-hidden />
            <span className="sr-only">{t('classes.class.studentsTitle')}</span>
          </dt>
          <dd data-testid="class-card-students">
            {t('classes.card.students', { count: summary.students, formatted: format.integer(summary.students) })}
          </dd>
        </div>
      </dl>
      <div className="flex items-end justify-between gap-3 rounded-xl bg-slate-50 p-3">
        <div className="min-w-0">
          <p className="text-xs font-semibold text-slate-600 uppercase">{t('classes.card.joinCode')}</p>
          {summary.joinCode ? (
            <JoinCodeText code={summary.joinCode} className="text-3xl" />
          ) : (
            <p className="text-sm text-slate-600">{t('classes.card.noCode')}</p>
          )}
        </div>
        <ChevronRight className="size-5 shrink-0 text-slate-500 flip-rtl" aria-hidden />
      </div>
    </li>
  );
}

import { Download, Users } from 'lucide-react';
import { useId, useMemo, useState } from 'react';
import type { ClassStudent, ClassSummary } from '#core/schemas/classes';
import { LoadError } from '../../../components/load-error';
import { Button } from '../../../components/ui/button';
import { Skeleton } from '../../../components/ui/skeleton';
import { useFormat } from '../../../lib/format';
import { useMediaQuery, WIDE_SCREEN } from '../../../lib/use-media-query';
import { usePageTranslation } from '../../../lib/use-page-translation';
import { classStudentsCsvUrl, useClassStudents } from '../api/get-class-students';
import type { StudentAction } from '../lib/student-action';
import { DEFAULT_SORT, nextSort, sortStudents } from '../lib/student-sort';
import { RemoveStudentDialog } from './remove-student-dialog';
import { ResetPasswordDialog } from './reset-password-dialog';
import { StudentCards } from './student-cards';
import { StudentTradesDialog } from './student-trades-dialog';
import { StudentsEmpty } from './students-empty';
import { StudentsTable } from './students-table';

/**
 * The teacher's dashboard: every student's figures (a sortable table on a wide screen, cards on a
 * phone), the CSV of the same, and per student their trades, a new password and removal.
 */
export function StudentsCard({ summary }: { summary: ClassSummary }) {
  const { t, i18n } = usePageTranslation('classes');
  const format = useFormat();
  const headingId = useId();
  const wide = useMediaQuery(WIDE_SCREEN);
  const dashboard = useClassStudents(summary.id);
  const [sort, setSort] = useState(DEFAULT_SORT);
  const [opened, setOpened] = useState<{ action: StudentAction; student: ClassStudent } | null>(null);
  const locale = i18n.resolvedLanguage ?? 'en';
  const list = dashboard.data?.students;
  // The Team column and pickers: only in team mode, and once there is a team to choose.
  const teams = summary.options.teamMode && dashboard.data?.teams.length ? dashboard.data.teams : null;
  const students = useMemo(() => (list ? sortStudents(list, sort, locale) : []), [list, sort, locale]);
  // The table's own list once it is in, so the count and the rows always agree.
  const count = list?.length ?? summary.students;
  const caption = t('classes.students.caption', { name: summary.name });
  const openFor = (action: StudentAction) => (opened?.action === action ? opened.student : null);
  const close = () => setOpened(null);
  const onAction = (action: StudentAction, student: ClassStudent) => setOpened({ action, student });

  return (
    <section
      aria-labelledby={headingId}
      className="min-w-0 rounded-2xl bg-white p-4 shadow-sm ring-1 ring-slate-200 sm:p-6"
      data-testid="students-card"
    >
      <div className="mb-4 flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0">
          <h2 id={headingId} className="flex items-center gap-2 text-lg font-bold text-slate-900">
            <Users className="size-5 shrink-0 text-brand-600" aria-hidden />
            {t('classes.students.title')}
          </h2>
          <p className="mt-1 text-sm text-slate-700" data-testid="class-students" role="status">
            {count > 0
              ? t('classes.class.students', { count, formatted: format.integer(count) })
              : t('classes.class.noStudents')}
          </p>
        </div>
        {count > 0 ? (
          <Button variant="secondary" asChild>
            <a href={classStudentsCsvUrl(summary.id)} download data-testid="students-csv">
              <Download className="size-4" aria-hidden />
              {t('classes.students.downloadCsv')}
            </a>
          </Button>
        ) : null}
      </div>
      {dashboard.isPending ? (
        <div className="space-y-2" aria-hidden>
          <Skeleton className="h-10" />
          <Skeleton className="h-14" />
          <Skeleton className="h-14" />
        </div>
      ) : dashboard.error ? (
        <LoadError
          title={t('classes.students.loadError')}
          error={dashboard.error}
          onRetry={() => void dashboard.refetch()}
        />
      ) : students.length === 0 ? (
        <StudentsEmpty />
      ) : wide ? (
        <StudentsTable
          classId={summary.id}
          students={students}
          teams={teams}
          caption={caption}
          sort={sort}
          onSort={(key) => setSort((current) => nextSort(current, key))}
          onAction={onAction}
        />
      ) : (
        <StudentCards
          classId={summary.id}
          students={students}
          teams={teams}
          caption={caption}
          sort={sort}
          onSortChange={setSort}
          onAction={onAction}
        />
      )}
      <StudentTradesDialog classId={summary.id} student={openFor('trades')} onClose={close} />
      <ResetPasswordDialog classId={summary.id} classLabel={summary.name} student={openFor('reset')} onClose={close} />
      <RemoveStudentDialog classId={summary.id} classLabel={summary.name} student={openFor('remove')} onClose={close} />
    </section>
  );
}

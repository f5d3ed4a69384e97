import { ClipboardCheck } from 'lucide-react';
import { useState } from 'react';
import type { ClassAssignment, ClassSummary } from '#core/schemas/classes';
import { LoadError } from '../../../components/load-error';
import { SectionCard } from '../../../components/section-card';
import { Skeleton } from '../../../components/ui/skeleton';
import { errorKey } from '../../../lib/api-client';
import { toast } from '../../../lib/toast';
import { usePageTranslation } from '../../../lib/use-page-translation';
import { useClassStudents } from '../api/get-class-students';
import { useClassAssignments } from '../api/get-class-assignments';
import { useDeleteAssignment } from '../api/delete-assignment';
import { useLessonTitle } from '../api/get-lessons';
import { assignmentTitle } from '../lib/assignment-text';
import { AssignmentForm } from './assignment-form';
import { AssignmentItem } from './assignment-item';
import { ConfirmDialog } from './confirm-dialog';

const A = 'classes.assignments';

/** The teacher's assignments of a class: set one, see who has done each, delete one. */
export function AssignmentsCard({ summary }: { summary: ClassSummary }) {
  const { t } = usePageTranslation('classes');
  const assignments = useClassAssignments(summary.id);
  // The dashboard's query (shared cache): students' names for the "who has done it" lists.
  const students = useClassStudents(summary.id);
  const lessonTitle = useLessonTitle();
  const remove = useDeleteAssignment(summary.id);
  const [deleting, setDeleting] = useState<ClassAssignment | null>(null);
  const names = new Map(students.data?.students.map((s) => [s.userId, s.name]));
  const nameOf = (userId: string) => names.get(userId) ?? '…';

  function confirmDelete() {
    if (!deleting) return;
    remove.mutate(deleting.id, {
      onSuccess: () => {
        setDeleting(null);
        toast.success(t(`${A}.deleted`));
      },
      onError: (error) =>
        toast.error(t(`${A}.deleteFailed`), {
          description: t(errorKey(error), { defaultValue: t('errors.internal') }),
        }),
    });
  }

  return (
    <SectionCard title={t(`${A}.title`)} icon={ClipboardCheck}>
      <div className="space-y-5" data-testid="assignments-card">
        <p className="text-slate-600">{t(`${A}.intro`)}</p>
        {assignments.isPending ? (
          <Skeleton className="h-16 rounded-xl" />
        ) : assignments.error ? (
          <LoadError title={t(`${A}.loadError`)} error={assignments.error} onRetry={() => void assignments.refetch()} />
        ) : assignments.data.length === 0 ? (
          <p className="rounded-xl bg-slate-50 p-3 text-sm text-slate-600">{t(`${A}.empty`)}</p>
        ) : (
          <ul className="divide-y divide-slate-100">
            {assignments.data.map((a) => (
              <AssignmentItem
                key={a.id}
                assignment={a}
                nameOf={nameOf}
                lessonTitle={lessonTitle}
                onDelete={setDeleting}
              />
            ))}
          </ul>
        )}
        <div className="border-t border-slate-100 pt-4">
          <h3 className="mb-3 font-bold text-slate-900">{t(`${A}.newTitle`)}</h3>
          <AssignmentForm classId={summary.id} />
        </div>
      </div>
      <ConfirmDialog
        open={deleting !== null}
        title={t(`${A}.confirmDelete.title`)}
        body={t(`${A}.confirmDelete.body`, { name: deleting ? assignmentTitle(t, deleting, lessonTitle) : '' })}
        confirmLabel={t(`${A}.confirmDelete.confirm`)}
        cancelLabel={t(`${A}.confirmDelete.cancel`)}
        pending={remove.isPending}
        onCancel={() => setDeleting(null)}
        onConfirm={confirmDelete}
        testId="delete-assignment-dialog"
      />
    </SectionCard>
  );
}

import type { ClassStudent } from '#core/schemas/classes';
import { errorKey } from '../../../lib/api-client';
import { toast } from '../../../lib/toast';
import { usePageTranslation } from '../../../lib/use-page-translation';
import { useRemoveStudent } from '../api/remove-student';
import { ConfirmDialog } from './confirm-dialog';

/** "Remove Noa from the class?": their portfolio leaves it; asked before anything happens. */
export function RemoveStudentDialog({
  classId,
  classLabel,
  student,
  onClose,
}: {
  classId: string;
  classLabel: string;
  student: ClassStudent | null;
  onClose: () => void;
}) {
  const { t } = usePageTranslation('classes');
  const remove = useRemoveStudent(classId);
  const name = student?.name ?? '';
  const confirm = () => {
    if (!student) return;
    remove.mutate(student.userId, {
      onSuccess: () => {
        toast.success(t('classes.students.remove.done', { name: student.name }));
        onClose();
      },
      onError: (error) =>
        toast.error(t('classes.students.remove.failed'), {
          description: t(errorKey(error), { defaultValue: t('errors.internal') }),
        }),
    });
  };
  return (
    <ConfirmDialog
      open={student !== null}
      title={t('classes.students.remove.title', { name })}
      body={t('classes.students.remove.body', { name, class: classLabel })}
      confirmLabel={remove.isPending ? t('classes.students.remove.removing') : t('classes.students.remove.confirm')}
      cancelLabel={t('classes.students.remove.cancel')}
      pending={remove.isPending}
      onCancel={onClose}
      onConfirm={confirm}
      testId="remove-student-dialog"
    />
  );
}

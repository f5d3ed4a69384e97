import { CircleAlert, KeyRound, Printer } from 'lucide-react';
import type { ClassStudent } from '#core/schemas/classes';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { errorKey } from '../../../lib/api-client';
import { usePageTranslation } from '../../../lib/use-page-translation';
import { useResetStudentPassword } from '../api/reset-student-password';
import { LoginCard } from './login-card';
import { PrintPortal } from './print-portal';

/**
 * A new password for a login the teacher issued: asked first (the old one stops working), then
 * shown once on a card to print. The backdrop never closes it, so the password is not lost by a
 * stray click.
 */
export function ResetPasswordDialog({
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
  const reset = useResetStudentPassword(classId);
  const name = student?.name ?? '';
  const login = reset.data;
  const close = () => {
    reset.reset();
    onClose();
  };

  return (
    <Dialog
      role="alertdialog"
      open={student !== null}
      onClose={close}
      dismissible={!reset.isPending}
      title={login ? t('classes.students.reset.doneTitle', { name }) : t('classes.students.reset.title', { name })}
      description={login ? t('classes.students.reset.doneBody') : t('classes.students.reset.body')}
      closeLabel={login ? t('classes.students.reset.done') : t('classes.students.reset.cancel')}
      data-testid="reset-password-dialog"
    >
      {login ? (
        <>
          <LoginCard login={login} classLabel={classLabel} className="mt-4" />
          <PrintPortal>
            <div className="grid grid-cols-2 gap-3">
              <LoginCard login={login} classLabel={classLabel} className="p-3" />
            </div>
          </PrintPortal>
          <div className="mt-5 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <Button variant="secondary" onClick={close}>
              {t('classes.students.reset.done')}
            </Button>
            <Button onClick={() => window.print()}>
              <Printer className="size-4" aria-hidden />
              {t('classes.students.reset.print')}
            </Button>
          </div>
        </>
      ) : (
        <>
          {reset.error ? (
            <p
              role="alert"
              className="mt-4 flex items-start gap-2 rounded-xl bg-rose-50 p-3 text-sm font-medium text-rose-800"
            >
              <CircleAlert className="mt-0.5 size-4 shrink-0" aria-hidden />
              {t(errorKey(reset.error), { defaultValue: t('classes.students.reset.failed') })}
            </p>
          ) : null}
          <div className="mt-5 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <Button variant="secondary" onClick={close} disabled={reset.isPending}>
              {t('classes.students.reset.cancel')}
            </Button>
            <Button
              onClick={() => student && reset.mutate(student.userId)}
              disabled={reset.isPending}
              aria-busy={reset.isPending}
            >
              <KeyRound className="size-4" aria-hidden />
              {reset.isPending ? t('classes.students.reset.resetting') : t('classes.students.reset.confirm')}
            </Button>
          </div>
        </>
      )}
    </Dialog>
  );
}

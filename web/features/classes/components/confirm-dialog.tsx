import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';

/**
 * A question that must be answered before something that cannot be undone (closing joining,
 * removing a student): an alertdialog whose backdrop does not close it, Cancel first on a phone.
 */
export function ConfirmDialog({
  open,
  title,
  body,
  confirmLabel,
  cancelLabel,
  pending = false,
  onCancel,
  onConfirm,
  testId,
}: {
  open: boolean;
  title: string;
  body: string;
  confirmLabel: string;
  cancelLabel: string;
  pending?: boolean;
  onCancel: () => void;
  onConfirm: () => void;
  testId?: string;
}) {
  return (
    <Dialog
      role="alertdialog"
      open={open}
      onClose={onCancel}
      dismissible={!pending}
      title={title}
      description={body}
      closeLabel={cancelLabel}
      data-testid={testId}
    >
      <div className="mt-5 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variant="secondary" onClick={onCancel} disabled={pending}>
          {cancelLabel}
        </Button>
        <Button onClick={onConfirm} disabled={pending} aria-busy={pending} className="bg-rose-700 hover:bg-rose-800">
          {confirmLabel}
        </Button>
      </div>
    </Dialog>
  );
}

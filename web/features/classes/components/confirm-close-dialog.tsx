import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { usePageTranslation } from '../../../lib/use-page-translation';

/** "Close joining?": the code stops working; nobody already in the class is affected. */
export function ConfirmCloseDialog({
  open,
  name,
  pending,
  onCancel,
  onConfirm,
}: {
  open: boolean;
  name: string;
  pending: boolean;
  onCancel: () => void;
  onConfirm: () => void;
}) {
  const { t } = usePageTranslation('classes');
  return (
    <Dialog
      role="alertdialog"
      open={open}
      onClose={onCancel}
      dismissible={!pending}
      title={t('classes.class.confirmClose.title')}
      description={t('classes.class.confirmClose.body', { name })}
      closeLabel={t('classes.class.confirmClose.cancel')}
    >
      <div className="mt-5 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variant="secondary" onClick={onCancel} disabled={pending}>
          {t('classes.class.confirmClose.cancel')}
        </Button>
        <Button onClick={onConfirm} disabled={pending} aria-busy={pending} className="bg-rose-700 hover:bg-rose-800">
          {t('classes.class.confirmClose.confirm')}
        </Button>
      </div>
    </Dialog>
  );
}

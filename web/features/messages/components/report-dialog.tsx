import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '../../../lib/toast';
import { REPORT_REASONS, type ReportReason } from '#core/social/report-reasons';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { errorKey } from '../../../lib/api-client';
import { useReportMessage } from '../api/report-message';

/** Sends one message to the moderators with a reason; the player is told it arrived. */
export function ReportDialog({ messageId, onClose }: { messageId: number | null; onClose: () => void }) {
  const { t } = useTranslation();
  const [reason, setReason] = useState<ReportReason>('bullying');
  const report = useReportMessage();
  return (
    <Dialog
      open={messageId !== null}
      onClose={onClose}
      title={t('messages.report.title')}
      description={t('messages.report.description')}
      closeLabel={t('messages.report.close')}
      dismissible={!report.isPending}
      data-testid="report-dialog"
    >
      <fieldset className="space-y-2">
        <legend className="mb-2 text-sm font-semibold text-slate-800">{t('messages.report.reason')}</legend>
        {REPORT_REASONS.map((r) => (
          <label key={r} className="flex items-center gap-2 text-sm text-slate-800">
            <input type="radio" name="report-reason" checked={reason === r} onChange={() => setReason(r)} />
            {t(`messages.report.reasons.${r}`)}
          </label>
        ))}
      </fieldset>
      <div className="mt-5 flex justify-end gap-2">
        <Button variant="secondary" onClick={onClose} disabled={report.isPending}>
          {t('messages.report.cancel')}
        </Button>
        <Button
          disabled={report.isPending || messageId === null}
          onClick={() =>
            messageId !== null &&
            report.mutate(
              { messageId, reason },
              {
                onSuccess: () => {
                  toast.success(t('messages.report.sent'));
                  onClose();
                },
                onError: (err) => toast.error(t('messages.report.failed'), { description: t(errorKey(err)) }),
              },
            )
          }
        >
          {t('messages.report.send')}
        </Button>
      </div>
    </Dialog>
  );
}

import { DoorClosed, DoorOpen, Maximize, RefreshCw } from 'lucide-react';
import { useState } from 'react';
import type { ClassSummary } from '#core/schemas/classes';
import { Button } from '../../../components/ui/button';
import { errorKey } from '../../../lib/api-client';
import { toast } from '../../../lib/toast';
import { usePageTranslation } from '../../../lib/use-page-translation';
import { useSetJoining, type JoiningChange } from '../api/set-joining';
import { joinUrl } from '../lib/join-code';
import { ConfirmDialog } from './confirm-dialog';
import { JoinCodeText } from './join-code-text';
import { JoinQr } from './join-qr';
import { PresentDialog } from './present-dialog';

/** The class's join code, large, with its address and QR code, and what the teacher can do with it. */
export function JoiningCard({ summary }: { summary: ClassSummary }) {
  const { t } = usePageTranslation('classes');
  const joining = useSetJoining(summary.id);
  const [confirming, setConfirming] = useState(false);
  const [presenting, setPresenting] = useState(false);
  const code = summary.joiningOpen ? summary.joinCode : null;
  const url = code ? joinUrl(code) : null;

  const change = (next: JoiningChange, done: string) =>
    joining.mutate(next, {
      onSuccess: () => {
        setConfirming(false);
        toast.success(done);
      },
      onError: (error) =>
        toast.error(t('classes.class.changeFailed'), {
          description: t(errorKey(error), { defaultValue: t('errors.internal') }),
        }),
    });

  return (
    <section
      aria-labelledby="joining-title"
      className="rounded-2xl bg-white p-4 shadow-sm ring-1 ring-slate-200 sm:p-6"
    >
      <h2 id="joining-title" className="mb-4 text-lg font-bold text-slate-900">
        {t('classes.class.joinTitle')}
      </h2>
      {code && url ? (
        <div className="flex flex-col items-center gap-6 sm:flex-row sm:items-center sm:justify-between">
          <div className="min-w-0 space-y-3 text-center sm:text-start">
            <p className="text-sm font-semibold text-slate-600">{t('classes.class.codeLabel')}</p>
            <p data-testid="join-code">
              <JoinCodeText code={code} className="text-5xl sm:text-7xl" />
            </p>
            <p className="text-sm text-slate-700">
              {t('classes.class.goTo')}{' '}
              <bdi dir="ltr" className="font-semibold wrap-anywhere text-slate-900">
                {url.replace(/^https?:\/\//, '')}
              </bdi>
            </p>
          </div>
          <JoinQr
            url={url}
            label={t('classes.class.qr', { url })}
            className="w-48 shrink-0 ring-1 ring-slate-200 sm:w-56"
          />
        </div>
      ) : (
        <p className="rounded-xl bg-slate-100 p-3 text-slate-700" data-testid="joining-closed">
          {t('classes.class.joiningClosed')}
        </p>
      )}
      <div className="mt-5 flex flex-wrap gap-2">
        {code && url ? (
          <>
            <Button onClick={() => setPresenting(true)}>
              <Maximize className="size-4" aria-hidden />
              {t('classes.class.present')}
            </Button>
            <Button
              variant="secondary"
              disabled={joining.isPending}
              onClick={() => change({ open: true, newCode: true }, t('classes.class.newCodeDone'))}
            >
              <RefreshCw className="size-4" aria-hidden />
              {t('classes.class.newCode')}
            </Button>
            <Button variant="secondary" disabled={joining.isPending} onClick={() => setConfirming(true)}>
              <DoorClosed className="size-4" aria-hidden />
              {t('classes.class.closeJoining')}
            </Button>
          </>
        ) : (
          <Button disabled={joining.isPending} onClick={() => change({ open: true }, t('classes.class.opened'))}>
            <DoorOpen className="size-4" aria-hidden />
            {t('classes.class.openJoining')}
          </Button>
        )}
      </div>
      <ConfirmDialog
        open={confirming}
        title={t('classes.class.confirmClose.title')}
        body={t('classes.class.confirmClose.body', { name: summary.name })}
        confirmLabel={t('classes.class.confirmClose.confirm')}
        cancelLabel={t('classes.class.confirmClose.cancel')}
        pending={joining.isPending}
        onCancel={() => setConfirming(false)}
        onConfirm={() => change({ open: false }, t('classes.class.closed'))}
      />
      {code && url ? (
        <PresentDialog
          open={presenting}
          onClose={() => setPresenting(false)}
          name={summary.name}
          code={code}
          url={url}
        />
      ) : null}
    </section>
  );
}

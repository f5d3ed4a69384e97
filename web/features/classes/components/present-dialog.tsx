import { useEffect } from 'react';
import { Dialog } from '../../../components/ui/dialog';
import { usePageTranslation } from '../../../lib/use-page-translation';
import { JoinCodeText } from './join-code-text';
import { JoinQr } from './join-qr';

/**
 * The join code for a projector: the whole screen (the browser's full screen too, where it lets
 * the page ask), the code as large as it fits, the address and its QR code.
 */
export function PresentDialog({
  open,
  onClose,
  name,
  code,
  url,
}: {
  open: boolean;
  onClose: () => void;
  name: string;
  code: string;
  url: string;
}) {
  const { t } = usePageTranslation('classes');
  useEffect(() => {
    if (!open) return;
    // Refused without a click just before, or by the browser: the dialog alone fills the window.
    document.documentElement.requestFullscreen?.().catch(() => undefined);
    return () => {
      if (document.fullscreenElement) void document.exitFullscreen().catch(() => undefined);
    };
  }, [open]);
  const address = url.replace(/^https?:\/\//, '');
  return (
    <Dialog
      open={open}
      onClose={onClose}
      title={t('classes.present.title', { name })}
      closeLabel={t('classes.present.close')}
      className="h-full max-h-none w-full max-w-none rounded-none"
      data-testid="present-dialog"
    >
      <div className="flex min-h-[calc(100dvh-6rem)] flex-col items-center justify-center gap-6 text-center lg:flex-row lg:gap-16">
        <div className="min-w-0 space-y-4">
          <p className="text-lg text-slate-700 sm:text-2xl">{t('classes.present.instructions')}</p>
          <p className="text-2xl font-bold wrap-anywhere text-brand-700 sm:text-4xl">
            <bdi dir="ltr">{address}</bdi>
          </p>
          <p data-testid="present-code">
            <JoinCodeText code={code} className="text-[min(16vw,9rem)] leading-none" />
          </p>
        </div>
        <JoinQr url={url} label={t('classes.class.qr', { url })} className="w-[min(70vw,45vh)] shrink-0" />
      </div>
    </Dialog>
  );
}

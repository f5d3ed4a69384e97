import { Check, Copy, Share2, X } from 'lucide-react';
import { useEffect, useId, useRef } from 'react';
import { usePageTranslation } from '../../lib/use-page-translation';
import { toast } from '../../lib/toast';
import { Button } from '../../components/ui/button';
import { keepTabInside } from '../../components/ui/keep-tab-inside';
import { useCopyToClipboard } from './use-copy-to-clipboard';

export type ReferralDialogState = { status: 'closed' } | { status: 'generating' } | { status: 'ready'; url: string };

/**
 * A native modal <dialog>: the browser makes the page behind inert, closes on Escape and gives
 * focus back to the Invite button afterwards; Tab and Shift+Tab cycle inside it.
 */
export function ReferralDialog({
  state,
  bonus,
  onClose,
}: {
  state: ReferralDialogState;
  bonus: string;
  onClose: () => void;
}) {
  const { t } = usePageTranslation('profile');
  const dialogRef = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const descriptionId = useId();
  const linkId = useId();
  const { copied, copy } = useCopyToClipboard();
  const isOpen = state.status !== 'closed';

  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    if (isOpen && !dialog.open) dialog.showModal();
    if (!isOpen && dialog.open) dialog.close();
  }, [isOpen]);

  const url = state.status === 'ready' ? state.url : null;

  async function copyLink() {
    if (!url) return;
    if (await copy(url)) {
      toast.success(t('profile.referral.copiedTitle'), { description: t('profile.referral.copied') });
    } else {
      toast.error(t('profile.referral.copyFailedTitle'), { description: t('profile.referral.copyFailed') });
    }
  }

  async function shareLink() {
    if (!url) return;
    if (typeof navigator.share === 'function') {
      try {
        await navigator.share({ title: t('profile.referral.shareTitle'), text: t('profile.referral.shareText'), url });
        return;
      } catch (err) {
        // The person closed the share sheet: nothing to fall back to.
        if (err instanceof DOMException && err.name === 'AbortError') return;
      }
    }
    await copyLink();
  }

  return (
    <dialog
      ref={dialogRef}
      aria-labelledby={titleId}
      aria-describedby={descriptionId}
      onClose={onClose}
      onKeyDown={keepTabInside}
      onClick={(e) => {
        // A click on the backdrop (the dialog element itself, outside its panel) closes it.
        if (e.target === e.currentTarget) e.currentTarget.close();
      }}
      className="m-auto w-[calc(100%-2rem)] max-w-md rounded-2xl bg-white p-0 text-slate-900 shadow-xl backdrop:bg-slate-900/50"
    >
      <div className="p-5 sm:p-6">
        <div className="flex items-start justify-between gap-3">
          <h2 id={titleId} className="text-lg font-bold text-slate-900">
            {t('profile.referral.dialogTitle')}
          </h2>
          <button
            type="button"
            onClick={() => dialogRef.current?.close()}
            className="-me-2 -mt-1 flex size-10 shrink-0 items-center justify-center rounded-lg text-slate-600 hover:bg-slate-100 hover:text-slate-900 focus-visible:outline-2 focus-visible:outline-brand-600"
          >
            <X className="size-5" aria-hidden />
            <span className="sr-only">{t('profile.referral.close')}</span>
          </button>
        </div>
        <p id={descriptionId} className="mt-1 text-sm text-slate-700">
          {t('profile.referral.explain', { amount: bonus })}
        </p>

        {state.status === 'generating' && (
          <div role="status" className="mt-4 flex flex-col items-center gap-3 py-6">
            <span
              aria-hidden
              className="size-8 animate-spin rounded-full border-4 border-slate-200 border-t-brand-600"
            />
            <p className="text-sm font-medium text-slate-700">{t('profile.referral.generating')}</p>
          </div>
        )}

        {url && (
          <div className="mt-4 space-y-3">
            <label htmlFor={linkId} className="block text-sm font-semibold text-slate-800">
              {t('profile.referral.linkLabel')}
            </label>
            <div className="flex items-center gap-2">
              <input
                id={linkId}
                readOnly
                value={url}
                dir="ltr"
                onFocus={(e) => e.currentTarget.select()}
                data-testid="referral-link"
                className="h-11 min-w-0 flex-1 rounded-lg border border-slate-300 bg-slate-50 px-3 font-mono text-sm text-slate-900 focus:border-brand-600 focus:outline-2 focus:outline-brand-600/30"
              />
              <Button
                variant="secondary"
                className="size-11 shrink-0 px-0"
                onClick={() => void copyLink()}
                data-testid="referral-copy"
                data-copied={copied ? 'true' : 'false'}
              >
                {copied ? (
                  <Check className="size-5 text-emerald-700" aria-hidden />
                ) : (
                  <Copy className="size-5" aria-hidden />
                )}
                <span className="sr-only">
                  {copied ? t('profile.referral.copiedTitle') : t('profile.referral.copy')}
                </span>
              </Button>
            </div>
            <p role="status" className="sr-only">
              {copied ? t('profile.referral.copied') : ''}
            </p>
            <Button className="w-full" onClick={() => void shareLink()}>
              <Share2 className="size-4" aria-hidden />
              {t('profile.referral.share')}
            </Button>
            <p className="text-xs text-slate-600">{t('profile.referral.oncePerDay')}</p>
          </div>
        )}
      </div>
    </dialog>
  );
}

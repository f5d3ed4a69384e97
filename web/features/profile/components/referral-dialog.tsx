import { Check, Copy, Share2 } from 'lucide-react';
import { useId } from 'react';
import { usePageTranslation } from '../../../lib/use-page-translation';
import { toast } from '../../../lib/toast';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { useCopyToClipboard } from '../hooks/use-copy-to-clipboard';

export type ReferralDialogState = { status: 'closed' } | { status: 'generating' } | { status: 'ready'; url: string };

/** The invite link to copy or share: "Generating..." first, then today's link. */
export function ReferralDialog({
  state,
  explain,
  onClose,
  returnFocusTo,
}: {
  state: ReferralDialogState;
  /** The button that opened it (see Dialog). */
  returnFocusTo?: HTMLElement | null;
  /** What a referral earns, in words, or null while it loads. */
  explain: string | null;
  onClose: () => void;
}) {
  const { t } = usePageTranslation('profile');
  const linkId = useId();
  const { copied, copy } = useCopyToClipboard();
  const isOpen = state.status !== 'closed';

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
    <Dialog
      open={isOpen}
      onClose={onClose}
      title={t('profile.referral.dialogTitle')}
      description={explain ?? undefined}
      closeLabel={t('profile.referral.close')}
      returnFocusTo={returnFocusTo}
    >
      {state.status === 'generating' && (
        <div role="status" className="mt-4 flex flex-col items-center gap-3 py-6">
          <span aria-hidden className="size-8 animate-spin rounded-full border-4 border-slate-200 border-t-brand-600" />
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
              <span className="sr-only">{copied ? t('profile.referral.copiedTitle') : t('profile.referral.copy')}</span>
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
    </Dialog>
  );
}

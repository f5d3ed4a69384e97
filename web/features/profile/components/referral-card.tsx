import { Gift, UserPlus } from 'lucide-react';
import { Suspense, useState } from 'react';
import { usePageTranslation } from '../../../lib/use-page-translation';
import { toast } from '../../../lib/toast';
import { useFormat } from '../../../lib/format';
import { useReferralBonusBolts, useReferralWeeklyCap } from '../../../lib/referral-bonus';
import { Button } from '../../../components/ui/button';
import { onDemand, useLatched } from '../../../lib/on-demand';
import { referralUrl, useCreateReferralLink } from '../api/create-referral-link';
import { SectionCard } from '../../../components/section-card';
import type { ReferralDialogState } from './referral-dialog';

// The dialog loads when the player reaches for the button, not with the profile: most visits
// invite nobody.
const referralDialog = onDemand(() => import('./referral-dialog').then((m) => m.ReferralDialog));

/** The invite section: what a referral earns, and the button that opens the share dialog. */
export function ReferralCard() {
  const { t } = usePageTranslation('profile');
  const format = useFormat();
  const createLink = useCreateReferralLink();
  const [state, setState] = useState<ReferralDialogState>({ status: 'closed' });
  // Mounted from the first invitation on: its close returns focus to the button.
  const asked = useLatched(state.status !== 'closed');
  const [button, setButton] = useState<HTMLButtonElement | null>(null);

  function open() {
    // Closed -> "Generating..." -> open with today's link.
    setState({ status: 'generating' });
    createLink.mutate(undefined, {
      onSuccess: (link) => setState({ status: 'ready', url: referralUrl(link.code) }),
      onError: () => {
        setState({ status: 'closed' });
        toast.error(t('profile.referral.errorTitle'), { description: t('profile.referral.error') });
      },
    });
  }

  const bolts = useReferralBonusBolts();
  const cap = useReferralWeeklyCap();
  const explain =
    bolts === null || cap === null
      ? null
      : t('profile.referral.explain', { amount: format.integer(bolts), cap: format.integer(cap) });
  return (
    <SectionCard title={t('profile.referral.title')} icon={Gift}>
      {explain !== null && <p className="text-slate-700">{explain}</p>}
      <Button
        variant="bolt"
        className="mt-4 w-full sm:w-auto"
        onClick={(event) => {
          setButton(event.currentTarget);
          open();
        }}
        onPointerEnter={referralDialog.preload}
        onFocus={referralDialog.preload}
        disabled={state.status === 'generating'}
        aria-haspopup="dialog"
      >
        <UserPlus className="size-4" aria-hidden />
        {state.status === 'generating' ? t('profile.referral.generating') : t('profile.referral.invite')}
      </Button>
      {asked && (
        <Suspense fallback={null}>
          <referralDialog.Component
            state={state}
            explain={explain}
            onClose={() => setState({ status: 'closed' })}
            returnFocusTo={button}
          />
        </Suspense>
      )}
    </SectionCard>
  );
}

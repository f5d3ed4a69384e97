import { useEffect, useSyncExternalStore } from 'react';
import { useSearchParams } from 'react-router';
import { referralCodeSchema } from '#core/schemas/auth';
import { peekReferralCode, rememberReferralCode } from '../../../lib/session';

const valid = (code: string | null) => (code && referralCodeSchema.safeParse(code).success ? code.trim() : null);

/** The remembered referral code, if it is well formed (an old or tampered value is ignored). */
export const rememberedReferralCode = () => valid(peekReferralCode());

/** The code is kept in this browser's storage: another tab may remember one. */
const subscribe = (changed: () => void) => {
  window.addEventListener('storage', changed);
  return () => window.removeEventListener('storage', changed);
};
/** The server draws the page without the browser's storage (docs/decisions/020). */
const noneOnTheServer = () => null;

/**
 * /auth?ref=CODE: remembers the code until an account claims it, and returns the code in play
 * (from the link, or remembered from an earlier visit) so the page can say so.
 */
export function useReferralCode(): string | null {
  const [params] = useSearchParams();
  const fromLink = valid(params.get('ref'));
  const remembered = useSyncExternalStore(subscribe, rememberedReferralCode, noneOnTheServer);
  useEffect(() => {
    if (fromLink) rememberReferralCode(fromLink);
  }, [fromLink]);
  return fromLink ?? remembered;
}

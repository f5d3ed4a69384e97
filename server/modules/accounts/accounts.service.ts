// What happens around an account's life that the auth library does not know about: the profile
// and settings rows, the 50,000 Bolts starting grant and the referrer's 500 Bolts, each written
// to the ledger exactly once.
import { STARTING_BALANCE_MINOR } from '#core/money';
import type { Me } from '#core/schemas/auth';
import type { Db } from '../../db/client';
import { HttpError } from '../../http/http-error';
import { creditFromSystem } from '../ledger';
import type { AccountsRepo } from './accounts.repo';

/** SPEC §9: 500 Bolts per friend who signs up through the link. */
export const REFERRAL_BONUS_MINOR = 500 * 100;
/** A referral code can be attached only while the account is new. */
const REFERRAL_CLAIM_WINDOW_MS = 24 * 60 * 60_000;

/** Phone-only accounts need an address for the auth library; it is never shown or mailed. */
export const PHONE_ACCOUNT_EMAIL_DOMAIN = 'phone.bolts.invalid';
export const isPlaceholderEmail = (email: string | null | undefined) =>
  !!email && email.endsWith(`@${PHONE_ACCOUNT_EMAIL_DOMAIN}`);

export interface NewAccount {
  id: string;
  name: string;
  email: string;
  username?: string | null;
  createdAt: Date;
}

export function createAccountsService(deps: {
  db: Db;
  repo: AccountsRepo;
  /** The admins' platform settings (starting balance, referral bonus); the spec's constants without. */
  settings?: { get(): Promise<{ startingBalanceMinor: number; referralBonusMinor: number }> };
  /** A referrer was credited: their XP changed (progress tracker). */
  onReferralCredited?: (referrerUserId: string) => void;
}) {
  const { db, repo } = deps;
  const amounts = async () =>
    (await deps.settings?.get()) ?? {
      startingBalanceMinor: STARTING_BALANCE_MINOR,
      referralBonusMinor: REFERRAL_BONUS_MINOR,
    };

  async function setUpAccount(user: NewAccount): Promise<void> {
    const { startingBalanceMinor } = await amounts();
    await db.transaction(async (tx) => {
      const t = tx as unknown as Db;
      await repo.ensureProfileRows(t, {
        id: user.id,
        name: user.name,
        username: user.username ?? null,
        email: isPlaceholderEmail(user.email) ? null : user.email,
      });
      // A starting balance of 0 (a class that starts empty) writes no journal: there is nothing to move.
      if (startingBalanceMinor <= 0) return;
      await creditFromSystem(t, {
        userId: user.id,
        amountMinor: startingBalanceMinor,
        kind: 'signup_grant',
        from: 'treasury',
        idempotencyKey: `signup:${user.id}`,
        memo: 'Starting balance',
      });
    });
  }

  return {
    setUpAccount,

    /**
     * Credits the owner of `code` for bringing in `referredUserId`, once per referred account.
     * Unknown codes, self-referral and accounts older than a day earn nothing (and say so).
     */
    async claimReferral(referredUserId: string, code: string): Promise<{ credited: boolean }> {
      const referrer = await repo.referrerOfCode(code);
      if (!referrer || referrer === referredUserId) return { credited: false };
      const referred = await repo.findUser(referredUserId);
      if (!referred || Date.now() - referred.createdAt.getTime() > REFERRAL_CLAIM_WINDOW_MS) return { credited: false };
      const { referralBonusMinor } = await amounts();
      const credited = await db.transaction(async (tx) => {
        const t = tx as unknown as Db;
        if (!(await repo.recordReferral(t, referredUserId, referrer, code))) return false;
        if (referralBonusMinor <= 0) return true;
        return creditFromSystem(t, {
          userId: referrer,
          amountMinor: referralBonusMinor,
          kind: 'referral_bonus',
          from: 'treasury',
          idempotencyKey: `referral:${referredUserId}`,
          memo: 'A friend joined through your link',
        });
      });
      if (credited) deps.onReferralCredited?.(referrer);
      return { credited };
    },

    async me(userId: string): Promise<Me> {
      let found = await repo.me(userId);
      if (!found) throw new HttpError(401, 'unauthorized', 'Please sign in first.');
      if (!found.profile) {
        // The sign-up hook failed after the user row was written: finish the set-up now.
        const { user } = found;
        await setUpAccount({
          id: user.id,
          name: user.name,
          email: user.email,
          username: user.username,
          createdAt: user.createdAt,
        });
        found = (await repo.me(userId))!;
      }
      const { user, roles } = found;
      const profile = found.profile!;
      return {
        user: {
          id: user.id,
          email: isPlaceholderEmail(user.email) ? null : user.email,
          phoneNumber: user.phoneNumber,
          username: profile.username ?? user.username,
          fullName: profile.fullName ?? user.name,
        },
        profile: {
          balanceMinor: profile.balanceMinor,
          hasCompletedOnboarding: profile.hasCompletedOnboarding,
          bio: profile.bio,
          avatarUrl: profile.avatarUrl,
        },
        roles,
        isAdmin: roles.includes('admin'),
      };
    },
  };
}
export type AccountsService = ReturnType<typeof createAccountsService>;

// What happens around an account's life that the auth library does not know about: the profile
// and settings rows, joining the public game (its starting cash) and the referrer's bonus, each
// written to the ledger exactly once.
import { PUBLIC_GAME_ID } from '#core/games';
import type { Me } from '#core/schemas/auth';
import { inTransaction, type Db } from '../../db/client';
import { HttpError } from '../../http/http-error';
import { creditFromSystem } from '../ledger';
import type { GamesService } from '../games';
import type { AccountsRepo } from './accounts.repo';

/** 500 Bolts per friend who joins through the link, unless the admins change it (docs/rules.md#money). */
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
  games: Pick<GamesService, 'join'>;
  /** The admins' platform settings (the referral bonus); the game's constant without. */
  settings?: { get(): Promise<{ referralBonusMinor: number }> };
  /** A referrer was credited: their XP changed (progress tracker). */
  onReferralCredited?: (referrerUserId: string) => void;
}) {
  const { db, repo } = deps;
  const referralBonus = async () => (await deps.settings?.get())?.referralBonusMinor ?? REFERRAL_BONUS_MINOR;

  async function setUpAccount(user: NewAccount): Promise<void> {
    await inTransaction(db, async (tx) => {
      await repo.ensureProfileRows(tx, {
        id: user.id,
        name: user.name,
        username: user.username ?? null,
        email: isPlaceholderEmail(user.email) ? null : user.email,
      });
      await deps.games.join(user.id, PUBLIC_GAME_ID, tx);
    });
  }

  return {
    setUpAccount,

    async referralBonus(): Promise<{ bonusMinor: number }> {
      return { bonusMinor: await referralBonus() };
    },

    /**
     * Credits the owner of `code` for bringing in `referredUserId`, once per referred account.
     * Unknown codes, self-referral and accounts older than a day earn nothing (and say so).
     */
    async claimReferral(referredUserId: string, code: string): Promise<{ credited: boolean }> {
      const referrer = await repo.referrerOfCode(code);
      if (!referrer || referrer === referredUserId) return { credited: false };
      const referred = await repo.findUser(referredUserId);
      if (!referred || Date.now() - referred.createdAt.getTime() > REFERRAL_CLAIM_WINDOW_MS) return { credited: false };
      const referralBonusMinor = await referralBonus();
      const credited = await inTransaction(db, async (tx) => {
        if (!(await repo.recordReferral(tx, referredUserId, referrer, code))) return false;
        if (referralBonusMinor <= 0) return true;
        // The bonus goes to the referrer's portfolio in the public game, the game they invited to.
        const portfolioId = await deps.games.join(referrer, PUBLIC_GAME_ID, tx);
        return creditFromSystem(tx, {
          portfolioId,
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

// What happens around an account's life that the auth library does not know about: the profile
// and settings rows, joining the public game (its starting cash) and the referrer's bonus, each
// written to the ledger exactly once.
import type { Role } from '#core/admin/permissions';
import { DEFAULT_CONSENT_AGE } from '#core/age';
import { decideReferral, REFERRAL_WEEKLY_CAP, type ReferralOutcome } from '#core/competition/referrals';
import { weekStart } from '#core/competition/week';
import { PUBLIC_GAME_ID } from '#core/games';
import type { Me } from '#core/schemas/auth';
import { avatarOf } from '#core/social/avatars';
import { inTransaction, type Db } from '../../db/client';
import { HttpError } from '../../http/http-error';
import { creditFromSystem } from '../ledger';
import type { GamesService } from '../games';
import type { AccountSignals } from '../../auth/account-signals';
import type { AccountsRepo } from './accounts.repo';
import { createReferralsRepo } from './referrals.repo';

/** 500 Bolts per friend who joins through the link and trades, unless the admins change it (docs/rules.md#referrals). */
export const REFERRAL_BONUS_MINOR = 500 * 100;
/** A referral code can be attached only while the account is new. */
const REFERRAL_CLAIM_WINDOW_MS = 24 * 60 * 60_000;

/** Phone-only accounts need an address for the auth library; it is never shown or mailed. */
export const PHONE_ACCOUNT_EMAIL_DOMAIN = 'phone.bolts.invalid';
/** Likewise for logins a teacher issues, which have neither email nor phone (docs/rules.md#classes). */
export const CLASS_LOGIN_EMAIL_DOMAIN = 'class.bolts.invalid';
export const isPlaceholderEmail = (email: string | null | undefined) =>
  !!email && (email.endsWith(`@${PHONE_ACCOUNT_EMAIL_DOMAIN}`) || email.endsWith(`@${CLASS_LOGIN_EMAIL_DOMAIN}`));

const NO_RESTRICTIONS: Me['restrictions'] = {
  underAge: false,
  consentPending: false,
  consentAge: DEFAULT_CONSENT_AGE,
  parentEmail: null,
};

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
  /** The admins' platform settings (the referral bonus and weekly cap); the game's constants without. */
  settings?: { get(): Promise<{ referralBonusMinor: number; referralWeeklyCap: number }> };
  /** Where accounts were used: a referral between linked accounts pays nothing. */
  signals?: Pick<AccountSignals, 'link'>;
  /** A referrer was credited: their XP changed (progress tracker). */
  onReferralCredited?: (referrerUserId: string) => void;
  /** Under the consent age, and waiting for a parent (server/modules/consent); none without. */
  restrictions?: (userId: string) => Promise<Me['restrictions']>;
}) {
  const { db, repo } = deps;
  const referrals = createReferralsRepo();

  /**
   * Decides the new player's waiting referral once they are verified and have traded: refused
   * when the two accounts are linked (one device, or one address within a day), capped past the
   * referrer's weekly limit, otherwise credited to the referrer's public-game portfolio. Null when
   * there was nothing to decide yet. docs/rules.md#referrals.
   */
  async function activateReferral(referredUserId: string, now = new Date()): Promise<ReferralOutcome | null> {
    const settings = await deps.settings?.get();
    const bonusMinor = settings?.referralBonusMinor ?? REFERRAL_BONUS_MINOR;
    const weeklyCap = settings?.referralWeeklyCap ?? REFERRAL_WEEKLY_CAP;
    const decided = await inTransaction(db, async (tx) => {
      const pending = await referrals.lockPending(tx, referredUserId);
      if (!pending || !pending.verified || !pending.traded) return null;
      const referrer = pending.referrerUserId;
      await referrals.lockReferrer(tx, referrer);
      const outcome = decideReferral({
        linked: (await deps.signals?.link(referredUserId, referrer, tx)) != null,
        creditedThisWeek: await referrals.creditedSince(tx, referrer, weekStart(now)),
        weeklyCap,
      });
      await referrals.decide(tx, referredUserId, outcome);
      if (outcome === 'credited' && bonusMinor > 0) {
        // The bonus goes to the referrer's portfolio in the public game, the game they invited to.
        await creditFromSystem(tx, {
          portfolioId: await deps.games.join(referrer, PUBLIC_GAME_ID, tx),
          amountMinor: bonusMinor,
          kind: 'referral_bonus',
          from: 'treasury',
          idempotencyKey: `referral:${referredUserId}`,
          memo: 'A friend joined through your link and made a first trade',
        });
      }
      return { outcome, referrer };
    });
    if (decided?.outcome === 'credited') deps.onReferralCredited?.(decided.referrer);
    return decided?.outcome ?? null;
  }

  /** `on`: a transaction of the caller's that also writes the user (teacher-issued logins). */
  async function setUpAccount(user: NewAccount, on?: Db): Promise<void> {
    const work = async (tx: Db) => {
      await repo.ensureProfileRows(tx, {
        id: user.id,
        name: user.name,
        username: user.username ?? null,
        email: isPlaceholderEmail(user.email) ? null : user.email,
      });
      await deps.games.join(user.id, PUBLIC_GAME_ID, tx);
    };
    await (on ? work(on) : inTransaction(db, work));
  }

  return {
    setUpAccount,

    async referralBonus(): Promise<{ bonusMinor: number; weeklyCap: number }> {
      const settings = await deps.settings?.get();
      return {
        bonusMinor: settings?.referralBonusMinor ?? REFERRAL_BONUS_MINOR,
        weeklyCap: settings?.referralWeeklyCap ?? REFERRAL_WEEKLY_CAP,
      };
    },

    /**
     * Records that the owner of `code` brought in `referredUserId`, once per referred account; the
     * bonus waits for the new player's first trade (activateReferral). Unknown codes,
     * self-referral and accounts older than a day are not recorded. `credited`: paid now (the
     * new player had already traded).
     */
    async claimReferral(referredUserId: string, code: string): Promise<{ credited: boolean }> {
      const referrer = await repo.referrerOfCode(code);
      if (!referrer || referrer === referredUserId) return { credited: false };
      const referred = await repo.findUser(referredUserId);
      if (!referred || Date.now() - referred.createdAt.getTime() > REFERRAL_CLAIM_WINDOW_MS) return { credited: false };
      const recorded = await inTransaction(db, (tx) => repo.recordReferral(tx, referredUserId, referrer, code));
      if (!recorded) return { credited: false };
      return { credited: (await activateReferral(referredUserId)) === 'credited' };
    },

    activateReferral,

    /** Anyone may run classes (docs/rules.md#classes): the teacher role, granted once. */
    async becomeTeacher(userId: string): Promise<{ roles: Role[] }> {
      await repo.grantRole(userId, 'teacher');
      return { roles: await repo.roles(userId) };
    },

    isTeacher: (userId: string) => repo.hasRole(userId, 'teacher'),

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
          displayName: user.displayName,
        },
        profile: {
          hasCompletedOnboarding: profile.hasCompletedOnboarding,
          bio: profile.bio,
          avatarUrl: profile.avatarUrl,
          avatar: avatarOf(profile.avatar),
        },
        roles,
        isAdmin: roles.includes('admin'),
        restrictions: (await deps.restrictions?.(userId)) ?? NO_RESTRICTIONS,
      };
    },
  };
}
export type AccountsService = ReturnType<typeof createAccountsService>;

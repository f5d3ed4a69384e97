import { PUBLIC_GAME_ID } from '#core/games';
import type { ProfileStats, ProfileUpdate, ReferralLink } from '#core/schemas/profile';
import type { GamesService } from '../games';
import { isUniqueViolation } from '../../db/database-errors';
import { HttpError } from '../../http/http-error';
import type { ProfileRepo } from './profile.repo';

/** A referral code: the first 8 characters of the user id, a dash, and a base-36 timestamp. */
export function referralCodeFor(userId: string, at: Date): string {
  return `${userId.slice(0, 8)}-${at.getTime().toString(36)}`;
}

function startOfUtcDay(at: Date): Date {
  return new Date(Date.UTC(at.getUTCFullYear(), at.getUTCMonth(), at.getUTCDate()));
}

/** onOnboardingCompleted: the player's XP changed (progress tracker). */
export function createProfileService(
  repo: ProfileRepo,
  games: Pick<GamesService, 'portfolioFor' | 'figures'>,
  hooks: { onOnboardingCompleted?: (userId: string) => void } = {},
) {
  return {
    async completeOnboarding(userId: string) {
      await repo.completeOnboarding(userId);
      hooks.onOnboardingCompleted?.(userId);
    },

    async update(userId: string, changes: ProfileUpdate): Promise<void> {
      if (changes.username !== undefined && (await repo.usernameTakenByOther(changes.username, userId))) {
        throw new HttpError(409, 'username_taken', 'That username is taken. Please choose another.');
      }
      try {
        await repo.update(userId, changes);
      } catch (err) {
        // Two people racing for one name: the unique index decides, the loser hears why.
        if (isUniqueViolation(err)) {
          throw new HttpError(409, 'username_taken', 'That username is taken. Please choose another.');
        }
        throw err;
      }
    },

    /** The figures of the player's portfolio in `gameId` (the public game by default). */
    async stats(userId: string, gameId: string = PUBLIC_GAME_ID): Promise<ProfileStats> {
      const portfolioId = await games.portfolioFor(userId, gameId);
      const [portfolio, s] = await Promise.all([games.figures(portfolioId), repo.stats(portfolioId, userId)]);
      return {
        gameId,
        portfolio,
        totalTrades: s.totalTrades,
        successRateBp: s.sells === 0 ? null : Math.round((s.wins * 10_000) / s.sells),
        totalReferrals: s.referrals,
      };
    },

    /** One link per day (UTC), reused all that day. */
    async referralLink(userId: string, now = new Date()): Promise<ReferralLink> {
      const existing = await repo.latestReferralLinkSince(userId, startOfUtcDay(now));
      const row = existing ?? (await repo.insertReferralLink(userId, referralCodeFor(userId, now), now));
      return { code: row.referralCode, createdAt: row.createdAt.toISOString() };
    },
  };
}
export type ProfileService = ReturnType<typeof createProfileService>;

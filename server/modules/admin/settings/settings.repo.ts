// Queries of the settings area: the platform settings row, and the public game's starting cash,
// which the admins know as the starting balance (each game keeps its own).
import { sql } from 'drizzle-orm';
import { PUBLIC_GAME_ID } from '#core/games';
import { shortRulesFrom } from '#core/shorts';
import type { Db } from '../../../db/client';
import { createGamesRepo } from '../../games';
import { readPlatformSettings, type PlatformSettings } from '../../platform-settings';

/** The public game's short selling (docs/rules.md#short-selling): kept in its rules. */
export interface PublicShorts {
  enabled: boolean;
  initialMarginBp: number;
  maintenanceMarginBp: number;
  borrowFeeBpPerDay: number;
}

export type AdminSettings = PlatformSettings & { startingBalanceMinor: number; publicShorts: PublicShorts };
/** What a save writes: everything but who saved it and when. */
export type AdminSettingsValues = Omit<AdminSettings, 'updatedAt' | 'updatedBy'>;

export function createAdminSettingsRepo(db: Db) {
  const games = createGamesRepo(db);
  return {
    async read(on: Db = db): Promise<AdminSettings> {
      const game = await games.game(PUBLIC_GAME_ID, on);
      if (!game) throw new Error('the public game is missing: run the migrations');
      const stored = (game.rules as { shorts?: { enabled?: unknown } } | null)?.shorts;
      const { initialMarginBp, maintenanceMarginBp, borrowFeeBpPerDay } = shortRulesFrom(stored);
      return {
        ...(await readPlatformSettings(on)),
        startingBalanceMinor: game.startingCashMinor,
        publicShorts: { enabled: stored?.enabled === true, initialMarginBp, maintenanceMarginBp, borrowFeeBpPerDay },
      };
    },

    async save(tx: Db, next: AdminSettingsValues, actorId: string): Promise<void> {
      await tx.execute(sql`
        insert into platform_settings (id, referral_bonus_minor, referral_weekly_cap, orders_per_minute,
                                       weekly_prize_minor, prize_min_companies, prize_max_position_bp,
                                       prize_min_hold_days, market_tick_ms, newsroom_ms, trading_paused, consent_age,
                                       updated_at, updated_by)
        values (1, ${next.referralBonusMinor}, ${next.referralWeeklyCap}, ${next.ordersPerMinute},
                ${next.weeklyPrizeMinor}, ${next.prizeRules.minCompanies}, ${next.prizeRules.maxPositionBp},
                ${next.prizeRules.minHoldDays}, ${next.marketTickMs}, ${next.newsroomMs}, ${next.tradingPaused}, ${next.consentAge}, now(),
                ${actorId})
        on conflict (id) do update set
          referral_bonus_minor = excluded.referral_bonus_minor, referral_weekly_cap = excluded.referral_weekly_cap,
          orders_per_minute = excluded.orders_per_minute,
          weekly_prize_minor = excluded.weekly_prize_minor,
          prize_min_companies = excluded.prize_min_companies, prize_max_position_bp = excluded.prize_max_position_bp,
          prize_min_hold_days = excluded.prize_min_hold_days,
          market_tick_ms = excluded.market_tick_ms, newsroom_ms = excluded.newsroom_ms,
          trading_paused = excluded.trading_paused, consent_age = excluded.consent_age, updated_at = excluded.updated_at, updated_by = excluded.updated_by`);
      // Players who joined before keep what they were granted; the next ones get this.
      await games.setStartingCash(tx, PUBLIC_GAME_ID, next.startingBalanceMinor);
      await tx.execute(sql`
        update games set rules = rules || jsonb_build_object('shorts', ${JSON.stringify(next.publicShorts)}::jsonb)
        where id = ${PUBLIC_GAME_ID}`);
    },
  };
}
export type AdminSettingsRepo = ReturnType<typeof createAdminSettingsRepo>;

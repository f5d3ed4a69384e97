// The platform settings row: referral bonus and weekly cap, weekly prize, market tick and newsroom intervals, the
// consent age and the trading pause (the starting cash belongs to each game). Read on hot paths (every order checks
// the pause), so it is cached for a moment: a write here drops the cache at once; other instances
// follow within the TTL.
import { sql, type SQL } from 'drizzle-orm';
import { DEFAULT_CONSENT_AGE } from '#core/age';
import { DEFAULT_PRIZE_RULES, type PrizeRules } from '#core/competition/eligibility';
import { REFERRAL_WEEKLY_CAP } from '#core/competition/referrals';
import { ORDERS_PER_MINUTE } from '#core/trading';
import { queryRows, type Db } from '../../db/client';

export interface PlatformSettings {
  referralBonusMinor: number;
  /** The most referrals one player is paid for in a week. */
  referralWeeklyCap: number;
  /** Orders one player may place in one game in a minute. */
  ordersPerMinute: number;
  weeklyPrizeMinor: number;
  /** Who may win the weekly prize (docs/rules.md#prize-eligibility). */
  prizeRules: PrizeRules;
  /** null: the server's configured default. */
  marketTickMs: number | null;
  newsroomMs: number | null;
  tradingPaused: boolean;
  /** Below this age an account needs a parent's consent and stays off chat, friends and public boards (docs/rules.md#accounts). */
  consentAge: number;
  updatedAt: Date | null;
  updatedBy: string | null;
}

/** What a missing row means: the constants in docs/rules.md#money. */
export const DEFAULT_PLATFORM_SETTINGS: PlatformSettings = {
  referralBonusMinor: 50_000,
  referralWeeklyCap: REFERRAL_WEEKLY_CAP,
  ordersPerMinute: ORDERS_PER_MINUTE,
  weeklyPrizeMinor: 500_000,
  prizeRules: DEFAULT_PRIZE_RULES,
  marketTickMs: null,
  newsroomMs: null,
  tradingPaused: false,
  consentAge: DEFAULT_CONSENT_AGE,
  updatedAt: null,
  updatedBy: null,
};

interface Row {
  referral_bonus_minor: string;
  referral_weekly_cap: number;
  orders_per_minute: number;
  weekly_prize_minor: string;
  prize_min_companies: number;
  prize_max_position_bp: number;
  prize_min_hold_days: number;
  market_tick_ms: number | null;
  newsroom_ms: number | null;
  trading_paused: boolean;
  consent_age: number;
  updated_at: Date | string | null;
  updated_by: string | null;
}

/** The consent age as SQL, read from the settings row. */
export const consentAgeSql = sql`coalesce((select consent_age from platform_settings where id = 1), ${DEFAULT_CONSENT_AGE})`;

/**
 * SQL true when a user's birth year puts them under the consent age this year (docs/rules.md#accounts):
 * the age is read from the settings row in the same statement, so no caller can use a stale one.
 */
export const underConsentAgeSql = (birthYear: SQL) =>
  sql`(${birthYear} is not null and ${birthYear} > extract(year from now() at time zone 'UTC')::int - ${consentAgeSql})`;

export async function readPlatformSettings(db: Db): Promise<PlatformSettings> {
  const [row] = await queryRows<Row & Record<string, unknown>>(
    db,
    sql`select referral_bonus_minor::text, referral_weekly_cap, orders_per_minute, weekly_prize_minor::text,
               prize_min_companies, prize_max_position_bp, prize_min_hold_days, market_tick_ms, newsroom_ms, trading_paused,
               consent_age, updated_at, updated_by
        from platform_settings where id = 1`,
  );
  if (!row) return DEFAULT_PLATFORM_SETTINGS;
  return {
    referralBonusMinor: Number(row.referral_bonus_minor),
    referralWeeklyCap: row.referral_weekly_cap,
    ordersPerMinute: row.orders_per_minute,
    weeklyPrizeMinor: Number(row.weekly_prize_minor),
    prizeRules: {
      minCompanies: row.prize_min_companies,
      maxPositionBp: row.prize_max_position_bp,
      minHoldDays: row.prize_min_hold_days,
    },
    marketTickMs: row.market_tick_ms,
    newsroomMs: row.newsroom_ms,
    tradingPaused: row.trading_paused,
    consentAge: row.consent_age,
    updatedAt: row.updated_at ? new Date(row.updated_at) : null,
    updatedBy: row.updated_by,
  };
}

export function createPlatformSettings(db: Db, options: { ttlMs?: number } = {}) {
  const ttlMs = options.ttlMs ?? 2_000;
  let cached: { value: PlatformSettings; at: number } | null = null;
  let inFlight: Promise<PlatformSettings> | null = null;

  return {
    async get(): Promise<PlatformSettings> {
      if (cached && Date.now() - cached.at < ttlMs) return cached.value;
      inFlight ??= readPlatformSettings(db)
        .then((value) => {
          cached = { value, at: Date.now() };
          return value;
        })
        .finally(() => (inFlight = null));
      return inFlight;
    },
    invalidate() {
      cached = null;
    },
  };
}
export type PlatformSettingsReader = ReturnType<typeof createPlatformSettings>;

// The admin settings form as the console sends it, filled from the settings as read, so a test
// changes only the fields it is about.
import type { PlatformSettingsView } from '#core/schemas/admin/settings';

export function settingsForm(current: PlatformSettingsView, change: object = {}) {
  return {
    startingBalance: String(current.startingBalanceMinor / 100),
    referralBonus: String(current.referralBonusMinor / 100),
    referralWeeklyCap: current.referralWeeklyCap,
    ordersPerMinute: current.ordersPerMinute,
    weeklyPrize: String(current.weeklyPrizeMinor / 100),
    marketTickSeconds: current.marketTickSeconds,
    newsroomSeconds: current.newsroomSeconds,
    tradingPaused: current.tradingPaused,
    prizeMinCompanies: current.prizeMinCompanies,
    prizeMaxPositionPercent: current.prizeMaxPositionBp / 100,
    prizeMinHoldDays: current.prizeMinHoldDays,
    consentAge: current.consentAge,
    ...change,
  };
}

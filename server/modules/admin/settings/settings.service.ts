// The settings area's use-cases: read, and save with its audit row in one transaction, then drop
// this process's settings cache so sign-ups, orders, the engine and the newsroom follow at once
// (other instances within seconds).
import type { PlatformSettingsView, SettingsForm } from '#core/schemas/admin/settings';
import { inTransaction } from '../../../db/client';
import { HttpError } from '../../../http/http-error';
import { changesBetween, writeAudit } from '../audit';
import type { AdminDeps } from '../deps';
import type { AdminSettings, AdminSettingsRepo, AdminSettingsValues } from './settings.repo';

const FIELDS = [
  'startingBalanceMinor',
  'referralBonusMinor',
  'referralWeeklyCap',
  'ordersPerMinute',
  'weeklyPrizeMinor',
  'marketTickMs',
  'newsroomMs',
  'tradingPaused',
  'prizeMinCompanies',
  'prizeMaxPositionBp',
  'prizeMinHoldDays',
  'consentAge',
  'shortSelling',
  'shortInitialMarginBp',
  'shortMaintenanceMarginBp',
  'shortBorrowFeeBpPerDay',
] as const;

/** The settings with the prize rules as fields of their own, so the audit row names each one that changed. */
const flat = ({
  prizeRules,
  publicShorts,
  ...rest
}: AdminSettingsValues): Record<(typeof FIELDS)[number], unknown> => ({
  ...rest,
  shortSelling: publicShorts.enabled,
  shortInitialMarginBp: publicShorts.initialMarginBp,
  shortMaintenanceMarginBp: publicShorts.maintenanceMarginBp,
  shortBorrowFeeBpPerDay: publicShorts.borrowFeeBpPerDay,
  prizeMinCompanies: prizeRules.minCompanies,
  prizeMaxPositionBp: prizeRules.maxPositionBp,
  prizeMinHoldDays: prizeRules.minHoldDays,
});

export function createAdminSettingsService(
  deps: Pick<AdminDeps, 'database' | 'platformSettings' | 'intervals' | 'invalidateMarketReads'>,
  repo: AdminSettingsRepo,
) {
  const view = (s: AdminSettings): PlatformSettingsView => ({
    startingBalanceMinor: s.startingBalanceMinor,
    referralBonusMinor: s.referralBonusMinor,
    referralWeeklyCap: s.referralWeeklyCap,
    ordersPerMinute: s.ordersPerMinute,
    weeklyPrizeMinor: s.weeklyPrizeMinor,
    marketTickSeconds: s.marketTickMs === null ? null : s.marketTickMs / 1000,
    newsroomSeconds: s.newsroomMs === null ? null : s.newsroomMs / 1000,
    tradingPaused: s.tradingPaused,
    prizeMinCompanies: s.prizeRules.minCompanies,
    prizeMaxPositionBp: s.prizeRules.maxPositionBp,
    prizeMinHoldDays: s.prizeRules.minHoldDays,
    consentAge: s.consentAge,
    shortSelling: s.publicShorts.enabled,
    shortInitialMarginBp: s.publicShorts.initialMarginBp,
    shortMaintenanceMarginBp: s.publicShorts.maintenanceMarginBp,
    shortBorrowFeeBpPerDay: s.publicShorts.borrowFeeBpPerDay,
    defaults: {
      marketTickSeconds: deps.intervals.marketTickMs / 1000,
      newsroomSeconds: deps.intervals.newsroomMs / 1000,
    },
    updatedAt: s.updatedAt?.toISOString() ?? null,
    updatedBy: s.updatedBy,
  });

  return {
    read: async () => view(await repo.read()),

    async save(actorId: string, form: SettingsForm): Promise<PlatformSettingsView> {
      const nextOf = (before: AdminSettings): AdminSettingsValues => ({
        startingBalanceMinor: form.startingBalance,
        referralBonusMinor: form.referralBonus,
        referralWeeklyCap: form.referralWeeklyCap,
        ordersPerMinute: form.ordersPerMinute,
        weeklyPrizeMinor: form.weeklyPrize,
        marketTickMs: form.marketTickSeconds === null ? null : form.marketTickSeconds * 1000,
        newsroomMs: form.newsroomSeconds === null ? null : form.newsroomSeconds * 1000,
        tradingPaused: form.tradingPaused,
        consentAge: form.consentAge ?? before.consentAge,
        prizeRules: {
          minCompanies: form.prizeMinCompanies,
          maxPositionBp: form.prizeMaxPositionPercent,
          minHoldDays: form.prizeMinHoldDays,
        },
        // Absent fields keep what the public game has.
        publicShorts: {
          enabled: form.shortSelling ?? before.publicShorts.enabled,
          initialMarginBp: form.shortInitialMarginPercent ?? before.publicShorts.initialMarginBp,
          maintenanceMarginBp: form.shortMaintenanceMarginPercent ?? before.publicShorts.maintenanceMarginBp,
          borrowFeeBpPerDay: form.shortBorrowFeePercentPerDay ?? before.publicShorts.borrowFeeBpPerDay,
        },
      });
      await inTransaction(deps.database.db, async (tx) => {
        const before = await repo.read(tx);
        const next = nextOf(before);
        if (next.publicShorts.maintenanceMarginBp >= next.publicShorts.initialMarginBp) {
          throw new HttpError(400, 'short_margins_order', 'The maintenance margin must be below the initial margin.');
        }
        await repo.save(tx, next, actorId);
        await writeAudit(tx, actorId, {
          action: 'settings.update',
          target: { type: 'settings', id: 'platform', name: 'Platform settings' },
          changes: changesBetween(flat(before), flat(next), FIELDS),
        });
      });
      deps.platformSettings.invalidate();
      // The landing page shows the public game's starting cash.
      deps.invalidateMarketReads();
      return view(await repo.read());
    },
  };
}

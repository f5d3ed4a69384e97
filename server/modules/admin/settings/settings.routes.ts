// Admin area "settings": GET and PUT /api/admin/settings (admins only). A save writes the one row
// and its audit row in one transaction, then drops this process's settings cache so sign-ups,
// orders, the engine and the newsroom follow at once (other instances within seconds).
import { createRoute } from '@hono/zod-openapi';
import { sql } from 'drizzle-orm';
import { platformSettingsSchema, settingsFormSchema, type PlatformSettingsView } from '#core/schemas/admin/settings';
import { apiErrorSchema } from '#core/schemas/errors';
import type { Db } from '../../../db/client';
import { createRouter, jsonContent } from '../../../http/openapi';
import { readPlatformSettings, type PlatformSettings } from '../../platform-settings';
import { staffOf } from '../admin-gate';
import { changesBetween, writeAudit } from '../audit';
import type { AdminDeps } from '../deps';

const failures = {
  400: jsonContent(apiErrorSchema, 'Invalid'),
  401: jsonContent(apiErrorSchema, 'Not signed in'),
  403: jsonContent(apiErrorSchema, 'Not an admin'),
} as const;

const readRoute = createRoute({
  method: 'get',
  path: '/admin/settings',
  tags: ['admin'],
  summary: 'The platform settings and what their defaults mean on this server',
  responses: { 200: jsonContent(platformSettingsSchema, 'Settings'), ...failures },
});
const saveRoute = createRoute({
  method: 'put',
  path: '/admin/settings',
  tags: ['admin'],
  summary: 'Save the platform settings (used at once); logged as settings.update with the changed values',
  request: { body: { content: { 'application/json': { schema: settingsFormSchema } }, required: true } },
  responses: { 200: jsonContent(platformSettingsSchema, 'Saved'), ...failures },
});

const FIELDS = [
  'startingBalanceMinor',
  'referralBonusMinor',
  'weeklyPrizeMinor',
  'marketTickMs',
  'newsroomMs',
  'tradingPaused',
] as const;

export function adminSettingsRoutes(deps: AdminDeps) {
  const { db } = deps.database;
  const view = (s: PlatformSettings): PlatformSettingsView => ({
    startingBalanceMinor: s.startingBalanceMinor,
    referralBonusMinor: s.referralBonusMinor,
    weeklyPrizeMinor: s.weeklyPrizeMinor,
    marketTickSeconds: s.marketTickMs === null ? null : s.marketTickMs / 1000,
    newsroomSeconds: s.newsroomMs === null ? null : s.newsroomMs / 1000,
    tradingPaused: s.tradingPaused,
    defaults: {
      marketTickSeconds: deps.intervals.marketTickMs / 1000,
      newsroomSeconds: deps.intervals.newsroomMs / 1000,
    },
    updatedAt: s.updatedAt?.toISOString() ?? null,
    updatedBy: s.updatedBy,
  });

  return createRouter()
    .openapi(readRoute, async (c) => c.json(view(await readPlatformSettings(db)), 200))
    .openapi(saveRoute, async (c) => {
      const form = c.req.valid('json');
      const actorId = staffOf(c).userId;
      const next = {
        startingBalanceMinor: form.startingBalance,
        referralBonusMinor: form.referralBonus,
        weeklyPrizeMinor: form.weeklyPrize,
        marketTickMs: form.marketTickSeconds === null ? null : form.marketTickSeconds * 1000,
        newsroomMs: form.newsroomSeconds === null ? null : form.newsroomSeconds * 1000,
        tradingPaused: form.tradingPaused,
      };
      await db.transaction(async (txRaw) => {
        const tx = txRaw as unknown as Db;
        const before = await readPlatformSettings(tx);
        await tx.execute(sql`
          insert into platform_settings (id, starting_balance_minor, referral_bonus_minor, weekly_prize_minor,
                                         market_tick_ms, newsroom_ms, trading_paused, updated_at, updated_by)
          values (1, ${next.startingBalanceMinor}, ${next.referralBonusMinor}, ${next.weeklyPrizeMinor},
                  ${next.marketTickMs}, ${next.newsroomMs}, ${next.tradingPaused}, now(), ${actorId})
          on conflict (id) do update set
            starting_balance_minor = excluded.starting_balance_minor, referral_bonus_minor = excluded.referral_bonus_minor,
            weekly_prize_minor = excluded.weekly_prize_minor, market_tick_ms = excluded.market_tick_ms,
            newsroom_ms = excluded.newsroom_ms, trading_paused = excluded.trading_paused,
            updated_at = excluded.updated_at, updated_by = excluded.updated_by`);
        await writeAudit(tx, actorId, {
          action: 'settings.update',
          target: { type: 'settings', id: 'platform', name: 'Platform settings' },
          changes: changesBetween<Record<string, unknown>>({ ...before }, next, FIELDS),
        });
      });
      deps.platformSettings.invalidate();
      return c.json(view(await readPlatformSettings(db)), 200);
    });
}

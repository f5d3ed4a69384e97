// A flood of settings saves (the attack: 200 PUT /api/me/settings in under a second wrote 200
// admin_logs rows). A player's save is not an admin action: no audit row, and saves are limited
// per player in the database store.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_SETTINGS, type Settings } from '#core/schemas/profile';
import { buildApp } from '../../server/http/app';
import { adminLogs } from '../../server/db/schema';
import { SETTINGS_SAVE_LIMIT } from '../../server/modules/settings/settings.service';
import { signUpByEmail } from '../support/accounts';
import { createTestDatabase, TEST_AUTH, type TestContext } from '../support/test-database';

let ctx: TestContext;
beforeAll(async () => {
  const { database, close } = await createTestDatabase();
  const built = buildApp({ database, readCacheTtlMs: 0, auth: { ...TEST_AUTH, rateLimit: true } });
  ctx = { database, app: built.app, close: async () => (await built.progress.stop(), close()) };
});
afterAll(() => ctx.close());

const settings = (i: number): Settings => ({
  displayName: `Kim ${i}`,
  bio: `Save number ${i}`,
  privacy: { profileVisibility: i % 2 ? 'friends' : 'public', showTrades: i % 2 === 0, showPortfolioValue: false },
  notifications: {
    ...DEFAULT_SETTINGS.notifications,
    tradeAlerts: true,
    marketNews: i % 3 === 0,
    socialUpdates: false,
    emailNotifications: true,
  },
});

describe('settings saves', () => {
  it('200 rapid saves write no admin_logs row, are refused with 429 after the limit, and the last allowed save stands', async () => {
    const player = await signUpByEmail(ctx, { ip: '198.51.100.80' });
    const saves = await Promise.all(
      Array.from({ length: 200 }, (_, i) =>
        player.client.request('/api/me/settings', { method: 'PUT', json: settings(i) }).then(async (res) => ({
          i,
          status: res.status,
          body: (await res.json()) as { error?: { code: string } },
          retryAfter: res.headers.get('retry-after'),
        })),
      ),
    );
    const ok = saves.filter((s) => s.status === 200);
    const refused = saves.filter((s) => s.status === 429);
    expect(ok).toHaveLength(SETTINGS_SAVE_LIMIT.points);
    expect(refused).toHaveLength(200 - SETTINGS_SAVE_LIMIT.points);
    for (const r of refused) {
      expect(r.body.error?.code).toBe('rate_limited');
      expect(Number(r.retryAfter)).toBeGreaterThan(0);
    }
    expect(await ctx.database.db.select().from(adminLogs).where(eq(adminLogs.userId, player.id))).toEqual([]);
    // What is stored is one of the saves that were let through, whole.
    const stored = await (await player.client.get('/api/me/settings')).json();
    expect(ok.map((s) => settings(s.i))).toContainEqual(stored);
  });

  it('saved in sequence, each allowed save is what the next read shows; the limit is per player', async () => {
    const player = await signUpByEmail(ctx, { ip: '198.51.100.81' });
    for (let i = 0; i < SETTINGS_SAVE_LIMIT.points; i++) {
      expect((await player.client.request('/api/me/settings', { method: 'PUT', json: settings(i) })).status).toBe(200);
      expect(await (await player.client.get('/api/me/settings')).json()).toEqual(settings(i));
    }
    const over = await player.client.request('/api/me/settings', { method: 'PUT', json: settings(99) });
    expect(over.status).toBe(429);
    expect(await (await player.client.get('/api/me/settings')).json()).toEqual(
      settings(SETTINGS_SAVE_LIMIT.points - 1),
    );
    // Another player is not held back by this one's flood.
    const other = await signUpByEmail(ctx, { ip: '198.51.100.82' });
    expect((await other.client.request('/api/me/settings', { method: 'PUT', json: settings(1) })).status).toBe(200);
    expect(await ctx.database.db.select().from(adminLogs)).toEqual([]);
  });
});

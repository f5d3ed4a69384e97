import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PUBLIC_GAME_ID } from '#core/games';
import { DEFAULT_SETTINGS, type Settings } from '#core/schemas/profile';
import { adminLogs, userSettings } from '../../server/db/schema';
import { signUpByEmail } from '../support/accounts';
import { createTestContext, type TestContext } from '../support/test-database';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

describe('onboarding', () => {
  it('completes once and the profile says so', async () => {
    const user = await signUpByEmail(ctx);
    expect((await user.client.post('/api/me/onboarding/complete')).status).toBe(200);
    expect((await (await user.client.get('/api/me')).json()).profile.hasCompletedOnboarding).toBe(true);
  });
});

describe('profile', () => {
  it('edits full name, username and bio; sign-in by the new username works', async () => {
    const user = await signUpByEmail(ctx);
    const newName = `renamed_${user.id.slice(0, 6).toLowerCase()}`;
    const res = await user.client.request('/api/me/profile', {
      method: 'PATCH',
      json: { fullName: 'Ada Byron', username: newName, bio: 'Learning to invest.' },
    });
    expect(res.status).toBe(200);
    const me = await (await user.client.get('/api/me')).json();
    expect(me.user).toMatchObject({ fullName: 'Ada Byron', username: newName });
    expect(me.profile.bio).toBe('Learning to invest.');
  });

  it('refuses a username someone else has, whatever its case', async () => {
    const a = await signUpByEmail(ctx);
    const b = await signUpByEmail(ctx);
    const res = await b.client.request('/api/me/profile', {
      method: 'PATCH',
      json: { username: a.username.toUpperCase() },
    });
    expect(res.status).toBe(409);
    expect((await res.json()).error.code).toBe('username_taken');
  });

  it('validates input and changes only the caller', async () => {
    const a = await signUpByEmail(ctx);
    const b = await signUpByEmail(ctx);
    const bad = await a.client.request('/api/me/profile', { method: 'PATCH', json: { username: 'no spaces allowed' } });
    expect(bad.status).toBe(400);
    expect((await b.client.request('/api/me/profile', { method: 'PATCH', json: { bio: 'B was here' } })).status).toBe(
      200,
    );
    expect((await (await a.client.get('/api/me')).json()).profile.bio).toBeNull();
  });

  it("reports a new player's figures against the public game's starting cash", async () => {
    const user = await signUpByEmail(ctx);
    expect(await (await user.client.get('/api/me/stats')).json()).toEqual({
      gameId: PUBLIC_GAME_ID,
      portfolio: {
        cashMinor: 5_000_000,
        reservedCashMinor: 0,
        holdingsValueMinor: 0,
        shortCollateralMinor: 0,
        shortLiabilityMinor: 0,
        valueMinor: 5_000_000,
        startingCashMinor: 5_000_000,
        bonusesMinor: 0,
        gainMinor: 0,
        gainBp: 0,
      },
      totalTrades: 0,
      successRateBp: null,
      totalReferrals: 0,
    });
  });
});

describe('settings', () => {
  const changed: Settings = {
    displayName: 'Ada',
    bio: 'Hi',
    privacy: { profileVisibility: 'friends', showTrades: true, showPortfolioValue: false },
    notifications: {
      ...DEFAULT_SETTINGS.notifications,
      tradeAlerts: false,
      marketNews: true,
      socialUpdates: false,
      emailNotifications: true,
    },
  };

  it('are private by default, and a missing row is not an error', async () => {
    const user = await signUpByEmail(ctx);
    await ctx.database.db.delete(userSettings).where(eq(userSettings.userId, user.id));
    const res = await user.client.get('/api/me/settings');
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual(DEFAULT_SETTINGS);
  });

  it('save by upsert, and a player save writes no admin_logs row', async () => {
    const user = await signUpByEmail(ctx);
    await ctx.database.db.delete(userSettings).where(eq(userSettings.userId, user.id));
    for (let i = 0; i < 2; i++) {
      expect((await user.client.request('/api/me/settings', { method: 'PUT', json: changed })).status).toBe(200);
    }
    expect(await (await user.client.get('/api/me/settings')).json()).toEqual(changed);
    expect(await ctx.database.db.select().from(adminLogs).where(eq(adminLogs.userId, user.id))).toEqual([]);
  });

  it('reject values outside the allowed shape', async () => {
    const user = await signUpByEmail(ctx);
    const res = await user.client.request('/api/me/settings', {
      method: 'PUT',
      json: { ...changed, privacy: { ...changed.privacy, profileVisibility: 'everyone' } },
    });
    expect(res.status).toBe(400);
    expect((await res.json()).error.code).toBe('validation_failed');
  });
});

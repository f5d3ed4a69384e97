// Admin ads: create, edit, toggle and delete with audit rows; a javascript: URL or a
// missing title is a 400 that changes nothing; a toggled-off ad leaves the feed at once.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { AdminAd } from '#core/schemas/admin/ads';
import { adminLogs, ads } from '../../server/db/schema';
import type { SignedUpUser } from '../support/accounts';
import { signUpAs } from '../support/staff';
import { createTestContext, type TestContext } from '../support/test-database';

let ctx: TestContext;
let admin: SignedUpUser;
beforeEach(async () => {
  ctx = await createTestContext();
  admin = await signUpAs(ctx, 'admin');
});
afterEach(() => ctx.close());

const feedAds = async () =>
  ((await (await ctx.app.request('http://localhost/api/ads')).json()) as { ads: { title: string }[] }).ads.map(
    (a) => a.title,
  );

describe('admin ads', () => {
  it('creates, edits, toggles and deletes, each logged, and the feed follows', async () => {
    const res = await admin.client.post('/api/admin/ads', {
      title: 'Bolts Summer Camp',
      imageUrl: 'https://example.com/camp.png',
      clickUrl: '',
      displayOrder: 'first',
    });
    expect(res.status, await res.clone().text()).toBe(201);
    const ad = (await res.json()) as AdminAd;
    expect(ad).toMatchObject({ clickUrl: null, displayOrder: 0, isActive: true });
    expect(await feedAds()).toContain('Bolts Summer Camp');

    const edit = await admin.client.request(`/api/admin/ads/${ad.id}`, {
      method: 'PUT',
      json: { title: 'Bolts Winter Camp', imageUrl: ad.imageUrl, clickUrl: 'https://example.com', displayOrder: 3 },
    });
    expect(await edit.json()).toMatchObject({ title: 'Bolts Winter Camp', displayOrder: 3 });

    const off = await admin.client.post(`/api/admin/ads/${ad.id}/active`, { isActive: false });
    expect(await off.json()).toMatchObject({ isActive: false });
    expect(await feedAds()).not.toContain('Bolts Winter Camp');

    expect((await admin.client.request(`/api/admin/ads/${ad.id}`, { method: 'DELETE' })).status).toBe(200);
    expect(await ctx.database.db.select().from(ads)).toEqual([]);

    const logged = await ctx.database.db.select().from(adminLogs).orderBy(adminLogs.id);
    const byAction = Object.fromEntries(logged.map((r) => [r.action, r]));
    expect(Object.keys(byAction).sort()).toEqual(['ad.create', 'ad.delete', 'ad.toggle', 'ad.update']);
    expect(logged.every((r) => r.userId === admin.id)).toBe(true);
    expect(byAction['ad.create']!.details).toMatchObject({
      target: { type: 'ad', id: ad.id, name: 'Bolts Summer Camp' },
      changes: { title: { to: 'Bolts Summer Camp' }, displayOrder: { to: 0 }, isActive: { to: true } },
    });
    // Only what changed, from and to.
    expect(byAction['ad.update']!.details).toEqual({
      target: { type: 'ad', id: ad.id, name: 'Bolts Winter Camp' },
      changes: {
        title: { from: 'Bolts Summer Camp', to: 'Bolts Winter Camp' },
        clickUrl: { from: null, to: 'https://example.com' },
        displayOrder: { from: 0, to: 3 },
      },
    });
    expect(byAction['ad.toggle']!.details).toMatchObject({ changes: { isActive: { from: true, to: false } } });
    expect(byAction['ad.delete']!.details).toMatchObject({
      changes: { title: { from: 'Bolts Winter Camp' }, isActive: { from: false } },
    });
  });

  it('answers 404 for an ad that does not exist, logging nothing', async () => {
    const missing = '00000000-0000-4000-8000-000000000000';
    const form = { title: 'X', imageUrl: 'https://ok.example/a.png' };
    expect((await admin.client.request(`/api/admin/ads/${missing}`, { method: 'PUT', json: form })).status).toBe(404);
    expect((await admin.client.post(`/api/admin/ads/${missing}/active`, { isActive: false })).status).toBe(404);
    expect((await admin.client.request(`/api/admin/ads/${missing}`, { method: 'DELETE' })).status).toBe(404);
    expect(await ctx.database.db.select().from(adminLogs)).toEqual([]);
  });

  it('refuses unsafe URLs and missing fields with a 400, changing nothing', async () => {
    const res = await admin.client.post('/api/admin/ads', { title: 'Kept', imageUrl: 'https://ok.example/k.png' });
    const kept = (await res.json()) as AdminAd;
    await ctx.database.db.delete(adminLogs);
    const edit = await admin.client.request(`/api/admin/ads/${kept.id}`, {
      method: 'PUT',
      json: { title: 'Changed', imageUrl: 'javascript:alert(1)' },
    });
    expect(edit.status).toBe(400);
    expect((await ctx.database.db.select().from(ads))[0]).toMatchObject({ title: 'Kept' });
    const before = (await ctx.database.db.select().from(ads)).length;
    for (const [body, message] of [
      [{ title: 'X', imageUrl: 'javascript:alert(1)' }, /Image URL/],
      [{ title: 'X', imageUrl: 'https://ok.example/a.png', clickUrl: 'javascript:alert(1)' }, /Click URL/],
      [{ title: 'X', imageUrl: '//evil.example/a.png' }, /Image URL/],
      [{ title: 'X', imageUrl: '/\\evil.example/a.png' }, /Image URL/],
      [{ title: 'X', imageUrl: 'http:evil.example' }, /Image URL/],
      [{ title: '', imageUrl: 'https://ok.example/a.png' }, /Title/],
      [{ imageUrl: 'https://ok.example/a.png' }, /title/i],
      [{ title: 'X' }, /imageUrl|Image URL/],
    ] as const) {
      const res = await admin.client.post('/api/admin/ads', body);
      expect(res.status).toBe(400);
      expect((await res.json()).error.message).toMatch(message);
    }
    expect((await ctx.database.db.select().from(ads)).length).toBe(before);
    expect(await ctx.database.db.select().from(adminLogs)).toEqual([]);
  });

  it('is for admins: a moderator or a player is refused', async () => {
    for (const role of ['moderator', 'user'] as const) {
      const other = await signUpAs(ctx, role);
      expect((await other.client.get('/api/admin/ads')).status).toBe(403);
      const res = await other.client.post('/api/admin/ads', { title: 'X', imageUrl: 'https://ok.example/a.png' });
      expect(res.status).toBe(403);
    }
    expect(await ctx.database.db.select().from(ads)).toEqual([]);
  });
});

// Admin ads (issue 6): create, edit, toggle and delete with audit rows; a javascript: URL or a
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
    const logged = (await ctx.database.db.select().from(adminLogs)).map((r) => r.action).sort();
    expect(logged).toEqual(['ad.create', 'ad.delete', 'ad.toggle', 'ad.update']);
  });

  it('refuses unsafe URLs and missing fields with a 400, changing nothing', async () => {
    const before = (await ctx.database.db.select().from(ads)).length;
    for (const [body, message] of [
      [{ title: 'X', imageUrl: 'javascript:alert(1)' }, /Image URL/],
      [{ title: 'X', imageUrl: 'https://ok.example/a.png', clickUrl: 'javascript:alert(1)' }, /Click URL/],
      [{ title: 'X', imageUrl: '//evil.example/a.png' }, /Image URL/],
      [{ title: '', imageUrl: 'https://ok.example/a.png' }, /Title/],
    ] as const) {
      const res = await admin.client.post('/api/admin/ads', body);
      expect(res.status).toBe(400);
      expect((await res.json()).error.message).toMatch(message);
    }
    expect((await ctx.database.db.select().from(ads)).length).toBe(before);
    expect(await ctx.database.db.select().from(adminLogs)).toEqual([]);
  });

  it('is for admins: a moderator is refused', async () => {
    const moderator = await signUpAs(ctx, 'moderator');
    expect((await moderator.client.get('/api/admin/ads')).status).toBe(403);
  });
});

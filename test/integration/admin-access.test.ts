// The admin console's security list: every route under /api/admin, read from the app itself (so a
// new route cannot be forgotten), answers 401 signed out, 403 for a player, 403 for a moderator
// outside the moderators' areas, and gets past the role check for an admin.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_AREAS, type AdminArea } from '#core/admin/permissions';
import { sessionClient, type SessionClient } from '../support/session-client';
import { signUpAs } from '../support/staff';
import { createTestContext, type TestContext } from '../support/test-database';

let ctx: TestContext;
let player: SessionClient;
let moderator: SessionClient;
let admin: SessionClient;
beforeAll(async () => {
  ctx = await createTestContext();
  [player, moderator, admin] = await Promise.all([
    signUpAs(ctx, 'user').then((u) => u.client),
    signUpAs(ctx, 'moderator').then((u) => u.client),
    signUpAs(ctx, 'admin').then((u) => u.client),
  ]);
});
afterAll(() => ctx.close());

function adminRoutes(): { route: string; method: string; path: string; area: AdminArea }[] {
  const seen = new Map<string, { route: string; method: string; path: string; area: AdminArea }>();
  for (const r of ctx.app.routes) {
    if (!r.path.startsWith('/api/admin/') || r.path.includes('*') || r.method === 'ALL') continue;
    const area = r.path.split('/')[3] as AdminArea;
    const route = `${r.method} ${r.path}`;
    seen.set(route, { route, method: r.method, path: r.path, area });
  }
  return [...seen.values()].sort((a, b) => a.route.localeCompare(b.route));
}

const ID = '00000000-0000-4000-8000-000000000000';
const send = (client: SessionClient | null, method: string, path: string) => {
  const url = path.replace(/:(\w+)/g, ID);
  const init = { method, ...(method === 'GET' || method === 'DELETE' ? {} : { json: { unexpected: true } }) };
  return client ? client.request(url, init) : sessionClient(ctx).request(url, init);
};

describe('admin API access', () => {
  it('finds the admin routes, each in a known area', () => {
    const routes = adminRoutes();
    expect(routes.map((r) => r.route)).toContain('GET /api/admin/stats');
    for (const { route, area } of routes) expect(Object.keys(ADMIN_AREAS), route).toContain(area);
  });

  it('refuses everyone but the roles each area names, and lets those through', async () => {
    for (const { route, method, path, area } of adminRoutes()) {
      const anonymous = await send(null, method, path);
      expect(anonymous.status, `${route} signed out`).toBe(401);

      const asPlayer = await send(player, method, path);
      expect(asPlayer.status, `${route} as a player`).toBe(403);
      expect((await asPlayer.json()).error.code).toBe('forbidden');

      const asModerator = await send(moderator, method, path);
      const moderatorsAllowed = (ADMIN_AREAS[area] as readonly string[]).includes('moderator');
      if (moderatorsAllowed) expect([401, 403], `${route} as a moderator`).not.toContain(asModerator.status);
      else expect(asModerator.status, `${route} as a moderator`).toBe(403);

      const asAdmin = await send(admin, method, path);
      expect([401, 403, 500], `${route} as an admin`).not.toContain(asAdmin.status);
    }
  });

  it('answers 404 for an area that does not exist, after the sign-in check', async () => {
    expect((await send(null, 'GET', '/api/admin/nothing-here')).status).toBe(401);
    expect((await send(admin, 'GET', '/api/admin/nothing-here')).status).toBe(404);
  });

  it('counts the platform for the stat cards', async () => {
    const res = await admin.get('/api/admin/stats');
    expect(res.status).toBe(200);
    const stats = await res.json();
    expect(stats.users).toBeGreaterThanOrEqual(3);
    for (const key of ['companies', 'news', 'transactions', 'volumeMinor'])
      expect(Number.isInteger(stats[key])).toBe(true);
  });
});

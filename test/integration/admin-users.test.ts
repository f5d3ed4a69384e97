// The admin console's Users tab: the list's figures (the public game's) for users made here, search, keyset
// pages, one role per user with its audit row, the own-admin and last-admin refusals, and
// suspension (sign-in refused, live and cached sessions dead at once, restore lets them back in).
import { and, desc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { STARTING_BALANCE_MINOR } from '#core/money';
import type { AdminUser, AdminUsersPage } from '#core/schemas/admin/users';
import { adminLogs, companies, profiles, userRoles, users } from '../../server/db/schema';
import { PASSWORD, signUpByEmail, type SignedUpUser } from '../support/accounts';
import { createCompany, createGame, createPortfolio } from '../support/factories';
import { sessionClient } from '../support/session-client';
import { signUpAs } from '../support/staff';
import { createTestContext, type TestContext } from '../support/test-database';
import { createAdminUsersRepo } from '../../server/modules/admin/users/users.repo';
import { createAdminUsersService } from '../../server/modules/admin/users/users.service';
import { createLocalBus } from '../../server/realtime/bus';

let ctx: TestContext;
let admin: SignedUpUser;
let moderator: SignedUpUser;
let player: SignedUpUser;
beforeAll(async () => {
  ctx = await createTestContext();
  [admin, moderator, player] = await Promise.all([
    signUpAs(ctx, 'admin'),
    signUpAs(ctx, 'moderator'),
    signUpAs(ctx, 'user'),
  ]);
});
afterAll(() => ctx.close());

const db = () => ctx.database.db;
const search = async (q: string, cursor?: string): Promise<AdminUsersPage> => {
  const params = new URLSearchParams({ q, ...(cursor ? { cursor } : {}) });
  const res = await admin.client.get(`/api/admin/users?${params}`);
  expect(res.status).toBe(200);
  return (await res.json()) as AdminUsersPage;
};
const find = async (user: { username: string }): Promise<AdminUser> => {
  const page = await search(user.username);
  const found = page.users.find((u) => u.username === user.username);
  expect(found, user.username).toBeDefined();
  return found!;
};
const setRole = (actor: SignedUpUser, userId: string, role: string) =>
  actor.client.request(`/api/admin/users/${userId}/role`, { method: 'PUT', json: { role } });
const auditRows = (action: string, targetId: string) =>
  db()
    .select()
    .from(adminLogs)
    .where(and(eq(adminLogs.action, action), sql`${adminLogs.details} -> 'target' ->> 'id' = ${targetId}`))
    .orderBy(desc(adminLogs.id));
const rolesOf = async (userId: string) =>
  (await db().select({ role: userRoles.role }).from(userRoles).where(eq(userRoles.userId, userId))).map((r) => r.role);

describe('the users list', () => {
  it("shows a player's email, role, public-game cash, value at current prices, trades and status", async () => {
    const trader = await signUpByEmail(ctx);
    const company = await createCompany(db(), { currentPriceMinor: 10_000 });
    // Market buy of 3 at the ask 100.25 = 300.75 Bolts.
    const bought = await trader.client.post('/api/orders', { companyId: company.id, side: 'buy', quantity: 3 });
    expect(bought.status).toBe(201);
    // A class game's money and trades are that game's: the list shows none of them.
    const game = await createGame(db(), { startingCashMinor: 7_000_000 });
    await createPortfolio(db(), trader.id, game.id, 7_000_000);
    const elsewhere = { companyId: company.id, side: 'buy', quantity: 5, game: game.id };
    expect((await trader.client.post('/api/orders', elsewhere)).status).toBe(201);
    await db().update(companies).set({ currentPriceMinor: 12_000 }).where(eq(companies.id, company.id));

    let row = await find(trader);
    const cashMinor = STARTING_BALANCE_MINOR - 3 * 10_025;
    expect(row).toMatchObject({
      id: trader.id,
      email: trader.email,
      username: trader.username,
      fullName: expect.stringContaining('Player'),
      role: 'user',
      cashMinor,
      // 3 shares at 120.00 = 360.00 Bolts on top of the cash.
      portfolioValueMinor: cashMinor + 36_000,
      tradeCount: 1,
      status: 'pending',
      suspendedAt: null,
    });
    expect(Date.parse(row.joinedAt)).toBeGreaterThan(Date.now() - 60_000);

    // A resting limit buy reserves cash: still the player's, still counted as cash.
    const resting = await trader.client.post('/api/orders', {
      companyId: company.id,
      side: 'buy',
      type: 'limit',
      quantity: 2,
      limitPriceMinor: 5_000,
    });
    expect(resting.status).toBe(201);
    expect(await trader.client.post('/api/me/onboarding/complete').then((r) => r.status)).toBe(200);
    row = await find(trader);
    expect(row).toMatchObject({ cashMinor, portfolioValueMinor: cashMinor + 36_000, status: 'active' });
  });

  it('searches email, username and full name, case-insensitively, with % and _ taken literally', async () => {
    const user = await signUpByEmail(ctx, {
      email: `Zed.Quill_${Date.now()}@Test.Example`,
      username: `quillzed_${Date.now()}`,
    });
    await db().update(profiles).set({ fullName: 'Ophelia Marchbanks' }).where(eq(profiles.userId, user.id));
    for (const q of ['ZED.QUILL', user.username.toUpperCase(), 'marchBANKS']) {
      expect(
        (await search(q)).users.map((u) => u.id),
        q,
      ).toEqual([user.id]);
    }
    expect((await search('quill%zed')).users).toEqual([]);
    expect((await search('nobody-has-this-name-xyz')).users).toEqual([]);
  });

  it('pages newest first, 50 at a time, without repeats or gaps', async () => {
    const tag = `pager${Date.now()}`;
    const made: string[] = [];
    for (let i = 0; i < 53; i++) {
      const id = crypto.randomUUID();
      await db()
        .insert(users)
        .values({ id, name: `Pager ${i}`, email: `${tag}_${i}@test.example`, username: `${tag}_${i}` });
      // Two share each timestamp, so the id breaks the tie.
      await db()
        .insert(profiles)
        .values({
          userId: id,
          username: `${tag}_${i}`,
          email: `${tag}_${i}@test.example`,
          createdAt: new Date(Date.UTC(2030, 0, 1, 0, Math.floor(i / 2))),
        });
      made.push(id);
    }
    const first = await search(tag);
    expect(first.users).toHaveLength(50);
    expect(first.nextCursor).toBe(first.users.at(-1)!.id);
    const second = await search(tag, first.nextCursor!);
    expect(second.nextCursor).toBeNull();
    const seen = [...first.users, ...second.users].map((u) => u.id);
    expect(new Set(seen).size).toBe(53);
    expect([...seen].sort()).toEqual([...made].sort());
    const joined = [...first.users, ...second.users].map((u) => u.joinedAt);
    expect(joined).toEqual([...joined].sort().reverse());
  });

  it('refuses moderators and players', async () => {
    for (const client of [moderator.client, player.client]) {
      expect((await client.get('/api/admin/users')).status).toBe(403);
      expect(
        (await client.request(`/api/admin/users/${player.id}/role`, { method: 'PUT', json: { role: 'admin' } })).status,
      ).toBe(403);
      expect((await client.post(`/api/admin/users/${admin.id}/suspend`)).status).toBe(403);
    }
    expect(await rolesOf(player.id)).toEqual([]);
  });
});

describe('roles', () => {
  it('makes a player a moderator, then a player again, one role row at most, each change in the audit log', async () => {
    const user = await signUpByEmail(ctx);
    const res = await setRole(admin, user.id, 'moderator');
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ id: user.id, role: 'moderator' });
    expect(await rolesOf(user.id)).toEqual(['moderator']);
    // The new moderator reaches the moderators' areas at once.
    expect((await user.client.get('/api/admin/stats')).status).toBe(200);
    expect((await user.client.get('/api/admin/users')).status).toBe(403);

    expect((await setRole(admin, user.id, 'admin')).status).toBe(200);
    expect(await rolesOf(user.id)).toEqual(['admin']);
    expect((await setRole(admin, user.id, 'user')).status).toBe(200);
    expect(await rolesOf(user.id)).toEqual([]);
    expect((await find(user)).role).toBe('user');

    const rows = await auditRows('user.role', user.id);
    expect(rows.map((r) => r.details)).toEqual([
      { target: { type: 'user', id: user.id, name: user.username }, changes: { role: { from: 'admin', to: 'user' } } },
      {
        target: { type: 'user', id: user.id, name: user.username },
        changes: { role: { from: 'moderator', to: 'admin' } },
      },
      {
        target: { type: 'user', id: user.id, name: user.username },
        changes: { role: { from: 'user', to: 'moderator' } },
      },
    ]);
    expect(rows.every((r) => r.userId === admin.id)).toBe(true);
  });

  it('writes nothing when the role is already the one asked for', async () => {
    const user = await signUpByEmail(ctx);
    expect((await setRole(admin, user.id, 'user')).status).toBe(200);
    expect(await auditRows('user.role', user.id)).toEqual([]);
  });

  it('refuses an unknown role, an unknown user, and changes nothing', async () => {
    const user = await signUpByEmail(ctx);
    const bad = await setRole(admin, user.id, 'superuser');
    expect(bad.status).toBe(400);
    expect((await bad.json()).error.code).toBe('validation_failed');
    const missing = await setRole(admin, 'no-such-user', 'admin');
    expect(missing.status).toBe(404);
    expect(await rolesOf(user.id)).toEqual([]);
    expect(await auditRows('user.role', 'no-such-user')).toEqual([]);
  });

  it('never lets an admin remove their own admin role', async () => {
    const other = await signUpAs(ctx, 'admin');
    for (const role of ['moderator', 'user']) {
      const res = await setRole(other, other.id, role);
      expect(res.status).toBe(409);
      const body = await res.json();
      expect(body.error.code).toBe('own_admin_role');
      expect(body.error.message).toMatch(/your own admin role/);
    }
    expect(await rolesOf(other.id)).toEqual(['admin']);
    expect(await auditRows('user.role', other.id)).toEqual([]);
  });

  it('never demotes the last admin, even when two admins demote each other at once', async () => {
    // A database of its own, so "the last admin" is certain whatever other tests do.
    const own = await createTestContext();
    try {
      const [first, second] = [await signUpAs(own, 'admin'), await signUpAs(own, 'admin')];
      const admins = async () =>
        (await own.database.db.select().from(userRoles).where(eq(userRoles.role, 'admin'))).map((r) => r.userId);
      // Each passes the role gate as an admin; their transactions run one after the other and the
      // second finds that it would remove the last admin (or is already no admin at the gate).
      const [a, b] = await Promise.all([setRole(first, second.id, 'user'), setRole(second, first.id, 'user')]);
      expect([a.status, b.status].sort()).toSatisfy(
        (s: number[]) => JSON.stringify(s) === '[200,409]' || JSON.stringify(s) === '[200,403]',
      );
      const refused = a.status === 200 ? b : a;
      if (refused.status === 409) expect((await refused.json()).error.code).toBe('last_admin');
      expect(await admins()).toHaveLength(1);

      // The rule itself, asked of the service by an actor whose admin row is already gone.
      const [survivor] = await admins();
      const service = createAdminUsersService(
        { database: own.database, auth: {} as never, bus: createLocalBus() },
        createAdminUsersRepo(own.database.db),
      );
      const outsider = await signUpAs(own, 'user');
      await expect(service.setRole(outsider.id, survivor!, 'moderator')).rejects.toMatchObject({
        status: 409,
        code: 'last_admin',
        message: expect.stringMatching(/last admin/),
      });
      expect(await admins()).toEqual([survivor]);
    } finally {
      await own.close();
    }
  });
});

describe('suspension', () => {
  const signIn = (body: Record<string, string>, path = '/api/auth/sign-in/email') => {
    const client = sessionClient(ctx);
    return client.post(path, body).then((res) => ({ res, client }));
  };

  it('ends every session at once (cached ones too), refuses sign-in, and restore lets them back in', async () => {
    const user = await signUpByEmail(ctx);
    const second = await signIn({ email: user.email, password: PASSWORD });
    expect(second.res.status).toBe(200);
    // Both sessions are fresh in this process's session cache.
    expect((await user.client.get('/api/me')).status).toBe(200);
    expect((await second.client.get('/api/me')).status).toBe(200);

    const res = await admin.client.post(`/api/admin/users/${user.id}/suspend`);
    expect(res.status).toBe(200);
    const suspended = (await res.json()) as AdminUser;
    expect(suspended).toMatchObject({ id: user.id, status: 'suspended' });
    expect(suspended.suspendedAt).not.toBeNull();

    for (const client of [user.client, second.client]) {
      expect((await client.get('/api/me')).status).toBe(401);
      expect((await client.get('/api/portfolio')).status).toBe(401);
    }
    const sessionsLeft = await db().execute(sql`select count(*)::int as n from sessions where user_id = ${user.id}`);
    expect(JSON.stringify(sessionsLeft)).toMatch(/"n":0/);

    const refused = await signIn({ email: user.email, password: PASSWORD });
    expect(refused.res.status).toBe(403);
    const body = await refused.res.json();
    expect(body.error.code).toBe('account_suspended');
    expect(body.error.message).toMatch(/suspended/);
    expect((await refused.client.get('/api/me')).status).toBe(401);
    expect(
      (await signIn({ username: user.username, password: PASSWORD }, '/api/auth/sign-in/username')).res.status,
    ).toBe(403);
    // A wrong password learns nothing about the suspension.
    const wrong = await signIn({ email: user.email, password: 'not-the-password' });
    expect((await wrong.res.json()).error.code).toBe('invalid_credentials');

    const [suspendLog] = await auditRows('user.suspend', user.id);
    expect(suspendLog).toMatchObject({
      userId: admin.id,
      details: {
        target: { type: 'user', id: user.id, name: user.username },
        changes: { suspendedAt: { from: null, to: suspended.suspendedAt } },
        details: { sessionsEnded: 2 },
      },
    });

    // Suspending again changes nothing and logs nothing.
    expect((await admin.client.post(`/api/admin/users/${user.id}/suspend`)).status).toBe(200);
    expect(await auditRows('user.suspend', user.id)).toHaveLength(1);

    const restored = await admin.client.post(`/api/admin/users/${user.id}/restore`);
    expect(restored.status).toBe(200);
    expect(await restored.json()).toMatchObject({ status: 'pending', suspendedAt: null });
    const back = await signIn({ email: user.email, password: PASSWORD });
    expect(back.res.status).toBe(200);
    expect((await back.client.get('/api/me')).status).toBe(200);
    const [restoreLog] = await auditRows('user.restore', user.id);
    expect(restoreLog!.details).toMatchObject({ changes: { suspendedAt: { from: suspended.suspendedAt, to: null } } });
  });

  it('refuses a suspended phone account at the phone sign-in too', async () => {
    const { signUpByPhone } = await import('../support/accounts');
    const phoneUser = await signUpByPhone(ctx);
    expect((await admin.client.post(`/api/admin/users/${phoneUser.id}/suspend`)).status).toBe(200);
    expect((await phoneUser.client.get('/api/me')).status).toBe(401);
    const { res } = await signIn({ phoneNumber: phoneUser.phone, password: PASSWORD }, '/api/auth/phone/sign-in');
    expect(res.status).toBe(403);
    expect((await res.json()).error.code).toBe('account_suspended');
  });

  it('never lets an admin suspend themselves, and answers 404 for nobody', async () => {
    const self = await admin.client.post(`/api/admin/users/${admin.id}/suspend`);
    expect(self.status).toBe(409);
    expect((await self.json()).error.code).toBe('suspend_self');
    expect((await admin.client.get('/api/me')).status).toBe(200);
    expect((await admin.client.post('/api/admin/users/no-such-user/suspend')).status).toBe(404);
    expect((await admin.client.post('/api/admin/users/no-such-user/restore')).status).toBe(404);
    const [row] = await db().select({ suspendedAt: users.suspendedAt }).from(users).where(eq(users.id, admin.id));
    expect(row!.suspendedAt).toBeNull();
  });
});

// The audit log: admin_logs newest first with names where the rows hold ids (the actor's, what was
// acted on as it is called today, a news item's company), 50 a page, searched by action, actor and
// details; rows of any shape are shown; only admins may read it.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminAuditPage } from '#core/schemas/admin/audit';
import { writeAudit } from '../../server/modules/admin/audit';
import { adminLogs, reports } from '../../server/db/schema';
import { createCompany } from '../support/factories';
import { signUpByEmail, type SignedUpUser } from '../support/accounts';
import { signUpAs } from '../support/staff';
import { createTestContext, type TestContext } from '../support/test-database';

let ctx: TestContext;
let admin: SignedUpUser;
beforeAll(async () => {
  ctx = await createTestContext();
  admin = await signUpAs(ctx, 'admin');
});
afterAll(() => ctx.close());

/** The full name the sign-up helper gives (player_<suffix> is "Player <suffix>"). */
const fullNameOf = (user: SignedUpUser) => user.username.replace('player_', 'Player ');

const list = async (params: Record<string, string> = {}): Promise<AdminAuditPage> => {
  const res = await admin.client.get(`/api/admin/audit?${new URLSearchParams(params)}`);
  expect(res.status).toBe(200);
  return (await res.json()) as AdminAuditPage;
};

describe('the audit log', () => {
  it('shows a role change through the API with who did it, on whom, and what changed', async () => {
    const user = await signUpByEmail(ctx);
    const res = await admin.client.request(`/api/admin/users/${user.id}/role`, {
      method: 'PUT',
      json: { role: 'moderator' },
    });
    expect(res.status).toBe(200);
    const { entries } = await list({ q: user.username });
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({
      action: 'user.role',
      actor: { id: admin.id, username: admin.username, name: fullNameOf(admin) },
      target: { type: 'user', id: user.id, name: fullNameOf(user), username: user.username },
      changes: { role: { from: 'user', to: 'moderator' } },
      details: null,
    });
    expect(Date.parse(entries[0]!.createdAt)).toBeGreaterThan(Date.now() - 60_000);
  });

  it('searches the action, the actor and the details, case-insensitively', async () => {
    const tag = `Zebra${Date.now()}`;
    const other = await signUpAs(ctx, 'admin');
    await writeAudit(ctx.database.db, other.id, {
      action: 'company.update',
      target: { type: 'company', id: 'c-1', name: `${tag} Industries` },
      changes: { ceo: { from: 'Ada', to: 'Grace' } },
    });
    await writeAudit(ctx.database.db, admin.id, {
      action: 'backup.create',
      details: { note: tag.toLowerCase(), bytes: 42 },
    });
    expect((await list({ q: tag.toUpperCase() })).entries.map((e) => e.action)).toEqual([
      'backup.create',
      'company.update',
    ]);
    expect((await list({ q: other.username })).entries.map((e) => e.action)).toEqual(['company.update']);
    const byAction = (await list({ q: 'BACKUP.cre' })).entries;
    expect(byAction[0]).toMatchObject({ action: 'backup.create', details: { note: tag.toLowerCase(), bytes: 42 } });
    expect((await list({ q: 'no-entry-says-this' })).entries).toEqual([]);
  });

  it('pages newest first, 50 at a time, and shows rows of any shape', async () => {
    const player = await signUpByEmail(ctx);
    // An older row of another shape (players' settings saves once wrote here); a deleted actor leaves no user.
    await ctx.database.db.insert(adminLogs).values([
      { userId: player.id, action: 'update_settings', details: { displayName: 'Kim', bio: '' } },
      { userId: null, action: 'news.delete', details: { target: { type: 'news', id: 'n-1' } } },
    ]);
    for (let i = 0; i < 55; i++) await writeAudit(ctx.database.db, admin.id, { action: 'ad.toggle', details: { i } });
    const first = await list();
    expect(first.entries).toHaveLength(50);
    expect(first.entries[0]).toMatchObject({ action: 'ad.toggle', details: { i: 54 } });
    const ids = first.entries.map((e) => Number(e.id));
    expect(ids).toEqual([...ids].sort((a, b) => b - a));
    const second = await list({ cursor: first.nextCursor! });
    expect(second.entries[0]).toMatchObject({ details: { i: 4 } });
    const legacy = second.entries.find((e) => e.action === 'update_settings');
    expect(legacy).toMatchObject({
      actor: { id: player.id, username: player.username, name: fullNameOf(player) },
      target: null,
      changes: null,
      details: { displayName: 'Kim', bio: '' },
    });
    expect(second.entries.find((e) => e.action === 'news.delete')).toMatchObject({
      actor: null,
      target: { type: 'news', id: 'n-1' },
    });
    const bad = await admin.client.get('/api/admin/audit?cursor=abc');
    expect(bad.status).toBe(400);
  });

  it('names a company as it is called today, and by the name written with the entry once it is gone', async () => {
    const symbol = `AU${Date.now().toString(36).slice(-4).toUpperCase()}`;
    const created = await admin.client.post('/api/admin/companies', {
      name: `Otter Works ${symbol}`,
      symbol,
      price: '12.50',
      category: 'technology',
    });
    expect(created.status, await created.clone().text()).toBe(201);
    const company = (await created.json()) as { id: string };
    const renamed = await admin.client.request(`/api/admin/companies/${company.id}`, {
      method: 'PUT',
      json: { name: `Otter Labs ${symbol}`, symbol, price: '12.50', category: 'technology' },
    });
    expect(renamed.status, await renamed.clone().text()).toBe(200);
    const [update, create] = (await list({ q: symbol })).entries;
    // Both entries name the company as it is called now; the edit says what the name was.
    expect(create).toMatchObject({
      action: 'company.create',
      target: { id: company.id, name: `Otter Labs ${symbol}` },
    });
    expect(update).toMatchObject({
      action: 'company.update',
      target: { type: 'company', id: company.id, name: `Otter Labs ${symbol}` },
      changes: { name: { from: `Otter Works ${symbol}`, to: `Otter Labs ${symbol}` } },
    });

    expect((await admin.client.request(`/api/admin/companies/${company.id}`, { method: 'DELETE' })).status).toBe(200);
    const [removed] = (await list({ q: symbol })).entries;
    expect(removed).toMatchObject({ action: 'company.delete', target: { name: `Otter Labs ${symbol}` } });
  });

  it("gives a news edit's companies by name, a report by the player it is about, and settings no English name", async () => {
    const [a, b] = [await createCompany(ctx.database.db), await createCompany(ctx.database.db)];
    const reported = await signUpByEmail(ctx);
    const [report] = await ctx.database.db
      .insert(reports)
      .values({ reporterId: admin.id, reportedUserId: reported.id, reason: 'spam' })
      .returning();
    const tag = `Names${Date.now()}`;
    await writeAudit(ctx.database.db, admin.id, {
      action: 'news.update',
      target: { type: 'news', id: 'not-a-uuid', name: `${tag} headline` },
      changes: { companyId: { from: a!.id, to: b!.id }, headline: { from: 'Old', to: `${tag} headline` } },
    });
    await writeAudit(ctx.database.db, admin.id, {
      action: 'report.resolve',
      target: { type: 'report', id: report!.id },
      changes: { status: { from: 'open', to: 'resolved' } },
      details: { note: tag },
    });
    await writeAudit(ctx.database.db, admin.id, {
      action: 'settings.update',
      target: { type: 'settings', id: 'platform', name: 'Platform settings' },
      changes: { tradingPaused: { from: false, to: true } },
      details: { note: tag },
    });
    const [settings, resolved, edit] = (await list({ q: tag })).entries;
    expect(edit).toMatchObject({
      action: 'news.update',
      target: { type: 'news', id: 'not-a-uuid', name: `${tag} headline` },
      changes: { company: { from: a!.name, to: b!.name }, headline: { from: 'Old', to: `${tag} headline` } },
    });
    expect(edit!.changes).not.toHaveProperty('companyId');
    expect(resolved).toMatchObject({
      action: 'report.resolve',
      target: { type: 'report', id: report!.id, name: fullNameOf(reported), username: reported.username },
    });
    expect(settings!.target).toEqual({ type: 'settings', id: 'platform' });

    // A company deleted since (its news went with it) keeps its id, which the log words as deleted.
    const gone = '00000000-0000-4000-8000-000000000000';
    await writeAudit(ctx.database.db, admin.id, {
      action: 'news.create',
      target: { type: 'news', id: gone, name: `${tag} gone` },
      changes: { companyId: { to: gone } },
    });
    const [created] = (await list({ q: `${tag} gone` })).entries;
    expect(created!.changes).toEqual({ company: { to: gone } });
  });

  it("finds entries by the actor's full name", async () => {
    const other = await signUpAs(ctx, 'admin');
    await writeAudit(ctx.database.db, other.id, { action: 'backup.download', details: { format: 'pglite-tar-gz' } });
    const { entries } = await list({ q: fullNameOf(other).toUpperCase() });
    expect(entries.map((e) => e.actor?.id)).toEqual([other.id]);
  });

  it('refuses moderators and players', async () => {
    for (const role of ['moderator', 'user'] as const) {
      const someone = await signUpAs(ctx, role);
      expect((await someone.client.get('/api/admin/audit')).status).toBe(403);
    }
  });
});

// The audit log: admin_logs newest first with the actor's username, 50 a page, searched
// by action, actor and details; rows of any shape are shown; only admins may read it.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminAuditPage } from '#core/schemas/admin/audit';
import { writeAudit } from '../../server/modules/admin/audit';
import { adminLogs } from '../../server/db/schema';
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
      actor: { id: admin.id, username: admin.username },
      target: { type: 'user', id: user.id, name: user.username },
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
      actor: { id: player.id, username: player.username },
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

  it('refuses moderators and players', async () => {
    for (const role of ['moderator', 'user'] as const) {
      const someone = await signUpAs(ctx, role);
      expect((await someone.client.get('/api/admin/audit')).status).toBe(403);
    }
  });
});

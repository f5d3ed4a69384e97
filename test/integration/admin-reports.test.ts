// The moderators' queue with several reports: each report shows its own conversation (read for the
// whole page at once), never another's; a closed report moves out of the open queue with its audit
// row; an unknown report is a 404.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminReport } from '#core/schemas/admin/reports';
import { adminLogs } from '../../server/db/schema';
import { signUpByEmail, type SignedUpUser } from '../support/accounts';
import { signUpAs } from '../support/staff';
import { createTestContext, type TestContext } from '../support/test-database';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

async function befriend(a: SignedUpUser, b: SignedUpUser) {
  expect((await a.client.post('/api/friends/requests', { username: b.username })).status).toBe(200);
  const overview = await (await b.client.get('/api/friends')).json();
  const request = overview.incoming.find((r: { person: { userId: string } }) => r.person.userId === a.id);
  expect((await b.client.post(`/api/friends/requests/${request.id}/accept`)).status).toBe(200);
}
const send = async (from: SignedUpUser, to: SignedUpUser, body: string) => {
  const res = await from.client.post(`/api/chat/${to.id}`, { body });
  expect(res.status).toBe(201);
  return (await res.json()) as { id: number };
};
const queue = async (moderator: SignedUpUser, status = 'open') =>
  ((await (await moderator.client.get(`/api/admin/reports?status=${status}`)).json()) as { reports: AdminReport[] })
    .reports;

describe('the moderators queue, several reports', () => {
  it('shows each report with its own conversation, and closes one with its audit row', async () => {
    const [ana, ben, cai] = [await signUpByEmail(ctx), await signUpByEmail(ctx), await signUpByEmail(ctx)];
    await befriend(ana, ben);
    await befriend(ana, cai);
    // Two conversations, interleaved in time, each with a reported message.
    await send(ben, ana, 'b1');
    await send(cai, ana, 'c1');
    const toBen = await send(ana, ben, 'rude to ben');
    await send(ana, cai, 'c2');
    const toCai = await send(ana, cai, 'rude to cai');
    await send(ben, ana, 'b2');
    for (let i = 3; i <= 7; i++) await send(cai, ana, `c${i}`);
    expect((await ben.client.post('/api/reports', { messageId: toBen.id, reason: 'bullying' })).status).toBe(200);
    expect((await cai.client.post('/api/reports', { messageId: toCai.id, reason: 'bullying' })).status).toBe(200);

    const moderator = await signUpAs(ctx, 'moderator');
    const open = await queue(moderator);
    expect(open).toHaveLength(2);
    const bodies = (r: AdminReport) => r.context.map((m) => (m.reported ? `[${m.body}]` : m.body));
    const byReporter = new Map(open.map((r) => [r.reporter.id, r]));
    expect(bodies(byReporter.get(ben.id)!)).toEqual(['b1', '[rude to ben]', 'b2']);
    // Up to three before and three after the reported message, from that conversation only.
    expect(bodies(byReporter.get(cai.id)!)).toEqual(['c1', 'c2', '[rude to cai]', 'c3', 'c4', 'c5']);

    const report = byReporter.get(ben.id)!;
    const closed = await moderator.client.post(`/api/admin/reports/${report.id}/resolve`, { status: 'dismissed' });
    expect(closed.status).toBe(200);
    expect(await closed.json()).toMatchObject({ id: report.id, status: 'dismissed', resolution: { by: moderator.id } });
    expect((await queue(moderator)).map((r) => r.id)).toEqual([byReporter.get(cai.id)!.id]);
    expect((await queue(moderator, 'all')).map((r) => r.id).sort()).toEqual(open.map((r) => r.id).sort());
    const [log] = await ctx.database.db.select().from(adminLogs).where(eq(adminLogs.action, 'report.resolve'));
    expect(log!.details).toMatchObject({ changes: { status: { from: 'open', to: 'dismissed' } } });

    const missing = await moderator.client.post('/api/admin/reports/00000000-0000-4000-8000-000000000000/resolve', {
      status: 'resolved',
    });
    expect(missing.status).toBe(404);
  });
});

// docs/rules.md#accounts: sign-up asks the year of birth; under the consent age (13 unless the admins
// change it) a parent's address is required, the account opens read-only, the parent's link lets it
// play, and it stays off chat, friends and the public board even then.
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { weekStart } from '#core/competition/week';
import type { PlatformSettingsView } from '#core/schemas/admin/settings';
import { meSchema } from '#core/schemas/auth';
import { adminLogs, orders, parentalConsents, weeklyStandings } from '../../server/db/schema';
import { createStandingsJob } from '../../server/modules/competition';
import {
  latestMessageTo,
  PASSWORD,
  publicPortfolioOf,
  signUpByEmail,
  signUpByPhone,
  uniqueSuffix,
  type SignedUpUser,
} from '../support/accounts';
import { settingsForm } from '../support/admin-settings';
import { createCompany } from '../support/factories';
import { sessionClient } from '../support/session-client';
import { signUpAs } from '../support/staff';
import { createTestContext, TEST_AUTH, type TestContext } from '../support/test-database';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

const db = () => ctx.database.db;
const year = new Date().getUTCFullYear();
const errorCode = async (res: Response) => ((await res.json()) as { error: { code: string } }).error.code;
const me = async (user: SignedUpUser) => meSchema.parse(await (await user.client.get('/api/me')).json());
const parentAddress = () => `parent_${uniqueSuffix()}@test.example`;

/** The token of the consent link last mailed to the parent. */
async function consentTokenTo(parentEmail: string): Promise<string> {
  const mail = await latestMessageTo(ctx, parentEmail);
  const token = new RegExp(`${TEST_AUTH.linkOrigin}/consent/(\\S+)`).exec(mail?.body ?? '')?.[1];
  if (!token) throw new Error(`no consent link mailed to ${parentEmail}`);
  return decodeURIComponent(token);
}

const buyOne = (user: SignedUpUser, companyId: string) =>
  user.client.post('/api/orders', { companyId, side: 'buy', quantity: 1 });

describe('sign-up under the consent age', () => {
  it('refuses a 12-year-old without a parent email, and a parent email that is the player’s own', async () => {
    const suffix = uniqueSuffix();
    const body = {
      fullName: 'Young',
      email: `young_${suffix}@test.example`,
      password: PASSWORD,
      username: `young_${suffix}`,
      birthYear: year - 12,
    };
    const missing = await sessionClient(ctx).post('/api/auth/sign-up/email', body);
    expect(missing.status).toBe(400);
    expect(await errorCode(missing)).toBe('parent_email_required');
    const own = await sessionClient(ctx).post('/api/auth/sign-up/email', { ...body, parentEmail: body.email });
    expect(own.status).toBe(400);
    const noYear = await sessionClient(ctx).post('/api/auth/sign-up/email', { ...body, birthYear: undefined });
    expect(noYear.status).toBe(400);
    const phone = await sessionClient(ctx).post('/api/auth/phone/sign-up', {
      fullName: 'Young',
      username: `young_p_${suffix}`,
      phoneNumber: '+15550000001',
      password: PASSWORD,
      birthYear: year - 12,
    });
    expect(await errorCode(phone)).toBe('parent_email_required');
  });

  it('opens read-only, lets the parent confirm by the link, then trades; a used link is 404', async () => {
    const company = await createCompany(db(), { currentPriceMinor: 10_000 });
    const parentEmail = parentAddress();
    const child = await signUpByEmail(ctx, { birthYear: year - 12, parentEmail });
    expect((await me(child)).restrictions).toEqual({
      underAge: true,
      consentPending: true,
      consentAge: 13,
      parentEmail,
    });
    const token = await consentTokenTo(parentEmail);
    const mail = await latestMessageTo(ctx, parentEmail);
    expect(mail?.body).toContain('virtual money');

    // Reads work; writes are refused and change nothing.
    expect((await child.client.get('/api/portfolio')).status).toBe(200);
    const refused = await buyOne(child, company.id);
    expect(refused.status).toBe(403);
    expect(await errorCode(refused)).toBe('consent_pending');
    const portfolio = (await publicPortfolioOf(ctx, child.id))!;
    expect(await db().select().from(orders).where(eq(orders.portfolioId, portfolio.id))).toHaveLength(0);
    expect(await errorCode(await child.client.post('/api/me/teacher'))).toBe('consent_pending');

    // The parent's page shows the username and nothing else about the child.
    const view = await sessionClient(ctx).get(`/api/consent/${token}`);
    expect(await view.json()).toEqual({ username: child.username, requestedAt: expect.any(String), confirmed: false });
    expect((await sessionClient(ctx).post(`/api/consent/${token}`)).status).toBe(200);

    expect((await me(child)).restrictions.consentPending).toBe(false);
    expect((await buyOne(child, company.id)).status).toBeLessThan(300);

    const again = await sessionClient(ctx).post(`/api/consent/${token}`);
    expect(again.status).toBe(404);
    expect(await errorCode(again)).toBe('consent_link_unknown');
    expect((await sessionClient(ctx).get('/api/consent/not-a-real-token')).status).toBe(404);
  });

  it('sends the link again, to a new address, and the old link stops working', async () => {
    const first = parentAddress();
    const child = await signUpByEmail(ctx, { birthYear: year - 10, parentEmail: first });
    const oldToken = await consentTokenTo(first);
    const second = parentAddress();
    const resent = await child.client.post('/api/me/consent/resend', { parentEmail: second });
    expect(resent.status, await resent.clone().text()).toBe(200);
    expect((await sessionClient(ctx).get(`/api/consent/${oldToken}`)).status).toBe(404);
    expect((await me(child)).restrictions.parentEmail).toBe(second);
    expect((await sessionClient(ctx).post(`/api/consent/${await consentTokenTo(second)}`)).status).toBe(200);
    expect((await child.client.post('/api/me/consent/resend', {})).status).toBe(409);
  });

  it('still signs out and deletes the account while waiting; deleting forgets the parent', async () => {
    const parentEmail = parentAddress();
    const child = await signUpByEmail(ctx, { birthYear: year - 12, parentEmail });
    const deleted = await child.client.post('/api/me/delete-account', { password: PASSWORD });
    expect(deleted.status, await deleted.clone().text()).toBe(200);
    expect(await db().select().from(parentalConsents).where(eq(parentalConsents.userId, child.id))).toHaveLength(0);
  });

  it('opens a phone account the same way', async () => {
    const parentEmail = parentAddress();
    const child = await signUpByPhone(ctx, { birthYear: year - 11, parentEmail });
    await consentTokenTo(parentEmail);
    const restrictions = meSchema.parse(await (await child.client.get('/api/me')).json()).restrictions;
    expect(restrictions).toMatchObject({ underAge: true, consentPending: true });
  });
});

describe('under the consent age, even with consent', () => {
  async function confirmedChild() {
    const parentEmail = parentAddress();
    const child = await signUpByEmail(ctx, { birthYear: year - 12, parentEmail });
    expect((await sessionClient(ctx).post(`/api/consent/${await consentTokenTo(parentEmail)}`)).status).toBe(200);
    return child;
  }

  it('refuses friend requests from it and to it', async () => {
    const [child, adult] = [await confirmedChild(), await signUpByEmail(ctx)];
    const from = await child.client.post('/api/friends/requests', { username: adult.username });
    expect(from.status).toBe(403);
    expect(await errorCode(from)).toBe('under_age_social');
    const to = await adult.client.post('/api/friends/requests', { username: child.username });
    expect(to.status).toBe(403);
    expect(((await to.json()) as { error: { message: string } }).error.message).toContain('under 13');
  });

  it("keeps it off the public game's board", async () => {
    const child = await confirmedChild();
    const adult = await signUpByEmail(ctx);
    await createStandingsJob({ database: ctx.database, intervalMs: 60_000 }).runOnce();
    const line = async (userId: string) =>
      (
        await db()
          .select()
          .from(weeklyStandings)
          .where(
            and(
              eq(weeklyStandings.portfolioId, (await publicPortfolioOf(ctx, userId))!.id),
              eq(weeklyStandings.weekStart, weekStart(new Date())),
            ),
          )
      )[0];
    expect((await line(child.id))?.rank).toBeNull();
    expect((await line(adult.id))?.rank).toEqual(expect.any(Number));
  });
});

describe('at or over the consent age', () => {
  it('leaves a 15-year-old, and one turning 13 this year, unaffected', async () => {
    const company = await createCompany(db(), { currentPriceMinor: 10_000 });
    for (const age of [15, 13]) {
      const player = await signUpByEmail(ctx, { birthYear: year - age });
      expect((await me(player)).restrictions).toMatchObject({ underAge: false, consentPending: false });
      expect((await buyOne(player, company.id)).status).toBeLessThan(300);
    }
    const players = await db().select().from(parentalConsents);
    expect(players.every((row) => row.parentEmail.startsWith('parent_'))).toBe(true);
  });

  it('asks a 15-year-old for a parent once the admins raise the age to 16', async () => {
    const admin = await signUpAs(ctx, 'admin');
    const current = (await (await admin.client.get('/api/admin/settings')).json()) as PlatformSettingsView;
    const save = (consentAge: number) =>
      admin.client.request('/api/admin/settings', { method: 'PUT', json: settingsForm(current, { consentAge }) });
    expect((await save(16)).status).toBe(200);
    const [log] = await db().select().from(adminLogs).where(eq(adminLogs.action, 'settings.update'));
    expect((log!.details as { changes: object }).changes).toEqual({ consentAge: { from: 13, to: 16 } });
    try {
      expect(await (await sessionClient(ctx).get('/api/sign-up-rules')).json()).toEqual({ consentAge: 16 });
      const suffix = uniqueSuffix();
      const refused = await sessionClient(ctx).post('/api/auth/sign-up/email', {
        fullName: 'Teen',
        email: `teen_${suffix}@test.example`,
        password: PASSWORD,
        username: `teen_${suffix}`,
        birthYear: year - 15,
      });
      expect(await errorCode(refused)).toBe('parent_email_required');
      const parentEmail = parentAddress();
      const teen = await signUpByEmail(ctx, { birthYear: year - 15, parentEmail });
      expect((await me(teen)).restrictions).toMatchObject({ underAge: true, consentPending: true, consentAge: 16 });
      await consentTokenTo(parentEmail);
    } finally {
      expect((await save(13)).status).toBe(200);
    }
  });
});

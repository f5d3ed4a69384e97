// Account helpers for integration tests: sign up through the real auth routes, read the outbox.
import { randomBytes } from 'node:crypto';
import { and, desc, eq } from 'drizzle-orm';
import { PUBLIC_GAME_ID } from '#core/games';
import { outboxMessages, portfolios } from '../../server/db/schema';
import { sessionClient, type SessionClient } from './session-client';
import type { TestContext } from './test-database';

export const PASSWORD = 'correct-horse-battery';

export function uniqueSuffix(): string {
  return randomBytes(4).toString('hex');
}

/** A fresh +1 555 number that no other test uses. */
export function uniquePhone(): string {
  return `+1555${String(Math.floor(Math.random() * 10_000_000)).padStart(7, '0')}`;
}

/** An adult's year of birth: what the sign-up helpers send unless a test asks for a younger player. */
export const ADULT_BIRTH_YEAR = new Date().getUTCFullYear() - 20;

export interface SignedUpUser {
  client: SessionClient;
  id: string;
  email: string;
  username: string;
}

/** The sign-up link last mailed to `email`, as a path the session client can follow. */
export async function verificationLinkTo(ctx: TestContext, email: string): Promise<string> {
  const message = await latestMessageTo(ctx, email);
  const link = /(https?:\/\/\S+\/api\/auth\/verify-email\S+)/.exec(message?.body ?? '')?.[1];
  if (!link) throw new Error(`no sign-up link mailed to ${email}`);
  const url = new URL(link);
  return `${url.pathname}${url.search}`;
}

/** Signs up by email and follows the mailed link, as a player does: signed in, 50,000 Bolts. */
export async function signUpByEmail(
  ctx: TestContext,
  overrides: {
    email?: string;
    username?: string;
    ip?: string;
    referralCode?: string;
    accountType?: 'player' | 'teacher';
    birthYear?: number;
    parentEmail?: string;
    /** Cookies the browser already holds (another account's device cookie). */
    cookies?: Record<string, string>;
  } = {},
): Promise<SignedUpUser> {
  const suffix = uniqueSuffix();
  const email = overrides.email ?? `player_${suffix}@test.example`;
  const username = overrides.username ?? `player_${suffix}`;
  const client = sessionClient(ctx, {
    ...(overrides.ip ? { ip: overrides.ip } : {}),
    ...(overrides.cookies ? { cookies: overrides.cookies } : {}),
  });
  const res = await client.post('/api/auth/sign-up/email', {
    fullName: `Player ${suffix}`,
    email,
    password: PASSWORD,
    username,
    ...(overrides.referralCode ? { referralCode: overrides.referralCode } : {}),
    ...(overrides.accountType ? { accountType: overrides.accountType } : {}),
    birthYear: overrides.birthYear ?? ADULT_BIRTH_YEAR,
    ...(overrides.parentEmail ? { parentEmail: overrides.parentEmail } : {}),
  });
  if (res.status !== 200) throw new Error(`sign-up failed: ${res.status} ${await res.text()}`);
  const verified = await client.get(await verificationLinkTo(ctx, email.toLowerCase()));
  if (verified.status !== 302) throw new Error(`verification failed: ${verified.status} ${await verified.text()}`);
  const me = await (await client.get('/api/me')).json();
  return { client, id: me.user.id, email, username };
}

/** The player's portfolio in the public game (null before they have joined it). */
export async function publicPortfolioOf(ctx: Pick<TestContext, 'database'>, userId: string) {
  const [row] = await ctx.database.db
    .select()
    .from(portfolios)
    .where(and(eq(portfolios.userId, userId), eq(portfolios.gameId, PUBLIC_GAME_ID)));
  return row ?? null;
}

export async function latestMessageTo(ctx: TestContext, recipient: string) {
  const [row] = await ctx.database.db
    .select()
    .from(outboxMessages)
    .where(eq(outboxMessages.recipient, recipient))
    .orderBy(desc(outboxMessages.id))
    .limit(1);
  return row ?? null;
}

export async function latestCodeTo(ctx: TestContext, phone: string): Promise<string> {
  const message = await latestMessageTo(ctx, phone);
  const code = /\b(\d{6})\b/.exec(message?.body ?? '')?.[1];
  if (!code) throw new Error(`no code texted to ${phone}`);
  return code;
}

export async function signUpByPhone(
  ctx: TestContext,
  overrides: {
    phone?: string;
    referralCode?: string;
    accountType?: 'player' | 'teacher';
    birthYear?: number;
    parentEmail?: string;
  } = {},
) {
  const phone = overrides.phone ?? uniquePhone();
  const suffix = uniqueSuffix();
  const client = sessionClient(ctx);
  const start = await client.post('/api/auth/phone/sign-up', {
    fullName: `Phone ${suffix}`,
    username: `phone_${suffix}`,
    phoneNumber: phone,
    password: PASSWORD,
    ...(overrides.referralCode ? { referralCode: overrides.referralCode } : {}),
    ...(overrides.accountType ? { accountType: overrides.accountType } : {}),
    birthYear: overrides.birthYear ?? ADULT_BIRTH_YEAR,
    ...(overrides.parentEmail ? { parentEmail: overrides.parentEmail } : {}),
  });
  if (start.status !== 200) throw new Error(`phone sign-up failed: ${start.status} ${await start.text()}`);
  const verify = await client.post('/api/auth/phone/verify', {
    phoneNumber: phone,
    code: await latestCodeTo(ctx, phone),
  });
  if (verify.status !== 200) throw new Error(`verify failed: ${verify.status} ${await verify.text()}`);
  const { userId } = await verify.json();
  return { client, id: userId as string, phone };
}

// Holes 1 and 2 of the security issue: a forged Host must not put its origin into an emailed link,
// and production must refuse to start, or to sign anyone in, with the README's admin password.
import { spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LOCAL_ADMIN_PASSWORD, loadConfig } from '../../server/config';
import { hashPassword } from '../../server/auth/password';
import { accounts, outboxMessages, users } from '../../server/db/schema';
import { AdminPasswordMissingError, seedIfEmpty } from '../../server/db/seed/seed';
import { createUser } from '../support/factories';
import { sessionClient } from '../support/session-client';
import {
  createTestContext,
  createTestDatabase,
  TEST_AUTH,
  TEST_ORIGIN,
  type TestContext,
} from '../support/test-database';

const root = path.resolve(import.meta.dirname, '../..');
const SECRET = 'a-production-secret-that-is-long-enough-0123456789';

let ctx: TestContext;
let production: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
  production = await createTestContext({}, { production: true });
});
afterAll(async () => {
  await ctx.close();
  await production.close();
});

const mailsTo = (c: TestContext, email: string) =>
  c.database.db
    .select()
    .from(outboxMessages)
    .where(and(eq(outboxMessages.channel, 'email'), eq(outboxMessages.recipient, email)));

describe('password-reset links', () => {
  it('refuses to send a link for a request addressed to another host (the poisoning attack)', async () => {
    const victim = await createUser(ctx.database.db);
    const email = `${victim.username}@test.example`;
    const res = await ctx.app.request('http://evil.example/api/auth/request-password-reset', {
      method: 'POST',
      headers: { Host: 'evil.example', Origin: 'http://evil.example', 'Content-Type': 'application/json' },
      body: JSON.stringify({ email, redirectTo: 'http://evil.example/steal' }),
    });
    expect(res.status).toBe(400);
    expect(((await res.json()) as { error: { code: string } }).error.code).toBe('wrong_host');
    expect(await mailsTo(ctx, email)).toHaveLength(0);
  });

  it('builds the link from the configured origin, whatever the forwarded host or redirect asked', async () => {
    const victim = await createUser(ctx.database.db);
    const email = `${victim.username}@test.example`;
    const res = await sessionClient(ctx).post(
      '/api/auth/request-password-reset',
      { email, redirectTo: 'http://evil.example/steal' },
      { 'X-Forwarded-Host': 'evil.example', 'X-Forwarded-Proto': 'https' },
    );
    expect(res.status).toBe(200);
    const [mail] = await mailsTo(ctx, email);
    const link = /(http\S+reset-password\S+)/.exec(mail!.body)![1]!;
    expect(link.startsWith(`${TEST_AUTH.linkOrigin}/api/auth/reset-password/`)).toBe(true);
    expect(mail!.body).not.toContain('evil.example');
    // The link lands on our own /auth page with the token, not on the requested redirect.
    const follow = await ctx.app.request(link, { redirect: 'manual' });
    expect(follow.status).toBe(302);
    const location = new URL(follow.headers.get('location')!, TEST_ORIGIN);
    expect(location.origin).toBe(TEST_ORIGIN);
    expect(location.pathname).toBe('/auth');
  });
});

describe('production configuration', () => {
  const base = { NODE_ENV: 'production', BOLTS_AUTH_SECRET: SECRET, BOLTS_PUBLIC_URL: 'https://bolts.example' };

  it('starts with a secret, a public URL and an admin password of its own', () => {
    const config = loadConfig({ ...base, BOLTS_ADMIN_PASSWORD: 'a-long-admin-password' });
    expect(config.publicUrl).toBe('https://bolts.example');
    expect(config.admin.password).toBe('a-long-admin-password');
  });

  it('refuses to start without a public URL, naming it', () => {
    const { BOLTS_PUBLIC_URL: _, ...withoutUrl } = base;
    expect(() => loadConfig(withoutUrl)).toThrow(/BOLTS_PUBLIC_URL: required in production/);
  });

  it('refuses a market seed, which would let anyone forecast prices', () => {
    const config = { ...base, BOLTS_ADMIN_PASSWORD: 'a-long-admin-password' };
    expect(loadConfig(config).market.seed).toBeUndefined();
    expect(() => loadConfig({ ...config, BOLTS_MARKET_SEED: '42' })).toThrow(
      /BOLTS_MARKET_SEED: for tests and benchmarks only/,
    );
    expect(loadConfig({ BOLTS_MARKET_SEED: '42' }).market.seed).toBe(42);
  });

  it('refuses the local default admin password and one shorter than 12 characters', () => {
    expect(() => loadConfig({ ...base, BOLTS_ADMIN_PASSWORD: LOCAL_ADMIN_PASSWORD })).toThrow(
      /BOLTS_ADMIN_PASSWORD: the local default is published/,
    );
    expect(() => loadConfig({ ...base, BOLTS_ADMIN_PASSWORD: 'short-pw-1' })).toThrow(
      /BOLTS_ADMIN_PASSWORD: at least 12 characters/,
    );
  });

  it('leaves the admin password unset in production, where a first seed then refuses to run', async () => {
    expect(loadConfig(base).admin.password).toBeUndefined();
    expect(loadConfig({}).admin.password).toBe(LOCAL_ADMIN_PASSWORD);
    const fresh = await createTestDatabase();
    try {
      await expect(
        seedIfEmpty(fresh.database.db, { admin: { email: 'admin@bolts.example', password: undefined } }),
      ).rejects.toBeInstanceOf(AdminPasswordMissingError);
      // Nothing was seeded, so a later start with a password seeds; after that none is needed.
      expect(
        (await seedIfEmpty(fresh.database.db, { admin: { email: 'a@b.example', password: 'x'.repeat(12) } })).seeded,
      ).toBe(true);
      expect(
        (await seedIfEmpty(fresh.database.db, { admin: { email: 'a@b.example', password: undefined } })).seeded,
      ).toBe(false);
    } finally {
      await fresh.close();
    }
  });

  it('exits non-zero with a clear message when started in production with nothing set', async () => {
    // Beside node_modules, where the bundle's packages resolve.
    const cache = path.join(root, 'node_modules/.cache');
    mkdirSync(cache, { recursive: true });
    const dir = mkdtempSync(path.join(cache, 'bolts-prod-'));
    const bundle = path.join(dir, 'main.js');
    await new Promise((resolve, reject) =>
      spawn(process.execPath, [path.join(root, 'scripts/build-server.mjs'), bundle], {
        cwd: root,
        stdio: 'ignore',
      }).once('exit', (code) => (code === 0 ? resolve(code) : reject(new Error(`build exited ${code}`)))),
    );
    const child = spawn(process.execPath, [bundle], {
      cwd: root,
      env: { PATH: process.env.PATH, NODE_ENV: 'production', PORT: '0' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (d: Buffer) => (output += d.toString()));
    child.stderr.on('data', (d: Buffer) => (output += d.toString()));
    const code = await new Promise<number | null>((resolve) => child.once('exit', resolve));
    expect(code, output).not.toBe(0);
    expect(output).toMatch(/BOLTS_AUTH_SECRET: required in production/);
    expect(output).toMatch(/BOLTS_PUBLIC_URL: required in production/);
    expect(output).not.toMatch(/running at/);
    rmSync(dir, { recursive: true, force: true });
  });
});

describe('the published admin password in production', () => {
  /** An admin whose password is the README's, as a first seed with the local default would make. */
  async function adminWithPublishedPassword(c: TestContext) {
    const admin = await createUser(c.database.db, { role: 'admin' });
    await c.database.db.update(users).set({ emailVerified: true }).where(eq(users.id, admin.id));
    await c.database.db.insert(accounts).values({
      id: randomUUID(),
      userId: admin.id,
      accountId: admin.id,
      providerId: 'credential',
      password: await hashPassword(LOCAL_ADMIN_PASSWORD),
    });
    return `${admin.username}@test.example`;
  }

  it('is refused at sign-in, so the admin pages stay shut', async () => {
    const email = await adminWithPublishedPassword(production);
    const client = sessionClient(production);
    const signIn = await client.post('/api/auth/sign-in/email', { email, password: LOCAL_ADMIN_PASSWORD });
    expect(signIn.status).toBe(403);
    expect(((await signIn.json()) as { error: { code: string } }).error.code).toBe('password_published');
    expect((await client.get('/api/admin/users')).status).toBe(401);
  });

  it('is still the local admin password outside production', async () => {
    const email = await adminWithPublishedPassword(ctx);
    const client = sessionClient(ctx);
    const signIn = await client.post('/api/auth/sign-in/email', { email, password: LOCAL_ADMIN_PASSWORD });
    expect(signIn.status).toBe(200);
    expect((await client.get('/api/admin/users')).status).toBe(200);
  });
});

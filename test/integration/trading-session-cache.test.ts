// The session cache in front of the trading routes (server/auth/session.ts): a few seconds of
// token -> user id, which sign-out and revocation empty at once, and which never outlives a
// session deleted behind its back by more than the TTL. Past the TTL, one read of the session's row
// answers for a cookie the library verified, and the library for anything else.
import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { sessions, users } from '../../server/db/schema';
import { createSessionCache, SESSION_CACHE_TTL_MS } from '../../server/auth/session';
import { PASSWORD, signUpByEmail } from '../support/accounts';
import { sessionClient } from '../support/session-client';
import { createTestContext, TEST_ORIGIN } from '../support/test-database';

let ctx: Awaited<ReturnType<typeof createTestContext>>;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());
afterEach(() => {
  vi.useRealTimers();
});

const replay = (cookie: string, path = '/api/orders') =>
  ctx.app.request(`${TEST_ORIGIN}${path}`, { headers: { Cookie: cookie } });

describe('session cache (in memory)', () => {
  const session = (token: string, expiresAt = new Date(8.64e15)) => ({ token, userId: `user-${token}`, expiresAt });

  it('answers from memory for the TTL, never past the session, and only for the exact cookie', () => {
    let now = 1_000;
    const cache = createSessionCache({ cookieName: 'c', ttlMs: 5_000, now: () => now });
    cache.set('tok1.sig', session('tok1'), cache.epoch);
    expect(cache.get('tok1.sig')).toBe('user-tok1');
    expect(cache.get('tok1.forged')).toBeUndefined();
    now += 4_999;
    expect(cache.get('tok1.sig')).toBe('user-tok1');
    now += 1;
    expect(cache.get('tok1.sig')).toBeUndefined();

    cache.set('tok2.sig', session('tok2', new Date(now + 1_000)), cache.epoch);
    now += 1_000;
    expect(cache.get('tok2.sig')).toBeUndefined();
    // A cookie whose token is not the session's is not stored.
    cache.set('other.sig', session('tok3'), cache.epoch);
    expect(cache.get('other.sig')).toBeUndefined();
  });

  it('forgets a revoked token, and drops an answer looked up while a revocation happened', () => {
    const cache = createSessionCache({ cookieName: 'c', ttlMs: 5_000 });
    cache.set('a.sig', session('a'), cache.epoch);
    expect(cache.get('a.sig')).toBe('user-a');
    cache.revoke('a');
    expect(cache.get('a.sig')).toBeUndefined();
    // A lookup that began before a revocation may have read the row just before its delete.
    const startedAt = cache.epoch;
    cache.revoke('b');
    cache.set('b.sig', session('b'), startedAt);
    expect(cache.get('b.sig')).toBeUndefined();
  });

  it('past the TTL, reads the row again for the exact cookie before its session ends, and trusts it anew', async () => {
    let now = 1_000;
    // The row's read, as auth.ts makes it: here every session it is asked about is live.
    const asked: string[] = [];
    const recheck = async (token: string) => {
      asked.push(token);
      return { userId: `user-${token}`, expiresAt: new Date(now + 60_000) };
    };
    const cache = createSessionCache({ cookieName: 'c', ttlMs: 5_000, now: () => now, recheck });
    cache.set('tok1.sig', session('tok1', new Date(now + 60_000)), cache.epoch);
    expect(await cache.recheck('tok1.sig')).toBeUndefined();
    now += 5_000;
    expect(cache.get('tok1.sig')).toBeUndefined();
    expect(await cache.recheck('tok1.forged')).toBeUndefined();
    expect(await cache.recheck('tok1.sig')).toBe('user-tok1');
    expect(cache.get('tok1.sig')).toBe('user-tok1');
    now += 60_000;
    expect(await cache.recheck('tok1.sig')).toBeUndefined();
    expect(asked).toEqual(['tok1']);

    cache.set('tok2.sig', session('tok2'), cache.epoch);
    now += 5_000;
    cache.revoke('tok2');
    expect(await cache.recheck('tok2.sig')).toBeUndefined();
    // A revocation while the row is being read: the answer serves that request, not the next ones.
    cache.set('tok3.sig', session('tok3'), cache.epoch);
    now += 5_000;
    const reading = cache.recheck('tok3.sig');
    cache.revoke('other');
    expect(await reading).toBe('user-tok3');
    expect(cache.get('tok3.sig')).toBeUndefined();
  });

  it('holds at most maxEntries, dropping the oldest; a TTL of 0 turns it off', () => {
    const cache = createSessionCache({ cookieName: 'c', ttlMs: 5_000, maxEntries: 2 });
    for (const t of ['a', 'b', 'c']) cache.set(`${t}.sig`, session(t), cache.epoch);
    expect(cache.size).toBe(2);
    expect(cache.get('a.sig')).toBeUndefined();
    expect(cache.get('c.sig')).toBe('user-c');
    const off = createSessionCache({ cookieName: 'c', ttlMs: 0 });
    off.set('a.sig', session('a'), off.epoch);
    expect(off.get('a.sig')).toBeUndefined();
  });
});

/** Runs `requests` once the cache's TTL has passed; answers how often they asked the library. */
async function afterTheTtl(requests: () => Promise<void>): Promise<number> {
  const library = vi.spyOn(ctx.built.auth.api, 'getSession');
  try {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now() + SESSION_CACHE_TTL_MS + 1);
    await requests();
    return library.mock.calls.length;
  } finally {
    library.mockRestore();
  }
}

/** A new player's session cookie, verified once through the API (so the cache holds it). */
async function verifiedCookie() {
  const user = await signUpByEmail(ctx);
  const cookie = user.client.cookies();
  expect((await replay(cookie)).status).toBe(200);
  return { user, cookie };
}

describe('session cache (through the API)', () => {
  it('sign-out ends a cached session at once', async () => {
    const { user, cookie } = await verifiedCookie();
    expect((await replay(cookie)).status).toBe(200);
    expect((await user.client.post('/api/auth/sign-out', {})).status).toBe(200);
    expect((await replay(cookie)).status).toBe(401);
    expect((await replay(cookie, '/api/me')).status).toBe(401);
  });

  it("revoking all of a user's sessions ends the cached ones on other devices at once", async () => {
    const user = await signUpByEmail(ctx);
    const laptop = sessionClient(ctx);
    expect((await laptop.post('/api/auth/sign-in/email', { email: user.email, password: PASSWORD })).status).toBe(200);
    const phoneCookie = user.client.cookies();
    expect((await replay(phoneCookie)).status).toBe(200);
    expect((await laptop.get('/api/orders')).status).toBe(200);
    expect((await laptop.post('/api/auth/revoke-sessions', {})).status).toBe(200);
    expect((await replay(phoneCookie)).status).toBe(401);
    expect((await replay(laptop.cookies() || phoneCookie)).status).toBe(401);
  });

  it('a session deleted elsewhere (another instance, by hand) stops working within the TTL', async () => {
    const { user, cookie } = await verifiedCookie();
    await ctx.database.db.delete(sessions).where(eq(sessions.userId, user.id));
    // Still trusted from memory for up to the TTL...
    expect((await replay(cookie)).status).toBe(200);
    // ...then the database is asked again, and says no.
    await afterTheTtl(async () => expect((await replay(cookie)).status).toBe(401));
  });

  it('past the TTL, a live session is checked with one read of its row, not the library', async () => {
    const { cookie } = await verifiedCookie();
    const libraryCalls = await afterTheTtl(async () => {
      expect((await replay(cookie)).status).toBe(200);
      expect((await replay(cookie, '/api/me')).status).toBe(200);
    });
    expect(libraryCalls).toBe(0);
  });

  it('past the TTL, an account suspended by hand is signed out', async () => {
    const { user, cookie } = await verifiedCookie();
    await ctx.database.db.update(users).set({ suspendedAt: new Date() }).where(eq(users.id, user.id));
    await afterTheTtl(async () => expect((await replay(cookie)).status).toBe(401));
  });

  it('past the TTL, a session due for its daily refresh goes through the library, which extends it', async () => {
    const { user, cookie } = await verifiedCookie();
    const day = 24 * 60 * 60 * 1000;
    // Last refreshed a day and a minute ago: 30 days from then.
    await ctx.database.db
      .update(sessions)
      .set({ expiresAt: new Date(Date.now() + 29 * day - 60_000) })
      .where(eq(sessions.userId, user.id));
    const libraryCalls = await afterTheTtl(async () => {
      expect((await replay(cookie)).status).toBe(200);
    });
    expect(libraryCalls).toBe(1);
    const [row] = await ctx.database.db
      .select({ expiresAt: sessions.expiresAt })
      .from(sessions)
      .where(eq(sessions.userId, user.id));
    expect(row!.expiresAt.getTime()).toBeGreaterThan(Date.now() + 29.9 * day);
  });

  it('a request without the session cookie is signed out, whatever else it carries', async () => {
    expect((await replay('bolts.other=1; session_token=abc')).status).toBe(401);
    expect((await replay('bolts.session_token=not-a-signed-token')).status).toBe(401);
  });
});

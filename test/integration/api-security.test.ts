// The security list: every API route that is not deliberately public answers 401 without a
// session. Routes are read from the app itself, so a new route cannot be forgotten here.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, TEST_ORIGIN, type TestContext } from '../support/test-database';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

/**
 * Deliberately public: reading the catalogue and the market's indices, the public game's terms and
 * the referral bonus and the consent age (the landing and sign-up pages promise them), a parent's
 * consent link (the token is the proof, docs/rules.md#accounts), the lessons (anyone may learn;
 * answering a quiz needs a session, docs/rules.md#learning), health, API docs, and the auth routes
 * themselves.
 */
const PUBLIC = [
  'GET /api/health',
  'GET /api/companies',
  'GET /api/companies/:id',
  'GET /api/companies/:id/candles',
  'GET /api/companies/:id/order-book',
  'GET /api/companies/:id/recent-trades',
  'GET /api/indices',
  'GET /api/indices/:id/candles',
  'GET /api/landing',
  'GET /api/feed',
  'GET /api/feed/companies',
  'GET /api/ads',
  'GET /api/games/public',
  'GET /api/referral-bonus',
  'GET /api/sign-up-rules',
  'GET /api/consent/:token',
  'POST /api/consent/:token',
  'GET /api/lessons',
  'GET /api/lessons/:id',
  'GET /api/openapi.json',
  'GET /api/docs',
];

function apiRoutes(): string[] {
  const seen = new Set<string>();
  for (const r of ctx.app.routes) {
    if (!r.path.startsWith('/api/') || r.path.startsWith('/api/auth/') || r.path.includes('*')) continue;
    if (r.method === 'ALL') continue; // middleware
    seen.add(`${r.method} ${r.path}`);
  }
  return [...seen].sort();
}

describe('API security list', () => {
  it('finds the routes to check', () => {
    const routes = apiRoutes();
    expect(routes).toEqual(expect.arrayContaining([...PUBLIC, 'GET /api/me', 'PUT /api/me/settings']));
  });

  it('answers 401 on every non-public route without a session, before validating input', async () => {
    const checked: string[] = [];
    for (const route of apiRoutes().filter((r) => !PUBLIC.includes(r))) {
      const [method, path] = route.split(' ') as [string, string];
      const url = TEST_ORIGIN + path.replace(/:(\w+)/g, '00000000-0000-4000-8000-000000000000');
      const res = await ctx.app.request(url, {
        method,
        headers: { Origin: TEST_ORIGIN, 'Content-Type': 'application/json' },
        ...(method === 'GET' ? {} : { body: '{"unexpected": true}' }),
      });
      expect(res.status, route).toBe(401);
      expect((await res.json()).error.code, route).toBe('unauthorized');
      checked.push(route);
    }
    expect(checked.length).toBeGreaterThanOrEqual(7);
  });
});

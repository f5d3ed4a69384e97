// Every request is matched by Hono's fastest router, RegExpRouter. Hono falls back silently to its
// slower trie router when one route cannot be expressed in it (a literal segment beside a
// parameter, as /games/public beside /games/{id}/teams), so a new route could cost every request
// without a word; this test says which.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, TEST_ORIGIN, type TestContext } from '../support/test-database';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

describe('the HTTP router', () => {
  it('matches every route with RegExpRouter', async () => {
    expect((await ctx.app.request(`${TEST_ORIGIN}/api/health`)).status).toBe(200);
    const router = (ctx.app as unknown as { router: { name: string; activeRouter?: { name: string } } }).router;
    expect(router.activeRouter?.name, `${router.name}: a route RegExpRouter cannot hold was added`).toBe(
      'RegExpRouter',
    );
  });
});

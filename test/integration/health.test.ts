import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, latestMigrationTag, testDriver, type TestContext } from '../support/test-database';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

describe('GET /api/health', () => {
  it('names the database driver and the newest applied migration', async () => {
    const res = await ctx.app.request('/api/health');
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ status: 'ok', database: testDriver(), migration: latestMigrationTag() });
  });

  it('answers unknown API routes with a JSON 404 in the error shape', async () => {
    const res = await ctx.app.request('/api/no-such-thing');
    expect(res.status).toBe(404);
    const body = await res.json();
    expect(body.error.code).toBe('not_found');
  });

  it('serves the OpenAPI description of the API', async () => {
    const res = await ctx.app.request('/api/openapi.json');
    expect(res.status).toBe(200);
    const doc = await res.json();
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining(['/companies', '/companies/{id}', '/landing', '/health']),
    );
  });
});

// Hostile input to every write route (issue 8): the routes are read from the app's own route table
// (a new one cannot be forgotten), and each gets bodies its schema refuses (wrong types, huge,
// negative and fractional numbers, NaN, unicode, SQL and script payloads, broken JSON) with
// hostile path parameters, sent by a signed-in admin so every check up to the input's is passed.
// Every answer must be a 4xx with the error shape, never a 500, and the database must be exactly
// as it was.
import fc from 'fast-check';
import type { RouteConfig } from '@hono/zod-openapi';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../server/db/client';
import { buildApp } from '../../server/http/app';
import type { SignedUpUser } from '../support/accounts';
import { signUpAs } from '../support/staff';
import { createTestDatabase, TEST_AUTH, TEST_ORIGIN, type TestContext } from '../support/test-database';

const RUNS_PER_ROUTE = 30;
const WRITE_METHODS = ['post', 'put', 'patch', 'delete'];

let ctx: TestContext;
let routes: RouteConfig[];
let admin: SignedUpUser;
beforeAll(async () => {
  const { database, close } = await createTestDatabase();
  const built = buildApp({ database, readCacheTtlMs: 0, auth: TEST_AUTH });
  routes = built.apiRoutes;
  ctx = {
    database,
    app: built.app,
    close: async () => {
      await built.progress.stop();
      await close();
    },
  };
  admin = await signUpAs(ctx, 'admin');
});
afterAll(() => ctx.close());

const hostileString = fc.constantFrom(
  "' OR 1=1 --",
  "'); drop table profiles; --",
  '<script>alert(1)</script>',
  '<img src=x onerror=alert(1)>',
  'javascript:alert(1)',
  '../../../../etc/passwd',
  '${7*7}{{7*7}}',
  '__proto__',
  'constructor',
  'NaN',
  '-1',
  '1e309',
  '0x10',
  '',
  ' \t\n ',
  '\u0000\u0001',
  '\u202eevil\u202c',
  'שלום עולם',
  '💥🔥'.repeat(200),
  'x'.repeat(5_000),
);
const hostileNumber = fc.constantFrom(
  -1,
  -0.5,
  0,
  0.001,
  1.5,
  Number.NaN,
  Number.POSITIVE_INFINITY,
  1e21,
  -1e308,
  Number.MAX_SAFE_INTEGER + 2,
  2 ** 63,
);
const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  hostileString,
  hostileNumber,
  fc.constant(null),
  fc.boolean(),
  fc.string({ unit: 'grapheme', maxLength: 40 }),
  fc.array(fc.oneof(hostileString, hostileNumber), { maxLength: 3 }),
  fc.dictionary(hostileString, hostileNumber, { maxKeys: 3 }),
);
/** Text that is not JSON, or JSON JavaScript would misread. */
const brokenJson = fc.constantFrom(
  '{"quantity": NaN}',
  '{"a":',
  '[]]',
  'undefined',
  '\u0000',
  '{"__proto__": {"isAdmin": true}}',
);

/** The keys of an object schema, through refinements and pipes. */
function keysOf(schema: unknown): string[] {
  let s = schema as
    { shape?: Record<string, unknown>; _zod?: { def?: { in?: unknown; schema?: unknown } } } | undefined;
  for (let depth = 0; s && depth < 5; depth++) {
    if (s.shape) return Object.keys(s.shape);
    s = (s._zod?.def?.in ?? s._zod?.def?.schema) as typeof s;
  }
  return [];
}

type Zod = { safeParse(value: unknown): { success: boolean } };
const bodySchemaOf = (route: RouteConfig): Zod | undefined =>
  (route.request?.body?.content?.['application/json'] as { schema?: Zod } | undefined)?.schema;

/** A body the route's schema refuses (the server must too), as the text sent. */
function refusedBody(route: RouteConfig): fc.Arbitrary<string> {
  const schema = bodySchemaOf(route);
  const keys = keysOf(schema);
  const objects = keys.length
    ? fc.record(Object.fromEntries(keys.map((k) => [k, hostileValue])), { requiredKeys: [] })
    : fc.dictionary(hostileString, hostileValue, { maxKeys: 4 });
  const json = fc
    .oneof(objects, hostileValue)
    .filter((value) => !schema || !schema.safeParse(JSON.parse(JSON.stringify(value) ?? 'null')).success)
    .map((value) => JSON.stringify(value) ?? 'null');
  return fc.oneof({ weight: 4, arbitrary: json }, { weight: 1, arbitrary: brokenJson });
}

const hostileParam = fc.oneof(
  hostileString.filter((s) => s.length > 0 && s.length < 2_000),
  fc.constantFrom('00000000-0000-4000-8000-000000000000', '1', '-1', '99999999999999999999'),
);

/** Every table's row count and content digest: any write anywhere changes it. */
async function fingerprint(): Promise<Record<string, string>> {
  const tables = await queryRows<{ name: string }>(
    ctx.database.db,
    sql`select table_name as name from information_schema.tables
        where table_schema = 'public' and table_type = 'BASE TABLE' order by table_name`,
  );
  const out: Record<string, string> = {};
  for (const { name } of tables) {
    const [row] = await queryRows<{ digest: string }>(
      ctx.database.db,
      sql.raw(`select count(*) || ':' || md5(coalesce(string_agg(t::text, '|' order by t::text), '')) as digest
               from "${name}" t`),
    );
    out[name] = row!.digest;
  }
  return out;
}

const paramsSchemaOf = (route: RouteConfig) => route.request?.params as Zod | undefined;

/** Path parameters the route's schema refuses (ids that are not ids), or none if any text is fine. */
function refusedParams(route: RouteConfig, names: string[]): fc.Arbitrary<string[]> | null {
  const schema = paramsSchemaOf(route);
  if (!schema || names.length === 0) return null;
  const refused = (values: string[]) =>
    !schema.safeParse(Object.fromEntries(names.map((n, i) => [n, values[i]]))).success;
  const probe = names.map(() => "' OR 1=1 --");
  if (!refused(probe)) return null;
  return fc.array(hostileParam, { minLength: names.length, maxLength: names.length }).filter(refused);
}

const paramNamesOf = (route: RouteConfig) => [...route.path.matchAll(/\{(\w+)\}/g)].map((m) => m[1]!);

describe('hostile input to every write route', () => {
  it('reads the write routes from the app, those with a body among them', () => {
    const writes = routes.filter((r) => WRITE_METHODS.includes(r.method));
    expect(writes.length).toBeGreaterThan(30);
    expect(writes.filter((r) => bodySchemaOf(r)).length).toBeGreaterThan(15);
    expect(writes.map((r) => `${r.method} ${r.path}`)).toContain('post /orders');
  });

  it('answers each with a 4xx in the error shape, never a 500, and changes nothing', async () => {
    const before = await fingerprint();
    const answers = new Map<number, number>();
    for (const route of routes.filter((r) => WRITE_METHODS.includes(r.method) && bodySchemaOf(r))) {
      const paramNames = paramNamesOf(route);
      await fc.assert(
        fc.asyncProperty(
          refusedBody(route),
          fc.array(hostileParam, { minLength: paramNames.length, maxLength: paramNames.length }),
          async (body, params) => {
            let path = route.path;
            paramNames.forEach((name, i) => (path = path.replace(`{${name}}`, encodeURIComponent(params[i]!))));
            const res = await ctx.app.request(`${TEST_ORIGIN}/api${path}`, {
              method: route.method.toUpperCase(),
              headers: { Origin: TEST_ORIGIN, Cookie: admin.client.cookies(), 'Content-Type': 'application/json' },
              body,
            });
            answers.set(res.status, (answers.get(res.status) ?? 0) + 1);
            const text = await res.text();
            const where = `${route.method.toUpperCase()} ${path} ${body.slice(0, 200)} -> ${res.status} ${text.slice(0, 200)}`;
            expect(res.status, where).toBeGreaterThanOrEqual(400);
            expect(res.status, where).toBeLessThan(500);
            const parsed = JSON.parse(text) as { error?: { code?: unknown; message?: unknown } };
            expect(typeof parsed.error?.code, where).toBe('string');
            expect(typeof parsed.error?.message, where).toBe('string');
          },
        ),
        { numRuns: RUNS_PER_ROUTE, seed: 20261124 },
      );
    }
    console.log(`fuzzed write routes, answers by status: ${JSON.stringify(Object.fromEntries(answers))}`);
    expect([...answers.keys()].every((status) => status >= 400 && status < 500)).toBe(true);
    expect(await fingerprint()).toEqual(before);
  });

  it('answers routes without a body, given ids that are not ids, with a 4xx and changes nothing', async () => {
    const before = await fingerprint();
    const withoutBody = routes.filter((r) => WRITE_METHODS.includes(r.method) && !bodySchemaOf(r));
    let fuzzed = 0;
    for (const route of withoutBody) {
      const names = paramNamesOf(route);
      const params = refusedParams(route, names);
      if (!params) continue;
      fuzzed++;
      await fc.assert(
        fc.asyncProperty(params, async (values) => {
          let path = route.path;
          names.forEach((name, i) => (path = path.replace(`{${name}}`, encodeURIComponent(values[i]!))));
          const res = await ctx.app.request(`${TEST_ORIGIN}/api${path}`, {
            method: route.method.toUpperCase(),
            headers: { Origin: TEST_ORIGIN, Cookie: admin.client.cookies() },
          });
          const text = await res.text();
          const where = `${route.method.toUpperCase()} ${path} -> ${res.status} ${text.slice(0, 200)}`;
          expect(res.status, where).toBeGreaterThanOrEqual(400);
          expect(res.status, where).toBeLessThan(500);
          expect(typeof (JSON.parse(text) as { error?: { code?: unknown } }).error?.code, where).toBe('string');
        }),
        { numRuns: RUNS_PER_ROUTE, seed: 20261124 },
      );
    }
    expect(fuzzed).toBeGreaterThan(5);
    expect(await fingerprint()).toEqual(before);
  });
});

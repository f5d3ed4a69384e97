// Hostile input to every write route: the routes are read from the app's own route table and from
// the auth library's endpoints (a new one cannot be forgotten). Each gets bodies its schema refuses
// (wrong types, huge, negative and fractional numbers, NaN, unicode, SQL and script payloads,
// broken JSON) and text no route may receive (NUL and other control characters, lone surrogates,
// bodies that are not objects, prototype keys, deep nesting, 1 MB strings), with hostile path
// parameters and query strings, sent by a signed-in admin so every check up to the input's is
// passed. Every answer must be a 4xx with the error shape, never a 5xx, the database must be
// exactly as it was, and the consistency check (npm run db:check) clean.
import fc from 'fast-check';
import type { RouteConfig } from '@hono/zod-openapi';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../server/db/client';
import { checkConsistency } from '../../server/db/consistency';
import type { SignedUpUser } from '../support/accounts';
import { signUpAs } from '../support/staff';
import { createTestContext, TEST_ORIGIN, type TestContext } from '../support/test-database';

const RUNS_PER_ROUTE = 30;
const WRITE_METHODS = ['post', 'put', 'patch', 'delete'];

let ctx: TestContext;
let routes: RouteConfig[];
let authRoutes: AuthRoute[];
let admin: SignedUpUser;
let before: Record<string, string>;
beforeAll(async () => {
  const made = await createTestContext();
  routes = made.built.apiRoutes;
  authRoutes = authRoutesOf(made.built.auth.api);
  ctx = made;
  admin = await signUpAs(ctx, 'admin');
  before = await fingerprint();
});
afterAll(async () => {
  const total = [...answers.values()].reduce((a, b) => a + b, 0);
  const byStatus = Object.fromEntries([...answers].sort(([a], [b]) => a - b));
  const serverErrors = [...answers].filter(([status]) => status >= 500).reduce((a, [, n]) => a + n, 0);
  console.log(`fuzz totals: ${total} requests, ${serverErrors} x 5xx, answers by status ${JSON.stringify(byStatus)}`);
  await ctx.close();
});

/** Every answer of the whole file, by status (printed at the end for the figures). */
const answers = new Map<number, number>();

/**
 * Sends one request as the signed-in admin (or a visitor) and checks the answer is a 4xx in the
 * error shape (not strict: anything but a 5xx).
 */
async function send(
  method: string,
  path: string,
  body?: string,
  contentType = 'application/json',
  { strict = true, visitor = false } = {},
): Promise<{ status: number; code: string; message: string; where: string }> {
  const headers: Record<string, string> = { Origin: TEST_ORIGIN };
  if (!visitor) headers.Cookie = admin.client.cookies();
  if (body !== undefined) headers['Content-Type'] = contentType;
  const res = await ctx.app.request(`${TEST_ORIGIN}/api${path}`, {
    method: method.toUpperCase(),
    headers,
    ...(body !== undefined ? { body } : {}),
  });
  answers.set(res.status, (answers.get(res.status) ?? 0) + 1);
  const text = await res.text();
  const where = `${method.toUpperCase()} ${path} ${(body ?? '').slice(0, 200)} -> ${res.status} ${text.slice(0, 300)}`;
  expect(res.status, where).toBeLessThan(500);
  const { error } = (parseJson(text) ?? {}) as { error?: { code?: unknown; message?: unknown } };
  if (strict) {
    expect(res.status, where).toBeGreaterThanOrEqual(400);
    expect(typeof error?.code, where).toBe('string');
    expect(typeof error?.message, where).toBe('string');
  }
  return { status: res.status, code: String(error?.code), message: String(error?.message), where };
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}

/** A route of the auth library, as mounted under /api/auth (better-call endpoints carry these). */
interface AuthRoute {
  method: string;
  path: string;
  body: unknown;
}
interface Endpoint {
  path?: string;
  options?: { method?: string | string[]; body?: unknown; metadata?: { SERVER_ONLY?: boolean } };
}

/** The auth library's routed endpoints, the way its router registers them (GET and POST reach it). */
function authRoutesOf(api: object): AuthRoute[] {
  return Object.values(api).flatMap((value: Endpoint) => {
    const { path, options } = value;
    if (!path || !options || options.metadata?.SERVER_ONLY) return [];
    const methods = [options.method ?? []].flat().flatMap((m) => (m === '*' ? ['GET', 'POST'] : [m]));
    return methods
      .filter((m) => m === 'GET' || m === 'POST')
      .map((m) => ({ method: m.toLowerCase(), path: `/auth${path.replace(/:(\w+)/g, '{$1}')}`, body: options.body }));
  });
}

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

const paramNamesOf = (route: { path: string }) => [...route.path.matchAll(/\{(\w+)\}/g)].map((m) => m[1]!);

/** The route's path with each parameter set to `value` (encoded). */
const pathWith = (route: { path: string }, value: string) =>
  route.path.replace(/\{(\w+)\}/g, () => encodeURIComponent(value));

const ID = '00000000-0000-4000-8000-000000000000';

interface Poison {
  /** What is wrong with it (the test's name for it). */
  name: string;
  /** The body text, given a field name of the route. */
  body: (field: string) => string;
  /** The answer it must get: the status, and where the message must say the problem is. */
  status: 400 | 413;
  at: (field: string) => string;
}

const inField = (name: string, value: unknown): Poison => ({
  name,
  body: (field) => `{${JSON.stringify(field)}:${JSON.stringify(value)}}`,
  status: 400,
  at: (field) => field,
});
const asBody = (name: string, text: string, at = 'request'): Poison => ({
  name,
  body: () => text,
  status: 400,
  at: () => at,
});

/** Bodies no route may receive, whatever its schema: each answered 400 validation_failed (413 when huge). */
const POISONS: Poison[] = [
  inField('NUL', 'a\u0000b'),
  inField('NUL alone', '\u0000'),
  inField('bell', 'ring\u0007'),
  inField('escape sequence', '\u001b[31mred'),
  inField('vertical tab', 'a\u000bb'),
  inField('lone high surrogate', 'x\ud800'),
  inField('lone low surrogate', '\udfffx'),
  inField('reversed pair', '\udc00\ud800'),
  {
    name: 'NUL in a nested field',
    body: (field) => `{${JSON.stringify(field)}:{"inner":["ok","a\\u0000b"]}}`,
    status: 400,
    at: (field) => `${field}.inner.1`,
  },
  {
    name: 'NUL in a key',
    body: () => `{"a\\u0000b":"x"}`,
    status: 400,
    at: () => '"a\\u0000b"',
  },
  {
    name: 'lone surrogate in a key',
    body: () => `{"\\ud800":"x"}`,
    status: 400,
    at: () => '"\\ud800"',
  },
  asBody('null body', 'null'),
  asBody('array body', '[{"a":1}]'),
  asBody('string body', '"text"'),
  asBody('number body', '42'),
  asBody('boolean body', 'true'),
  {
    name: '__proto__ key',
    body: (field) => `{${JSON.stringify(field)}:"x","__proto__":{"isAdmin":true,"role":"admin"}}`,
    status: 400,
    at: () => 'request',
  },
  {
    name: 'constructor.prototype keys',
    body: (field) => `{${JSON.stringify(field)}:{"constructor":{"prototype":{"isAdmin":true}}}}`,
    status: 400,
    at: (field) => field,
  },
  {
    name: 'prototype key',
    body: () => `{"prototype":{"isAdmin":true}}`,
    status: 400,
    at: () => 'request',
  },
  {
    name: 'deep nesting',
    body: (field) => `{${JSON.stringify(field)}:${'{"a":'.repeat(40)}1${'}'.repeat(40)}}`,
    status: 400,
    at: (field) => `${field}${'.a'.repeat(31)}`,
  },
  {
    name: '1 MB string',
    body: (field) => `{${JSON.stringify(field)}:${JSON.stringify('x'.repeat(1 << 20))}}`,
    status: 413,
    at: () => '',
  },
];

/** A form-encoded body the auth library would read (its sign-up and sign-in accept forms). */
const FORM_POISON = (field: string) => `${encodeURIComponent(field)}=a%00b`;

/** Every write route with the names of its body's fields (or one made-up field when it has none). */
function writeTargets(): { method: string; path: string; fields: string[] }[] {
  const ours = routes
    .filter((r) => WRITE_METHODS.includes(r.method))
    .map((r) => ({ method: r.method, path: r.path, fields: keysOf(bodySchemaOf(r)) }));
  const theirs = authRoutes
    .filter((r) => r.method === 'post')
    .map((r) => ({ method: r.method, path: r.path, fields: keysOf(r.body) }));
  return [...ours, ...theirs].map((t) => ({ ...t, fields: t.fields.length ? t.fields : ['name'] }));
}

describe('the hostile strings the attack run found', () => {
  const refused = async (method: string, path: string, body: string, contentType?: string) => {
    const answer = await send(method, path, body, contentType);
    expect([answer.status, answer.code], answer.where).toEqual([400, 'validation_failed']);
    return answer.message;
  };

  it('refuses a NUL in a bio, and the bio stays as it was', async () => {
    expect(await refused('patch', '/me/profile', '{"bio":"a\\u0000b"}')).toBe(
      'bio: control characters are not allowed',
    );
    expect((await (await admin.client.get('/api/me')).json()).profile.bio).toBeNull();
  });

  it('refuses a null body on the auth routes', async () => {
    expect(await refused('post', '/auth/update-user', 'null')).toBe('request: the body must be a JSON object');
    expect(await refused('post', '/auth/sign-in/email', 'null')).toBe('request: the body must be a JSON object');
  });

  it('refuses a NUL in a sign-up, sent as JSON or as a form', async () => {
    const signUp = {
      name: 'Ok Name',
      fullName: 'a\u0000b',
      email: 'nul@test.example',
      password: 'correct-horse-battery',
      username: 'nul_user',
    };
    expect(await refused('post', '/auth/sign-up/email', JSON.stringify(signUp))).toBe(
      'fullName: control characters are not allowed',
    );
    const form = new URLSearchParams(signUp).toString();
    expect(await refused('post', '/auth/sign-up/email', form, 'application/x-www-form-urlencoded')).toBe(
      'fullName: control characters are not allowed',
    );
  });

  it('refuses a lone surrogate in text an admin saves', async () => {
    const ad = { title: 'Sale \ud800', imageUrl: 'https://ads.example/a.png' };
    expect(await refused('post', '/admin/ads', JSON.stringify(ad))).toBe(
      'title: text must be well-formed Unicode (no lone surrogates)',
    );
  });

  it('refuses a NUL in a search', async () => {
    const answer = await send('get', '/companies?search=a%00b');
    expect([answer.status, answer.code, answer.message]).toEqual([
      400,
      'validation_failed',
      'query.search: control characters are not allowed',
    ]);
  });
});

describe('hostile input to every write route', () => {
  it('reads the write routes from the app and the auth library, those with a body among them', () => {
    const writes = routes.filter((r) => WRITE_METHODS.includes(r.method));
    expect(writes.length).toBeGreaterThan(30);
    expect(writes.filter((r) => bodySchemaOf(r)).length).toBeGreaterThan(15);
    expect(writes.map((r) => `${r.method} ${r.path}`)).toContain('post /orders');
    const authWrites = authRoutes.filter((r) => r.method === 'post').map((r) => r.path);
    expect(authWrites.length).toBeGreaterThan(20);
    expect(authWrites).toEqual(
      expect.arrayContaining(['/auth/update-user', '/auth/sign-up/email', '/auth/phone/sign-up', '/auth/sign-out']),
    );
  });

  it('refuses bodies their schema refuses with a 4xx in the error shape', async () => {
    for (const route of routes.filter((r) => WRITE_METHODS.includes(r.method) && bodySchemaOf(r))) {
      const paramNames = paramNamesOf(route);
      await fc.assert(
        fc.asyncProperty(
          refusedBody(route),
          fc.array(hostileParam, { minLength: paramNames.length, maxLength: paramNames.length }),
          async (body, params) => {
            let path = route.path;
            paramNames.forEach((name, i) => (path = path.replace(`{${name}}`, encodeURIComponent(params[i]!))));
            await send(route.method, path, body);
          },
        ),
        { numRuns: RUNS_PER_ROUTE, seed: 20261124 },
      );
    }
  });

  it('refuses text no route may receive with 400 validation_failed naming the field, on every write route', async () => {
    const targets = writeTargets();
    for (const target of targets) {
      const path = pathWith(target, ID);
      for (const poison of POISONS) {
        for (const field of poison.body('f') === poison.body('g') ? [target.fields[0]!] : target.fields) {
          const answer = await send(target.method, path, poison.body(field));
          expect(answer.status, `${poison.name}: ${answer.where}`).toBe(poison.status);
          if (poison.status === 413) {
            expect(answer.code, answer.where).toBe('payload_too_large');
          } else {
            expect(answer.code, `${poison.name}: ${answer.where}`).toBe('validation_failed');
            expect(answer.message, `${poison.name}: ${answer.where}`).toMatch(
              new RegExp(`^${poison.at(field).replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}: `),
            );
          }
        }
      }
      const form = await send(target.method, path, FORM_POISON(target.fields[0]!), 'application/x-www-form-urlencoded');
      expect([form.status, form.code], form.where).toEqual([400, 'validation_failed']);
    }
  });

  it('refuses control characters in path parameters and query strings, on every route', async () => {
    const all = [
      ...routes.map((r) => ({
        method: r.method,
        path: r.path,
        query: keysOf(r.request?.query),
      })),
      ...authRoutes.map((r) => ({ method: r.method, path: r.path, query: [] as string[] })),
    ];
    for (const route of all) {
      const query = route.query[0] ?? 'q';
      if (paramNamesOf(route).length > 0) {
        const inPath = await send(route.method, pathWith(route, 'a\u0000b'));
        expect([inPath.status, inPath.code], inPath.where).toEqual([400, 'validation_failed']);
      }
      for (const value of ['a\u0000b', '\u001b', '\n']) {
        const inQuery = await send(route.method, `${pathWith(route, ID)}?${query}=${encodeURIComponent(value)}`);
        expect([inQuery.status, inQuery.code], inQuery.where).toEqual([400, 'validation_failed']);
        expect(inQuery.message, inQuery.where).toMatch(/^query\./);
      }
    }
  });

  it('answers broken escapes and encoded surrogates in the parameters of read routes without a 5xx', async () => {
    const reads = [...routes, ...authRoutes].filter((r) => r.method === 'get' && paramNamesOf(r).length > 0);
    expect(reads.length).toBeGreaterThan(5);
    for (const route of reads) {
      for (const raw of ['%ED%A0%80', '%E0%A4%A', '%', '%C0%80']) {
        const path = route.path.replace(/\{(\w+)\}/g, raw);
        const res = await ctx.app.request(`${TEST_ORIGIN}/api${path}`, {
          headers: { Origin: TEST_ORIGIN, Cookie: admin.client.cookies() },
        });
        answers.set(res.status, (answers.get(res.status) ?? 0) + 1);
        expect(res.status, `GET ${path} -> ${res.status} ${(await res.text()).slice(0, 200)}`).toBeLessThan(500);
      }
    }
  });

  it('answers the auth routes given no body, an empty one or one of another type without a 5xx', async () => {
    // As a visitor: a body-less sign-out is a fine request. The library's switched-off routes
    // answer a bare 404 "Not Found", outside the error shape, and its OAuth callback redirects.
    const unshaped = new Set<string>();
    for (const route of authRoutes.filter((r) => r.method === 'post')) {
      const path = pathWith(route, ID);
      const multipart = '--b\r\nContent-Disposition: form-data; name="x"\r\n\r\na\u0000b\r\n--b--';
      for (const [body, type] of [
        [undefined, undefined],
        ['', 'application/json'],
        ['name=x', 'application/x-www-form-urlencoded'],
        ['a\u0000b', 'text/plain'],
        [multipart, 'multipart/form-data; boundary=b'],
      ] as const) {
        const answer = await send('post', path, body, type, { strict: false, visitor: true });
        if (answer.status < 400 || answer.code === 'undefined') unshaped.add(`${answer.status} ${route.path}`);
      }
    }
    expect([...unshaped].filter((line) => !/^(404 |302 \/auth\/callback\/|200 \/auth\/sign-out$)/.test(line))).toEqual(
      [],
    );
  });

  it('answers routes without a body, given ids that are not ids, with a 4xx', async () => {
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
          await send(route.method, path);
        }),
        { numRuns: RUNS_PER_ROUTE, seed: 20261124 },
      );
    }
    expect(fuzzed).toBeGreaterThan(5);
  });

  it('changed nothing in the database, and the consistency check is clean', async () => {
    expect([...answers.keys()].filter((status) => status >= 500)).toEqual([]);
    expect(await fingerprint()).toEqual(before);
    expect((await checkConsistency(ctx.database.db)).filter((r) => r.count > 0)).toEqual([]);
  });
});

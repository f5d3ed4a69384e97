// Security headers and limits: a strict CSP without inline scripts on every answer
// (the docs page alone may load Swagger UI from its CDN), frames refused, nosniff, a referrer
// policy, HSTS only in production, CORS closed, and API bodies over 64 KB refused with the error
// shape before anything reads them.
import type { AddressInfo } from 'node:net';
import net from 'node:net';
import { serve, type ServerType } from '@hono/node-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../server/http/app';
import { MAX_API_BODY_BYTES } from '../../server/http/security-headers';
import { signUpByEmail } from '../support/accounts';
import { createTestContext, TEST_AUTH, TEST_ORIGIN, type TestContext } from '../support/test-database';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

const get = (path: string, headers: Record<string, string> = {}) =>
  ctx.app.request(`${TEST_ORIGIN}${path}`, { headers });

/** The CSP as a map of directive -> sources. */
function csp(res: Response): Map<string, string[]> {
  const header = res.headers.get('content-security-policy') ?? '';
  return new Map(
    header
      .split(';')
      .map((d) => d.trim().split(/\s+/))
      .filter((parts) => parts[0])
      .map(([name, ...sources]) => [name!, sources]),
  );
}

describe('security headers', () => {
  it('every API answer carries the strictest CSP, frame and sniffing protection and no referrer', async () => {
    for (const res of [await get('/api/health'), await get('/api/companies'), await get('/api/no-such-route')]) {
      // JSON loads and runs nothing: no source is allowed at all.
      expect(csp(res)).toEqual(
        new Map([
          ['default-src', ["'none'"]],
          ['frame-ancestors', ["'none'"]],
        ]),
      );
      expect(res.headers.get('x-content-type-options')).toBe('nosniff');
      expect(res.headers.get('x-frame-options')).toBe('DENY');
      expect(res.headers.get('cross-origin-resource-policy')).toBe('same-origin');
      expect(res.headers.get('referrer-policy')).toBe('no-referrer');
      // Not in development or tests: only production promises HTTPS.
      expect(res.headers.get('strict-transport-security')).toBeNull();
    }
  });

  it("every page carries the app's CSP: scripts from here only, no plugins, no framing", async () => {
    // The web app is not built for this test's server: the pages' headers are the same on its 404.
    const res = await get('/landing');
    const policy = csp(res);
    expect(policy.get('default-src')).toEqual(["'self'"]);
    expect(policy.get('script-src')).toEqual(["'self'"]);
    expect(policy.get('object-src')).toEqual(["'none'"]);
    expect(policy.get('frame-ancestors')).toEqual(["'none'"]);
    expect(policy.get('base-uri')).toEqual(["'self'"]);
    expect(res.headers.get('x-frame-options')).toBe('DENY');
    expect(res.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
    expect(res.headers.get('permissions-policy')).toContain('camera=()');
  });

  it('lets only the API documentation page load Swagger UI from its CDN', async () => {
    const docs = csp(await get('/api/docs'));
    expect(docs.get('script-src')).toContain('https://cdn.jsdelivr.net');
    expect(docs.get('frame-ancestors')).toEqual(["'none'"]);
    expect(csp(await get('/api/health')).get('script-src')).toBeUndefined();
  });

  it('sends HSTS in production', async () => {
    const built = buildApp({ database: ctx.database, readCacheTtlMs: 0, auth: { ...TEST_AUTH, production: true } });
    try {
      const res = await built.app.request(`${TEST_ORIGIN}/api/health`);
      expect(res.headers.get('strict-transport-security')).toBe('max-age=31536000; includeSubDomains');
    } finally {
      await built.progress.stop();
    }
  });

  it('keeps CORS closed: no Access-Control header for another origin, not even on a preflight', async () => {
    const read = await get('/api/companies', { Origin: 'https://evil.example' });
    expect(read.headers.get('access-control-allow-origin')).toBeNull();
    const preflight = await ctx.app.request(`${TEST_ORIGIN}/api/orders`, {
      method: 'OPTIONS',
      headers: { Origin: 'https://evil.example', 'Access-Control-Request-Method': 'POST' },
    });
    expect(preflight.headers.get('access-control-allow-origin')).toBeNull();
    expect(preflight.headers.get('access-control-allow-methods')).toBeNull();
  });
});

describe('request size limit', () => {
  const big = JSON.stringify({ companyId: 'x', side: 'buy', quantity: 1, note: 'x'.repeat(MAX_API_BODY_BYTES) });

  it('refuses an API body over 64 KB with 413 and the error shape, declared or streamed', async () => {
    const user = await signUpByEmail(ctx);
    const declared = await user.client.request('/api/orders', {
      method: 'POST',
      headers: { 'Content-Length': String(Buffer.byteLength(big)) },
      json: JSON.parse(big),
    });
    expect(declared.status).toBe(413);
    expect(await declared.json()).toEqual({
      error: { code: 'payload_too_large', message: 'This request is too large.' },
    });

    // No Content-Length: the body is counted as it arrives.
    const streamed = await ctx.app.request(`${TEST_ORIGIN}/api/orders`, {
      method: 'POST',
      headers: { Origin: TEST_ORIGIN, 'Content-Type': 'application/json', Cookie: user.client.cookies() },
      body: new ReadableStream({
        start(controller) {
          controller.enqueue(new TextEncoder().encode(big));
          controller.close();
        },
      }),
      duplex: 'half',
    } as RequestInit);
    expect(streamed.status).toBe(413);
    expect((await streamed.json()).error.code).toBe('payload_too_large');

    // Nothing was ordered.
    expect((await (await user.client.get('/api/orders')).json()).orders).toEqual([]);
  });

  it('lets a normal body through', async () => {
    const user = await signUpByEmail(ctx);
    const res = await user.client.post('/api/orders', { companyId: 'not-a-uuid', side: 'buy', quantity: 1 });
    expect(res.status).toBe(400);
  });
});

describe('request size limit over a real socket (the Node adapter, as in production)', () => {
  let server: ServerType;
  let port: number;
  beforeAll(async () => {
    server = await new Promise<ServerType>((resolve) => {
      const s = serve({ fetch: ctx.app.fetch, port: 0, hostname: '127.0.0.1' }, () => resolve(s));
    });
    port = (server.address() as AddressInfo).port;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  /** One raw HTTP/1.1 exchange: the request as written, the status and body as answered. */
  function exchange(head: string, body: string | string[] = ''): Promise<{ status: number; body: string }> {
    return new Promise((resolve, reject) => {
      const socket = net.connect(port, '127.0.0.1');
      let answer = '';
      socket.on('data', (chunk) => (answer += chunk.toString('utf8')));
      socket.on('error', reject);
      socket.on('close', () => {
        const end = answer.indexOf('\r\n\r\n');
        resolve({ status: Number(answer.slice(9, 12)), body: answer.slice(end + 4) });
      });
      socket.write(head);
      for (const part of [body].flat()) socket.write(part);
    });
  }
  const headOf = (lines: string[]) => `${lines.join('\r\n')}\r\nConnection: close\r\n\r\n`;
  const orderHead = (cookie: string, extra: string) =>
    headOf([
      'POST /api/orders HTTP/1.1',
      `Host: 127.0.0.1:${port}`,
      `Origin: http://127.0.0.1:${port}`,
      'Content-Type: application/json',
      `Cookie: ${cookie}`,
      extra,
    ]);
  const big = JSON.stringify({ companyId: 'x', side: 'buy', quantity: 1, note: 'x'.repeat(MAX_API_BODY_BYTES) });

  it('refuses a declared Content-Length over 64 KB with 413 before reading the body', async () => {
    const user = await signUpByEmail(ctx);
    // Only the head is sent: the answer must not wait for a body.
    const res = await exchange(orderHead(user.client.cookies(), `Content-Length: ${Buffer.byteLength(big)}`));
    expect(res.status).toBe(413);
    expect(JSON.parse(res.body).error.code).toBe('payload_too_large');
  });

  it('counts a chunked body as it arrives and refuses it past 64 KB', async () => {
    const user = await signUpByEmail(ctx);
    const chunk = (text: string) => `${Buffer.byteLength(text).toString(16)}\r\n${text}\r\n`;
    const res = await exchange(orderHead(user.client.cookies(), 'Transfer-Encoding: chunked'), [
      chunk(big.slice(0, 40_000)),
      chunk(big.slice(40_000)),
      '0\r\n\r\n',
    ]);
    expect(res.status).toBe(413);
    expect(JSON.parse(res.body).error.code).toBe('payload_too_large');
    expect((await (await user.client.get('/api/orders')).json()).orders).toEqual([]);
  });

  it('reads a normal body, declared or chunked, and answers with the security headers', async () => {
    const user = await signUpByEmail(ctx);
    const body = JSON.stringify({ companyId: 'not-a-uuid', side: 'buy', quantity: 1 });
    for (const [extra, sent] of [
      [`Content-Length: ${Buffer.byteLength(body)}`, body],
      ['Transfer-Encoding: chunked', `${Buffer.byteLength(body).toString(16)}\r\n${body}\r\n0\r\n\r\n`],
    ] as const) {
      const res = await exchange(orderHead(user.client.cookies(), extra), sent);
      // Validation read the body: the company id is refused, not the size.
      expect(res.status).toBe(400);
      expect(JSON.parse(res.body).error.code).not.toBe('payload_too_large');
    }
    const page = await fetch(`http://127.0.0.1:${port}/api/companies`);
    expect(page.status).toBe(200);
    expect(csp(page).get('default-src')).toEqual(["'none'"]);
    expect(page.headers.get('x-content-type-options')).toBe('nosniff');
  });

  it('sends on the socket the very security headers the app gives, on answers and refusals alike', async () => {
    const security = (res: Response) =>
      Object.fromEntries(
        [...res.headers].filter(
          ([name]) =>
            !/^(content-(type|length|encoding)|date|connection|keep-alive|etag|cache-control|vary|transfer-encoding)$/.test(
              name,
            ),
        ),
      );
    for (const path of ['/api/companies', '/api/no-such-route', '/api/docs', '/api/orders']) {
      const wire = security(await fetch(`http://127.0.0.1:${port}${path}`));
      expect(wire['content-security-policy'], path).toBeTruthy();
      expect(wire, path).toEqual(security(await get(path)));
    }
  });
});

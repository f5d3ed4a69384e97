// A tiny browser stand-in for integration tests: keeps cookies between requests and sends the
// Origin header a real browser sends, against the in-process app.
import type { TestContext } from './test-database';
import { TEST_ORIGIN } from './test-database';

export interface SessionClient {
  request(
    path: string,
    init?: { method?: string; json?: unknown; headers?: Record<string, string> },
  ): Promise<Response>;
  post(path: string, json?: unknown, headers?: Record<string, string>): Promise<Response>;
  get(path: string): Promise<Response>;
  cookies(): string;
}

/** `cookies`: what the browser holds before its first request (a device cookie shared with another account). */
export function sessionClient(
  ctx: TestContext,
  options: { ip?: string; cookies?: Record<string, string> } = {},
): SessionClient {
  const jar = new Map<string, string>(Object.entries(options.cookies ?? {}));
  const client: SessionClient = {
    async request(path, init = {}) {
      const headers: Record<string, string> = { Origin: TEST_ORIGIN, ...init.headers };
      if (options.ip) headers['X-Forwarded-For'] = options.ip;
      if (jar.size) headers.Cookie = client.cookies();
      if (init.json !== undefined) headers['Content-Type'] = 'application/json';
      const res = await ctx.app.request(`${TEST_ORIGIN}${path}`, {
        method: init.method ?? (init.json !== undefined ? 'POST' : 'GET'),
        headers,
        ...(init.json !== undefined ? { body: JSON.stringify(init.json) } : {}),
      });
      for (const line of res.headers.getSetCookie()) {
        const [pair, ...attrs] = line.split(';');
        const [name, ...rest] = pair!.split('=');
        const value = rest.join('=');
        const expired = attrs.some((a) => /max-age=0/i.test(a.trim())) || value === '';
        if (expired) jar.delete(name!.trim());
        else jar.set(name!.trim(), value);
      }
      return res;
    },
    post: (path, json = {}, headers) => client.request(path, { method: 'POST', json, ...(headers ? { headers } : {}) }),
    get: (path) => client.request(path),
    cookies: () => [...jar].map(([k, v]) => `${k}=${v}`).join('; '),
  };
  return client;
}

// Realtime test helpers: a real app instance on an ephemeral port with /ws attached, and a socket
// client (the `ws` package: Node 20 has no global WebSocket) that records every frame it gets.
import type { AddressInfo } from 'node:net';
import { serve, type ServerType } from '@hono/node-server';
import WebSocket from 'ws';
import type { ServerFrame } from '#core/realtime';
import type { Database } from '../../server/db/client';
import { buildApp, type AppOptions } from '../../server/http/app';
import type { EventBus } from '../../server/realtime';
import { TEST_AUTH, TEST_ORIGIN, type TestContext } from './test-database';

export interface Instance extends ReturnType<typeof buildApp> {
  port: number;
  /** The origin a browser on this instance sends. */
  origin: string;
  wsUrl: string;
  /** A TestContext over this instance's app, for the account helpers. */
  ctx: TestContext;
  close(): Promise<void>;
}

export async function startInstance(
  database: Database,
  options: Partial<Pick<AppOptions, 'realtime'>> & { bus?: EventBus; auth?: Partial<AppOptions['auth']> } = {},
): Promise<Instance> {
  const built = buildApp({
    database,
    readCacheTtlMs: 0,
    auth: { ...TEST_AUTH, ...options.auth, linkOrigin: options.auth?.linkOrigin ?? TEST_ORIGIN },
    ...(options.bus ? { bus: options.bus } : {}),
    ...(options.realtime ? { realtime: options.realtime } : {}),
  });
  const server = await new Promise<ServerType>((resolve) => {
    const s = serve({ fetch: built.app.fetch, port: 0, hostname: '127.0.0.1' }, () => resolve(s));
  });
  built.realtime.attach(server);
  const port = (server.address() as AddressInfo).port;
  return {
    ...built,
    port,
    origin: `http://127.0.0.1:${port}`,
    wsUrl: `ws://127.0.0.1:${port}/ws`,
    ctx: { database, app: built.app, close: async () => {} },
    async close() {
      await built.progress.stop();
      await built.referrals.stop();
      await built.coach.settled();
      await built.realtime.close();
      await new Promise<void>((resolve) => {
        server.close(() => resolve());
        if ('closeAllConnections' in server) server.closeAllConnections();
      });
    },
  };
}

export interface TestSocket {
  ws: WebSocket;
  frames: ServerFrame[];
  send(frame: unknown): void;
  /** The first frame (already received or still to come) of that type matching `match`. */
  next<K extends ServerFrame['type']>(
    type: K,
    match?: (frame: Extract<ServerFrame, { type: K }>) => boolean,
    timeoutMs?: number,
  ): Promise<Extract<ServerFrame, { type: K }>>;
  /** Resolves with the close code once the server (or the client) closed the socket. */
  closed: Promise<number>;
  close(): Promise<void>;
}

export function connect(
  instance: Pick<Instance, 'wsUrl' | 'origin'>,
  options: { cookie?: string; origin?: string | null; autoPong?: boolean; headers?: Record<string, string> } = {},
): Promise<TestSocket> {
  const headers: Record<string, string> = { ...options.headers };
  const origin = options.origin === undefined ? instance.origin : options.origin;
  if (origin !== null) headers.Origin = origin;
  if (options.cookie) headers.Cookie = options.cookie;
  const ws = new WebSocket(instance.wsUrl, { headers, autoPong: options.autoPong ?? true });
  const frames: ServerFrame[] = [];
  const waiters = new Set<() => void>();
  ws.on('message', (data) => {
    frames.push(JSON.parse(data.toString()) as ServerFrame);
    for (const w of [...waiters]) w();
  });
  const closed = new Promise<number>((resolve) => ws.on('close', (code) => resolve(code)));
  const socket: TestSocket = {
    ws,
    frames,
    closed,
    send: (frame) => ws.send(typeof frame === 'string' || Buffer.isBuffer(frame) ? frame : JSON.stringify(frame)),
    next(type, match = () => true, timeoutMs = 5_000) {
      type F = Extract<ServerFrame, { type: typeof type }>;
      const find = () => frames.find((f): f is F => f.type === type && match(f as F));
      return new Promise<F>((resolve, reject) => {
        const found = find();
        if (found) return resolve(found);
        const timer = setTimeout(() => {
          waiters.delete(check);
          reject(new Error(`no ${type} frame within ${timeoutMs} ms; got ${frames.map((f) => f.type).join(',')}`));
        }, timeoutMs);
        const check = () => {
          const hit = find();
          if (!hit) return;
          clearTimeout(timer);
          waiters.delete(check);
          resolve(hit);
        };
        waiters.add(check);
      });
    },
    async close() {
      if (ws.readyState === WebSocket.CLOSED) return;
      ws.close();
      await closed;
    },
  };
  return new Promise((resolve, reject) => {
    ws.once('open', () => resolve(socket));
    ws.once('unexpected-response', (_req, res) => reject(new Error(`refused: ${res.statusCode}`)));
    ws.once('error', reject);
  });
}

/** Lets in-flight deliveries land before asserting that something did not arrive. */
export const settle = (ms = 150) => new Promise((r) => setTimeout(r, ms));

// The browser end of /ws, without React: one socket, reconnect with backoff and jitter, the
// company subscription re-sent after every reconnect, and a ping that notices a silent dead socket.
// Its state ('connecting' | 'open' | 'closed' and the company being followed) is a tiny store the
// hooks below read, so polling can pause while pushes arrive and resume when they stop.
import { startTransition, useCallback, useEffect, useState } from 'react';
import { CLIENT_PING_MS, REALTIME_PATH, type ClientFrame, type ServerFrame } from '#core/realtime';

export type RealtimeStatus = 'connecting' | 'open' | 'closed';

export interface RealtimeState {
  status: RealtimeStatus;
  /** The company the server is pushing the book and trades of (null when none or not open). */
  companyId: string | null;
}

/** What the client needs of a WebSocket: the browser's, or `ws` in Node tests. */
export interface SocketLike {
  readonly readyState: number;
  send(data: string): void;
  close(code?: number, reason?: string): void;
  onopen: ((event: never) => void) | null;
  onmessage: ((event: { data: unknown }) => void) | null;
  onclose: ((event: never) => void) | null;
  onerror: ((event: never) => void) | null;
}

export interface RealtimeClientOptions {
  url: () => string;
  onFrame: (frame: ServerFrame) => void;
  createSocket?: (url: string) => SocketLike;
  random?: () => number;
  pingMs?: number;
  /** How long a ping may go unanswered before the socket counts as dead. */
  pongTimeoutMs?: number;
  backoff?: { baseMs: number; maxMs: number };
}

const OPEN = 1;

/**
 * Exponential backoff with "equal jitter": half the capped delay fixed, half random, so a server
 * restart does not bring every tab back in the same instant, and no retry is ever immediate.
 */
export function reconnectDelayMs(attempt: number, random: () => number, baseMs = 1_000, maxMs = 30_000): number {
  const capped = Math.min(maxMs, baseMs * 2 ** Math.min(attempt, 16));
  return Math.round(capped / 2 + random() * (capped / 2));
}

export function createRealtimeClient(options: RealtimeClientOptions) {
  const createSocket = options.createSocket ?? ((url: string) => new WebSocket(url) as unknown as SocketLike);
  const random = options.random ?? Math.random;
  const pingMs = options.pingMs ?? CLIENT_PING_MS;
  const pongTimeoutMs = options.pongTimeoutMs ?? 10_000;
  const backoff = options.backoff ?? { baseMs: 1_000, maxMs: 30_000 };

  let state: RealtimeState = { status: 'closed', companyId: null };
  const listeners = new Set<() => void>();
  /** Companies wanted by mounted components, with counts; the most recently wanted one is followed. */
  const wanted = new Map<string, number>();
  let socket: SocketLike | null = null;
  let started = false;
  let attempt = 0;
  let retryTimer: ReturnType<typeof setTimeout> | undefined;
  let pingTimer: ReturnType<typeof setInterval> | undefined;
  let pongTimer: ReturnType<typeof setTimeout> | undefined;
  let steadyTimer: ReturnType<typeof setTimeout> | undefined;

  function setState(next: Partial<RealtimeState>) {
    const merged = { ...state, ...next };
    if (merged.status === state.status && merged.companyId === state.companyId) return;
    state = merged;
    for (const listener of listeners) listener();
  }

  const activeCompany = () => [...wanted.keys()].at(-1) ?? null;

  function send(frame: ClientFrame) {
    if (socket?.readyState === OPEN) socket.send(JSON.stringify(frame));
  }

  /** Tells the server which company to follow, if that changed. */
  function syncSubscription() {
    if (socket?.readyState !== OPEN) return;
    const companyId = activeCompany();
    if (companyId === state.companyId) return;
    send(companyId ? { type: 'subscribe', companyId } : { type: 'unsubscribe' });
    setState({ companyId });
  }

  function clearTimers() {
    clearInterval(pingTimer);
    clearTimeout(pongTimer);
    clearTimeout(steadyTimer);
    pingTimer = pongTimer = steadyTimer = undefined;
  }

  function scheduleReconnect() {
    clearTimeout(retryTimer);
    if (!started) return;
    const delay = reconnectDelayMs(attempt++, random, backoff.baseMs, backoff.maxMs);
    retryTimer = setTimeout(connect, delay);
  }

  function connect() {
    if (!started || socket) return;
    clearTimeout(retryTimer);
    setState({ status: 'connecting', companyId: null });
    let ws: SocketLike;
    try {
      ws = createSocket(options.url());
    } catch {
      setState({ status: 'closed' });
      scheduleReconnect();
      return;
    }
    socket = ws;
    ws.onopen = () => {
      if (socket !== ws) return;
      setState({ status: 'open', companyId: null });
      syncSubscription();
      // Only a connection that stays up resets the backoff: a server that accepts and then drops
      // at once is retried ever more slowly.
      steadyTimer = setTimeout(() => (attempt = 0), 5_000);
      pingTimer = setInterval(() => {
        send({ type: 'ping' });
        clearTimeout(pongTimer);
        pongTimer = setTimeout(() => ws.close(4000, 'no pong'), pongTimeoutMs);
      }, pingMs);
    };
    ws.onmessage = (event) => {
      if (socket !== ws) return;
      clearTimeout(pongTimer);
      let frame: ServerFrame;
      try {
        frame = JSON.parse(String(event.data)) as ServerFrame;
      } catch {
        return;
      }
      options.onFrame(frame);
    };
    ws.onerror = () => {};
    ws.onclose = () => {
      if (socket !== ws) return;
      socket = null;
      clearTimers();
      setState({ status: 'closed', companyId: null });
      scheduleReconnect();
    };
  }

  function dropSocket() {
    const ws = socket;
    socket = null;
    clearTimers();
    if (ws) {
      ws.onopen = ws.onmessage = ws.onclose = ws.onerror = null;
      ws.close(1000, 'client closing');
    }
  }

  return {
    getState: () => state,
    onChange(listener: () => void) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
    start() {
      if (started) return;
      started = true;
      attempt = 0;
      connect();
    },
    stop() {
      started = false;
      clearTimeout(retryTimer);
      dropSocket();
      setState({ status: 'closed', companyId: null });
    },
    /** Reconnect at once (the signed-in user changed, or the browser came back online). */
    reconnect() {
      if (!started) return;
      dropSocket();
      attempt = 0;
      connect();
    },
    /** Follow a company's book and trades while the returned function has not been called. */
    subscribe(companyId: string): () => void {
      const count = wanted.get(companyId) ?? 0;
      wanted.delete(companyId);
      wanted.set(companyId, count + 1);
      syncSubscription();
      let released = false;
      return () => {
        if (released) return;
        released = true;
        const left = (wanted.get(companyId) ?? 1) - 1;
        if (left > 0) wanted.set(companyId, left);
        else wanted.delete(companyId);
        syncSubscription();
      };
    },
  };
}
export type RealtimeClient = ReturnType<typeof createRealtimeClient>;

function browserUrl(): string {
  return `${location.protocol === 'https:' ? 'wss' : 'ws'}://${location.host}${REALTIME_PATH}`;
}

let tabClient: RealtimeClient | null = null;
let tabFrameHandler: (frame: ServerFrame) => void = () => {};

/** The one socket of this tab (created on first use, connected by the realtime provider). */
export function getTabRealtime(): RealtimeClient {
  tabClient ??= createRealtimeClient({ url: browserUrl, onFrame: (frame) => tabFrameHandler(frame) });
  return tabClient;
}

/** The provider decides what frames do (write into its query cache). */
export function setTabFrameHandler(handler: (frame: ServerFrame) => void) {
  tabFrameHandler = handler;
}

const subscribeTab = (listener: () => void) => getTabRealtime().onChange(listener);

/**
 * A value of the tab's realtime state as components render it. A change (the socket opens, the
 * server starts pushing a company) re-renders them as a transition, in slices of a few ms, not in
 * one synchronous pass as useSyncExternalStore would: on the trading floor the socket opens just as
 * the page has come up, and the form, the book and the market panel would all re-render at once
 * (a long task on a slow phone). The status only decides whether polling pauses, so a moment's
 * lag is harmless.
 */
function useTabState<T>(select: (state: RealtimeState) => T): T {
  const [value, setValue] = useState(() => select(getTabRealtime().getState()));
  useEffect(() => {
    const update = () => startTransition(() => setValue(select(getTabRealtime().getState())));
    // A change between this render and the subscription is not missed.
    update();
    return subscribeTab(update);
  }, [select]);
  return value;
}

const selectStatus = (state: RealtimeState) => state.status;

export function useRealtimeStatus(): RealtimeStatus {
  return useTabState(selectStatus);
}

/** True while the socket is open and the server pushes this company's book and trades. */
export function useLiveCompany(companyId: string | undefined): boolean {
  return useTabState(
    useCallback(
      (state: RealtimeState) => !!companyId && state.status === 'open' && state.companyId === companyId,
      [companyId],
    ),
  );
}

/**
 * Follow a company's order book and recent trades over the socket while mounted. Counted: several
 * components may follow the same company; the most recently mounted company wins.
 */
export function useCompanySubscription(companyId: string | undefined) {
  useEffect(() => {
    if (!companyId) return;
    return getTabRealtime().subscribe(companyId);
  }, [companyId]);
}

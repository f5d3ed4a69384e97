import type { ApiErrorBody, ErrorCode } from '#core/errors';

/** A failed API call, carrying the server's stable error code for translation. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: ErrorCode | 'network',
    message: string,
    /** The error's structured details, when the server sends any (e.g. haveMinor/needMinor). */
    readonly details?: unknown,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

export async function apiGet<T>(path: string, params?: Record<string, string | undefined>): Promise<T> {
  const query = params
    ? new URLSearchParams(Object.entries(params).filter((e): e is [string, string] => !!e[1])).toString()
    : '';
  return apiFetch<T>(`${path}${query ? `?${query}` : ''}`, { method: 'GET' });
}

/** POST/PUT/PATCH/DELETE with a JSON body; the same-origin cookie carries the session. */
export function apiSend<T>(method: 'POST' | 'PUT' | 'PATCH' | 'DELETE', path: string, body?: unknown): Promise<T> {
  return apiFetch<T>(path, { method, ...(body === undefined ? {} : { body: JSON.stringify(body) }) });
}

/**
 * How a request reaches the API: the browser's fetch, or, when the server prerenders a page
 * (web/entry-server.tsx), the server's own app answering in-process.
 */
let transport: (url: string, init: RequestInit) => Promise<Response> = (url, init) => fetch(url, init);
export function setApiTransport(send: typeof transport) {
  transport = send;
}

async function apiFetch<T>(path: string, init: { method: string; body?: string }): Promise<T> {
  let response: Response;
  try {
    response = await transport(`/api${path}`, {
      method: init.method,
      headers: { Accept: 'application/json', ...(init.body ? { 'Content-Type': 'application/json' } : {}) },
      credentials: 'same-origin',
      ...(init.body ? { body: init.body } : {}),
    });
  } catch {
    throw new ApiError(0, 'network', 'Network error');
  }
  if (!response.ok) {
    const body = (await response.json().catch(() => null)) as ApiErrorBody | null;
    throw new ApiError(
      response.status,
      body?.error.code ?? 'internal',
      body?.error.message ?? response.statusText,
      body?.error.details,
    );
  }
  if (response.status === 204) return undefined as T;
  return (await response.json()) as T;
}

/** The translation key for an API error (errors.<code>), for toasts and form messages. */
export function errorKey(error: unknown): string {
  return `errors.${error instanceof ApiError ? error.code : 'internal'}`;
}

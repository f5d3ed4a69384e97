import type { ApiErrorBody, ErrorCode } from '#core/errors';

/** A failed API call, carrying the server's stable error code for translation. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: ErrorCode | 'network',
    message: string,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

export async function apiGet<T>(path: string, params?: Record<string, string | undefined>): Promise<T> {
  const query = params
    ? new URLSearchParams(Object.entries(params).filter((e): e is [string, string] => !!e[1])).toString()
    : '';
  let response: Response;
  try {
    response = await fetch(`/api${path}${query ? `?${query}` : ''}`, {
      headers: { Accept: 'application/json' },
      credentials: 'same-origin',
    });
  } catch {
    throw new ApiError(0, 'network', 'Network error');
  }
  if (!response.ok) {
    const body = (await response.json().catch(() => null)) as ApiErrorBody | null;
    throw new ApiError(response.status, body?.error.code ?? 'internal', body?.error.message ?? response.statusText);
  }
  return (await response.json()) as T;
}

import type { ErrorCode } from '#core/errors';
import type { ContentfulStatusCode } from 'hono/utils/http-status';

/** An error meant for the client: its status, stable code and message are sent as they are. */
export class HttpError extends Error {
  constructor(
    readonly status: ContentfulStatusCode,
    readonly code: ErrorCode,
    message: string,
    readonly details?: unknown,
  ) {
    super(message);
    this.name = 'HttpError';
  }
}

export const notFound = (code: ErrorCode = 'not_found', message = 'Not found') => new HttpError(404, code, message);

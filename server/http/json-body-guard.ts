// Hostile text is refused once, for every /api route, ours and the auth library's alike, before any
// handler or the database sees it: PostgreSQL refuses NUL in text, and a lone surrogate written
// into jsonb fails there too, both as 500s.
import type { Context, MiddlewareHandler } from 'hono';
import { HttpError } from './http-error';

/** C0 controls but tab, line feed and carriage return, which free-form text (bios, news) may hold. */
// eslint-disable-next-line no-control-regex -- finding control characters is the point
const CONTROL_IN_TEXT = /[\u0000-\u0008\u000b\u000c\u000e-\u001f]/;
/** Keys are names, never free-form: no control character at all. */
// eslint-disable-next-line no-control-regex -- finding control characters is the point
const CONTROL_IN_KEY = /[\u0000-\u001f]/;
/** Keys that reach Object.prototype when a body is merged into an object. */
const FORBIDDEN_KEYS = new Set(['__proto__', 'constructor', 'prototype']);
/** Far deeper than any body of the app; bounds the walk below. */
export const MAX_BODY_DEPTH = 32;
/** A percent-encoded C0 control (%00-%1F) in a path or query string. */
const ENCODED_CONTROL = /%[01][0-9a-f]/i;

const JSON_TYPE = /^application\/([a-z0-9.+-]*\+)?json/i;
const FORM_TYPE = /^application\/x-www-form-urlencoded/i;

export interface UnsafeInput {
  path: (string | number)[];
  message: string;
}

const isWellFormed = (text: string) => (text as unknown as { isWellFormed(): boolean }).isWellFormed();

/** A key as a message may show it: escaped when it holds what is refused. */
const printable = (key: string) => (CONTROL_IN_KEY.test(key) || !isWellFormed(key) ? JSON.stringify(key) : key);

function textProblem(text: string, control: RegExp): string | null {
  if (control.test(text)) return 'control characters are not allowed';
  if (!isWellFormed(text)) return 'text must be well-formed Unicode (no lone surrogates)';
  return null;
}

/**
 * The first thing in a parsed JSON body that no route may receive, or null. The body must be an
 * object; its strings are checked as free-form text, its keys as names.
 */
export function findUnsafeInput(body: unknown): UnsafeInput | null {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) {
    return { path: [], message: 'the body must be a JSON object' };
  }
  const stack: { value: unknown; path: (string | number)[] }[] = [{ value: body, path: [] }];
  while (stack.length > 0) {
    const { value, path } = stack.pop()!;
    if (typeof value === 'string') {
      const problem = textProblem(value, CONTROL_IN_TEXT);
      if (problem) return { path, message: problem };
      continue;
    }
    if (typeof value !== 'object' || value === null) continue;
    if (path.length >= MAX_BODY_DEPTH) return { path, message: 'the body is nested too deeply' };
    if (Array.isArray(value)) {
      value.forEach((item, i) => stack.push({ value: item, path: [...path, i] }));
      continue;
    }
    for (const [key, item] of Object.entries(value)) {
      if (FORBIDDEN_KEYS.has(key)) return { path, message: `the key "${key}" is not allowed` };
      const problem = textProblem(key, CONTROL_IN_KEY);
      if (problem) return { path: [...path, printable(key)], message: `${problem} in a key` };
      stack.push({ value: item, path: [...path, key] });
    }
  }
  return null;
}

function refuse({ path, message }: UnsafeInput): never {
  const where = path.length ? path.join('.') : 'request';
  throw new HttpError(400, 'validation_failed', `${where}: ${message}`, [{ path, message }]);
}

/** Query and path parameters are names and ids, never free-form: no control character (%00-%1F). */
function checkUrl(url: string) {
  if (!ENCODED_CONTROL.test(url)) return;
  const { pathname, searchParams } = new URL(url);
  if (ENCODED_CONTROL.test(pathname)) refuse({ path: ['path'], message: 'control characters are not allowed' });
  for (const [key, value] of searchParams) {
    if (CONTROL_IN_KEY.test(key) || CONTROL_IN_KEY.test(value)) {
      refuse({ path: ['query', printable(key)], message: 'control characters are not allowed' });
    }
  }
}

/** A read's only check (server/http/api-guards.ts): the URL, as jsonBodyGuard checks it. */
export function checkRequestUrl(c: Context): void {
  checkUrl(c.req.url);
}

function parseBody(text: string, type: string): unknown {
  if (FORM_TYPE.test(type)) return Object.fromEntries(new URLSearchParams(text));
  try {
    return JSON.parse(text) as unknown;
  } catch {
    throw new HttpError(400, 'bad_request', 'The request body is not valid JSON.');
  }
}

/**
 * 400 validation_failed, naming the field, for a JSON (or form) body under /api that is not an
 * object or holds control characters, lone surrogates, prototype keys or deep nesting, and for
 * control characters in the URL. Mounted after apiBodyLimit, so the body read here is bounded.
 */
export function jsonBodyGuard(): MiddlewareHandler {
  return async (c, next) => {
    checkUrl(c.req.url);
    const method = c.req.method;
    if (method === 'GET' || method === 'HEAD' || method === 'OPTIONS') return next();
    const type = c.req.header('content-type') ?? '';
    if (!JSON_TYPE.test(type) && !FORM_TYPE.test(type)) return next();
    // Through Hono's body cache: the route's own c.req.json() parses this same text.
    const text = await c.req.text();
    if (text.trim() !== '') {
      const unsafe = findUnsafeInput(parseBody(text, type));
      if (unsafe) refuse(unsafe);
    }
    // The auth library reads the raw request, whose stream was just consumed.
    if (c.req.path.startsWith('/api/auth/')) c.req.raw = new Request(c.req.raw, { body: text });
    return next();
  };
}

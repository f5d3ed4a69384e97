const UUID_RE = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** True for a syntactically valid UUID (any version); malformed ids get a 400/404, never reach SQL. */
export function isUuid(value: string): boolean {
  return UUID_RE.test(value);
}

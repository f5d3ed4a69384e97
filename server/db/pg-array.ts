/**
 * A column of values as one PostgreSQL array literal ("{1,2,NULL}"), for `unnest(...)` writes of
 * many rows: a thousand rows travel as a few text parameters, which PGlite parses several times
 * faster than the same rows as JSON. Only for numbers and uuids (no quoting needed).
 */
export function pgArray(values: readonly (string | number | null)[]): string {
  return `{${values.map((v) => (v === null ? 'NULL' : String(v))).join(',')}}`;
}

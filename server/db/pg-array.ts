/**
 * A column of values as one PostgreSQL array literal ("{1,2,NULL}"), for `unnest(...)` writes of
 * many rows: the rows travel as a few text parameters, which the database parses more cheaply than
 * one JSON document or thousands of bound parameters (docs/benchmarks.md, engine tick). Only for
 * numbers and uuids (no quoting needed).
 */
export function pgArray(values: readonly (string | number | null)[]): string {
  return `{${values.map((v) => (v === null ? 'NULL' : String(v))).join(',')}}`;
}

/**
 * A column of text values as one PostgreSQL array literal, each element quoted ("{"a","b\"c"}"),
 * for values that may hold commas, braces, quotes or spaces.
 */
export function pgTextArray(values: readonly (string | null)[]): string {
  return `{${values.map((v) => (v === null ? 'NULL' : `"${v.replace(/["\\]/g, '\\$&')}"`)).join(',')}}`;
}

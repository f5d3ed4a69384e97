// The audit log's readable diff (docs/rules.md#admin): an entry's changes and details as lines of
// "field: old → new", each value tagged with what it is (Bolts, a percent, a date, a choice...) so
// the web app words it in the reader's language. Nested values (a company's `translations`, a
// list of leaders) become one line per field that changed; ids are not shown.

/** A value as the log shows it; the web app formats each kind in the reader's language. */
export type AuditValue =
  | { kind: 'empty' }
  /** Something the entry named by id that no longer exists (its name could not be read). */
  | { kind: 'gone' }
  | { kind: 'text'; text: string }
  | { kind: 'bolts'; minor: number }
  | { kind: 'percent'; bp: number }
  | { kind: 'seconds'; ms: number }
  | { kind: 'bytes'; bytes: number }
  | { kind: 'number'; value: number }
  | { kind: 'yesNo'; value: boolean }
  | { kind: 'instant'; iso: string }
  | { kind: 'day'; ymd: string }
  /** One of a field's known values (a role, a status, a sentiment...): worded by field and value. */
  | { kind: 'choice'; field: string; value: string };

/**
 * Which field a line is about: `field` is the last name in the path (its label), `language` the
 * content language of a translated field, and `within` the names and list positions above it
 * (leaders, 2) for nested values.
 */
export interface AuditField {
  field: string;
  language: 'he' | 'es' | null;
  within: (string | number)[];
}

/** One changed field: absent `from` on a create, absent `to` on a delete. */
export interface AuditChangeLine extends AuditField {
  from?: AuditValue;
  to?: AuditValue;
}

export interface AuditDetailLine extends AuditField {
  value: AuditValue;
}

/**
 * The order fields are read in: what names the thing first, then its texts, then its figures.
 * The stored entry cannot keep it (a jsonb object orders its keys by length); others follow.
 */
const FIELD_ORDER = [
  'name',
  'symbol',
  'title',
  'headline',
  'company',
  'summary',
  'description',
  'story',
  'businessModel',
  'competitiveAdvantages',
  'keyRisks',
  'content',
  'priceMinor',
  'category',
  'sector',
  'industry',
  'ceo',
  'founded',
  'employees',
  'marketCap',
  'translations',
  'leaders',
];
const rank = (field: string) => {
  const i = FIELD_ORDER.indexOf(field);
  return i === -1 ? FIELD_ORDER.length : i;
};

/** Fields whose values are a fixed set, worded by the web app. */
const CHOICE_FIELDS = new Set(['role', 'status', 'sentiment', 'newsType', 'category', 'format']);
const ISO_INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?Z$/;
const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
/** Ids mean nothing to a reader (the entry names what it acted on), so they are left out. */
const isIdField = (field: string) => field === 'id' || /[a-z]Id$/.test(field);

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);
const isPlain = (v: unknown) => v === null || v === undefined || typeof v !== 'object';

/** One value of a field, by the field's name and the value's type. */
export function auditValue(field: string, value: unknown): AuditValue {
  if (value === null || value === undefined || value === '') return { kind: 'empty' };
  if (typeof value === 'boolean') return { kind: 'yesNo', value };
  if (typeof value === 'number' && Number.isFinite(value)) {
    // A year reads as written: 2015, not 2,015.
    if (field === 'founded') return { kind: 'text', text: String(value) };
    if (field.endsWith('Minor')) return { kind: 'bolts', minor: value };
    if (/Bp(PerDay)?$/.test(field)) return { kind: 'percent', bp: value };
    if (field.endsWith('Ms')) return { kind: 'seconds', ms: value };
    if (field === 'bytes') return { kind: 'bytes', bytes: value };
    return { kind: 'number', value };
  }
  if (typeof value === 'string') {
    if (CHOICE_FIELDS.has(field)) return { kind: 'choice', field, value };
    // The server names what an entry refers to; an id left in its place is of something deleted.
    if (UUID.test(value)) return { kind: 'gone' };
    if (ISO_INSTANT.test(value)) return { kind: 'instant', iso: value };
    if (ISO_DAY.test(value)) return { kind: 'day', ymd: value };
    return { kind: 'text', text: value };
  }
  if (Array.isArray(value) && value.every(isPlain)) {
    const items = value.filter((v) => v !== null && v !== undefined && v !== '').map(String);
    return items.length ? { kind: 'text', text: items.join(', ') } : { kind: 'empty' };
  }
  // Anything else (an object where a plain value was expected) is shown as written.
  return { kind: 'text', text: JSON.stringify(value) };
}

/** The path's field, language and what it sits within: translations.he.story → story in Hebrew. */
function fieldOf(path: (string | number)[]): AuditField {
  let language: AuditField['language'] = null;
  const rest: (string | number)[] = [];
  for (let i = 0; i < path.length; i++) {
    const next = path[i + 1];
    if (path[i] === 'translations' && (next === 'he' || next === 'es')) {
      language = next;
      i++;
    } else {
      rest.push(path[i]!);
    }
  }
  let last = rest.length - 1;
  while (last > 0 && typeof rest[last] !== 'string') last--;
  return { field: String(rest[last] ?? ''), language, within: rest.slice(0, Math.max(last, 0)) };
}

const same = (a: unknown, b: unknown) => JSON.stringify(a ?? null) === JSON.stringify(b ?? null);
/** A nested value to walk into (an object, or a list holding objects). */
const isNested = (v: unknown) => isRecord(v) || (Array.isArray(v) && !v.every(isPlain));
const childKeys = (v: unknown): (string | number)[] =>
  Array.isArray(v) ? v.map((_, i) => i) : isRecord(v) ? Object.keys(v) : [];
const child = (v: unknown, key: string | number): unknown =>
  Array.isArray(v) && typeof key === 'number' ? v[key] : isRecord(v) ? v[String(key)] : undefined;

function walk(
  path: (string | number)[],
  from: unknown,
  to: unknown,
  sides: { from: boolean; to: boolean },
  out: AuditChangeLine[],
) {
  const name = path.at(-1);
  if (typeof name === 'string' && isIdField(name)) return;
  if (isNested(from) || isNested(to)) {
    const keys = [...new Set([...childKeys(from), ...childKeys(to)])];
    for (const key of keys) walk([...path, key], child(from, key), child(to, key), sides, out);
    return;
  }
  if (sides.from && sides.to && same(from, to)) return;
  const where = fieldOf(path);
  const line: AuditChangeLine = {
    ...where,
    ...(sides.from ? { from: auditValue(where.field, from) } : {}),
    ...(sides.to ? { to: auditValue(where.field, to) } : {}),
  };
  // A create's empty fields and a delete's say nothing: only a change from or to nothing does.
  const only = sides.from && sides.to ? null : (line.from ?? line.to);
  if (only?.kind === 'empty') return;
  out.push(line);
}

/**
 * An entry's changes, field by field (names first, then texts, then figures), with nested values split into the
 * fields that differ. A side missing from the entry (a create's before, a delete's after) stays
 * missing; a side that is null or empty is the value "empty".
 */
export function auditChangeLines(changes: Record<string, { from?: unknown; to?: unknown }> | null): AuditChangeLine[] {
  const out: AuditChangeLine[] = [];
  const fields = Object.entries(changes ?? {}).sort(([a], [b]) => rank(a) - rank(b));
  for (const [field, change] of fields) {
    walk([field], change.from, change.to, { from: 'from' in change, to: 'to' in change }, out);
  }
  return out;
}

/** An entry's other facts (a backup's size, a payout's total...), one line per plain value. */
export function auditDetailLines(details: Record<string, unknown> | null): AuditDetailLine[] {
  const changes: AuditChangeLine[] = [];
  for (const [field, value] of Object.entries(details ?? {})) {
    walk([field], undefined, value, { from: false, to: true }, changes);
  }
  return changes.map(({ to, from: _from, ...field }) => ({ ...field, value: to! }));
}

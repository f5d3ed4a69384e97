// The order of the teacher's students table: by any column, either way. Students with no figure
// for the column (never active, no score, not ranked) stay at the bottom whichever way it runs.
import type { ClassStudent } from '#core/schemas/classes';

export const SORT_KEYS = [
  'name',
  'lastActive',
  'trades',
  'value',
  'return',
  'score',
  'rank',
  'companies',
  'largestPosition',
  'lessons',
] as const;
export type SortKey = (typeof SORT_KEYS)[number];
export type SortDirection = 'ascending' | 'descending';
export interface StudentSort {
  key: SortKey;
  direction: SortDirection;
}

/** The server's own order (class board rank, then name): the table starts here. */
export const DEFAULT_SORT: StudentSort = { key: 'rank', direction: 'ascending' };

/** A column's first direction when chosen: names A to Z and rank 1 first, figures largest first. */
export const firstDirection = (key: SortKey): SortDirection =>
  key === 'name' || key === 'rank' ? 'ascending' : 'descending';

/** Choosing the sorted column again reverses it; another column starts in its first direction. */
export function nextSort(current: StudentSort, key: SortKey): StudentSort {
  if (current.key === key) return { key, direction: current.direction === 'ascending' ? 'descending' : 'ascending' };
  return { key, direction: firstDirection(key) };
}

function figure(student: ClassStudent, key: Exclude<SortKey, 'name'>): number | null {
  switch (key) {
    case 'lastActive':
      return student.lastActiveAt === null ? null : Date.parse(student.lastActiveAt);
    case 'trades':
      return student.trades;
    case 'value':
      return student.valueMinor;
    case 'return':
      return student.gainBp;
    case 'score':
      return student.score;
    case 'rank':
      return student.rank;
    case 'companies':
      return student.companies;
    case 'largestPosition':
      return student.maxPositionBp;
    case 'lessons':
      return student.lessons;
  }
}

/** A sorted copy; ties go by name (in the reader's alphabet), then by account, so rows never jump. */
export function sortStudents(students: readonly ClassStudent[], sort: StudentSort, locale = 'en'): ClassStudent[] {
  const collator = new Intl.Collator(locale, { sensitivity: 'base', numeric: true });
  const sign = sort.direction === 'ascending' ? 1 : -1;
  const byName = (a: ClassStudent, b: ClassStudent) =>
    collator.compare(a.name, b.name) || (a.userId < b.userId ? -1 : a.userId > b.userId ? 1 : 0);
  const key = sort.key;
  if (key === 'name') return [...students].sort((a, b) => sign * byName(a, b));
  return [...students].sort((a, b) => {
    const x = figure(a, key);
    const y = figure(b, key);
    if (x === null || y === null) return x === y ? byName(a, b) : x === null ? 1 : -1;
    return sign * (x - y) || byName(a, b);
  });
}

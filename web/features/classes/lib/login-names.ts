// The names a teacher types or pastes for new student logins, one per line, checked with the API's
// limits (issueLoginsInputSchema) before anything is sent.
import { ISSUED_LOGINS_MAX } from '#core/schemas/classes';

export const LOGIN_NAME_MAX = 40;

export type NamesProblem =
  | { kind: 'none' }
  | { kind: 'tooMany'; count: number }
  /** `line` counts from 1, as the teacher sees the text; only the first long name is named. */
  | { kind: 'tooLong'; line: number; name: string };

export interface ParsedNames {
  names: string[];
  problem: NamesProblem | null;
}

/**
 * One name a line: spaces trimmed and runs of spaces made one (a paste from a spreadsheet brings
 * tabs), blank lines skipped. The same name twice stays twice: two students may share a name.
 */
export function parseNames(text: string): ParsedNames {
  const names: string[] = [];
  let tooLong: NamesProblem | null = null;
  text.split(/\r\n|\r|\n/).forEach((line, index) => {
    const name = line.replace(/\s+/g, ' ').trim();
    if (!name) return;
    // Counted as the API's schema counts (UTF-16 units), so what passes here passes there.
    if (!tooLong && name.length > LOGIN_NAME_MAX) tooLong = { kind: 'tooLong', line: index + 1, name };
    names.push(name);
  });
  const problem: NamesProblem | null =
    names.length === 0
      ? { kind: 'none' }
      : names.length > ISSUED_LOGINS_MAX
        ? { kind: 'tooMany', count: names.length }
        : tooLong;
  return { names, problem };
}

/**
 * A LIKE / ILIKE pattern matching `text` anywhere, its wildcards escaped: a search for "50%" or
 * "a_b" means those characters, not a pattern (backslash is the default escape in PostgreSQL).
 */
export function likeContains(text: string): string {
  return `%${text.replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`;
}

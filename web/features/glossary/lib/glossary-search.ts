/** A glossary entry as the page shows it: the term and its definition in the reader's language. */
export interface GlossaryEntry {
  id: string;
  term: string;
  definition: string;
}

// Hyphens, dashes and the Hebrew maqaf all read as one dash, so "day-change" finds "day‑change".
const DASHES = /[\u002D\u05BE\u2010-\u2015\u2212]/g;

/**
 * Text as the search compares it: without accents or Hebrew points (é → e, ñ → n), in lower case,
 * one kind of dash, single spaces.
 */
export function searchText(text: string, language?: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLocaleLowerCase(language)
    .replace(DASHES, '-')
    .replace(/\s+/g, ' ')
    .trim();
}

/**
 * The entries whose term or definition hold every word of the query, in any case and with or without
 * accents; an empty query keeps them all.
 */
export function filterGlossary<E extends GlossaryEntry>(entries: readonly E[], query: string, language?: string): E[] {
  const words = searchText(query, language).split(' ').filter(Boolean);
  if (words.length === 0) return [...entries];
  return entries.filter((entry) => {
    const text = searchText(`${entry.term} ${entry.definition}`, language);
    return words.every((word) => text.includes(word));
  });
}

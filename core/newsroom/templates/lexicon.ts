// The shapes of the Hebrew and Spanish word lists. Where a template's words must agree with a
// noun (a Hebrew verb with its subject, a Spanish article with its noun), the noun carries its
// gender; see `<slot:masculine|feminine>` in ../grammar.ts.

export type Gender = 'm' | 'f';

/** A noun phrase and its grammatical gender. */
export interface Phrase {
  text: string;
  gender: Gender;
}

/** A Hebrew product with "new" in its place: indefinite and definite (Hebrew marks both). */
export interface HebrewProduct {
  /** "משחק פאזל חדש" (a new puzzle game). */
  product: string;
  /** "משחק הפאזל החדש" (the new puzzle game). */
  theProduct: string;
  gender: Gender;
}

/** A Spanish product noun ("juego de rompecabezas") and its gender, for "un nuevo" / "una nueva". */
export interface SpanishProduct {
  noun: string;
  gender: Gender;
}

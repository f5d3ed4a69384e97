// The direction of a piece of content (docs/decisions/018): Hebrew content often starts with a
// company's Latin name ("Verdigo בונה…"), which `dir="auto"` would read as left-to-right and
// scramble; English shown as the fallback in the Hebrew app must stay left-to-right. Any Hebrew
// letter makes it Hebrew.
const HEBREW = /[\u0590-\u05ff]/;

export function contentDir(text: string | null | undefined): 'rtl' | 'ltr' {
  return text && HEBREW.test(text) ? 'rtl' : 'ltr';
}

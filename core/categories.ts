/** The six sectors the seed and the market engine know. Admins may still type other categories. */
export const CATEGORIES = ['technology', 'healthcare', 'finance', 'energy', 'retail', 'automotive'] as const;
export type Category = (typeof CATEGORIES)[number];

/** SPEC §2: a category chip shows only the first 2 words when the category exceeds 15 characters. */
export function chipLabel(category: string): string {
  if (category.length <= 15) return category;
  return category.split(/\s+/).slice(0, 2).join(' ');
}

/** The six sectors the seed and the market engine know. Admins may still type other categories. */
export const CATEGORIES = ['technology', 'healthcare', 'finance', 'energy', 'retail', 'automotive'] as const;
export type Category = (typeof CATEGORIES)[number];

/** A category over 15 characters shows only its first 2 words on a chip (docs/rules.md#display). */
export function chipLabel(category: string): string {
  if (category.length <= 15) return category;
  return category.split(/\s+/).slice(0, 2).join(' ');
}

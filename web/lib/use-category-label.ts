import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { CATEGORIES, chipLabel, type Category } from '#core/categories';

const isKnown = (name: string): name is Category => (CATEGORIES as readonly string[]).includes(name);

/**
 * A category as people read it: the six known ones translated (`category.<name>`), any other
 * shown as typed by the admin. `chip: true` applies the chip rule (first 2 words when
 * longer than 15 characters, docs/rules.md#display).
 */
export function useCategoryLabel() {
  const { t } = useTranslation();
  return useCallback(
    (category: string, { chip = false }: { chip?: boolean } = {}) => {
      const key = category.trim().toLowerCase();
      const label = isKnown(key) ? t(`category.${key}`) : category;
      return chip ? chipLabel(label) : label;
    },
    [t],
  );
}

import { useTranslation } from 'react-i18next';
import { CategoryChip } from './category-chip';
import { useCategoryLabel } from '../../../lib/use-category-label';

/** "All" plus one toggle button per category. `selected` is "" for All. */
export function CategoryChips({
  categories,
  selected,
  onSelect,
}: {
  categories: readonly string[];
  selected: string;
  onSelect: (category: string) => void;
}) {
  const { t } = useTranslation();
  const label = useCategoryLabel();
  const current = selected.toLowerCase();
  return (
    <div role="group" aria-label={t('companies.filter.label')} className="flex flex-wrap gap-2">
      <CategoryChip label={t('companies.filter.all')} pressed={current === ''} onClick={() => onSelect('')} />
      {categories.map((category) => {
        const full = label(category);
        const short = label(category, { chip: true });
        const pressed = category.toLowerCase() === current;
        return (
          <CategoryChip
            key={category}
            label={short}
            title={short === full ? undefined : full}
            pressed={pressed}
            // Pressing the selected chip again clears the filter, like a toggle.
            onClick={() => onSelect(pressed ? '' : category)}
          />
        );
      })}
    </div>
  );
}

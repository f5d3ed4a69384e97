import { useTranslation } from 'react-i18next';
import { ChangeBadge } from '../../../components/change-badge';
import { sectorIndices } from '../../../lib/index-figures';
import { useIndices } from '../../../lib/indices';
import { useCategoryLabel } from '../../../lib/use-category-label';

/**
 * Under the Bolts Index: each sector's index and its change today, one chip per sector (on phones a
 * grid of three, name over change, so six sectors take two rows).
 */
export function SectorIndices() {
  const { t } = useTranslation();
  const label = useCategoryLabel();
  const sectors = sectorIndices(useIndices().data ?? []);
  if (sectors.length === 0) return null;
  return (
    <div className="mt-4 border-t border-slate-100 pt-3">
      <h3 className="text-sm font-semibold text-slate-800">{t('index.sectors')}</h3>
      <ul className="mt-2 grid grid-cols-3 gap-1.5 sm:flex sm:gap-2 sm:flex-wrap" data-testid="sector-indices">
        {sectors.map((sector) => (
          <li
            key={sector.id}
            data-testid="sector-index"
            data-sector={sector.id}
            className="flex min-w-0 flex-col rounded-xl bg-slate-50 px-1.5 py-1.5 ring-1 ring-slate-200 sm:h-9 sm:flex-row sm:items-center sm:gap-2 sm:rounded-full sm:px-3 sm:py-0"
          >
            <span className="truncate text-xs font-semibold text-slate-800 sm:text-sm" title={label(sector.id)}>
              {label(sector.id, { chip: true })}
            </span>
            <ChangeBadge bp={sector.changeBp} />
          </li>
        ))}
      </ul>
    </div>
  );
}

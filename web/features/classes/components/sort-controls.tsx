import { ArrowDown, ArrowUp } from 'lucide-react';
import { useId } from 'react';
import { usePageTranslation } from '../../../lib/use-page-translation';
import { firstDirection, SORT_KEYS, type SortKey, type StudentSort } from '../lib/student-sort';

/** The cards' order on a phone, where there are no column headings: a column, and which way. */
export function SortControls({ sort, onChange }: { sort: StudentSort; onChange: (sort: StudentSort) => void }) {
  const { t } = usePageTranslation('classes');
  const id = useId();
  const ascending = sort.direction === 'ascending';
  const Icon = ascending ? ArrowUp : ArrowDown;
  return (
    <div className="flex flex-wrap items-end gap-2">
      <div className="min-w-0 flex-1">
        <label htmlFor={id} className="mb-1 block text-sm font-semibold text-slate-800">
          {t('classes.students.sortBy')}
        </label>
        <select
          id={id}
          value={sort.key}
          onChange={(e) => {
            const key = e.target.value as SortKey;
            onChange({ key, direction: firstDirection(key) });
          }}
          className="h-10 w-full rounded-lg border border-slate-300 bg-white ps-3 pe-8 text-sm text-slate-900 focus:border-brand-600 focus:outline-2 focus:outline-brand-600/30"
          data-testid="students-sort"
        >
          {SORT_KEYS.map((key) => (
            <option key={key} value={key}>
              {t(`classes.students.columns.${key}`)}
            </option>
          ))}
        </select>
      </div>
      {/* A toggle: pressed means descending, and its name says which order is on now. */}
      <button
        type="button"
        aria-pressed={!ascending}
        onClick={() => onChange({ key: sort.key, direction: ascending ? 'descending' : 'ascending' })}
        className="inline-flex h-10 items-center gap-1.5 rounded-lg px-3 text-sm font-semibold text-slate-900 ring-1 ring-slate-300 hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
      >
        <Icon className="size-4" aria-hidden />
        {t(ascending ? 'classes.students.ascending' : 'classes.students.descending')}
      </button>
    </div>
  );
}

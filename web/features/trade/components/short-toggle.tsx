import { useId } from 'react';
import { usePageTranslation } from '../../../lib/use-page-translation';

/**
 * "Sell short", on the sell side where the game allows it and no shares of the company are held: a
 * short is never implied by a sale, the player turns it on (docs/rules.md#short-selling).
 */
export function ShortToggle({ checked, onChange }: { checked: boolean; onChange: (checked: boolean) => void }) {
  const { t } = usePageTranslation('trade');
  const id = useId();
  return (
    <div className="flex items-start gap-3 rounded-xl p-3 ring-1 ring-slate-200 has-checked:bg-rose-50 has-checked:ring-rose-200">
      <input
        id={id}
        type="checkbox"
        role="switch"
        checked={checked}
        onChange={(e) => onChange(e.target.checked)}
        aria-describedby={`${id}-help`}
        className="mt-1 size-4 shrink-0 accent-rose-600"
        data-testid="short-toggle"
      />
      <div className="min-w-0">
        <label htmlFor={id} className="block cursor-pointer font-semibold text-slate-900">
          {t('trade.short.sellShort')}
        </label>
        <p id={`${id}-help`} className="text-sm text-slate-600">
          {t('trade.short.sellShortHelp')}
        </p>
      </div>
    </div>
  );
}

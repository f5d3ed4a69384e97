import { useTranslation } from 'react-i18next';
import type { ShortPosition } from '#core/schemas/trading';
import { cn } from '../../lib/cn';
import { marginPercent } from '../../lib/shorts';

const TONES: Record<ShortPosition['marginState'], string> = {
  ok: 'bg-emerald-100 text-emerald-800',
  call: 'bg-amber-100 text-amber-900',
  cover: 'bg-rose-100 text-rose-800',
};

/** A short's margin: its ratio and its state in words (OK, Margin call, Being covered), never colour alone. */
export function MarginBadge({ short }: { short: Pick<ShortPosition, 'marginRatioBp' | 'marginState'> }) {
  const { t, i18n } = useTranslation();
  return (
    <span className="inline-flex flex-wrap items-center justify-end gap-1.5">
      <span dir="ltr" className="font-semibold text-slate-900 tabular-nums">
        {marginPercent(short.marginRatioBp, i18n.resolvedLanguage)}
      </span>
      <span
        className={cn('rounded-full px-2 py-0.5 text-xs font-semibold', TONES[short.marginState])}
        data-testid="short-margin-state"
        data-state={short.marginState}
      >
        {t(`shorts.state.${short.marginState}`)}
      </span>
    </span>
  );
}

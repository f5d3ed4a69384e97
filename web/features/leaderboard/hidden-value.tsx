import { EyeOff } from 'lucide-react';
import { usePageTranslation } from '../../lib/use-page-translation';

/** In place of a figure the trader keeps private (their privacy settings, applied by the server). */
export function HiddenValue() {
  const { t } = usePageTranslation('leaderboard');
  return (
    <span className="inline-flex items-center gap-1 text-sm text-slate-600" title={t('leaderboard.hiddenHint')}>
      <EyeOff className="size-4" aria-hidden />
      {t('leaderboard.hidden')}
    </span>
  );
}

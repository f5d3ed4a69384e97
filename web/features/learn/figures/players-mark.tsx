import { Users } from 'lucide-react';
import { usePageTranslation } from '../../../lib/use-page-translation';

/** The key to the book's marked part: players' limit orders waiting at a level. */
export function PlayersMark() {
  const { t } = usePageTranslation('learn');
  return (
    <p className="mt-2 flex items-center gap-1.5 text-xs text-slate-600">
      <Users className="size-3.5 shrink-0 text-brand-700" aria-hidden />
      <span aria-hidden className="h-2.5 w-4 shrink-0 rounded-sm bg-brand-500/70" />
      {t('learn.figure.orderBook.players')}
    </p>
  );
}

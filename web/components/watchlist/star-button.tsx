import { Star } from 'lucide-react';
import { errorKey } from '../../lib/api-client';
import { cn } from '../../lib/cn';
import { toast } from '../../lib/toast';
import { usePageTranslation } from '../../lib/use-page-translation';
import { useToggleStar, useWatchlist } from '../../lib/watchlist';

/** A toggle that stars or unstars a company (aria-pressed says which; the star fills too). */
export function StarButton({
  companyId,
  symbol,
  className,
}: {
  companyId: string;
  symbol: string;
  className?: string;
}) {
  const { t } = usePageTranslation('watchlist');
  const list = useWatchlist();
  const toggle = useToggleStar();
  const starred = !!list.data?.companies.some((c) => c.companyId === companyId);
  return (
    <button
      type="button"
      aria-pressed={starred}
      disabled={!list.data || toggle.isPending}
      data-testid="star-button"
      onClick={() =>
        toggle.mutate(
          { companyId, starred: !starred },
          { onError: (err) => toast.error(t('watchlist.star.failed'), { description: t(errorKey(err)) }) },
        )
      }
      className={cn(
        'inline-flex h-10 items-center gap-2 rounded-lg px-3 text-sm font-semibold ring-1 transition-colors',
        'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 disabled:opacity-60',
        starred
          ? 'bg-amber-50 text-amber-900 ring-amber-300 hover:bg-amber-100'
          : 'bg-white text-slate-700 ring-slate-300 hover:bg-slate-50',
        className,
      )}
    >
      <Star className={cn('size-5', starred ? 'fill-amber-400 text-amber-500' : 'text-slate-500')} aria-hidden />
      <span>{starred ? t('watchlist.star.watching') : t('watchlist.star.watch')}</span>
      <span dir="ltr">{symbol}</span>
    </button>
  );
}

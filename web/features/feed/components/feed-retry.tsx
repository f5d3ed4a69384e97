import { RotateCw } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';

/** Feed load errors are quiet (logged, not alarming): a calm line and a way to try again. */
export function FeedRetry({ onRetry, busy }: { onRetry: () => void; busy: boolean }) {
  const { t } = useTranslation();
  return (
    <div
      data-testid="feed-retry"
      className="flex flex-col items-center gap-3 rounded-2xl bg-white px-4 py-6 text-center ring-1 ring-slate-200"
    >
      <p className="text-sm text-slate-600">{t('feed.news.unavailable')}</p>
      <Button variant="secondary" size="sm" onClick={onRetry} disabled={busy} aria-busy={busy}>
        <RotateCw className={busy ? 'size-4 animate-spin' : 'size-4'} aria-hidden />
        {t('common.retry')}
      </Button>
    </div>
  );
}

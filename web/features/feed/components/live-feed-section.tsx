import { Loader2, Newspaper } from 'lucide-react';
import { useEffect, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { cn } from '../../../lib/cn';
import { useArrival } from '../../../lib/use-arrival';
import { Button } from '../../../components/ui/button';
import { AdCard } from './ad-card';
import { useAds } from '../api/get-ads';
import { useFeed } from '../api/get-feed';
import { FeedRetry } from './feed-retry';
import { FeedSkeleton } from './feed-skeleton';
import { NewsCard } from './news-card';
import { useFeedItems } from '../hooks/use-feed-items';

const NO_ADS: never[] = [];

/** "Live Market Feed": news pages with sponsored cards between them (docs/rules.md#feed), Load More, and the end line. */
export function LiveFeedSection({ className }: { className?: string }) {
  const { t } = useTranslation();
  const headingId = useId();
  const feed = useFeed();
  const ads = useAds();
  // Skeletons until the news is in; the cards render as a transition (see useArrival), and so do ads
  // that come after the news.
  const pages = useArrival(feed.data?.pages);
  const entries = useFeedItems(pages, useArrival(ads.data) ?? NO_ADS);

  // Load errors stay quiet for the player; they are logged for us.
  useEffect(() => {
    if (feed.error) console.error('feed failed to load', feed.error);
  }, [feed.error]);
  useEffect(() => {
    if (ads.error) console.error('ads failed to load', ads.error);
  }, [ads.error]);

  const firstLoadFailed = feed.isError && !feed.data;
  const moreFailed = feed.isFetchNextPageError;

  return (
    <section aria-labelledby={headingId} className={cn('min-w-0 space-y-3', className)} data-testid="live-feed">
      <h2 id={headingId} className="flex items-center gap-2 text-xl font-extrabold text-slate-900">
        <Newspaper className="size-5 text-brand-600" aria-hidden />
        {t('feed.news.title')}
        <span className="ms-1 inline-flex items-center gap-1.5 rounded-full bg-emerald-100 px-2 py-0.5 text-xs font-semibold text-emerald-800">
          <span className="size-1.5 rounded-full bg-emerald-600" aria-hidden />
          {t('feed.news.live')}
        </span>
      </h2>

      {firstLoadFailed ? (
        <FeedRetry onRetry={() => void feed.refetch()} busy={feed.isFetching} />
      ) : !pages ? (
        <div role="status" aria-busy className="space-y-3">
          <span className="sr-only">{t('feed.news.loading')}</span>
          <FeedSkeleton />
        </div>
      ) : entries.length === 0 ? (
        <p className="rounded-2xl bg-white px-4 py-6 text-center text-slate-600 ring-1 ring-slate-200">
          {t('feed.news.empty')}
        </p>
      ) : (
        <>
          <ul className="space-y-3">
            {entries.map((entry, i) => (
              <li key={entry.kind === 'news' ? entry.item.id : `ad-${i}-${entry.ad.id}`}>
                {entry.kind === 'news' ? <NewsCard item={entry.item} /> : <AdCard ad={entry.ad} />}
              </li>
            ))}
          </ul>
          {moreFailed ? (
            <FeedRetry onRetry={() => void feed.fetchNextPage()} busy={feed.isFetchingNextPage} />
          ) : feed.hasNextPage ? (
            <div className="flex justify-center pt-1">
              <Button
                variant="secondary"
                onClick={() => void feed.fetchNextPage()}
                disabled={feed.isFetchingNextPage}
                aria-busy={feed.isFetchingNextPage}
                className="min-w-40"
              >
                {feed.isFetchingNextPage && <Loader2 className="size-4 animate-spin" aria-hidden />}
                {feed.isFetchingNextPage ? t('feed.news.loadingMore') : t('feed.news.loadMore')}
              </Button>
            </div>
          ) : (
            <p className="py-2 text-center text-sm text-slate-600" data-testid="feed-end">
              {t('feed.news.end')}
            </p>
          )}
        </>
      )}
    </section>
  );
}

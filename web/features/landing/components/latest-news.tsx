import { useTranslation } from 'react-i18next';
import type { NewsItem } from '#core/schemas/companies';
import { useSession } from '../../../lib/session';
import { DataError } from './data-error';
import { NewsCard, NewsCardSkeleton } from './news-card';
import { SectionHeading } from './section-heading';

/** The 3 latest news items (docs/rules.md#companies-and-news). */
const MAX_NEWS = 3;

export function LatestNews({
  news,
  loading,
  error,
  onRetry,
}: {
  news: NewsItem[] | undefined;
  loading: boolean;
  error: unknown;
  onRetry: () => void;
}) {
  const { t } = useTranslation();
  const signedIn = useSession().me !== null;
  return (
    <section aria-labelledby="news-title" className="mx-auto max-w-6xl px-4 py-12 sm:py-16">
      <SectionHeading id="news-title" title={t('landing.news.title')} subtitle={t('landing.news.subtitle')} />
      {loading ? (
        <div role="status" aria-busy="true">
          <span className="sr-only">{t('common.loading')}</span>
          <div className="grid grid-cols-1 gap-4 md:grid-cols-3">
            {Array.from({ length: MAX_NEWS }, (_, i) => (
              <NewsCardSkeleton key={i} />
            ))}
          </div>
        </div>
      ) : error ? (
        <DataError message={t('landing.news.error')} error={error} onRetry={onRetry} />
      ) : news && news.length > 0 ? (
        <ul className="grid grid-cols-1 gap-4 md:grid-cols-3">
          {news.slice(0, MAX_NEWS).map((item) => (
            <li key={item.id}>
              <NewsCard item={item} signedIn={signedIn} />
            </li>
          ))}
        </ul>
      ) : (
        <p className="rounded-2xl bg-white p-6 text-center text-slate-600 ring-1 ring-slate-200">
          {t('landing.news.empty')}
        </p>
      )}
    </section>
  );
}

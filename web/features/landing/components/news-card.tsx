import { Clock } from 'lucide-react';
import { Link } from 'react-router';
import type { NewsItem } from '#core/schemas/companies';
import { TradeButtons } from '../../../components/trade-buttons';
import { SentimentBadge } from '../../../components/sentiment-badge';
import { TimeAgo } from '../../../components/time-ago';
import { tradeLinkProps } from '../../../lib/trade-link';
import { contentDir } from '../../../lib/content-dir';

/**
 * One latest-news item: sentiment, headline, company, how long ago, and Buy / Sell. The headline,
 * Buy and Sell lead into that company's trade: a visitor signs in first and lands there after;
 * the company's name opens its public page.
 */
export function NewsCard({ item, signedIn }: { item: NewsItem; signedIn: boolean }) {
  return (
    <article className="flex h-full flex-col rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200">
      <div className="mb-3 flex items-center justify-between gap-2">
        <SentimentBadge sentiment={item.sentiment} />
        <span className="inline-flex items-center gap-1 text-sm text-slate-600">
          <Clock className="size-4" aria-hidden />
          <TimeAgo iso={item.publishedAt} />
        </span>
      </div>
      <h3 dir={contentDir(item.headline)} className="flex-1 text-base font-bold text-slate-900">
        <Link
          {...tradeLinkProps(signedIn, item.companyId)}
          className="rounded hover:text-brand-700 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
        >
          {item.headline}
        </Link>
      </h3>
      <Link
        to={`/company/${item.companyId}`}
        className="mt-4 self-start rounded text-sm font-semibold text-brand-700 underline-offset-2 hover:underline"
      >
        <bdi>{item.companyName}</bdi> <span dir="ltr">({item.companySymbol})</span>
      </Link>
      <TradeButtons companyId={item.companyId} symbol={item.companySymbol} signedIn={signedIn} className="mt-4" />
    </article>
  );
}

export function NewsCardSkeleton() {
  return (
    <div className="space-y-3 rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200" aria-hidden>
      <span className="block h-5 w-20 rounded-full bg-slate-200 motion-safe:animate-pulse" />
      <span className="block h-4 w-full rounded bg-slate-200 motion-safe:animate-pulse" />
      <span className="block h-4 w-4/5 rounded bg-slate-200 motion-safe:animate-pulse" />
      <span className="block h-3 w-1/3 rounded bg-slate-200 motion-safe:animate-pulse" />
    </div>
  );
}

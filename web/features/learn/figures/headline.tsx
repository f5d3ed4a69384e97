import { Link } from 'react-router';
import type { FeedItem } from '#core/schemas/feed';
import { CompanyLogo } from '../../../components/company-logo';
import { SentimentBadge } from '../../../components/sentiment-badge';
import { TimeAgo } from '../../../components/time-ago';
import { contentDir } from '../../../lib/content-dir';

/** The headline a news figure is about: its company, sentiment, age and words (as written, any language). */
export function Headline({ item }: { item: FeedItem }) {
  return (
    <div className="mb-3 flex min-w-0 items-start gap-3">
      <CompanyLogo logo={item.companyLogo} symbol={item.companySymbol} />
      <div className="min-w-0">
        <p className="flex flex-wrap items-center gap-x-2 gap-y-1 text-xs text-slate-600">
          <bdi className="font-semibold text-slate-900">{item.companyName}</bdi>
          <SentimentBadge sentiment={item.sentiment} />
          <TimeAgo iso={item.publishedAt} />
        </p>
        <p dir={contentDir(item.headline)} className="mt-1 leading-snug font-bold text-slate-900">
          <Link
            to={`/company/${item.companyId}`}
            className="underline-offset-2 hover:underline focus-visible:outline-2 focus-visible:outline-brand-600"
          >
            {item.headline}
          </Link>
        </p>
      </div>
    </div>
  );
}

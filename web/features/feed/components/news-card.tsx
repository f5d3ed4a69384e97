import { Link } from 'react-router';
import { QUEST_CLAIM_EVENT, type QuestClaim } from '#core/habits/quests';
import type { FeedItem } from '#core/schemas/feed';
import { BoltPrice } from '../../../components/bolt-price';
import { ChangeBadge } from '../../../components/change-badge';
import { CompanyLogo } from '../../../components/company-logo';
import { SentimentBadge } from '../../../components/sentiment-badge';
import { TimeAgo } from '../../../components/time-ago';
import { TradeButtons } from '../../../components/trade-buttons';
import { contentDir } from '../../../lib/content-dir';

/** One news story of the Live Market Feed: the company with its live price, the story, and Buy / Sell. */
export function NewsCard({ item }: { item: FeedItem }) {
  const companyPath = `/company/${item.companyId}`;
  return (
    <article data-testid="feed-news" className="rounded-2xl bg-white p-4 shadow-sm ring-1 ring-slate-200 sm:p-5">
      <div className="flex items-start gap-3">
        <Link
          to={companyPath}
          className="flex min-w-0 flex-1 items-center gap-3 rounded-lg hover:text-brand-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
        >
          <CompanyLogo logo={item.companyLogo} symbol={item.companySymbol} />
          <span className="min-w-0">
            <bdi className="block truncate font-bold text-slate-900">{item.companyName}</bdi>
            <span className="block font-mono text-sm font-semibold text-slate-600">{item.companySymbol}</span>
          </span>
        </Link>
        <div className="flex shrink-0 flex-col items-end gap-0.5">
          <BoltPrice minor={item.priceMinor} className="text-slate-900" />
          <ChangeBadge bp={item.changeBp} />
        </div>
      </div>

      <div className="mt-3 flex flex-wrap items-center gap-2 text-xs text-slate-600">
        <SentimentBadge sentiment={item.sentiment} />
        <TimeAgo iso={item.publishedAt} />
      </div>
      <h3 dir={contentDir(item.headline)} className="mt-2 text-lg leading-snug font-bold text-slate-900">
        <Link
          to={companyPath}
          // Reading news about a company you hold is a daily quest; the server checks the holding.
          onClick={() =>
            window.dispatchEvent(
              new CustomEvent<QuestClaim>(QUEST_CLAIM_EVENT, { detail: { quest: 'read_news_held', newsId: item.id } }),
            )
          }
          className="hover:text-brand-700 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
        >
          {item.headline}
        </Link>
      </h3>
      <p dir={contentDir(item.summary)} className="mt-1 text-sm leading-relaxed text-slate-700">
        {item.summary}
      </p>

      <TradeButtons companyId={item.companyId} symbol={item.companySymbol} signedIn className="mt-4" />
    </article>
  );
}

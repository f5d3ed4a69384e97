import { useTranslation } from 'react-i18next';
import type { NewsItem } from '#core/schemas/companies';
import { SentimentBadge } from '../../../components/sentiment-badge';
import { TimeAgo } from '../../../components/time-ago';
import { Badge } from '../../../components/ui/badge';
import { contentDir } from '../../../lib/content-dir';

export function CompanyNewsItem({ item }: { item: NewsItem }) {
  const { t } = useTranslation();
  return (
    <article>
      <div className="flex flex-wrap items-center gap-2 text-xs text-slate-600">
        <SentimentBadge sentiment={item.sentiment} />
        <Badge tone="brand">{t(`newsType.${item.newsType}`)}</Badge>
        <TimeAgo iso={item.publishedAt} />
      </div>
      <h3 dir={contentDir(item.headline)} className="mt-2 font-semibold text-slate-900">
        {item.headline}
      </h3>
      <p dir={contentDir(item.summary)} className="mt-1 text-sm leading-relaxed text-slate-700">
        {item.summary}
      </p>
    </article>
  );
}

import { Newspaper } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { NewsItem } from '#core/schemas/companies';
import { CompanyNewsItem } from './company-news-item';
import { SectionCard } from '../../../components/section-card';

/** The company page shows at most 6 news items (docs/rules.md#companies-and-news). */
const NEWS_LIMIT = 6;

export function NewsSection({ news }: { news: readonly NewsItem[] }) {
  const { t } = useTranslation();
  return (
    <SectionCard title={t('company.news.title')} icon={Newspaper}>
      {news.length === 0 ? (
        <p className="text-sm text-slate-600">{t('company.news.empty')}</p>
      ) : (
        <ul className="divide-y divide-slate-100">
          {news.slice(0, NEWS_LIMIT).map((item) => (
            <li key={item.id} className="py-4 first:pt-0 last:pb-0">
              <CompanyNewsItem item={item} />
            </li>
          ))}
        </ul>
      )}
    </SectionCard>
  );
}

// The News tab's list: a table from `md` up, a card per article on a phone; both with the same
// edit and delete buttons. The impact shows to admins only (the server sends it to no one else).
import { Pencil, Trash2 } from 'lucide-react';
import { normalizeSentiment } from '#core/news';
import type { AdminNewsItem } from '#core/schemas/admin/news';
import { SentimentBadge } from '../../../components/sentiment-badge';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { cn } from '../../../lib/cn';
import { useFormat } from '../../../lib/format';
import { usePageTranslation } from '../../../lib/use-page-translation';
import { AdminCard, AdminCards, CardFact, CardFacts } from '../components/admin-cards';
import { AdminTable, EmptyRow, Td, Th, Tr } from '../components/admin-table';

type Props = {
  news: readonly AdminNewsItem[];
  showImpact: boolean;
  onEdit: (item: AdminNewsItem) => void;
  onDelete: (item: AdminNewsItem) => void;
  busy: boolean;
};
type ActionProps = Pick<Props, 'onEdit' | 'onDelete' | 'busy'> & { item: AdminNewsItem };

function Actions({ item, onEdit, onDelete, busy }: ActionProps) {
  const { t } = usePageTranslation('admin');
  return (
    <div className="relative flex shrink-0 justify-end gap-1">
      <Button variant="ghost" size="sm" onClick={() => onEdit(item)}>
        <Pencil className="size-4" aria-hidden />
        <span className="sr-only">{t('admin.news.editNamed', { headline: item.headline })}</span>
      </Button>
      <Button variant="ghost" size="sm" disabled={busy} onClick={() => onDelete(item)}>
        <Trash2 className="size-4 text-rose-700" aria-hidden />
        <span className="sr-only">{t('admin.news.deleteNamed', { headline: item.headline })}</span>
      </Button>
    </div>
  );
}

function Company({ item }: { item: AdminNewsItem }) {
  return (
    <>
      {item.companyName}{' '}
      <span className="font-mono text-xs text-slate-600" dir="ltr">
        ({item.companySymbol})
      </span>
    </>
  );
}

/** The impact with its sign, green up and red down. */
function Impact({ score }: { score: number }) {
  const { i18n } = usePageTranslation('admin');
  const text = new Intl.NumberFormat(i18n.resolvedLanguage, {
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
    signDisplay: 'always',
  }).format(score);
  return (
    <span className={cn('font-semibold tabular-nums', score >= 0 ? 'text-emerald-700' : 'text-rose-700')} dir="ltr">
      {text}
    </span>
  );
}

function NewsType({ item }: { item: AdminNewsItem }) {
  const { t } = usePageTranslation('admin');
  return <>{t(`newsType.${item.newsType}`, { defaultValue: item.newsType.replace(/_/g, ' ') })}</>;
}

export function NewsTable({ news, showImpact, ...actions }: Props) {
  const { t } = usePageTranslation('admin');
  const format = useFormat();
  return (
    <AdminTable caption={t('admin.news.caption')}>
      <thead>
        <tr>
          <Th>{t('admin.news.columns.headline')}</Th>
          <Th>{t('admin.news.columns.company')}</Th>
          <Th>{t('admin.news.columns.type')}</Th>
          <Th>{t('admin.news.columns.sentiment')}</Th>
          {showImpact && <Th className="text-end">{t('admin.news.columns.impact')}</Th>}
          <Th>{t('admin.news.columns.published')}</Th>
          <Th>
            <span className="sr-only">{t('admin.news.columns.actions')}</span>
          </Th>
        </tr>
      </thead>
      <tbody>
        {news.length === 0 ? (
          <EmptyRow colSpan={showImpact ? 7 : 6}>{t('admin.news.empty')}</EmptyRow>
        ) : (
          news.map((n) => (
            <Tr key={n.id} data-testid="admin-news-row">
              <Td className="max-w-sm">
                <p className="font-semibold text-slate-900">{n.headline}</p>
                <p className="line-clamp-2 text-xs text-slate-600">{n.summary}</p>
              </Td>
              <Td>
                <Company item={n} />
              </Td>
              <Td className="whitespace-nowrap">
                <NewsType item={n} />
              </Td>
              <Td>
                <SentimentBadge sentiment={normalizeSentiment(n.sentiment)} />
              </Td>
              {n.impactScore !== null && (
                <Td className="text-end">
                  <Impact score={n.impactScore} />
                </Td>
              )}
              <Td className="whitespace-nowrap">{format.date(n.publishedAt)}</Td>
              <Td>
                <Actions item={n} {...actions} />
              </Td>
            </Tr>
          ))
        )}
      </tbody>
    </AdminTable>
  );
}

export function NewsCards({ news, showImpact, ...actions }: Props) {
  const { t } = usePageTranslation('admin');
  const format = useFormat();
  return (
    <AdminCards label={t('admin.news.caption')} empty={t('admin.news.empty')}>
      {news.map((n) => (
        <AdminCard key={n.id} data-testid="admin-news-card">
          <div className="flex items-start justify-between gap-2">
            <p className="min-w-0 font-semibold break-words text-slate-900">{n.headline}</p>
            <Actions item={n} {...actions} />
          </div>
          <p className="mt-1 line-clamp-2 text-xs text-slate-600">{n.summary}</p>
          <div className="mt-2 flex flex-wrap items-center gap-2">
            <SentimentBadge sentiment={normalizeSentiment(n.sentiment)} />
            <Badge tone="neutral">
              <NewsType item={n} />
            </Badge>
          </div>
          <CardFacts>
            <CardFact label={t('admin.news.columns.company')}>
              <Company item={n} />
            </CardFact>
            <CardFact label={t('admin.news.columns.published')}>{format.date(n.publishedAt)}</CardFact>
            {showImpact && n.impactScore !== null && (
              <CardFact label={t('admin.news.columns.impact')}>
                <Impact score={n.impactScore} />
              </CardFact>
            )}
          </CardFacts>
        </AdminCard>
      ))}
    </AdminCards>
  );
}

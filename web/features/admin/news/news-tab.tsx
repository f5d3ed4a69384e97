// News tab (docs/rules.md#admin): search over headline, company and sentiment,
// "Create Article", the table, edit (company pre-filled) and delete with the headline in quotes.
import { Newspaper, Pencil, Plus, Trash2 } from 'lucide-react';
import { useEffect, useState } from 'react';
import { usePageTranslation } from '../../../lib/use-page-translation';
import { toast } from '../../../lib/toast';
import { useSession } from '../../../lib/session';
import { canSetNewsImpact } from '#core/admin/permissions';
import { normalizeSentiment } from '#core/news';
import type { AdminNewsItem } from '#core/schemas/admin/news';
import { SearchField } from '../../../components/search-field';
import { SectionCard } from '../../../components/section-card';
import { SentimentBadge } from '../../../components/sentiment-badge';
import { Button } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';
import { cn } from '../../../lib/cn';
import { useFormat } from '../../../lib/format';
import { toastAdminError } from '../lib/admin-error';
import { AdminTable, EmptyRow, Td, Th, Tr } from '../components/admin-table';
import { confirmDelete } from '../lib/confirm-delete';
import { useDebouncedValue } from '../hooks/use-debounced-value';
import { useAdminNews } from './api/get-news';
import { useDeleteNews } from './api/delete-news';
import { NewsDialog } from './news-dialog';

export default function NewsTab() {
  const { t, i18n } = usePageTranslation('admin');
  const format = useFormat();
  const [search, setSearch] = useState('');
  const q = useDebouncedValue(search.trim());
  const query = useAdminNews(q);
  const remove = useDeleteNews();
  const [editing, setEditing] = useState<AdminNewsItem | 'new' | null>(null);
  // The server sends the impact to admins only; moderators get no column for it.
  const showImpact = canSetNewsImpact(useSession().me?.roles ?? []);
  const impact = new Intl.NumberFormat(i18n.resolvedLanguage, {
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
    signDisplay: 'always',
  });

  useEffect(() => {
    if (query.error) toastAdminError(t, 'admin.errors.fetchNews', query.error);
  }, [query.error, t]);

  const news = query.data ?? [];
  return (
    <SectionCard title={t('admin.news.title')} icon={Newspaper}>
      <div className="space-y-4">
        <div className="flex flex-col gap-3 sm:flex-row sm:items-end">
          <div className="flex-1">
            <SearchField
              size="md"
              value={search}
              onChange={setSearch}
              label={t('admin.news.searchLabel')}
              placeholder={t('admin.news.searchPlaceholder')}
              clearLabel={t('admin.news.clearSearch')}
            />
          </div>
          <Button onClick={() => setEditing('new')}>
            <Plus className="size-4" aria-hidden />
            {t('admin.news.create')}
          </Button>
        </div>
        {query.isPending ? (
          <Spinner />
        ) : (
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
                      {n.companyName}{' '}
                      <span className="font-mono text-xs text-slate-600" dir="ltr">
                        ({n.companySymbol})
                      </span>
                    </Td>
                    <Td className="whitespace-nowrap">
                      {t(`newsType.${n.newsType}`, { defaultValue: n.newsType.replace(/_/g, ' ') })}
                    </Td>
                    <Td>
                      <SentimentBadge sentiment={normalizeSentiment(n.sentiment)} />
                    </Td>
                    {n.impactScore !== null && (
                      <Td
                        className={cn(
                          'text-end font-semibold tabular-nums',
                          n.impactScore >= 0 ? 'text-emerald-700' : 'text-rose-700',
                        )}
                      >
                        <span dir="ltr">{impact.format(n.impactScore)}</span>
                      </Td>
                    )}
                    <Td className="whitespace-nowrap">{format.date(n.publishedAt)}</Td>
                    <Td>
                      <div className="flex justify-end gap-1">
                        <Button variant="ghost" size="sm" onClick={() => setEditing(n)}>
                          <Pencil className="size-4" aria-hidden />
                          <span className="sr-only">{t('admin.news.editNamed', { headline: n.headline })}</span>
                        </Button>
                        <Button
                          variant="ghost"
                          size="sm"
                          disabled={remove.isPending}
                          onClick={() => {
                            if (!confirmDelete(t('admin.news.confirmDelete', { headline: n.headline }))) return;
                            remove.mutate(n.id, {
                              onSuccess: () => toast.success(t('admin.news.deleted')),
                              onError: (err) => toastAdminError(t, 'admin.errors.deleteNews', err),
                            });
                          }}
                        >
                          <Trash2 className="size-4 text-rose-700" aria-hidden />
                          <span className="sr-only">{t('admin.news.deleteNamed', { headline: n.headline })}</span>
                        </Button>
                      </div>
                    </Td>
                  </Tr>
                ))
              )}
            </tbody>
          </AdminTable>
        )}
      </div>
      {editing !== null && <NewsDialog item={editing === 'new' ? null : editing} onClose={() => setEditing(null)} />}
    </SectionCard>
  );
}

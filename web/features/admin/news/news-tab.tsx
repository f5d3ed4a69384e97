// News tab (docs/rules.md#admin): search over headline, company and sentiment,
// "Create Article", the table, edit (company pre-filled) and delete with the headline in quotes.
import { Newspaper, Plus } from 'lucide-react';
import { useEffect, useState } from 'react';
import { usePageTranslation } from '../../../lib/use-page-translation';
import { toast } from '../../../lib/toast';
import { useSession } from '../../../lib/session';
import { canSetNewsImpact } from '#core/admin/permissions';
import type { AdminNewsItem } from '#core/schemas/admin/news';
import { LoadError } from '../../../components/load-error';
import { SearchField } from '../../../components/search-field';
import { SectionCard } from '../../../components/section-card';
import { Button } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';
import { toastAdminError } from '../lib/admin-error';
import { TableOrCards } from '../components/admin-cards';
import { confirmDelete } from '../lib/confirm-delete';
import { useDebouncedValue } from '../../../lib/use-debounced-value';
import { useAdminNews } from './api/get-news';
import { useDeleteNews } from './api/delete-news';
import { NewsCards, NewsTable } from './news-list';
import { NewsDialog } from './news-dialog';

export default function NewsTab() {
  const { t } = usePageTranslation('admin');
  const [search, setSearch] = useState('');
  const q = useDebouncedValue(search.trim());
  const query = useAdminNews(q);
  const remove = useDeleteNews();
  const [editing, setEditing] = useState<AdminNewsItem | 'new' | null>(null);
  // The server sends the impact to admins only; moderators get no column for it.
  const showImpact = canSetNewsImpact(useSession().me?.roles ?? []);

  useEffect(() => {
    if (query.error) toastAdminError(t, 'admin.errors.fetchNews', query.error);
  }, [query.error, t]);

  const onDelete = (item: AdminNewsItem) => {
    if (!confirmDelete(t('admin.news.confirmDelete', { headline: item.headline }))) return;
    remove.mutate(item.id, {
      onSuccess: () => toast.success(t('admin.news.deleted')),
      onError: (err) => toastAdminError(t, 'admin.errors.deleteNews', err),
    });
  };
  // A page at a time from the server (25 articles): laying out every row at once held the tab's
  // first paint, and the newsroom's archive has no end.
  const news = query.data?.pages.flatMap((page) => page.news) ?? [];
  const list = { news, showImpact, onEdit: setEditing, onDelete, busy: remove.isPending };
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
        ) : query.isError && !query.data ? (
          <LoadError title={t('admin.errors.fetchNews')} error={query.error} onRetry={() => void query.refetch()} />
        ) : (
          <div aria-busy={query.isFetching} className="space-y-4">
            <TableOrCards table={<NewsTable {...list} />} cards={<NewsCards {...list} />} />
            {query.hasNextPage && (
              <div className="flex justify-center">
                <Button
                  variant="secondary"
                  onClick={() => void query.fetchNextPage()}
                  disabled={query.isFetchingNextPage}
                >
                  {query.isFetchingNextPage ? t('common.loading') : t('admin.news.showMore')}
                </Button>
              </div>
            )}
          </div>
        )}
      </div>
      {editing !== null && <NewsDialog item={editing === 'new' ? null : editing} onClose={() => setEditing(null)} />}
    </SectionCard>
  );
}

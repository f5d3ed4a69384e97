// Users tab: every user newest first, 50 at a time,
// searchable by email, username and full name; each can be managed (role, suspension) in a dialog.
import { Users } from 'lucide-react';
import { useEffect, useState } from 'react';
import { usePageTranslation } from '../../../lib/use-page-translation';
import type { AdminUser } from '#core/schemas/admin/users';
import { LoadError } from '../../../components/load-error';
import { SearchField } from '../../../components/search-field';
import { SectionCard } from '../../../components/section-card';
import { Button } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';
import { useSession } from '../../../lib/session';
import { TableOrCards } from '../components/admin-cards';
import { toastAdminError } from '../lib/admin-error';
import { useAdminUsers } from './api/get-admin-users';
import { ManageUserDialog } from './manage-user-dialog';
import { useDebouncedValue } from '../../../lib/use-debounced-value';
import { UsersCards, UsersTable } from './users-list';

export default function UsersTab() {
  const { t } = usePageTranslation('admin');
  const { me } = useSession();
  const [search, setSearch] = useState('');
  const q = useDebouncedValue(search.trim());
  const query = useAdminUsers(q);
  const [selected, setSelected] = useState<AdminUser | null>(null);

  // "Failed to fetch user data" in a red toast (and logged); the list offers a retry.
  useEffect(() => {
    if (query.error) toastAdminError(t, 'admin.errors.fetchUsers', query.error);
  }, [query.error, t]);

  const users = query.data?.pages.flatMap((page) => page.users) ?? [];
  return (
    <SectionCard title={t('admin.users.title')} icon={Users}>
      <div className="space-y-4">
        <SearchField
          size="md"
          value={search}
          onChange={setSearch}
          label={t('admin.users.searchLabel')}
          placeholder={t('admin.users.searchPlaceholder')}
          clearLabel={t('admin.users.clearSearch')}
        />
        {query.isPending ? (
          <Spinner />
        ) : query.isError && !query.data ? (
          <LoadError title={t('admin.errors.fetchUsers')} error={query.error} onRetry={() => void query.refetch()} />
        ) : (
          <div aria-busy={query.isFetching} className="space-y-4">
            <TableOrCards
              table={<UsersTable users={users} onManage={setSelected} />}
              cards={<UsersCards users={users} onManage={setSelected} />}
            />
            <p className="sr-only" role="status">
              {users.length === 0 ? t('admin.users.empty') : t('admin.users.shown', { count: users.length })}
            </p>
            {query.hasNextPage && (
              <div className="flex justify-center">
                <Button
                  variant="secondary"
                  onClick={() => void query.fetchNextPage()}
                  disabled={query.isFetchingNextPage}
                >
                  {query.isFetchingNextPage ? t('common.loading') : t('admin.users.loadMore')}
                </Button>
              </div>
            )}
          </div>
        )}
      </div>
      <ManageUserDialog
        user={selected}
        selfId={me?.user.id}
        onClose={() => setSelected(null)}
        onChanged={setSelected}
      />
    </SectionCard>
  );
}

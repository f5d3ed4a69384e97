import { Settings2 } from 'lucide-react';
import { usePageTranslation } from '../../../lib/use-page-translation';
import type { AdminUser } from '#core/schemas/admin/users';
import { BoltPrice } from '../../../components/bolt-price';
import { Button } from '../../../components/ui/button';
import { useFormat } from '../../../lib/format';
import { AdminCard, AdminCards, CardFact, CardFacts } from '../components/admin-cards';
import { AdminTable, EmptyRow, Td, Th, Tr } from '../components/admin-table';
import { displayName } from './manage-user-dialog';
import { RoleBadge, StatusBadge } from './user-badges';

type Props = { users: readonly AdminUser[]; onManage: (user: AdminUser) => void };

function Identity({ user }: { user: AdminUser }) {
  return (
    <div className="min-w-0">
      <p className="truncate font-semibold text-slate-900">{displayName(user)}</p>
      {user.username && <p className="truncate text-xs text-slate-600">@{user.username}</p>}
      <p className="truncate text-xs text-slate-600" dir="ltr">
        {user.email ?? user.phoneNumber ?? '—'}
      </p>
    </div>
  );
}

function ManageButton({ user, onManage }: { user: AdminUser; onManage: Props['onManage'] }) {
  const { t } = usePageTranslation('admin');
  return (
    <Button variant="secondary" size="sm" onClick={() => onManage(user)}>
      <Settings2 className="size-4" aria-hidden />
      {t('admin.users.manage')}
      <span className="sr-only"> {displayName(user)}</span>
    </Button>
  );
}

/** Desktop: the table (email, role, balance, portfolio value, trade count, status, joined). */
export function UsersTable({ users, onManage }: Props) {
  const { t } = usePageTranslation('admin');
  const format = useFormat();
  return (
    <AdminTable caption={t('admin.users.caption')}>
      <thead>
        <tr>
          <Th>{t('admin.users.columns.user')}</Th>
          <Th>{t('admin.users.columns.role')}</Th>
          <Th className="text-end">{t('admin.users.columns.cash')}</Th>
          <Th className="text-end">{t('admin.users.columns.portfolio')}</Th>
          <Th className="text-end">{t('admin.users.columns.trades')}</Th>
          <Th>{t('admin.users.columns.status')}</Th>
          <Th>{t('admin.users.columns.joined')}</Th>
          <Th>
            <span className="sr-only">{t('admin.users.columns.actions')}</span>
          </Th>
        </tr>
      </thead>
      <tbody>
        {users.length === 0 ? (
          <EmptyRow colSpan={8}>{t('admin.users.empty')}</EmptyRow>
        ) : (
          users.map((user) => (
            <Tr key={user.id} data-testid="admin-user-row">
              <Td className="max-w-[16rem]">
                <Identity user={user} />
              </Td>
              <Td>
                <RoleBadge role={user.role} />
              </Td>
              <Td className="text-end whitespace-nowrap">
                <BoltPrice minor={user.cashMinor} />
              </Td>
              <Td className="text-end whitespace-nowrap">
                <BoltPrice minor={user.portfolioValueMinor} />
              </Td>
              <Td className="text-end tabular-nums">{format.integer(user.tradeCount)}</Td>
              <Td>
                <StatusBadge status={user.status} />
              </Td>
              <Td className="whitespace-nowrap">{format.date(user.joinedAt)}</Td>
              <Td className="text-end">
                <ManageButton user={user} onManage={onManage} />
              </Td>
            </Tr>
          ))
        )}
      </tbody>
    </AdminTable>
  );
}

/** Phone: one card per user, the same facts stacked. */
export function UsersCards({ users, onManage }: Props) {
  const { t } = usePageTranslation('admin');
  const format = useFormat();
  return (
    <AdminCards label={t('admin.users.caption')} empty={t('admin.users.empty')}>
      {users.map((user) => (
        <AdminCard key={user.id} data-testid="admin-user-card">
          <div className="flex items-start justify-between gap-3">
            <Identity user={user} />
            <ManageButton user={user} onManage={onManage} />
          </div>
          <div className="mt-2 flex flex-wrap gap-2">
            <RoleBadge role={user.role} />
            <StatusBadge status={user.status} />
          </div>
          <CardFacts>
            <CardFact label={t('admin.users.columns.cash')}>
              <BoltPrice minor={user.cashMinor} />
            </CardFact>
            <CardFact label={t('admin.users.columns.portfolio')}>
              <BoltPrice minor={user.portfolioValueMinor} />
            </CardFact>
            <CardFact label={t('admin.users.columns.trades')}>
              <span className="font-semibold tabular-nums">{format.integer(user.tradeCount)}</span>
            </CardFact>
            <CardFact label={t('admin.users.columns.joined')}>{format.date(user.joinedAt)}</CardFact>
          </CardFacts>
        </AdminCard>
      ))}
    </AdminCards>
  );
}

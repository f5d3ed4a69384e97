import { Ban, RotateCcw, Save } from 'lucide-react';
import { useId, useState } from 'react';
import { usePageTranslation } from '../../../lib/use-page-translation';
import { toast } from '../../../lib/toast';
import { ADMIN_ROLES, type AdminRole, type AdminUser } from '#core/schemas/admin/users';
import { BoltPrice } from '../../../components/bolt-price';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { useFormat } from '../../../lib/format';
import { toastAdminError } from '../lib/admin-error';
import { useSetUserRole } from './api/set-user-role';
import { useSetUserSuspended } from './api/set-user-suspended';
import { RoleBadge, StatusBadge } from './user-badges';
import { PhoneNumber } from '../../../components/phone-number';

export const displayName = (user: AdminUser) => user.fullName || user.username || user.email || user.id;

/**
 * One user's details, their role (one of three) and their suspension. The server decides what is
 * allowed (own admin role, last admin, own account); the dialog says so up front where it can.
 */
export function ManageUserDialog({
  user,
  selfId,
  onClose,
  onChanged,
}: {
  user: AdminUser | null;
  selfId: string | undefined;
  onClose: () => void;
  onChanged: (user: AdminUser) => void;
}) {
  const { t } = usePageTranslation('admin');
  const setRole = useSetUserRole();
  const setSuspended = useSetUserSuspended();
  const busy = setRole.isPending || setSuspended.isPending;
  return (
    <Dialog
      open={user !== null}
      onClose={onClose}
      dismissible={!busy}
      closeLabel={t('admin.users.close')}
      title={user ? t('admin.users.manageTitle', { name: displayName(user) }) : ''}
      description={user?.email ?? (user?.phoneNumber ? <PhoneNumber>{user.phoneNumber}</PhoneNumber> : undefined)}
      className="max-w-lg"
      data-testid="manage-user-dialog"
    >
      {user && (
        <ManageUserBody
          key={user.id}
          user={user}
          isSelf={user.id === selfId}
          busy={busy}
          onRole={(role) =>
            setRole.mutate(
              { id: user.id, role },
              {
                onSuccess: (updated) => {
                  onChanged(updated);
                  toast.success(t('admin.users.roleUpdated'), {
                    description: t('admin.users.roleUpdatedBody', {
                      name: displayName(updated),
                      role: t(`admin.users.roles.${updated.role}`),
                    }),
                  });
                },
                onError: (error) => toastAdminError(t, 'admin.errors.updateRole', error),
              },
            )
          }
          onSuspend={(suspended) => {
            if (suspended && !window.confirm(t('admin.users.confirmSuspend', { name: displayName(user) }))) return;
            setSuspended.mutate(
              { id: user.id, suspended },
              {
                onSuccess: (updated) => {
                  onChanged(updated);
                  toast.success(t(suspended ? 'admin.users.suspendedToast' : 'admin.users.restoredToast'), {
                    description: t(suspended ? 'admin.users.suspendedToastBody' : 'admin.users.restoredToastBody', {
                      name: displayName(updated),
                    }),
                  });
                },
                onError: (error) =>
                  toastAdminError(t, suspended ? 'admin.errors.suspendUser' : 'admin.errors.restoreUser', error),
              },
            );
          }}
          savingRole={setRole.isPending}
        />
      )}
    </Dialog>
  );
}

function ManageUserBody({
  user,
  isSelf,
  busy,
  savingRole,
  onRole,
  onSuspend,
}: {
  user: AdminUser;
  isSelf: boolean;
  busy: boolean;
  savingRole: boolean;
  onRole: (role: AdminRole) => void;
  onSuspend: (suspended: boolean) => void;
}) {
  const { t } = usePageTranslation('admin');
  const format = useFormat();
  const [role, setRole] = useState<AdminRole>(user.role);
  const groupName = useId();
  const ownAdmin = isSelf && user.role === 'admin';
  const suspended = user.status === 'suspended';
  return (
    <div className="mt-4 space-y-5">
      <dl className="grid grid-cols-2 gap-x-4 gap-y-3 text-sm">
        <Fact label={t('admin.users.columns.role')}>
          <RoleBadge role={user.role} />
        </Fact>
        <Fact label={t('admin.users.columns.status')}>
          <StatusBadge status={user.status} />
        </Fact>
        <Fact label={t('admin.users.columns.cash')}>
          <BoltPrice minor={user.cashMinor} />
        </Fact>
        <Fact label={t('admin.users.columns.portfolio')}>
          <BoltPrice minor={user.portfolioValueMinor} />
        </Fact>
        <Fact label={t('admin.users.columns.trades')}>
          <span className="tabular-nums">{format.integer(user.tradeCount)}</span>
        </Fact>
        <Fact label={t('admin.users.columns.joined')}>{format.date(user.joinedAt)}</Fact>
      </dl>

      <form
        onSubmit={(e) => {
          e.preventDefault();
          onRole(role);
        }}
      >
        <fieldset disabled={busy || ownAdmin}>
          <legend className="text-sm font-bold text-slate-900">{t('admin.users.roleLegend')}</legend>
          <div className="mt-2 space-y-2">
            {ADMIN_ROLES.map((value) => (
              <label
                key={value}
                className="flex cursor-pointer items-start gap-3 rounded-lg p-2 ring-1 ring-slate-200 has-checked:bg-brand-50 has-checked:ring-brand-600 has-disabled:cursor-not-allowed"
              >
                <input
                  type="radio"
                  name={groupName}
                  value={value}
                  checked={role === value}
                  onChange={() => setRole(value)}
                  className="mt-1 size-4 accent-brand-600"
                />
                <span>
                  <span className="block text-sm font-semibold text-slate-900">{t(`admin.users.roles.${value}`)}</span>
                  <span className="block text-xs text-slate-600">{t(`admin.users.roleHelp.${value}`)}</span>
                </span>
              </label>
            ))}
          </div>
        </fieldset>
        {ownAdmin && <p className="mt-2 text-sm text-slate-700">{t('admin.users.ownRoleNote')}</p>}
        {!ownAdmin && (
          <Button type="submit" className="mt-3" disabled={busy || role === user.role}>
            <Save className="size-4" aria-hidden />
            {savingRole ? t('admin.users.savingRole') : t('admin.users.saveRole')}
          </Button>
        )}
      </form>

      <section aria-labelledby={`${groupName}-account`} className="border-t border-slate-200 pt-4">
        <h3 id={`${groupName}-account`} className="text-sm font-bold text-slate-900">
          {t('admin.users.accountHeading')}
        </h3>
        {isSelf ? (
          <p className="mt-1 text-sm text-slate-700">{t('admin.users.selfSuspendNote')}</p>
        ) : (
          <>
            <p className="mt-1 text-sm text-slate-700">
              {suspended
                ? t('admin.users.suspendedSince', { date: format.date(user.suspendedAt ?? user.joinedAt) })
                : t('admin.users.suspendHelp')}
            </p>
            <Button
              variant="secondary"
              className={suspended ? 'mt-3' : 'mt-3 text-rose-700 ring-rose-300 hover:bg-rose-50'}
              disabled={busy}
              onClick={() => onSuspend(!suspended)}
            >
              {suspended ? <RotateCcw className="size-4" aria-hidden /> : <Ban className="size-4" aria-hidden />}
              {t(suspended ? 'admin.users.restore' : 'admin.users.suspend')}
            </Button>
          </>
        )}
      </section>
    </div>
  );
}

function Fact({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <div className="min-w-0">
      <dt className="text-xs font-medium text-slate-600">{label}</dt>
      <dd className="mt-0.5 text-slate-900">{children}</dd>
    </div>
  );
}

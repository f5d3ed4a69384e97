import { useQueryClient } from '@tanstack/react-query';
import { Trash2 } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { ApiError, errorKey } from '../../../lib/api-client';
import { takeRedirectAfterAuth } from '../../../lib/session';
import { toast } from '../../../lib/toast';
import { usePageTranslation } from '../../../lib/use-page-translation';
import { forgetDeletedPlayer, useDeleteAccount } from '../api/delete-account';
import { SettingsSection } from './settings-section';

/** Delete my account: the password again in a dialog, then the landing page, signed out. */
export function DeleteAccountSection() {
  const { t } = usePageTranslation('settings');
  const [open, setOpen] = useState(false);
  return (
    <SettingsSection
      title={t('settings.deleteAccount.title')}
      description={t('settings.deleteAccount.description')}
      icon={Trash2}
    >
      <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
        <Link
          to="/privacy"
          className="text-sm font-semibold text-brand-700 underline underline-offset-2 hover:text-slate-900"
        >
          {t('settings.deleteAccount.learnMore')}
        </Link>
        <Button
          variant="secondary"
          onClick={() => setOpen(true)}
          className="w-full text-rose-700 ring-rose-300 hover:bg-rose-50 sm:w-auto"
        >
          <Trash2 className="size-4" aria-hidden />
          {t('settings.deleteAccount.open')}
        </Button>
      </div>
      {open && <ConfirmDeleteDialog onClose={() => setOpen(false)} />}
    </SettingsSection>
  );
}

function ConfirmDeleteDialog({ onClose }: { onClose: () => void }) {
  const { t } = usePageTranslation('settings');
  const navigate = useNavigate();
  const client = useQueryClient();
  const remove = useDeleteAccount();
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const passwordId = useId();
  const errorId = useId();

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!password) {
      setError(t('settings.deleteAccount.passwordRequired'));
      return;
    }
    setError(null);
    try {
      await remove.mutateAsync({ password });
    } catch (err) {
      setError(
        err instanceof ApiError && err.code === 'invalid_credentials'
          ? t('settings.deleteAccount.wrongPassword')
          : t(errorKey(err)),
      );
      return;
    }
    // Out of the members' area first, so forgetting the player does not send them to /auth. The
    // socket's own "signed out" may get the shell there meanwhile: on to the landing page anyway.
    await navigate('/landing', { replace: true });
    if (window.location.pathname !== '/landing') await navigate('/landing', { replace: true });
    forgetDeletedPlayer(client);
    // The shell may have kept /settings as the place to return to after the next sign-in.
    takeRedirectAfterAuth();
    toast.success(t('settings.deleteAccount.deletedTitle'), { description: t('settings.deleteAccount.deleted') });
  }

  return (
    <Dialog
      role="alertdialog"
      open
      onClose={onClose}
      title={t('settings.deleteAccount.dialogTitle')}
      description={t('settings.deleteAccount.dialogBody')}
      closeLabel={t('settings.deleteAccount.close')}
      dismissible={!remove.isPending}
      data-testid="delete-account-dialog"
    >
      <form onSubmit={(e) => void submit(e)} noValidate className="mt-4 space-y-4">
        <div>
          <label htmlFor={passwordId} className="mb-1 block text-sm font-semibold text-slate-800">
            {t('settings.deleteAccount.password')}
          </label>
          <input
            id={passwordId}
            type="password"
            autoComplete="current-password"
            dir="ltr"
            value={password}
            onChange={(e) => setPassword(e.target.value)}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? errorId : undefined}
            className="h-11 w-full rounded-lg border border-slate-300 bg-white px-3 text-base text-slate-900 shadow-sm focus:border-brand-600 focus:outline-2 focus:outline-brand-600/30"
          />
          {error && (
            <p id={errorId} role="alert" className="mt-1 text-sm font-medium text-rose-700">
              {error}
            </p>
          )}
        </div>
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button type="button" variant="secondary" onClick={onClose} disabled={remove.isPending}>
            {t('settings.deleteAccount.cancel')}
          </Button>
          <Button type="submit" disabled={remove.isPending} className="bg-rose-600 hover:bg-rose-700">
            <Trash2 className="size-4" aria-hidden />
            {remove.isPending ? t('settings.deleteAccount.deleting') : t('settings.deleteAccount.confirm')}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}

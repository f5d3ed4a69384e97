// A failed admin call shows a red toast titled "Error" with that call's message (e.g.
// admin.errors.saveCompany), and is logged. A message the server explains (a 4xx with a known
// code, such as a duplicate symbol) is shown under it, translated.
import type { TFunction } from 'i18next';
import { toast } from '../../../lib/toast';
import { ApiError } from '../../../lib/api-client';

export function toastAdminError(t: TFunction, messageKey: string, error: unknown) {
  console.error(error);
  const reason =
    error instanceof ApiError && error.status >= 400 && error.status < 500 && error.code !== 'network'
      ? t(`errors.${error.code}`, { defaultValue: error.message })
      : undefined;
  toast.error(t('admin.errorTitle'), { description: reason ? `${t(messageKey)}: ${reason}` : t(messageKey) });
}

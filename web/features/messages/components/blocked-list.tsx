import { useTranslation } from 'react-i18next';
import { toast } from '../../../lib/toast';
import type { Person } from '#core/schemas/social';
import { Button } from '../../../components/ui/button';
import { errorKey } from '../../../lib/api-client';
import { useUnblock } from '../api/unblock-user';
import { personName } from './person-avatar';

/** The players you blocked, each with Unblock. */
export function BlockedList({ blocked }: { blocked: Person[] }) {
  const { t } = useTranslation();
  const unblock = useUnblock();
  if (blocked.length === 0) return null;
  return (
    <details className="rounded-xl bg-slate-50 p-3 text-sm">
      <summary className="cursor-pointer font-semibold text-slate-800">
        {t('messages.blocked.title', { count: blocked.length })}
      </summary>
      <ul className="mt-2 space-y-1">
        {blocked.map((p) => (
          <li key={p.userId} className="flex items-center justify-between gap-2">
            <bdi className="truncate text-slate-800">{personName(p)}</bdi>
            <Button
              size="sm"
              variant="ghost"
              disabled={unblock.isPending}
              onClick={() =>
                unblock.mutate(p.userId, {
                  onSuccess: () => toast.success(t('messages.blocked.unblocked')),
                  onError: (err) => toast.error(t('messages.blocked.failed'), { description: t(errorKey(err)) }),
                })
              }
            >
              {t('messages.blocked.unblock')}
            </Button>
          </li>
        ))}
      </ul>
    </details>
  );
}

import { useQueryClient } from '@tanstack/react-query';
import { DatabaseBackup, RefreshCw, Settings, Zap } from 'lucide-react';
import { usePageTranslation } from '../../../lib/use-page-translation';
import { Link } from 'react-router';
import { toast } from '../../../lib/toast';
import { canUseArea, type Role } from '#core/admin/permissions';
import { SectionCard } from '../../../components/section-card';
import { Button } from '../../../components/ui/button';
import { ADMIN_KEY } from '../api/admin-keys';

/** SPEC §2 Quick Actions: Refresh Analytics, Database Backup, Platform Settings (admins only for the last two). */
export function QuickActions({ roles }: { roles: readonly Role[] }) {
  const { t } = usePageTranslation('admin');
  const client = useQueryClient();
  const refresh = async () => {
    await client.invalidateQueries({ queryKey: [ADMIN_KEY] });
    toast.success(t('admin.quickActions.refreshed'));
  };
  return (
    <SectionCard title={t('admin.quickActions.title')} icon={Zap}>
      <div className="flex flex-wrap gap-2">
        <Button variant="secondary" onClick={() => void refresh()}>
          <RefreshCw className="size-4" aria-hidden />
          {t('admin.quickActions.refresh')}
        </Button>
        {canUseArea(roles, 'backup') && (
          <Button asChild variant="secondary">
            <Link to="/admin/backup">
              <DatabaseBackup className="size-4" aria-hidden />
              {t('admin.quickActions.backup')}
            </Link>
          </Button>
        )}
        {canUseArea(roles, 'settings') && (
          <Button asChild variant="secondary">
            <Link to="/admin/settings">
              <Settings className="size-4" aria-hidden />
              {t('admin.quickActions.settings')}
            </Link>
          </Button>
        )}
      </div>
    </SectionCard>
  );
}

import { useQueryClient } from '@tanstack/react-query';
import { DatabaseBackup, RefreshCw, Settings, Zap } from 'lucide-react';
import { usePageTranslation } from '../../../lib/use-page-translation';
import { Link } from 'react-router';
import { toast } from '../../../lib/toast';
import { canUseArea, type Role } from '#core/admin/permissions';
import { SectionCard } from '../../../components/section-card';
import { Button } from '../../../components/ui/button';
import { ADMIN_KEY } from '../api/admin-keys';

/** The admin pages a quick action opens, each for whoever may use that area. */
const LINKS = [
  { area: 'backup', icon: DatabaseBackup },
  { area: 'settings', icon: Settings },
] as const;

/** Quick actions: Refresh Analytics, Database Backup, Platform Settings (the last two for admins only). */
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
        {LINKS.filter((link) => canUseArea(roles, link.area)).map(({ area, icon: Icon }) => (
          <Button key={area} asChild variant="secondary">
            <Link to={`/admin/${area}`}>
              <Icon className="size-4" aria-hidden />
              {t(`admin.quickActions.${area}`)}
            </Link>
          </Button>
        ))}
      </div>
    </SectionCard>
  );
}

import { Shield } from 'lucide-react';
import { usePageTranslation } from '../../../lib/use-page-translation';
import { Badge } from '../../../components/ui/badge';

/** The console's title with the "Admin Access" badge. */
export function AdminHeader() {
  const { t } = usePageTranslation('admin');
  return (
    <header className="flex flex-wrap items-center gap-3">
      <h1 className="text-2xl font-extrabold tracking-tight text-slate-900 sm:text-3xl">{t('admin.title')}</h1>
      <Badge className="gap-1 bg-rose-100 text-rose-800">
        <Shield className="size-3.5" aria-hidden />
        {t('admin.accessBadge')}
      </Badge>
    </header>
  );
}

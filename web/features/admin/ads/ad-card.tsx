import { Eye, EyeOff, Pencil, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { usePageTranslation } from '../../../lib/use-page-translation';
import type { AdminAd } from '#core/schemas/admin/ads';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { useFormat } from '../../../lib/format';

/** One ad in the list: thumbnail (hidden if it fails to load), title, badges, order, links and actions. */
export function AdCard({
  ad,
  busy,
  onToggle,
  onEdit,
  onDelete,
}: {
  ad: AdminAd;
  busy: boolean;
  onToggle: () => void;
  onEdit: () => void;
  onDelete: () => void;
}) {
  const { t } = usePageTranslation('admin');
  const format = useFormat();
  const [imageFailed, setImageFailed] = useState(false);
  return (
    <li className="flex flex-col gap-3 rounded-xl p-3 ring-1 ring-slate-200 sm:flex-row" data-testid="admin-ad">
      {!imageFailed && (
        <img
          src={ad.imageUrl}
          alt=""
          onError={() => setImageFailed(true)}
          className="h-20 w-32 shrink-0 rounded-lg bg-slate-100 object-cover"
        />
      )}
      <div className="min-w-0 flex-1">
        <div className="flex flex-wrap items-center gap-2">
          <p className="font-semibold text-slate-900">{ad.title}</p>
          <Badge tone={ad.isActive ? 'positive' : 'neutral'}>
            {t(ad.isActive ? 'admin.ads.active' : 'admin.ads.inactive')}
          </Badge>
          <Badge>{t('admin.ads.order', { order: ad.displayOrder })}</Badge>
        </div>
        {ad.description && <p className="mt-1 text-sm text-slate-700">{ad.description}</p>}
        {ad.clickUrl && (
          <p className="mt-1 truncate text-xs text-slate-600" dir="ltr">
            {ad.clickUrl}
          </p>
        )}
        <p className="mt-1 text-xs text-slate-600">{t('admin.ads.createdOn', { date: format.date(ad.createdAt) })}</p>
      </div>
      <div className="flex shrink-0 items-start gap-1">
        <Button variant="ghost" size="sm" onClick={onToggle} disabled={busy}>
          {ad.isActive ? <EyeOff className="size-4" aria-hidden /> : <Eye className="size-4" aria-hidden />}
          {t(ad.isActive ? 'admin.ads.deactivate' : 'admin.ads.activate')}
        </Button>
        <Button variant="ghost" size="sm" onClick={onEdit} disabled={busy}>
          <Pencil className="size-4" aria-hidden />
          <span className="sr-only">{t('admin.ads.editNamed', { title: ad.title })}</span>
        </Button>
        <Button variant="ghost" size="sm" onClick={onDelete} disabled={busy}>
          <Trash2 className="size-4 text-rose-700" aria-hidden />
          <span className="sr-only">{t('admin.ads.deleteNamed', { title: ad.title })}</span>
        </Button>
      </div>
    </li>
  );
}

// /admin/ads (docs/rules.md#admin): Back to Admin, Create Ad (disabled while a form is open),
// the form card, "All Advertisements (count)" with toggle, edit and delete, and the empty state.
import { ArrowLeft, Megaphone, Plus } from 'lucide-react';
import { useEffect, useState } from 'react';
import { usePageTranslation } from '../../../lib/use-page-translation';
import { Link } from 'react-router';
import { toast } from '../../../lib/toast';
import type { AdminAd } from '#core/schemas/admin/ads';
import { SectionCard } from '../../../components/section-card';
import { Button } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';
import { toastAdminError } from '../lib/admin-error';
import { confirmDelete } from '../lib/confirm-delete';
import { AdCard } from './ad-card';
import { AdForm } from './ad-form';
import { useDeleteAd } from './api/delete-ad';
import { useAdminAds } from './api/get-ads';
import { useToggleAd } from './api/toggle-ad';

export default function AdsPage() {
  const { t } = usePageTranslation('admin');
  const query = useAdminAds();
  const toggle = useToggleAd();
  const remove = useDeleteAd();
  const [form, setForm] = useState<AdminAd | 'new' | null>(null);

  useEffect(() => {
    if (query.error) toastAdminError(t, 'admin.errors.fetchAds', query.error);
  }, [query.error, t]);

  const ads = query.data ?? [];
  const busy = toggle.isPending || remove.isPending;
  return (
    <div className="mx-auto max-w-4xl space-y-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <Button variant="secondary" asChild>
          <Link to="/admin">
            <ArrowLeft className="size-4 rtl:-scale-x-100" aria-hidden />
            {t('admin.ads.back')}
          </Link>
        </Button>
        <Button onClick={() => setForm('new')} disabled={form !== null}>
          <Plus className="size-4" aria-hidden />
          {t('admin.ads.createButton')}
        </Button>
      </div>
      <h1 className="text-2xl font-extrabold tracking-tight text-slate-900">{t('admin.ads.title')}</h1>
      {form !== null && (
        <AdForm key={form === 'new' ? 'new' : form.id} ad={form === 'new' ? null : form} onDone={() => setForm(null)} />
      )}
      <SectionCard title={t('admin.ads.all', { count: ads.length })} icon={Megaphone}>
        {query.isPending ? (
          <Spinner />
        ) : ads.length === 0 ? (
          <div className="py-8 text-center">
            <p className="text-slate-600">{t('admin.ads.empty')}</p>
            <Button className="mt-3" onClick={() => setForm('new')} disabled={form !== null}>
              {t('admin.ads.createFirst')}
            </Button>
          </div>
        ) : (
          <ul className="space-y-3">
            {ads.map((ad) => (
              <AdCard
                key={ad.id}
                ad={ad}
                busy={busy}
                onEdit={() => setForm(ad)}
                onToggle={() =>
                  toggle.mutate(
                    { id: ad.id, isActive: !ad.isActive },
                    {
                      onSuccess: (saved) =>
                        toast.success(t(saved.isActive ? 'admin.ads.activated' : 'admin.ads.deactivated')),
                      onError: (err) => toastAdminError(t, 'admin.errors.toggleAd', err),
                    },
                  )
                }
                onDelete={() => {
                  if (!confirmDelete(t('admin.ads.confirmDelete'))) return;
                  remove.mutate(ad.id, {
                    onSuccess: () => toast.success(t('admin.ads.deleted')),
                    onError: (err) => toastAdminError(t, 'admin.errors.deleteAd', err),
                  });
                }}
              />
            ))}
          </ul>
        )}
      </SectionCard>
    </div>
  );
}

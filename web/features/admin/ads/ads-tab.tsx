// Ads tab: its buttons all go to /admin/ads, where ads are managed.
import { Megaphone, Plus } from 'lucide-react';
import { usePageTranslation } from '../../../lib/use-page-translation';
import { Link } from 'react-router';
import { SectionCard } from '../../../components/section-card';
import { Button } from '../../../components/ui/button';
import { useAdminAds } from './api/get-ads';

export default function AdsTab() {
  const { t } = usePageTranslation('admin');
  const ads = useAdminAds();
  const active = ads.data?.filter((a) => a.isActive).length ?? 0;
  return (
    <SectionCard title={t('admin.ads.title')} icon={Megaphone}>
      <p className="text-sm text-slate-700">
        {ads.data ? t('admin.ads.summary', { count: ads.data.length, active }) : t('admin.ads.intro')}
      </p>
      <div className="mt-4 flex flex-wrap gap-2">
        <Button asChild>
          <Link to="/admin/ads">
            <Plus className="size-4" aria-hidden />
            {t('admin.ads.createButton')}
          </Link>
        </Button>
        <Button variant="secondary" asChild>
          <Link to="/admin/ads">{t('admin.ads.manage')}</Link>
        </Button>
      </div>
    </SectionCard>
  );
}

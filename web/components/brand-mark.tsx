import { Zap } from 'lucide-react';
import { useTranslation } from 'react-i18next';

export function BrandMark() {
  const { t } = useTranslation();
  return (
    <span className="inline-flex items-center gap-1.5 text-lg font-extrabold tracking-tight text-slate-900">
      <span className="flex size-8 items-center justify-center rounded-lg bg-slate-900">
        <Zap className="size-5 fill-bolt text-bolt" aria-hidden />
      </span>
      {t('common.appName')}
    </span>
  );
}

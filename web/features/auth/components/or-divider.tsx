import { useTranslation } from 'react-i18next';

export function OrDivider() {
  const { t } = useTranslation();
  return (
    <div className="flex items-center gap-3 text-xs font-semibold tracking-wide text-slate-600 uppercase">
      <span className="h-px flex-1 bg-slate-200" aria-hidden />
      {t('auth.or')}
      <span className="h-px flex-1 bg-slate-200" aria-hidden />
    </div>
  );
}

import { ArrowLeft } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

export function BackToProfileLink() {
  const { t } = useTranslation();
  return (
    <Link
      to="/profile"
      className="-ms-2 inline-flex h-10 items-center gap-1.5 rounded-lg px-2 text-sm font-semibold text-slate-700 hover:bg-slate-100 hover:text-slate-900 focus-visible:outline-2 focus-visible:outline-brand-600"
    >
      <ArrowLeft className="flip-rtl size-4" aria-hidden />
      {t('settings.back')}
    </Link>
  );
}

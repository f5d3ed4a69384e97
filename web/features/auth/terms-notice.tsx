import { useTranslation } from 'react-i18next';

export function TermsNotice() {
  const { t } = useTranslation();
  return <p className="text-center text-xs leading-relaxed text-slate-600">{t('auth.signUp.terms')}</p>;
}

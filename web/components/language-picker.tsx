import { Languages } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { LANGUAGES } from '#core/languages';

export function LanguagePicker() {
  const { t, i18n } = useTranslation();
  return (
    <label className="inline-flex items-center gap-1.5 text-sm text-slate-700">
      <Languages className="size-4" aria-hidden />
      <span className="sr-only">{t('common.language')}</span>
      <select
        className="rounded-md border border-slate-300 bg-white py-1 ps-2 pe-7 text-sm"
        value={i18n.resolvedLanguage ?? 'en'}
        onChange={(e) => void i18n.changeLanguage(e.target.value)}
      >
        {LANGUAGES.map((l) => (
          <option key={l.code} value={l.code} lang={l.code}>
            {l.label}
          </option>
        ))}
      </select>
    </label>
  );
}

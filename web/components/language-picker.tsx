import { Languages } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { LANGUAGES, languageOf } from '#core/languages';
import { cn } from '../lib/cn';

/**
 * The language select. `compact`: on a phone it shows only the language's code ("HE") in a small
 * box, the native select laid invisibly over it (still the one control the keyboard and screen
 * readers use), so the app's crowded top bar fits 360 px.
 */
export function LanguagePicker({ compact = false }: { compact?: boolean }) {
  const { t, i18n } = useTranslation();
  const current = languageOf(i18n.resolvedLanguage ?? 'en') ?? 'en';
  return (
    <label
      className={cn(
        'inline-flex items-center gap-1.5 text-sm text-slate-700',
        compact &&
          'max-sm:relative max-sm:rounded-md max-sm:has-[:focus-visible]:ring-2 max-sm:has-[:focus-visible]:ring-brand-500',
      )}
    >
      <Languages className={cn('size-4', compact && 'max-sm:hidden')} aria-hidden />
      <span className="sr-only">{t('common.language')}</span>
      {compact && (
        <span
          aria-hidden
          className="rounded-md border border-slate-300 bg-white px-2 py-1 text-xs font-semibold text-slate-700 uppercase sm:hidden"
        >
          {current}
        </span>
      )}
      <select
        className={cn(
          'rounded-md border border-slate-300 bg-white py-1 ps-2 pe-7 text-sm',
          compact && 'max-sm:absolute max-sm:inset-0 max-sm:size-full max-sm:opacity-0',
        )}
        value={current}
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

import { useId, type KeyboardEvent, type ReactNode } from 'react';
import { CONTENT_LANGUAGES, type ContentLanguage } from '#core/content-language';
import { LANGUAGES } from '#core/languages';
import { usePageTranslation } from '../../../lib/use-page-translation';
import { cn } from '../../../lib/cn';

/** Each language's own name, written in that language ("עברית"), as the language picker shows it. */
const NATIVE_NAME = Object.fromEntries(LANGUAGES.map((l) => [l.code, l.label])) as Record<ContentLanguage, string>;
/** What a tab shows, short enough for three tabs on a 360 px phone; its name is the native one. */
const SHORT_NAME: Record<ContentLanguage, string> = { en: 'EN', he: 'עברית', es: 'ES' };

/**
 * The switch between a form's English, Hebrew and Spanish texts (docs/decisions/018), and the panel
 * of the chosen language. Each tab counts the texts written in it; a tab whose texts have an error
 * is marked so the admin finds it. Arrow keys move between tabs, as in any tab list.
 */
export function LanguageTabs({
  language,
  onLanguageChange,
  filled,
  total,
  withErrors,
  children,
}: {
  language: ContentLanguage;
  onLanguageChange: (language: ContentLanguage) => void;
  /** How many of the texts each language has. */
  filled: Record<ContentLanguage, number>;
  total: number;
  withErrors: ReadonlySet<ContentLanguage>;
  children: ReactNode;
}) {
  const { t } = usePageTranslation('admin');
  const id = useId();
  const tabId = (l: ContentLanguage) => `${id}-tab-${l}`;
  const panelId = `${id}-panel`;

  function onKeyDown(event: KeyboardEvent<HTMLButtonElement>) {
    const step = { ArrowRight: 1, ArrowLeft: -1 }[event.key];
    if (!step) return;
    event.preventDefault();
    // In a right-to-left page the arrow keys follow what the eye sees.
    const rtl = getComputedStyle(event.currentTarget).direction === 'rtl';
    const index = CONTENT_LANGUAGES.indexOf(language);
    const next =
      CONTENT_LANGUAGES[(index + (rtl ? -step : step) + CONTENT_LANGUAGES.length) % CONTENT_LANGUAGES.length]!;
    onLanguageChange(next);
    document.getElementById(tabId(next))?.focus();
  }

  return (
    <fieldset className="min-w-0 rounded-xl border border-slate-200 p-3 sm:p-4" data-testid="language-tabs">
      <legend className="px-1 text-sm font-semibold text-slate-800">{t('admin.languages.legend')}</legend>
      <div role="tablist" aria-label={t('admin.languages.legend')} className="flex gap-1 rounded-xl bg-slate-100 p-1">
        {CONTENT_LANGUAGES.map((l) => {
          const selected = l === language;
          return (
            <button
              key={l}
              id={tabId(l)}
              type="button"
              role="tab"
              aria-selected={selected}
              aria-controls={panelId}
              tabIndex={selected ? 0 : -1}
              onClick={() => onLanguageChange(l)}
              onKeyDown={onKeyDown}
              data-testid={`language-tab-${l}`}
              className={cn(
                'flex min-h-10 min-w-0 flex-1 items-center justify-center gap-1.5 rounded-lg px-2 text-sm font-semibold focus-visible:outline-2 focus-visible:outline-brand-600',
                selected ? 'bg-white text-slate-900 shadow-sm' : 'text-slate-600 hover:text-slate-900',
              )}
            >
              <span lang={l} aria-hidden>
                {SHORT_NAME[l]}
              </span>
              <span lang={l} className="sr-only">
                {NATIVE_NAME[l]}
              </span>
              <span
                className={cn(
                  'shrink-0 rounded-full px-1.5 text-xs tabular-nums',
                  withErrors.has(l) ? 'bg-rose-100 text-rose-800' : 'bg-slate-200 text-slate-700',
                )}
                aria-hidden
              >
                {withErrors.has(l) ? '!' : `${filled[l]}/${total}`}
              </span>
              <span className="sr-only">
                {withErrors.has(l)
                  ? t('admin.languages.hasErrors')
                  : t('admin.languages.filled', { count: filled[l], total })}
              </span>
            </button>
          );
        })}
      </div>
      <div role="tabpanel" id={panelId} aria-labelledby={tabId(language)} className="mt-3 grid gap-3 sm:grid-cols-2">
        {language !== 'en' && (
          <p className="text-sm text-slate-600 sm:col-span-2" data-testid="language-fallback-hint">
            {t('admin.languages.fallbackHint')}
          </p>
        )}
        {children}
      </div>
    </fieldset>
  );
}

import { useTranslation } from 'react-i18next';
import { BrandMark } from '../brand-mark';
import { TopBar } from '../top-bar';

export function Spinner({ label }: { label?: string }) {
  const { t } = useTranslation();
  return (
    <div role="status" className="flex items-center justify-center p-8">
      <span className="size-8 animate-spin rounded-full border-4 border-slate-200 border-t-brand-600" aria-hidden />
      <span className="sr-only">{label ?? t('common.loading')}</span>
    </div>
  );
}

// The spinner's name as the server wrote it into the loading shell, in the page's language
// (server/http/web-pages.ts), read before React's first render replaces the shell.
const shellLabel =
  (typeof document !== 'undefined' && document.querySelector('#root [role="status"]')?.getAttribute('aria-label')) ||
  'Loading';

/**
 * The loading shell, while a page's code, strings or session load: the top bar with the brand where
 * every page's header has it, and a spinner. No text but the brand; the spinner's name is the
 * shell's until the strings have loaded (it never waits for them).
 * index.html holds a copy of its markup, which the browser paints from the HTML and the stylesheet
 * alone, before any script; React's first render replaces it with this, the same, so nothing moves
 * (a test keeps the two equal: spinner.test.tsx).
 */
export function PageSpinner() {
  const { t, ready } = useTranslation(undefined, { useSuspense: false });
  return (
    <div className="flex min-h-dvh flex-col">
      <TopBar brand={<BrandMark />} />
      <div
        role="status"
        aria-label={ready ? t('common.loading') : shellLabel}
        className="flex flex-1 items-center justify-center"
      >
        <span className="size-10 animate-spin rounded-full border-4 border-slate-200 border-t-brand-600" aria-hidden />
      </div>
    </div>
  );
}

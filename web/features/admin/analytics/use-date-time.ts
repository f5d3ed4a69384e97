import { usePageTranslation } from '../../../lib/use-page-translation';

/** Date and time of an instant in the reader's language and time zone ("Mar 4, 2026, 14:05"). */
export function useDateTime() {
  const { i18n } = usePageTranslation('admin');
  const format = new Intl.DateTimeFormat(i18n.resolvedLanguage ?? 'en', { dateStyle: 'medium', timeStyle: 'short' });
  return (iso: string) => format.format(new Date(iso));
}

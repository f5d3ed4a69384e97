// React-side helpers that bind core's formatting to the current language.
import { useTranslation } from 'react-i18next';
import {
  dateTimeFormat,
  formatChangePercent,
  formatCompact,
  formatInteger,
  formatMarketCap,
  formatPrice,
} from '#core/format';

export function useFormat() {
  const { t, i18n } = useTranslation();
  const locale = i18n.resolvedLanguage ?? 'en';
  return {
    price: (minor: number) => formatPrice(minor, locale),
    integer: (n: number) => formatInteger(n, locale),
    compact: (n: number) => formatCompact(n, locale),
    change: (bp: number, decimals: 1 | 2 = 2) => formatChangePercent(bp, decimals, locale),
    marketCap: (minor: number | null) => {
      const text = formatMarketCap(minor, locale);
      return text === null ? t('common.notAvailable') : t('common.boltsAmount', { amount: text });
    },
    date: (iso: string) => dateTimeFormat(locale, { dateStyle: 'medium' }).format(new Date(iso)),
    /** A calendar day (YYYY-MM-DD) as that day everywhere: read and written in UTC, never shifted by the zone. */
    day: (ymd: string) =>
      dateTimeFormat(locale, { dateStyle: 'medium', timeZone: 'UTC' }).format(new Date(`${ymd}T00:00:00Z`)),
  };
}

// The audit log's words: a field's label (with its content language and where it sits) and a
// value of each kind (core/admin/audit-diff.ts) in the reader's language.
import type { AuditField, AuditValue } from '#core/admin/audit-diff';
import { useFormat } from '../../../lib/format';
import { usePageTranslation } from '../../../lib/use-page-translation';
import { useDateTime } from './use-date-time';

/** Longer texts are shortened to this many characters, with a way to read them whole. */
export const AUDIT_SHORT_TEXT = 80;

/** "businessModel" → "Business model": a label for a field the log has no words for yet. */
const humanize = (field: string) => {
  const words = field.replace(/([a-z0-9])([A-Z])/g, '$1 $2').replace(/_/g, ' ');
  return words.charAt(0).toUpperCase() + words.slice(1).toLowerCase();
};

/** Where each kind of choice is worded (shared strings first, then the admin page's). */
const CHOICE_KEYS: Record<string, string[]> = {
  role: ['admin.users.roles'],
  sentiment: ['sentiment'],
  newsType: ['newsType'],
  category: ['category'],
  // A prize's or a report's status.
  status: ['admin.prizes.status', 'admin.reports.filters'],
};

export function useAuditWords() {
  const { t, i18n } = usePageTranslation('admin');
  const format = useFormat();
  const dateTime = useDateTime();
  const locale = i18n.resolvedLanguage ?? 'en';
  const label = (name: string) => t(`admin.audit.fields.${name}`, { defaultValue: humanize(name) });

  return {
    /** "Description (Hebrew)", "Leader 2 · Bio". */
    field(line: AuditField): string {
      const parts: string[] = [];
      for (const part of line.within) {
        if (typeof part === 'number' && parts.length) parts[parts.length - 1] += ` ${format.integer(part + 1)}`;
        else if (typeof part === 'string') parts.push(label(part));
      }
      parts.push(label(line.field));
      const text = parts.join(' · ');
      return line.language
        ? t('admin.audit.inLanguage', { field: text, language: t(`admin.audit.languages.${line.language}`) })
        : text;
    },

    value(value: AuditValue): string {
      switch (value.kind) {
        case 'empty':
          return t('admin.audit.none');
        case 'gone':
          return t('admin.audit.gone');
        case 'text':
          return value.text;
        case 'bolts':
          return t('common.boltsAmount', { amount: format.price(value.minor) });
        case 'percent':
          return new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 2 }).format(
            value.bp / 10_000,
          );
        case 'seconds':
          return new Intl.NumberFormat(locale, { style: 'unit', unit: 'second', unitDisplay: 'long' }).format(
            value.ms / 1000,
          );
        case 'bytes':
          return new Intl.NumberFormat(locale, {
            style: 'unit',
            unit: value.bytes >= 1e6 ? 'megabyte' : 'kilobyte',
            maximumFractionDigits: 1,
          }).format(value.bytes / (value.bytes >= 1e6 ? 1e6 : 1e3));
        case 'number':
          return new Intl.NumberFormat(locale, { maximumFractionDigits: 2 }).format(value.value);
        case 'yesNo':
          return t(value.value ? 'admin.audit.yes' : 'admin.audit.no');
        case 'instant':
          return dateTime(value.iso);
        case 'day':
          return format.day(value.ymd);
        case 'choice': {
          // i18next fails on an empty list of keys: a choice with no words of ours reads as stored.
          const keys = (CHOICE_KEYS[value.field] ?? []).map((prefix) => `${prefix}.${value.value}`);
          return keys.length ? t(keys, { defaultValue: value.value }) : value.value;
        }
      }
    },
  };
}

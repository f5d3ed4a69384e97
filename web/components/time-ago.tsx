import { useTranslation } from 'react-i18next';
import { dateTimeFormat } from '#core/format';
import { relativeTime } from '#core/relative-time';

export function TimeAgo({ iso }: { iso: string }) {
  const { t, i18n } = useTranslation();
  const rel = relativeTime(iso);
  const text = rel.unit === 'justNow' ? t('time.justNow') : t(`time.${rel.unit}Ago`, { count: rel.count });
  const title = dateTimeFormat(i18n.resolvedLanguage, { dateStyle: 'medium', timeStyle: 'short' }).format(
    new Date(iso),
  );
  return (
    <time dateTime={iso} title={title}>
      {text}
    </time>
  );
}

import { TimeAgo } from '../../../components/time-ago';
import { usePageTranslation } from '../../../lib/use-page-translation';

/** When a student last traded or signed in, as "3 hours ago", or "Never". */
export function LastActive({ iso }: { iso: string | null }) {
  const { t } = usePageTranslation('classes');
  if (iso === null) return <span className="text-slate-600">{t('classes.students.never')}</span>;
  return <TimeAgo iso={iso} />;
}

import { MessageSquareQuote } from 'lucide-react';
import { cn } from '../../../lib/cn';
import { usePageTranslation } from '../../../lib/use-page-translation';

/** The reason on a student's latest trade that has one, on one line (whole in its tooltip). */
export function LastReason({ reason, className }: { reason: string; className?: string }) {
  const { t } = usePageTranslation('classes');
  return (
    <p className={cn('flex min-w-0 items-start gap-1.5 text-xs text-slate-700', className)} title={reason}>
      <MessageSquareQuote className="mt-px size-3.5 shrink-0 text-slate-500" aria-hidden />
      <span className="sr-only">{t('classes.students.lastReason')}: </span>
      <bdi className="line-clamp-2 italic">{reason}</bdi>
    </p>
  );
}

import { useTranslation } from 'react-i18next';
import { cn } from '../../lib/cn';

/**
 * Stands in for a sentence or figure that waits on data (the public game's starting cash): grey
 * bars the size of the text, no guessed number, and "Loading…" for screen readers.
 */
export function LoadingText({
  lines = 1,
  tone = 'light',
  className,
}: {
  lines?: number;
  tone?: 'light' | 'onDark';
  className?: string;
}) {
  const { t } = useTranslation();
  return (
    <span role="status" className={cn('block w-full', className)}>
      <span className="sr-only">{t('common.loading')}</span>
      {Array.from({ length: lines }, (_, i) => (
        <span
          key={i}
          aria-hidden
          className={cn(
            'my-[0.25em] block h-[1em] rounded motion-safe:animate-pulse',
            tone === 'onDark' ? 'bg-white/25' : 'bg-slate-200',
            i === lines - 1 && lines > 1 ? 'w-3/5' : 'w-full',
          )}
        />
      ))}
    </span>
  );
}

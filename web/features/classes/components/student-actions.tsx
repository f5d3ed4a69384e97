import { KeyRound, ScrollText, UserMinus, type LucideIcon } from 'lucide-react';
import type { ClassStudent } from '#core/schemas/classes';
import { Button } from '../../../components/ui/button';
import { cn } from '../../../lib/cn';
import { usePageTranslation } from '../../../lib/use-page-translation';
import type { OnStudentAction, StudentAction } from '../lib/student-action';

const ICONS: Record<StudentAction, LucideIcon> = { trades: ScrollText, reset: KeyRound, remove: UserMinus };

/**
 * A student's trades, a new password (only for a login the teacher issued) and removal. In the
 * table they are icon buttons named for the student; on a card, buttons with words.
 */
export function StudentActions({
  student,
  onAction,
  compact = false,
}: {
  student: ClassStudent;
  onAction: OnStudentAction;
  compact?: boolean;
}) {
  const { t } = usePageTranslation('classes');
  // In the table a login the teacher did not issue keeps the reset button's place, so the icons line up.
  const actions: (StudentAction | null)[] = student.issued
    ? ['trades', 'reset', 'remove']
    : compact
      ? ['trades', null, 'remove']
      : ['trades', 'remove'];
  return (
    <div className={cn('flex', compact ? 'justify-end gap-0.5' : 'flex-wrap gap-2')}>
      {actions.map((action) => {
        if (!action) return <span key="none" className="size-9" aria-hidden />;
        const Icon = ICONS[action];
        const named = t(`classes.students.actions.${action}Of`, { name: student.name });
        return compact ? (
          <button
            key={action}
            type="button"
            title={named}
            onClick={() => onAction(action, student)}
            className={cn(
              'flex size-9 items-center justify-center rounded-lg text-slate-600 hover:bg-slate-100 hover:text-slate-900 focus-visible:outline-2 focus-visible:outline-brand-600',
              action === 'remove' && 'hover:bg-rose-50 hover:text-rose-700',
            )}
            data-testid={`student-${action}`}
          >
            <Icon className="size-4.5" aria-hidden />
            <span className="sr-only">{named}</span>
          </button>
        ) : (
          <Button
            key={action}
            size="sm"
            variant={action === 'trades' ? 'secondary' : 'ghost'}
            onClick={() => onAction(action, student)}
            aria-label={named}
            className={cn(action === 'remove' && 'text-rose-700 hover:bg-rose-50')}
            data-testid={`student-${action}`}
          >
            <Icon className="size-4" aria-hidden />
            {t(`classes.students.actions.${action}`)}
          </Button>
        );
      })}
    </div>
  );
}

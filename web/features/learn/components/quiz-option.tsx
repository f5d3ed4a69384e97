import { CircleCheck, CircleX } from 'lucide-react';
import { cn } from '../../../lib/cn';
import { usePageTranslation } from '../../../lib/use-page-translation';

/**
 * One answer: a native radio inside a large label (the whole row is the tap target). Once checked,
 * the right answer and a wrong choice are marked with an icon and words, not colour alone.
 */
export function QuizOption({
  name,
  text,
  checked,
  onChoose,
  disabled,
  mark,
}: {
  name: string;
  text: string;
  checked: boolean;
  onChoose: () => void;
  disabled: boolean;
  mark: 'right' | 'wrong' | null;
}) {
  const { t } = usePageTranslation('learn');
  return (
    <label
      className={cn(
        'flex min-h-12 items-center gap-3 rounded-xl bg-white px-3 py-2.5 ring-1 ring-slate-300',
        disabled ? 'cursor-default' : 'cursor-pointer hover:bg-slate-50',
        'has-checked:bg-brand-50 has-checked:ring-2 has-checked:ring-brand-600',
        mark === 'right' &&
          'bg-emerald-50 ring-2 ring-emerald-600 has-checked:bg-emerald-50 has-checked:ring-emerald-600',
        mark === 'wrong' && 'bg-rose-50 ring-2 ring-rose-600 has-checked:bg-rose-50 has-checked:ring-rose-600',
      )}
      data-testid="quiz-option"
      data-mark={mark ?? undefined}
    >
      <input
        type="radio"
        name={name}
        checked={checked}
        onChange={onChoose}
        disabled={disabled}
        className="size-5 shrink-0 accent-brand-600"
      />
      <span className="min-w-0 flex-1">
        <span className="block text-slate-900">{text}</span>
        {mark && (
          <span
            className={cn(
              'mt-1 flex items-center gap-1 text-sm font-semibold',
              mark === 'right' ? 'text-emerald-800' : 'text-rose-800',
            )}
          >
            {mark === 'right' ? (
              <CircleCheck className="size-4 shrink-0" aria-hidden />
            ) : (
              <CircleX className="size-4 shrink-0" aria-hidden />
            )}
            {mark === 'right' ? t('learn.quiz.rightAnswer') : t('learn.quiz.yourAnswer')}
          </span>
        )}
      </span>
    </label>
  );
}

import { useId } from 'react';
import type { Lesson, QuizResult } from '#core/schemas/learn';
import { useFormat } from '../../../lib/format';
import { usePageTranslation } from '../../../lib/use-page-translation';
import { QuizOption } from './quiz-option';
import { QuizOutcome } from './quiz-outcome';

/** One question: a fieldset of radio answers; once checked, the answers marked and the explanation under them. */
export function QuizQuestion({
  number,
  total,
  question,
  value,
  onChoose,
  result,
  disabled,
}: {
  number: number;
  total: number;
  question: Lesson['quiz'][number];
  value: number | null;
  onChoose: (option: number) => void;
  result: QuizResult['results'][number] | null;
  disabled: boolean;
}) {
  const { t } = usePageTranslation('learn');
  const format = useFormat();
  const name = useId();
  const mark = (option: number) =>
    !result ? null : option === result.answer ? 'right' : option === value ? 'wrong' : null;
  return (
    <fieldset className="space-y-2" data-testid="quiz-question">
      <legend className="mb-2">
        <span className="block text-xs font-semibold tracking-wide text-slate-600 uppercase">
          {t('learn.quiz.question', { number: format.integer(number), total: format.integer(total) })}
        </span>
        <span className="mt-0.5 block text-lg font-bold text-slate-900">{question.question}</span>
      </legend>
      {question.options.map((text, option) => (
        <QuizOption
          key={option}
          name={name}
          text={text}
          checked={value === option}
          onChoose={() => onChoose(option)}
          disabled={disabled || !!result}
          mark={mark(option)}
        />
      ))}
      {result && <QuizOutcome right={result.right} explanation={result.explanation} />}
    </fieldset>
  );
}

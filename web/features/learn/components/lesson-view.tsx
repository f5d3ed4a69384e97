import { useState } from 'react';
import type { Lesson } from '#core/schemas/learn';
import { BackLink } from '../../../components/back-link';
import { usePageTranslation } from '../../../lib/use-page-translation';
import { LessonHeader } from './lesson-header';
import { QuizSection } from './quiz-section';
import { ScreenStepper } from './screen-stepper';

/**
 * A lesson: its screens and figure, then the quiz, which opens from the last screen (or at once
 * for a lesson done before). "Take the quiz" again takes the reader back to it.
 */
export function LessonView({ lesson }: { lesson: Lesson }) {
  const { t } = usePageTranslation('learn');
  const [quizOpen, setQuizOpen] = useState(lesson.done);
  const [quizVisits, setQuizVisits] = useState(0);
  const openQuiz = () => {
    setQuizOpen(true);
    setQuizVisits((v) => v + 1);
  };
  return (
    <div className="mx-auto max-w-2xl space-y-5">
      <BackLink to="/learn" label={t('learn.lesson.back')} />
      <LessonHeader lesson={lesson} />
      <ScreenStepper lesson={lesson} onQuiz={openQuiz} />
      {quizOpen && <QuizSection lesson={lesson} focusKey={quizVisits} />}
    </div>
  );
}

import { BookX, List } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '../../../components/ui/button';
import { usePageTranslation } from '../../../lib/use-page-translation';

/** A lesson id the server does not know (404 lesson_not_found): say so kindly and point to the list. */
export function LessonNotFound() {
  const { t } = usePageTranslation('learn');
  return (
    <div
      className="mx-auto flex max-w-md flex-col items-center px-2 py-12 text-center sm:py-20"
      data-testid="lesson-not-found"
    >
      <span className="flex size-16 items-center justify-center rounded-2xl bg-slate-200 text-slate-600">
        <BookX className="size-8" aria-hidden />
      </span>
      <h1 className="mt-5 text-2xl font-extrabold text-slate-900">{t('learn.lesson.notFound.title')}</h1>
      <p className="mt-2 text-slate-600">{t('learn.lesson.notFound.body')}</p>
      <Button asChild size="lg" className="mt-6">
        <Link to="/learn">
          <List className="size-5" aria-hidden />
          {t('learn.lesson.notFound.back')}
        </Link>
      </Button>
    </div>
  );
}

import { LogIn } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '../../../components/ui/button';
import { storeRedirectAfterAuth } from '../../../lib/session';
import { usePageTranslation } from '../../../lib/use-page-translation';

/** A visitor's quiz ends here: signing in checks the answers (and saves them); they come back to this lesson. */
export function SignInToCheck({ lessonId, xp }: { lessonId: string; xp: number }) {
  const { t } = usePageTranslation('learn');
  return (
    <div className="space-y-2">
      <Button asChild size="lg" className="w-full sm:w-auto">
        <Link to="/auth" onClick={() => storeRedirectAfterAuth(`/learn/${lessonId}`)} data-testid="quiz-sign-in">
          <LogIn className="size-5 flip-rtl" aria-hidden />
          {t('learn.quiz.signIn')}
        </Link>
      </Button>
      <p className="text-sm text-slate-600">{t('learn.quiz.signInNote', { xp })}</p>
    </div>
  );
}

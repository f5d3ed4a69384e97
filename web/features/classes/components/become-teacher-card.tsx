import { GraduationCap, KeyRound } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { errorKey } from '../../../lib/api-client';
import { toast } from '../../../lib/toast';
import { usePageTranslation } from '../../../lib/use-page-translation';
import { useBecomeTeacher } from '../api/become-teacher';

/** For a signed-in player who is not a teacher: what classes are, "I'm a teacher", and /join. */
export function BecomeTeacherCard() {
  const { t } = usePageTranslation('classes');
  const become = useBecomeTeacher();
  const click = () =>
    become.mutate(undefined, {
      onSuccess: () => toast.success(t('classes.teacher.done')),
      onError: (error) =>
        toast.error(t('classes.teacher.failed'), {
          description: t(errorKey(error), { defaultValue: t('errors.internal') }),
        }),
    });
  return (
    <div className="space-y-4">
      <Card className="space-y-4">
        <div className="flex items-start gap-3">
          <span className="flex size-12 shrink-0 items-center justify-center rounded-2xl bg-brand-100 text-brand-700">
            <GraduationCap className="size-6" aria-hidden />
          </span>
          <div className="min-w-0">
            <h2 className="text-lg font-bold text-slate-900">{t('classes.teacher.title')}</h2>
            <p className="mt-1 text-slate-700">{t('classes.teacher.body')}</p>
          </div>
        </div>
        <Button
          size="lg"
          className="w-full sm:w-auto"
          onClick={click}
          disabled={become.isPending}
          aria-busy={become.isPending}
        >
          <GraduationCap className="size-5" aria-hidden />
          {become.isPending ? t('classes.teacher.becoming') : t('classes.teacher.become')}
        </Button>
      </Card>
      <Card className="flex flex-wrap items-center justify-between gap-3">
        <p className="font-semibold text-slate-800">{t('classes.teacher.student')}</p>
        <Button variant="secondary" asChild>
          <Link to="/join">
            <KeyRound className="size-4" aria-hidden />
            {t('classes.teacher.join')}
          </Link>
        </Button>
      </Card>
    </div>
  );
}

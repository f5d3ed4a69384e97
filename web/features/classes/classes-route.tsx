import { Plus } from 'lucide-react';
import { Link } from 'react-router';
import { LoadError } from '../../components/load-error';
import { Button } from '../../components/ui/button';
import { Skeleton } from '../../components/ui/skeleton';
import { isTeacher, useSession } from '../../lib/session';
import { usePageTranslation } from '../../lib/use-page-translation';
import { useMyClasses } from './api/get-classes';
import { BecomeTeacherCard } from './components/become-teacher-card';
import { ClassCard } from './components/class-card';
import { ClassesEmpty } from './components/classes-empty';
import { PageHeader } from './components/page-header';

/** /classes, "My classes": a teacher's class games; anyone else learns how to become a teacher. */
export function ClassesRoute() {
  const { t } = usePageTranslation('classes');
  const { me } = useSession();
  const teacher = isTeacher(me);
  const classes = useMyClasses(teacher);

  return (
    <div className="mx-auto max-w-4xl space-y-5">
      <PageHeader
        title={t('classes.title')}
        subtitle={t('classes.subtitle')}
        action={
          teacher && classes.data?.length ? (
            <Button size="lg" className="w-full sm:w-auto" asChild>
              <Link to="/classes/new">
                <Plus className="size-5" aria-hidden />
                {t('classes.newClass')}
              </Link>
            </Button>
          ) : null
        }
      />
      {!teacher ? (
        <BecomeTeacherCard />
      ) : classes.isPending ? (
        <div className="grid gap-4 sm:grid-cols-2" aria-hidden>
          <Skeleton className="h-52 rounded-2xl" />
          <Skeleton className="h-52 rounded-2xl" />
        </div>
      ) : classes.error ? (
        <LoadError title={t('classes.loadError')} error={classes.error} onRetry={() => void classes.refetch()} />
      ) : classes.data.length === 0 ? (
        <ClassesEmpty />
      ) : (
        <ul className="grid gap-4 sm:grid-cols-2" data-testid="class-list">
          {classes.data.map((summary) => (
            <ClassCard key={summary.id} summary={summary} />
          ))}
        </ul>
      )}
    </div>
  );
}

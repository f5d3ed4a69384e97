import { useQueryClient } from '@tanstack/react-query';
import { Settings2 } from 'lucide-react';
import { useEffect } from 'react';
import { useParams } from 'react-router';
import { MINOR_PER_BOLT } from '#core/money';
import { BackLink } from '../../components/back-link';
import { LoadError } from '../../components/load-error';
import { SectionCard } from '../../components/section-card';
import { Skeleton } from '../../components/ui/skeleton';
import { useFormat } from '../../lib/format';
import { toast } from '../../lib/toast';
import { usePageTranslation } from '../../lib/use-page-translation';
import { useClass } from './api/get-class';
import { classAssignmentsQueryOptions } from './api/get-class-assignments';
import { classStudentsQueryOptions } from './api/get-class-students';
import { useUpdateClass } from './api/update-class';
import { AssignmentsCard } from './components/assignments-card';
import { ClassForm } from './components/class-form';
import { IssueLoginsCard } from './components/issue-logins-card';
import { JoiningCard } from './components/joining-card';
import { PageHeader } from './components/page-header';
import { StudentsCard } from './components/students-card';
import { TeamsCard } from './components/teams-card';
import { classValues } from './lib/class-form';

/**
 * /classes/:classId: the join code for the class (large, QR, present), the students' dashboard,
 * its teams (in team mode), assignments, logins for students without email, and the class's settings.
 */
export default function ClassRoute() {
  const { t } = usePageTranslation('classes');
  const format = useFormat();
  const { classId = '' } = useParams();
  const summary = useClass(classId);
  const update = useUpdateClass(classId);
  // The students' and assignments' reads start beside the class's own, not once it has answered
  // and their cards mount: the dashboard waits one round trip instead of two.
  const client = useQueryClient();
  useEffect(() => {
    void client.prefetchQuery(classStudentsQueryOptions(classId));
    void client.prefetchQuery(classAssignmentsQueryOptions(classId));
  }, [client, classId]);

  return (
    <div className="mx-auto max-w-5xl space-y-4">
      <BackLink to="/classes" label={t('classes.class.back')} />
      {summary.isPending ? (
        <div className="space-y-4" aria-hidden>
          <Skeleton className="h-9 w-2/3" />
          <Skeleton className="h-72 rounded-2xl" />
        </div>
      ) : summary.error ? (
        <LoadError title={t('classes.class.loadError')} error={summary.error} onRetry={() => void summary.refetch()} />
      ) : (
        <>
          <PageHeader
            title={summary.data.name}
            subtitle={`${t('classes.card.dates', {
              start: format.day(summary.data.startsOn),
              end: format.day(summary.data.endsOn),
            })} · ${t('classes.class.startingCash')}: ${t('common.boltsAmount', {
              amount: format.integer(summary.data.startingCashMinor / MINOR_PER_BOLT),
            })}`}
          />
          <JoiningCard summary={summary.data} />
          <StudentsCard summary={summary.data} />
          {summary.data.options.teamMode ? <TeamsCard summary={summary.data} /> : null}
          <AssignmentsCard summary={summary.data} />
          <IssueLoginsCard summary={summary.data} />
          <SectionCard title={t('classes.class.settingsTitle')} icon={Settings2}>
            <ClassForm
              key={summary.data.id}
              initial={classValues(summary.data)}
              submitLabel={t('classes.form.save')}
              pendingLabel={t('classes.form.saving')}
              testId="class-settings-form"
              onSave={async (input) => {
                await update.mutateAsync(input);
                toast.success(t('classes.form.saved'));
              }}
            />
          </SectionCard>
        </>
      )}
    </div>
  );
}

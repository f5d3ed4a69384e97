import { useNavigate } from 'react-router';
import { BackLink } from '../../components/back-link';
import { Card } from '../../components/ui/card';
import { isTeacher, useSession } from '../../lib/session';
import { toast } from '../../lib/toast';
import { usePageTranslation } from '../../lib/use-page-translation';
import { useCreateClass } from './api/create-class';
import { BecomeTeacherCard } from './components/become-teacher-card';
import { ClassForm } from './components/class-form';
import { PageHeader } from './components/page-header';
import { newClassValues } from './lib/class-form';

/** /classes/new: a class in under a minute (a name; the rest has defaults), then its page. */
export default function NewClassRoute() {
  const { t } = usePageTranslation('classes');
  const { me } = useSession();
  const navigate = useNavigate();
  const create = useCreateClass();

  return (
    <div className="mx-auto max-w-2xl space-y-4">
      <BackLink to="/classes" label={t('classes.form.back')} />
      <PageHeader title={t('classes.form.newTitle')} subtitle={t('classes.form.newSubtitle')} />
      {isTeacher(me) ? (
        <Card>
          <ClassForm
            initial={newClassValues()}
            submitLabel={t('classes.form.create')}
            pendingLabel={t('classes.form.creating')}
            testId="new-class-form"
            onSave={async (input) => {
              const created = await create.mutateAsync(input);
              toast.success(t('classes.form.created'));
              await navigate(`/classes/${created.id}`);
            }}
          />
        </Card>
      ) : (
        <BecomeTeacherCard />
      )}
    </div>
  );
}

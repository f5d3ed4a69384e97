import { UserPlus } from 'lucide-react';
import { useState } from 'react';
import type { ClassSummary, IssuedLogin } from '#core/schemas/classes';
import { SectionCard } from '../../../components/section-card';
import { errorKey } from '../../../lib/api-client';
import { useFormat } from '../../../lib/format';
import { toast } from '../../../lib/toast';
import { usePageTranslation } from '../../../lib/use-page-translation';
import { useIssueLogins } from '../api/issue-logins';
import { IssueLoginsForm } from './issue-logins-form';
import { LoginSheet } from './login-sheet';

/** "Student logins": accounts without email for a class, made from a list of names, printed as cards. */
export function IssueLoginsCard({ summary }: { summary: ClassSummary }) {
  const { t } = usePageTranslation('classes');
  const format = useFormat();
  const issue = useIssueLogins(summary.id);
  const [logins, setLogins] = useState<IssuedLogin[] | null>(null);

  const submit = (names: string[]) =>
    issue.mutate(names, {
      onSuccess: (made) => {
        setLogins(made);
        toast.success(t('classes.logins.created', { count: made.length, formatted: format.integer(made.length) }));
      },
    });

  return (
    <SectionCard title={t('classes.logins.title')} icon={UserPlus}>
      <p className="mb-4 text-sm text-slate-700">{t('classes.logins.intro')}</p>
      {logins ? (
        <LoginSheet
          logins={logins}
          classLabel={summary.name}
          onDone={() => {
            setLogins(null);
            issue.reset();
          }}
        />
      ) : (
        <IssueLoginsForm
          pending={issue.isPending}
          failure={issue.error ? t(errorKey(issue.error), { defaultValue: t('errors.internal') }) : null}
          onSubmit={submit}
        />
      )}
    </SectionCard>
  );
}

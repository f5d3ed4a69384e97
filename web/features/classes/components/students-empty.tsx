import { ArrowUp, UserPlus } from 'lucide-react';
import { usePageTranslation } from '../../../lib/use-page-translation';

/** Before anyone joins: where the join code is, and logins for students without email. */
export function StudentsEmpty() {
  const { t } = usePageTranslation('classes');
  return (
    <div
      className="flex flex-col items-center gap-3 rounded-xl bg-slate-50 px-4 py-8 text-center"
      data-testid="students-empty"
    >
      <a
        href="#joining-title"
        className="inline-flex items-center gap-2 rounded-lg font-semibold text-brand-700 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
      >
        <ArrowUp className="size-4" aria-hidden />
        {t('classes.students.emptyLink')}
      </a>
      <p className="flex items-center gap-2 text-sm text-slate-600">
        <UserPlus className="size-4 shrink-0" aria-hidden />
        {t('classes.students.emptyLogins')}
      </p>
    </div>
  );
}

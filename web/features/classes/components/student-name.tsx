import { Avatar } from '../../../components/avatar';
import { Badge } from '../../../components/ui/badge';
import type { ClassStudent } from '#core/schemas/classes';
import { usePageTranslation } from '../../../lib/use-page-translation';

/** The name the class knows a student by, their username (left to right) and whether the teacher issued the login. */
export function StudentName({ student, as: Name = 'span' }: { student: ClassStudent; as?: 'span' | 'h3' }) {
  const { t } = usePageTranslation('classes');
  return (
    <span className="flex min-w-0 items-center gap-2">
      <Avatar avatar={student.avatar} name={student.name} className="size-8 text-sm" />
      <span className="flex min-w-0 flex-col items-start gap-0.5">
        <Name className="font-bold wrap-anywhere text-slate-900">
          <bdi>{student.name}</bdi>
        </Name>
        <span className="flex flex-wrap items-center gap-x-2 gap-y-1 text-xs text-slate-600">
          {student.username ? (
            <bdi dir="ltr" className="wrap-anywhere">
              @{student.username}
            </bdi>
          ) : null}
          {student.issued ? <Badge tone="brand">{t('classes.students.issued')}</Badge> : null}
        </span>
      </span>
    </span>
  );
}

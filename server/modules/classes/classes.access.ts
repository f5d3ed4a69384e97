// Who may act on a class (docs/rules.md#classes): teachers only, and only on their own classes;
// to anyone else a class answers the 404 of a class that does not exist.
import { HttpError } from '../../http/http-error';
import type { ClassesRepo, ClassRow } from './classes.repo';

const teacherOnly = () =>
  new HttpError(403, 'teacher_only', 'Only teachers can run classes. Make your account a teacher account first.');

export function classAccess(deps: {
  repo: Pick<ClassesRepo, 'owned'>;
  isTeacher: (userId: string) => Promise<boolean>;
}) {
  return {
    async requireTeacher(userId: string): Promise<void> {
      if (!(await deps.isTeacher(userId))) throw teacherOnly();
    },

    /** The class, if `userId` runs it (`lock` holds it for the rest of the transaction). */
    async ownedOrNotFound(
      userId: string,
      id: string,
      options?: Parameters<ClassesRepo['owned']>[2],
    ): Promise<ClassRow> {
      const row = await deps.repo.owned(id, userId, options);
      if (!row) throw new HttpError(404, 'class_not_found', 'Class not found.');
      return row;
    },
  };
}
export type ClassAccess = ReturnType<typeof classAccess>;

// Class assignments (docs/rules.md#classes): the teacher sets and removes them and reads every
// student's progress; a student reads their own. Checked on read for the whole class at once;
// the first time a student meets one is recorded, so done stays done.
import { stillCounts, utcDay } from '#core/classes/assignments';
import { weekStart } from '#core/competition/week';
import {
  ASSIGNMENTS_PER_CLASS_MAX,
  assignmentTaskSchema,
  type Assignment,
  type AssignmentInput,
  type AssignmentStatus,
  type ClassAssignment,
  type MyAssignment,
} from '#core/schemas/classes';
import { HttpError } from '../../http/http-error';
import type { AssignmentRow, AssignmentsRepo, ProgressRow } from './assignments.repo';
import type { ClassAccess } from './classes.access';

const iso = (at: Date | string) => new Date(at).toISOString();
const notInClass = () => new HttpError(404, 'class_not_found', 'Class not found.');

export function toAssignment(row: AssignmentRow): Assignment {
  const task = assignmentTaskSchema.parse({ template: row.template, params: row.params });
  return { ...task, id: row.id, dueOn: row.dueOn, createdAt: iso(row.createdAt) };
}

export function toStatus(row: ProgressRow): AssignmentStatus {
  const sectors = row.sectors_need === null ? undefined : { have: row.sectors_have ?? 0, need: row.sectors_need };
  return {
    done: row.completed_at !== null,
    completedAt: row.completed_at === null ? null : iso(row.completed_at),
    progress: { have: row.have, need: row.need, ...(sectors && { sectors }) },
  };
}

export function createAssignmentsService(deps: {
  repo: AssignmentsRepo;
  access: ClassAccess;
  /** The lessons a finish_lesson assignment may name. */
  lessonIds: ReadonlySet<string>;
  now?: () => Date;
}) {
  const { repo, access } = deps;
  const now = deps.now ?? (() => new Date());

  async function myClass(teacherId: string, classId: string) {
    await access.requireTeacher(teacherId);
    return access.ownedOrNotFound(teacherId, classId);
  }

  /** The class's assignments with each current student's status (only `userId`'s when given). */
  async function checked(classId: string, userId: string | null) {
    const at = now();
    const [rows, progress] = await Promise.all([repo.list(classId), repo.check(classId, at, weekStart(at), userId)]);
    const byAssignment = new Map<string, ProgressRow[]>();
    for (const p of progress) byAssignment.set(p.assignment_id, [...(byAssignment.get(p.assignment_id) ?? []), p]);
    return rows.map((row) => ({ row, lines: byAssignment.get(row.id) ?? [] }));
  }

  return {
    async create(teacherId: string, classId: string, input: AssignmentInput): Promise<Assignment> {
      const klass = await myClass(teacherId, classId);
      const at = now();
      if (klass.endsAt && klass.endsAt.getTime() <= at.getTime()) {
        throw new HttpError(409, 'class_ended', 'This class has ended.');
      }
      if (input.dueOn !== null && !stillCounts(input.dueOn, at)) {
        throw new HttpError(400, 'assignment_due_past', `The due day must be today (${utcDay(at)}) or later.`);
      }
      if (input.template === 'finish_lesson' && !deps.lessonIds.has(input.params.lesson)) {
        throw new HttpError(400, 'lesson_not_found', 'No such lesson.');
      }
      if ((await repo.count(classId)) >= ASSIGNMENTS_PER_CLASS_MAX) {
        throw new HttpError(
          409,
          'assignments_full',
          `A class can have at most ${ASSIGNMENTS_PER_CLASS_MAX} assignments. Delete one first.`,
        );
      }
      const row = await repo.insert({
        gameId: classId,
        template: input.template,
        params: input.params,
        dueOn: input.dueOn,
      });
      return toAssignment(row);
    },

    async list(teacherId: string, classId: string): Promise<ClassAssignment[]> {
      await myClass(teacherId, classId);
      return (await checked(classId, null)).map(({ row, lines }) => ({
        ...toAssignment(row),
        students: lines.map((line) => ({ userId: line.user_id, ...toStatus(line) })),
      }));
    },

    async remove(teacherId: string, classId: string, assignmentId: string): Promise<void> {
      await myClass(teacherId, classId);
      if (!(await repo.remove(classId, assignmentId))) {
        throw new HttpError(404, 'assignment_not_found', 'No such assignment in this class.');
      }
    },

    /** A student's own assignments in a class they are in; to anyone else (removed too) it does not exist. */
    async mine(userId: string, classId: string): Promise<MyAssignment[]> {
      if (!(await repo.isStudent(classId, userId))) throw notInClass();
      return (await checked(classId, userId)).flatMap(({ row, lines }) =>
        lines.map((line) => ({ ...toAssignment(row), ...toStatus(line) })),
      );
    },
  };
}
export type AssignmentsService = ReturnType<typeof createAssignmentsService>;

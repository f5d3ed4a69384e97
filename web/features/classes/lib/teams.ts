// Students and the class's teams on the teacher's dashboard (docs/rules.md#classes).
import type { ClassStudent, ClassTeam } from '#core/schemas/classes';

/**
 * The student's team if the class lists it, else null: a team the list lacks cannot be shown in
 * the team picker, so it counts as none there and in the share-out count alike.
 */
export function teamOf(student: ClassStudent, teams: readonly ClassTeam[]): string | null {
  return student.teamId !== null && teams.some((team) => team.id === student.teamId) ? student.teamId : null;
}

/** How many students the share-out would place: those in no team. */
export function countWithoutTeam(students: readonly ClassStudent[], teams: readonly ClassTeam[]): number {
  return students.filter((student) => teamOf(student, teams) === null).length;
}

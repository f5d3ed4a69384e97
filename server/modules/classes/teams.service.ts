// A class's teams (docs/rules.md#classes): the teacher makes teams, puts each student in one, and
// reads the team standings on the dashboard (a team's value is its members' mean). Only the class's
// teacher gets in (classAccess); another class's team looks exactly like no team.
import { TEAMS_MAX } from '#core/schemas/classes';
import { HttpError } from '../../http/http-error';
import type { ClassAccess } from './classes.access';
import type { TeamsRepo } from './teams.repo';

const teamNotFound = () => new HttpError(404, 'team_not_found', 'No such team in this class.');
const studentNotFound = () => new HttpError(404, 'not_found', 'No such student in this class.');

export function createTeamsService(deps: { repo: TeamsRepo; access: ClassAccess }) {
  const { repo, access } = deps;

  async function myClass(teacherId: string, classId: string) {
    await access.requireTeacher(teacherId);
    return access.ownedOrNotFound(teacherId, classId);
  }

  return {
    async create(teacherId: string, classId: string, name: string): Promise<{ id: string; name: string }> {
      await myClass(teacherId, classId);
      if ((await repo.countOf(classId)) >= TEAMS_MAX)
        throw new HttpError(409, 'teams_full', `A class can have at most ${TEAMS_MAX} teams.`);
      const team = await repo.insert(classId, name);
      if (!team) throw new HttpError(409, 'team_name_taken', 'This class already has a team of that name.');
      return team;
    },

    async remove(teacherId: string, classId: string, teamId: string): Promise<void> {
      await myClass(teacherId, classId);
      if (!(await repo.remove(classId, teamId))) throw teamNotFound();
    },

    /** Puts a student in one of the class's teams, or in none. */
    async place(teacherId: string, classId: string, userId: string, teamId: string | null): Promise<void> {
      await myClass(teacherId, classId);
      if (teamId !== null && !(await repo.exists(classId, teamId))) throw teamNotFound();
      if (!(await repo.place(classId, userId, teamId))) throw studentNotFound();
    },
  };
}
export type TeamsService = ReturnType<typeof createTeamsService>;

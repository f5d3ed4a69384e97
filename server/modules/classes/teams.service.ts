// A class's teams (docs/rules.md#classes): the teacher makes teams, puts each student in one, and
// reads the team standings on the dashboard (a team's value is its members' mean). Only the class's
// teacher gets in (classAccess); another class's team looks exactly like no team.
import { randomInt } from 'node:crypto';
import { weekStart } from '#core/competition/week';
import { dealOut } from '#core/classes/teams';
import { TEAMS_MAX, type TeamBoard } from '#core/schemas/classes';
import { inTransaction, type Db } from '../../db/client';
import { HttpError } from '../../http/http-error';
import { ReadCache } from '../../lib/read-cache';
import { classOptionsOf, type GamesService } from '../games';
import type { ClassAccess } from './classes.access';
import { teamStandings, toStudent } from './dashboard.service';
import type { DashboardRepo } from './dashboard.repo';
import type { TeamsRepo } from './teams.repo';

const teamNotFound = () => new HttpError(404, 'team_not_found', 'No such team in this class.');
const studentNotFound = () => new HttpError(404, 'not_found', 'No such student in this class.');
/**
 * Every player of a class polls its team standings, and each read is the whole class's dashboard:
 * one read per class serves them all for this long (the teacher's changes here forget it at once).
 */
const BOARD_CACHE_MS = 10_000;

const teamModeOff = () =>
  new HttpError(409, 'team_mode_off', 'This class is not played in teams. Turn on team mode in its settings first.');

/** A fair shuffle, so the teams a share-out makes do not follow who joined first. */
function shuffled<T>(items: readonly T[]): T[] {
  const out = [...items];
  for (let i = out.length - 1; i > 0; i--) {
    const j = randomInt(i + 1);
    [out[i], out[j]] = [out[j]!, out[i]!];
  }
  return out;
}

export function createTeamsService(deps: {
  db: Db;
  repo: TeamsRepo;
  access: ClassAccess;
  students: Pick<DashboardRepo, 'students' | 'teams'>;
  games: Pick<GamesService, 'checkBoardReader'>;
  now?: () => Date;
}) {
  const { db, repo, access } = deps;
  const now = deps.now ?? (() => new Date());
  const boards = new ReadCache<{ teams: TeamBoard['teams']; teamOf: Map<string, string | null> }>(BOARD_CACHE_MS);

  async function myClass(teacherId: string, classId: string) {
    await access.requireTeacher(teacherId);
    return access.ownedOrNotFound(teacherId, classId);
  }

  return {
    async create(teacherId: string, classId: string, name: string): Promise<{ id: string; name: string }> {
      const row = await myClass(teacherId, classId);
      if (!classOptionsOf(row.rules)?.teamMode) throw teamModeOff();
      if ((await repo.countOf(classId)) >= TEAMS_MAX)
        throw new HttpError(409, 'teams_full', `A class can have at most ${TEAMS_MAX} teams.`);
      const team = await repo.insert(classId, name);
      if (!team) throw new HttpError(409, 'team_name_taken', 'This class already has a team of that name.');
      boards.forget(classId);
      return team;
    },

    async remove(teacherId: string, classId: string, teamId: string): Promise<void> {
      await myClass(teacherId, classId);
      if (!(await repo.remove(classId, teamId))) throw teamNotFound();
      boards.forget(classId);
    },

    /** Puts a student in one of the class's teams, or in none. */
    async place(teacherId: string, classId: string, userId: string, teamId: string | null): Promise<void> {
      await myClass(teacherId, classId);
      if (teamId !== null && !(await repo.exists(classId, teamId))) throw teamNotFound();
      if (!(await repo.place(classId, userId, teamId))) throw studentNotFound();
      boards.forget(classId);
    },

    /** Every current student without a team goes to the smallest team (docs/rules.md#classes). */
    async shareOut(teacherId: string, classId: string): Promise<{ placed: number }> {
      await access.requireTeacher(teacherId);
      const result = await inTransaction(db, async (tx) => {
        // The class's row held: two share-outs at once deal one after the other.
        const row = await access.ownedOrNotFound(teacherId, classId, { on: tx, lock: true });
        if (!classOptionsOf(row.rules)?.teamMode) throw teamModeOff();
        const placed = dealOut(await repo.sizes(tx, classId), shuffled(await repo.withoutTeam(tx, classId)));
        for (const [portfolioId, teamId] of placed) await repo.placePortfolio(tx, portfolioId, teamId);
        return { placed: placed.size };
      });
      boards.forget(classId);
      return result;
    },

    /**
     * The team standings as the class's players (and its teacher) see them, with the reader's own
     * team; whoever may not read the class board is refused as the board refuses them.
     */
    async board(readerId: string, gameId: string): Promise<TeamBoard> {
      const options = await deps.games.checkBoardReader(readerId, gameId);
      if (!options?.teamMode) return { teams: [], myTeamId: null };
      const board = await boards.get(gameId, async () => {
        const [rows, teams] = await Promise.all([
          deps.students.students(gameId, weekStart(now())),
          deps.students.teams(gameId),
        ]);
        const students = rows.map(toStudent);
        return { teams: teamStandings(teams, students), teamOf: new Map(students.map((s) => [s.userId, s.teamId])) };
      });
      return { teams: board.teams, myTeamId: board.teamOf.get(readerId) ?? null };
    },
  };
}
export type TeamsService = ReturnType<typeof createTeamsService>;

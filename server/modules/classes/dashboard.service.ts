// The teacher's dashboard of a class (docs/rules.md#classes): its students' figures, their CSV,
// a student's trades with reasons, and removing a student. Only the class's teacher gets in
// (classAccess, as for the class itself); a student of another class looks exactly like no student.
import { weekStart } from '#core/competition/week';
import { toCsv, type CsvCell } from '#core/csv';
import { minorToDecimalString } from '#core/money';
import { avatarOf } from '#core/social/avatars';
import type { ClassDashboard, ClassStudent, ClassTeam, studentTradeSchema } from '#core/schemas/classes';
import type { z } from 'zod';
import { inTransaction, type Db } from '../../db/client';
import { HttpError } from '../../http/http-error';
import { toFigures } from '../games';
import type { ClassAccess } from './classes.access';
import { toClassSummary } from './classes.service';
import type { DashboardRepo, StudentRow } from './dashboard.repo';

/** The newest trades a teacher reads of one student. */
export const STUDENT_TRADES_LIMIT = 200;

const studentNotFound = () => new HttpError(404, 'not_found', 'No such student in this class.');

const iso = (at: Date | string) => new Date(at).toISOString();
const int = (value: string | null) => (value === null ? 0 : Number(value));

const names = new Intl.Collator('en', { sensitivity: 'base', numeric: true });

export function toStudent(row: StudentRow): ClassStudent {
  const figures = toFigures({
    portfolioId: row.portfolio_id,
    gameId: row.game_id,
    userId: row.user_id,
    cashMinor: int(row.cash_minor),
    reservedMinor: int(row.reserved_minor),
    holdingsValueMinor: int(row.holdings_value_minor),
    valueMinor: int(row.value_minor),
    startingGrantMinor: int(row.starting_grant_minor),
    bonusesMinor: int(row.bonuses_minor),
    gainMinor: int(row.gain_minor),
    shortCollateralMinor: int(row.short_collateral_minor),
    shortLiabilityMinor: int(row.short_liability_minor),
  });
  const holdings = (typeof row.holdings === 'string' ? JSON.parse(row.holdings) : row.holdings) ?? [];
  const largestMinor = int(row.largest_minor);
  return {
    userId: row.user_id,
    username: row.username,
    name: row.name,
    avatar: avatarOf(row.avatar),
    issued: row.issued,
    joinedAt: iso(row.joined_at),
    lastActiveAt: row.last_active_at === null ? null : iso(row.last_active_at),
    trades: row.trades,
    reasons: row.reasons,
    lastReason: row.last_reason,
    holdings: (holdings as ClassStudent['holdings']).map((h) => ({
      symbol: h.symbol,
      quantity: Number(h.quantity),
      valueMinor: Number(h.valueMinor),
    })),
    cashMinor: figures.cashMinor,
    valueMinor: figures.valueMinor,
    gainMinor: figures.gainMinor,
    gainBp: figures.gainBp,
    score: row.score,
    rank: row.rank,
    companies: row.companies,
    // As the standings job measures concentration: the largest position over the whole value.
    maxPositionBp: figures.valueMinor > 0 ? Math.round((largestMinor * 10_000) / figures.valueMinor) : 0,
    teamId: row.team_id,
    lessons: row.lessons,
  };
}

const mean = (values: number[]) =>
  values.length === 0 ? 0 : Math.round(values.reduce((sum, v) => sum + v, 0) / values.length);

/** Team standings: a team's value is the mean of its members' values, best first, then by name. */
export function teamStandings(teams: readonly { id: string; name: string }[], students: readonly ClassStudent[]) {
  return teams
    .map((team): ClassTeam => {
      const members = students.filter((s) => s.teamId === team.id);
      return {
        id: team.id,
        name: team.name,
        members: members.length,
        meanValueMinor: mean(members.map((m) => m.valueMinor)),
        meanGainBp: mean(members.map((m) => m.gainBp)),
      };
    })
    .sort((a, b) => b.meanValueMinor - a.meanValueMinor || names.compare(a.name, b.name));
}

/** The class board's order: by rank, the unranked last, then by name as people read it. */
export function byBoard(a: ClassStudent, b: ClassStudent): number {
  const byRank = (a.rank ?? Number.POSITIVE_INFINITY) - (b.rank ?? Number.POSITIVE_INFINITY);
  if (byRank) return byRank;
  return names.compare(a.name, b.name) || (a.userId < b.userId ? -1 : a.userId > b.userId ? 1 : 0);
}

const CSV_HEADER = [
  'student',
  'username',
  'login',
  'last active',
  'trades',
  'reasons',
  'cash',
  'value',
  'gain',
  'return %',
  'Bolts Score',
  'rank',
  'companies',
  'largest position %',
  'lessons',
  'holdings',
  'latest reason',
];

/** Basis points as a percentage with two decimals: 1234 -> "12.34". */
const percent = (bp: number) => (bp / 100).toFixed(2);

/**
 * The dashboard as a spreadsheet: one row a student, money in Bolts with two decimals. A class
 * played in teams (given its teams) has each student's team in a last column.
 */
export function studentsCsv(
  students: readonly ClassStudent[],
  teams?: readonly { id: string; name: string }[],
): string {
  const teamName = new Map(teams?.map((t) => [t.id, t.name]));
  const rows: CsvCell[][] = students.map((s) => [
    s.name,
    s.username,
    s.issued ? 'issued' : 'own',
    s.lastActiveAt && `${s.lastActiveAt.slice(0, 19)}Z`,
    s.trades,
    s.reasons,
    minorToDecimalString(s.cashMinor),
    minorToDecimalString(s.valueMinor),
    minorToDecimalString(s.gainMinor),
    percent(s.gainBp),
    s.score === null ? null : s.score.toFixed(2),
    s.rank,
    s.companies,
    percent(s.maxPositionBp),
    s.lessons,
    s.holdings.map((h) => `${h.symbol} ${h.quantity}`).join('; '),
    s.lastReason,
    ...(teams ? [s.teamId && (teamName.get(s.teamId) ?? null)] : []),
  ]);
  return toCsv([teams ? [...CSV_HEADER, 'team'] : CSV_HEADER, ...rows]);
}

/** A file name from a class name, in any script: "Class 7B" -> "class-7b". */
export function fileSlug(name: string): string {
  const slug = name
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 50)
    .replace(/-+$/, '');
  return slug || 'class';
}

export function createDashboardService(deps: { db: Db; repo: DashboardRepo; access: ClassAccess; now?: () => Date }) {
  const { db, repo, access } = deps;
  const now = deps.now ?? (() => new Date());

  /** The teacher's own class, or the refusal anyone else gets. */
  async function myClass(teacherId: string, classId: string) {
    await access.requireTeacher(teacherId);
    return access.ownedOrNotFound(teacherId, classId);
  }

  async function dashboard(teacherId: string, classId: string): Promise<ClassDashboard> {
    const summary = toClassSummary(await myClass(teacherId, classId));
    const [rows, teams] = await Promise.all([repo.students(classId, weekStart(now())), repo.teams(classId)]);
    const students = rows.map(toStudent).sort(byBoard);
    return { class: summary, students, teams: teamStandings(teams, students) };
  }

  return {
    dashboard,

    async csv(teacherId: string, classId: string): Promise<{ fileSlug: string; body: string }> {
      const { class: summary, students, teams } = await dashboard(teacherId, classId);
      const body = studentsCsv(students, summary.options.teamMode ? teams : undefined);
      return { fileSlug: fileSlug(summary.name), body };
    },

    async trades(teacherId: string, classId: string, userId: string): Promise<z.infer<typeof studentTradeSchema>[]> {
      await myClass(teacherId, classId);
      const portfolioId = await repo.studentPortfolio(classId, userId);
      if (!portfolioId) throw studentNotFound();
      const rows = await repo.trades(portfolioId, STUDENT_TRADES_LIMIT);
      return rows.map((r) => ({ ...r, createdAt: r.createdAt.toISOString() }));
    },

    /**
     * Removes a student: their portfolio leaves the class and their open orders are cancelled,
     * reservations back, in one transaction; the money stays in the books.
     */
    async remove(teacherId: string, classId: string, userId: string): Promise<void> {
      await myClass(teacherId, classId);
      await inTransaction(db, async (tx) => {
        const portfolioId = await repo.studentPortfolio(classId, userId, { on: tx, lock: true });
        if (!portfolioId) throw studentNotFound();
        await repo.leave(tx, portfolioId);
      });
    },
  };
}
export type DashboardService = ReturnType<typeof createDashboardService>;

// Class games (docs/rules.md#classes): a teacher creates a game for a class, students join it with a code.
// What the /api/classes and /api/join routes take and answer.
import { z } from 'zod';
import { lessonIdSchema } from '../learn/lessons';
import { avatarIdSchema } from '../social/avatars';
import { TRADE_REASON_MAX } from '../trading';

/** Join codes: 6 characters from an alphabet without look-alikes (no 0/O, 1/I/L). */
export const JOIN_CODE_ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';
export const JOIN_CODE_LENGTH = 6;
export const joinCodeSchema = z
  .string()
  .trim()
  .toUpperCase()
  .regex(new RegExp(`^[${JOIN_CODE_ALPHABET}]{${JOIN_CODE_LENGTH}}$`), 'A join code is 6 letters and digits');

/** Most Bolts a class may start with, and most it may pay each week. */
export const CLASS_MAX_STARTING_CASH_MINOR = 100_000_000;
export const CLASS_MAX_PAYCHECK_MINOR = 10_000_000;

/** A class's own rules, kept in the game's rules (with weeklyBoard). */
export const classOptionsSchema = z.object({
  /** Students may place limit orders (market orders always). */
  limitOrders: z.boolean(),
  /** Bolts deposited into every student's portfolio each week; 0 for none. */
  paycheckMinor: z.number().int().min(0).max(CLASS_MAX_PAYCHECK_MINOR),
  /** Students play in teams; the team's value is its members' mean. */
  teamMode: z.boolean(),
  /** Students see the class board (the teacher always does). */
  boardVisible: z.boolean(),
  /** Chat between the class's students. */
  chat: z.boolean(),
  /** A one-line reason is required on every order in this class. */
  reasonsRequired: z.boolean(),
  /** Students may sell short (docs/rules.md#short-selling); off unless the teacher turns it on. */
  shortSelling: z.boolean().default(false),
});
export type ClassOptions = z.infer<typeof classOptionsSchema>;

export const DEFAULT_CLASS_OPTIONS: ClassOptions = {
  limitOrders: true,
  paycheckMinor: 0,
  teamMode: false,
  boardVisible: true,
  chat: false,
  reasonsRequired: false,
  shortSelling: false,
};

/** POST /api/classes and PATCH /api/classes/{id}: dates are days (YYYY-MM-DD, the class's first and last). */
export const classInputSchema = z
  .object({
    name: z.string().trim().min(1).max(60),
    startsOn: z.iso.date(),
    endsOn: z.iso.date(),
    startingCashMinor: z.number().int().min(0).max(CLASS_MAX_STARTING_CASH_MINOR),
    options: classOptionsSchema,
  })
  .refine((c) => c.endsOn > c.startsOn, { path: ['endsOn'], message: 'The class must end after it starts' });
export type ClassInput = z.infer<typeof classInputSchema>;

export const classSummarySchema = z.object({
  id: z.uuid(),
  name: z.string(),
  startsOn: z.string(),
  endsOn: z.string(),
  startingCashMinor: z.number().int(),
  options: classOptionsSchema,
  /** Null once joining is closed. */
  joinCode: z.string().nullable(),
  joiningOpen: z.boolean(),
  students: z.number().int(),
  createdAt: z.string(),
});
export type ClassSummary = z.infer<typeof classSummarySchema>;
export const myClassesSchema = z.object({ classes: z.array(classSummarySchema) });

/** POST /api/classes/{id}/joining: open (with a fresh code when `newCode`) or close joining. */
export const joiningInputSchema = z.object({ open: z.boolean(), newCode: z.boolean().default(false) });

/** POST /api/join. */
export const joinInputSchema = z.object({ code: joinCodeSchema });
export const joinResultSchema = z.object({
  gameId: z.uuid(),
  name: z.string(),
  startingCashMinor: z.number().int(),
  /** The player was in the class already: nothing changed. */
  alreadyMember: z.boolean(),
});
export type JoinResult = z.infer<typeof joinResultSchema>;

/** GET /api/join/{code}: what a student sees before joining (no teacher's details). */
export const joinPreviewSchema = z.object({
  name: z.string(),
  startingCashMinor: z.number().int(),
  startsOn: z.string(),
  endsOn: z.string(),
});
export type JoinPreview = z.infer<typeof joinPreviewSchema>;

// ---------------------------------------------------------------------------------------------
// Trade reasons (docs/rules.md#classes): one line on why, kept with the order.
// ---------------------------------------------------------------------------------------------

export { TRADE_REASON_MAX };
/** An empty reason is no reason. */
export const tradeReasonSchema = z
  .string()
  .trim()
  .max(TRADE_REASON_MAX)
  .transform((s) => (s === '' ? undefined : s));

// ---------------------------------------------------------------------------------------------
// Teams (docs/rules.md#classes): a class in team mode; a team's value is its members' mean.
// ---------------------------------------------------------------------------------------------

export const TEAMS_MAX = 20;
/** POST /api/classes/{id}/teams. */
export const teamInputSchema = z.object({ name: z.string().trim().min(1).max(40) });
/** PUT /api/classes/{id}/students/{userId}/team: null takes the student out of their team. */
export const teamChoiceSchema = z.object({ teamId: z.uuid().nullable() });

export const classTeamSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  members: z.number().int(),
  /** The mean of the members' portfolio values (0 for a team with no one). */
  meanValueMinor: z.number().int(),
  /** The mean of the members' raw returns, in basis points. */
  meanGainBp: z.number().int(),
});
export type ClassTeam = z.infer<typeof classTeamSchema>;

/** POST /api/classes/{id}/teams/share-out: how many students without a team were placed in one. */
export const shareOutResultSchema = z.object({ placed: z.number().int() });

/** GET /api/games/{id}/teams: a class's team standings as its players see them, and their own team. */
export const teamBoardSchema = z.object({
  teams: z.array(classTeamSchema),
  myTeamId: z.uuid().nullable(),
});
export type TeamBoard = z.infer<typeof teamBoardSchema>;

// ---------------------------------------------------------------------------------------------
// The teacher's dashboard: GET /api/classes/{id}/students (JSON) and /students.csv.
// ---------------------------------------------------------------------------------------------

export const classStudentSchema = z.object({
  userId: z.string(),
  username: z.string().nullable(),
  /**
   * The name the teacher knows the student by: for a login the teacher issued, the name they typed
   * (the student's private full name); for anyone else their display name, else their username.
   */
  name: z.string(),
  avatar: avatarIdSchema.nullable(),
  /** A login the teacher issued (no email or phone): its password can be reset here. */
  issued: z.boolean(),
  joinedAt: z.string(),
  /** The student's latest order in the class, or their latest sign-in if later; null if never. */
  lastActiveAt: z.string().nullable(),
  trades: z.number().int(),
  /** Trades the student wrote a reason on. */
  reasons: z.number().int(),
  /** The reason on the latest trade that has one. */
  lastReason: z.string().nullable(),
  holdings: z.array(z.object({ symbol: z.string(), quantity: z.number().int(), valueMinor: z.number().int() })),
  cashMinor: z.number().int(),
  valueMinor: z.number().int(),
  gainMinor: z.number().int(),
  /** Raw return: gain in basis points of what was granted. */
  gainBp: z.number().int(),
  /** This week's Bolts Score on the class board; null before the first trade of the week. */
  score: z.number().nullable(),
  /** Place on this week's class board; null when not ranked. */
  rank: z.number().int().nullable(),
  /** Diversification: companies held, and the largest position in basis points of the portfolio. */
  companies: z.number().int(),
  maxPositionBp: z.number().int(),
  /** Lessons the student finished (anywhere: lessons belong to the player, not to a game). */
  lessons: z.number().int(),
  /** The student's team, in a class played in teams. */
  teamId: z.uuid().nullable(),
});
export type ClassStudent = z.infer<typeof classStudentSchema>;

export const classDashboardSchema = z.object({
  class: classSummarySchema,
  /** By rank on the class board, then name. */
  students: z.array(classStudentSchema),
  /** The class's teams, best mean value first (none until the teacher makes some). */
  teams: z.array(classTeamSchema),
});
export type ClassDashboard = z.infer<typeof classDashboardSchema>;

/** One of a student's trades, as the teacher reads it: GET /api/classes/{id}/students/{userId}/trades. */
export const studentTradeSchema = z.object({
  id: z.uuid(),
  companySymbol: z.string(),
  companyName: z.string(),
  side: z.enum(['buy', 'sell']),
  quantity: z.number().int(),
  pricePerShareMinor: z.number().int(),
  totalAmountMinor: z.number().int(),
  /** Shares that opened a short (a sale) or covered one (a buy): docs/rules.md#short-selling. */
  shortQuantity: z.number().int(),
  reason: z.string().nullable(),
  createdAt: z.string(),
});
export const studentTradesSchema = z.object({ trades: z.array(studentTradeSchema) });

// ---------------------------------------------------------------------------------------------
// Teacher-issued logins (docs/rules.md#classes): accounts with no email or phone, for one class.
// ---------------------------------------------------------------------------------------------

export const ISSUED_LOGINS_MAX = 60;
/** POST /api/classes/{id}/logins: one login per name (the name the class sees). */
export const issueLoginsInputSchema = z.object({
  names: z.array(z.string().trim().min(1).max(40)).min(1).max(ISSUED_LOGINS_MAX),
});
/** A login and its password: shown once, to print as a card. */
export const issuedLoginSchema = z.object({
  userId: z.string(),
  name: z.string(),
  username: z.string(),
  password: z.string(),
});
export type IssuedLogin = z.infer<typeof issuedLoginSchema>;
export const issuedLoginsSchema = z.object({ logins: z.array(issuedLoginSchema) });

// ---------------------------------------------------------------------------------------------
// Assignments (docs/rules.md#classes): a template with its parameters, checked automatically.
// ---------------------------------------------------------------------------------------------

/** Each template's parameters and their limits (the form's number inputs read them too). */
export const ASSIGNMENT_LIMITS = {
  diversify: { companies: { min: 2, max: 20 }, sectors: { min: 1, max: 10 }, days: { min: 0, max: 30 } },
  write_reasons: { trades: { min: 1, max: 50 } },
} as const;
/** Assignments a class may have at once. */
export const ASSIGNMENTS_PER_CLASS_MAX = 50;

const count = (limits: { min: number; max: number }) => z.number().int().min(limits.min).max(limits.max);
const D = ASSIGNMENT_LIMITS.diversify;

export const assignmentTaskSchema = z.discriminatedUnion('template', [
  z.object({ template: z.literal('limit_below_market'), params: z.object({}).strict().default({}) }),
  z.object({
    template: z.literal('diversify'),
    params: z
      .object({ companies: count(D.companies), sectors: count(D.sectors), days: count(D.days) })
      .strict()
      .refine((p) => p.sectors <= p.companies, {
        path: ['sectors'],
        message: 'Sectors cannot outnumber companies',
      }),
  }),
  z.object({
    template: z.literal('write_reasons'),
    params: z.object({ trades: count(ASSIGNMENT_LIMITS.write_reasons.trades) }).strict(),
  }),
  z.object({ template: z.literal('beat_index'), params: z.object({}).strict().default({}) }),
  z.object({ template: z.literal('finish_lesson'), params: z.object({ lesson: lessonIdSchema }).strict() }),
]);
export type AssignmentTask = z.infer<typeof assignmentTaskSchema>;

/** POST /api/classes/{id}/assignments: the task, and the last day it counts (inclusive, UTC) if any. */
export const assignmentInputSchema = z.intersection(
  assignmentTaskSchema,
  z.object({ dueOn: z.iso.date().nullable().default(null) }),
);
export type AssignmentInput = z.infer<typeof assignmentInputSchema>;

export const assignmentSchema = z.intersection(
  assignmentTaskSchema,
  z.object({ id: z.uuid(), dueOn: z.string().nullable(), createdAt: z.string() }),
);
export type Assignment = z.infer<typeof assignmentSchema>;

/** How far a student is: "2 of 3 companies"; diversify also counts sectors. */
export const assignmentProgressSchema = z.object({
  have: z.number().int(),
  need: z.number().int(),
  sectors: z.object({ have: z.number().int(), need: z.number().int() }).optional(),
});
export type AssignmentProgress = z.infer<typeof assignmentProgressSchema>;

/** One student on one assignment: done stays done once first met, whatever the progress now. */
export const assignmentStatusSchema = z.object({
  done: z.boolean(),
  completedAt: z.string().nullable(),
  progress: assignmentProgressSchema,
});
export type AssignmentStatus = z.infer<typeof assignmentStatusSchema>;

/** GET /api/classes/{id}/assignments: each assignment with every current student's status. */
export const classAssignmentSchema = z.intersection(
  assignmentSchema,
  z.object({ students: z.array(assignmentStatusSchema.extend({ userId: z.string() })) }),
);
export type ClassAssignment = z.infer<typeof classAssignmentSchema>;
export const classAssignmentsSchema = z.object({ assignments: z.array(classAssignmentSchema) });

/** GET /api/assignments?game=: a student's assignments in a class, with their own status only. */
export const myAssignmentSchema = z.intersection(assignmentSchema, assignmentStatusSchema);
export type MyAssignment = z.infer<typeof myAssignmentSchema>;
export const myAssignmentsSchema = z.object({ assignments: z.array(myAssignmentSchema) });

import type { ClassStudent } from '#core/schemas/classes';

/** A dashboard line for tests: a student who has not traded yet, with the figures a test names. */
export const classStudent = (name: string, figures: Partial<ClassStudent> = {}): ClassStudent => ({
  userId: `id-${name}`,
  username: name.toLowerCase(),
  name,
  avatar: null,
  issued: false,
  joinedAt: '2026-03-01T08:00:00.000Z',
  lastActiveAt: null,
  trades: 0,
  reasons: 0,
  lastReason: null,
  holdings: [],
  cashMinor: 1_000_000,
  valueMinor: 1_000_000,
  gainMinor: 0,
  gainBp: 0,
  score: null,
  rank: null,
  companies: 0,
  maxPositionBp: 0,
  teamId: null,
  lessons: 0,
  ...figures,
});

// Test data factories: each call makes fresh, unique rows; a test overrides only what it cares about.
import { randomUUID } from 'node:crypto';
import { PUBLIC_GAME_ID } from '#core/games';
import type { Db } from '../../server/db/client';
import {
  companies,
  companyFinancials,
  games,
  ledgerEntries,
  managementProfiles,
  news,
  portfolios,
  profiles,
  userRoles,
  users,
} from '../../server/db/schema';

let sequence = 0;
const next = () => ++sequence;

/** Upper-case letters only, unique within a run: symbols must be upper-case. */
function uniqueSymbol(): string {
  let n = next() + 26 * 26;
  let s = '';
  while (n > 0) {
    s = String.fromCharCode(65 + (n % 26)) + s;
    n = Math.floor(n / 26);
  }
  return `T${s}`;
}

export type CompanyOverrides = Partial<typeof companies.$inferInsert>;

export async function createCompany(db: Db, overrides: CompanyOverrides = {}) {
  const n = next();
  const [row] = await db
    .insert(companies)
    .values({
      name: `Test Company ${n}`,
      symbol: uniqueSymbol(),
      category: 'technology',
      description: `A company made by a test (${n}).`,
      currentPriceMinor: 10_000,
      changeBasisPoints: 0,
      marketCapMinor: 1_000_000_000,
      ...overrides,
    })
    .returning();
  return row!;
}

export async function createNews(db: Db, companyId: string, overrides: Partial<typeof news.$inferInsert> = {}) {
  const n = next();
  const [row] = await db
    .insert(news)
    .values({ companyId, headline: `Headline ${n}`, summary: `Summary ${n}`, ...overrides })
    .returning();
  return row!;
}

export async function createLeader(
  db: Db,
  companyId: string,
  overrides: Partial<typeof managementProfiles.$inferInsert> = {},
) {
  const n = next();
  const [row] = await db
    .insert(managementProfiles)
    .values({ companyId, name: `Leader ${n}`, position: 'Chief Executive Officer', ...overrides })
    .returning();
  return row!;
}

export async function createFinancials(
  db: Db,
  companyId: string,
  quarter: string,
  overrides: Partial<typeof companyFinancials.$inferInsert> = {},
) {
  const [row] = await db
    .insert(companyFinancials)
    .values({
      companyId,
      quarter,
      revenueMinor: 1_000_000,
      netIncomeMinor: 100_000,
      totalAssetsMinor: 5_000_000,
      earningsPerShareMinor: 25,
      ...overrides,
    })
    .returning();
  return row!;
}

export interface UserOverrides {
  /** Cash in the public game, granted as its starting grant (a ledger journal from the treasury). */
  balanceMinor?: number;
  role?: 'admin' | 'moderator';
  username?: string;
}

/** A user with a profile and a portfolio in the public game holding `balanceMinor` of cash. */
export async function createUser(db: Db, overrides: UserOverrides = {}) {
  const n = next();
  const id = randomUUID();
  const username = overrides.username ?? `player${n}_${id.slice(0, 6)}`;
  const balanceMinor = overrides.balanceMinor ?? 0;
  await db.insert(users).values({ id, name: `Player ${n}`, email: `${username}@test.example`, username });
  await db.insert(profiles).values({ userId: id, username, email: `${username}@test.example` });
  const portfolioId = await createPortfolio(db, id, PUBLIC_GAME_ID, balanceMinor);
  if (overrides.role) await db.insert(userRoles).values({ userId: id, role: overrides.role });
  return { id, username, balanceMinor, portfolioId };
}

/** A game of its own (not the public one); override the starting cash or dates as needed. */
export async function createGame(db: Db, overrides: Partial<typeof games.$inferInsert> = {}) {
  const n = next();
  const [row] = await db
    .insert(games)
    .values({ name: `Test game ${n}`, startingCashMinor: 1_000_000, ...overrides })
    .returning();
  return row!;
}

/**
 * The user's portfolio in a game, with `cashMinor` arriving the way real money does: a starting
 * grant journal from the treasury. Returns the portfolio's id.
 */
export async function createPortfolio(db: Db, userId: string, gameId: string, cashMinor: number) {
  const [row] = await db.insert(portfolios).values({ gameId, userId, cashMinor }).returning({ id: portfolios.id });
  if (cashMinor > 0) {
    const journalId = randomUUID();
    await db.insert(ledgerEntries).values([
      { journalId, kind: 'signup_grant', systemAccount: 'treasury', amountMinor: -cashMinor },
      { journalId, kind: 'signup_grant', portfolioId: row!.id, amountMinor: cashMinor },
    ]);
  }
  return row!.id;
}

// First-start seed: 48 fictional companies with leadership, financials, news and a year of price
// history, two sample ads and a local admin, the content in English, Hebrew and Spanish. Content and
// ids are the same on every run; times are relative to the moment of seeding so a new install has a
// fresh-looking feed and full charts.
import { PUBLIC_GAME_ID, PUBLIC_GAME_SLUG } from '#core/games';
import { changeBasisPoints } from '#core/market/price-step';
import type { Candle } from '#core/market/candles';
import { STARTING_BALANCE_MINOR, parseBoltsToMinor } from '#core/money';
import { eq } from 'drizzle-orm';
import { hashPassword } from '../../auth/password';
import { creditFromSystem } from '../../modules/ledger';
import { inTransaction, type Db } from '../client';
import {
  accounts,
  ads,
  appMeta,
  companies,
  companyFinancials,
  games,
  managementProfiles,
  news,
  portfolios,
  profiles,
  userRoles,
  userSettings,
  users,
} from '../schema';
import { deterministicUuid } from './deterministic-id';
import { fillSeedTranslations, markSeedTranslations } from './fill-translations';
import { seedAds } from './seed-ads';
import { seedCompanies } from './seed-companies';
import { companyTranslations, leaderTranslations, newsTranslations } from './translations';
import { createIndicesRepo } from '../../market/indices.repo';
import { insertHistory, seedHistory } from './seed-history';
import type { SeedCompany } from './seed-types';

const SEED_VERSION = '1';
const HOUR_MS = 3_600_000;

export interface SeedOptions {
  /** Without a password (production with BOLTS_ADMIN_PASSWORD unset) a first seed refuses to run. */
  admin: { email: string; password: string | undefined };
  /** Reference time for relative timestamps; defaults to now. */
  now?: Date;
}

export interface SeedResult {
  seeded: boolean;
  companies: number;
}

/**
 * Seeds once per database: a marker row in app_meta makes later starts (and races) a no-op, but
 * for giving a database seeded before the translations existed the seed's Hebrew and Spanish.
 */
export async function seedIfEmpty(db: Db, options: SeedOptions): Promise<SeedResult> {
  const now = options.now ?? new Date();
  const password = options.admin.password;
  const passwordHash = password === undefined ? undefined : await hashPassword(password);
  return inTransaction(db, async (tx) => {
    const inserted = await tx
      .insert(appMeta)
      .values({ key: 'seed_version', value: SEED_VERSION })
      .onConflictDoNothing()
      .returning({ key: appMeta.key });
    if (inserted.length === 0) {
      await fillSeedTranslations(tx);
      return { seeded: false, companies: 0 };
    }
    if (passwordHash === undefined) throw new AdminPasswordMissingError();
    await markSeedTranslations(tx);

    await insertPublicGame(tx, now);
    for (const company of seedCompanies) await insertCompany(tx, company, now);
    // The Bolts Index's past, from the companies' (docs/rules.md#bolts-index).
    await createIndicesRepo(tx).buildHistory(now);
    await insertAds(tx, now);
    await insertAdmin(tx, options.admin.email, passwordHash);
    return { seeded: true, companies: seedCompanies.length };
  });
}

export class AdminPasswordMissingError extends Error {
  constructor() {
    super(
      'Invalid configuration for production:\n  BOLTS_ADMIN_PASSWORD: required on the first start, when the admin account is created (12+ characters)',
    );
    this.name = 'AdminPasswordMissingError';
  }
}

function minor(bolts: number): number {
  const value = parseBoltsToMinor(bolts);
  if (value === null) throw new Error(`Seed amount is not a valid Bolt amount: ${bolts}`);
  return value;
}

async function insertCompany(db: Db, c: SeedCompany, now: Date): Promise<void> {
  const companyId = deterministicUuid(`company:${c.symbol}`);
  const priceMinor = minor(c.price);
  const newsRows = c.news.map((n, i) => ({
    id: deterministicUuid(`news:${c.symbol}:${i}`),
    companyId,
    headline: n.headline,
    summary: n.summary,
    content: n.content,
    newsType: n.newsType,
    sentiment: n.sentiment,
    impactScore: n.impactScore,
    isGenerated: true,
    publishedAt: new Date(now.getTime() - n.hoursAgo * HOUR_MS),
    translations: newsTranslations(c.symbol, i),
  }));
  const history = seedHistory(
    {
      symbol: c.symbol,
      category: c.category,
      priceMinor,
      volume: c.volume,
      news: newsRows.map((n) => ({ at: n.publishedAt.getTime(), impactScore: n.impactScore })),
    },
    now,
    seedCompanies.length,
  );
  await db.insert(companies).values({
    id: companyId,
    name: c.name,
    symbol: c.symbol.toUpperCase(),
    logo: c.logo,
    category: c.category,
    description: c.description,
    story: c.story,
    ceo: c.ceo,
    currentPriceMinor: priceMinor,
    // The history ends at the price, so the walk's hidden fair value starts there.
    fairValue: priceMinor,
    // Today's change is the history's, from its price at midnight, so the header agrees with the
    // 1D chart; the seed's changePercent is not used for it.
    dayOpenMinor: history.dayOpenMinor,
    changeBasisPoints: changeBasisPoints(priceMinor, history.dayOpenMinor),
    volume: c.volume,
    marketCapMinor: minor(c.marketCap),
    sector: c.sector,
    industry: c.industry,
    founded: c.founded,
    employees: c.employees,
    headquarters: c.headquarters,
    website: c.website,
    businessModel: c.businessModel,
    competitiveAdvantages: c.competitiveAdvantages,
    keyRisks: c.keyRisks,
    translations: companyTranslations(c.symbol),
    // The history's last candle, the one now falls in, is the live one (server/market/live-candle).
    ...liveCandle(history.candles.at(-1)!),
  });
  await insertHistory(db, companyId, { ...history, candles: history.candles.slice(0, -1) });
  await db.insert(managementProfiles).values(
    c.leadership.map((l, i) => ({
      id: deterministicUuid(`leader:${c.symbol}:${i}`),
      companyId,
      name: l.name,
      position: l.position,
      bio: l.bio,
      education: l.education,
      translations: leaderTranslations(c.symbol, i),
      sortOrder: i,
    })),
  );
  await db.insert(companyFinancials).values(
    c.financials.map((f) => ({
      id: deterministicUuid(`financials:${c.symbol}:${f.quarter}`),
      companyId,
      quarter: f.quarter,
      revenueMinor: minor(f.revenue),
      netIncomeMinor: minor(f.netIncome),
      totalAssetsMinor: minor(f.totalAssets),
      earningsPerShareMinor: minor(f.earningsPerShare),
      publishedAt: quarterPublishedAt(f.quarter),
    })),
  );
  await db.insert(news).values(newsRows);
}

function liveCandle(c: Candle) {
  return {
    candleStart: new Date(c.start),
    candleOpenMinor: c.openMinor,
    candleHighMinor: c.highMinor,
    candleLowMinor: c.lowMinor,
    candleVolume: c.volume,
  };
}

/** Results are published about three weeks after a quarter ends. */
function quarterPublishedAt(quarter: string): Date {
  const [year, q] = quarter.split('-Q').map(Number) as [number, number];
  return new Date(Date.UTC(year, q * 3, 21));
}

async function insertAds(db: Db, now: Date): Promise<void> {
  await db
    .insert(ads)
    .values(seedAds.map(({ key, ...ad }) => ({ id: deterministicUuid(key), ...ad, isActive: true, createdAt: now })));
}

async function insertAdmin(db: Db, email: string, passwordHash: string): Promise<void> {
  const userId = deterministicUuid('user:admin');
  await db.insert(users).values({
    id: userId,
    name: 'Bolts Admin',
    email,
    emailVerified: true,
    username: 'admin',
    displayUsername: 'admin',
  });
  await db.insert(accounts).values({
    id: deterministicUuid('account:admin'),
    userId,
    accountId: userId,
    providerId: 'credential',
    password: passwordHash,
  });
  await db.insert(profiles).values({
    userId,
    username: 'admin',
    fullName: 'Bolts Admin',
    email,
    hasCompletedOnboarding: true,
  });
  await db.insert(userRoles).values({ userId, role: 'admin' });
  await db.insert(userSettings).values({ userId, displayName: 'Bolts Admin' });
  // The public game's starting grant, like every player's: the treasury pays, the portfolio receives.
  const [game] = await db
    .select({ startingCashMinor: games.startingCashMinor })
    .from(games)
    .where(eq(games.id, PUBLIC_GAME_ID));
  const [portfolio] = await db
    .insert(portfolios)
    .values({ gameId: PUBLIC_GAME_ID, userId })
    .returning({ id: portfolios.id });
  await creditFromSystem(db, {
    portfolioId: portfolio!.id,
    amountMinor: game!.startingCashMinor,
    kind: 'signup_grant',
    from: 'treasury',
    idempotencyKey: `grant:${portfolio!.id}`,
    memo: 'Starting balance',
  });
}

/**
 * The public game everyone plays. Migration 0014 already made it (it moved the money of earlier
 * versions into it); on a database that has it, this leaves it as it is.
 */
async function insertPublicGame(db: Db, now: Date) {
  await db
    .insert(games)
    .values({
      id: PUBLIC_GAME_ID,
      slug: PUBLIC_GAME_SLUG,
      name: 'Public game',
      startingCashMinor: STARTING_BALANCE_MINOR,
      rules: { weeklyBoard: true },
      createdAt: now,
    })
    .onConflictDoNothing();
}

// The whole data model, with a double-entry ledger. Money is integer minor units
// (1 Bolt = 100) in `bigint` columns whose names end in `_minor`; mode 'number' is safe because every
// amount the game can reach stays far below Number.MAX_SAFE_INTEGER (9e15 minor = 9e13 Bolts).
// Constraints state what must never happen; each index names the query it serves.
import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  boolean,
  check,
  date,
  doublePrecision,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  pgView,
  primaryKey,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';

const money = (name: string) => bigint(name, { mode: 'number' });
const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

/** Facts about the database itself, such as when the seed ran (so deleting data never re-seeds). */
export const appMeta = pgTable('app_meta', {
  key: text('key').primaryKey(),
  value: text('value').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

// ---------------------------------------------------------------------------------------------
// Accounts. Column set follows better-auth's core schema (user, session, account, verification)
// plus its username and phone-number plugins, so the auth library can run on these tables as-is.
// ---------------------------------------------------------------------------------------------

export const users = pgTable('users', {
  id: text('id').primaryKey(),
  name: text('name').notNull(),
  email: text('email').notNull().unique(),
  emailVerified: boolean('email_verified').notNull().default(false),
  image: text('image'),
  username: text('username').unique(),
  displayUsername: text('display_username'),
  phoneNumber: text('phone_number').unique(),
  phoneNumberVerified: boolean('phone_number_verified'),
  /**
   * The year of birth given at sign-up (docs/rules.md#accounts): under the consent age an account
   * needs a parent's consent. Null for accounts made before it was asked, and logins a teacher issued.
   */
  birthYear: integer('birth_year'),
  /** Set by an admin: the account cannot sign in or act until restored. */
  suspendedAt: timestamp('suspended_at', { withTimezone: true }),
  /** Set when the player deleted the account: personal data is gone, the books keep the id. */
  deletedAt: timestamp('deleted_at', { withTimezone: true }),
  createdAt: createdAt(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

export const sessions = pgTable(
  'sessions',
  {
    id: text('id').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    token: text('token').notNull().unique(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    ipAddress: text('ip_address'),
    userAgent: text('user_agent'),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  // Sign-out everywhere and session listing look sessions up by user.
  (t) => [index('sessions_user_id_idx').on(t.userId)],
);

export const accounts = pgTable(
  'accounts',
  {
    id: text('id').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    accountId: text('account_id').notNull(),
    providerId: text('provider_id').notNull(),
    accessToken: text('access_token'),
    refreshToken: text('refresh_token'),
    idToken: text('id_token'),
    accessTokenExpiresAt: timestamp('access_token_expires_at', { withTimezone: true }),
    refreshTokenExpiresAt: timestamp('refresh_token_expires_at', { withTimezone: true }),
    scope: text('scope'),
    /** Memory-hard hash (scrypt) written by the auth library; never a plain password. */
    password: text('password'),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('accounts_user_id_idx').on(t.userId)],
);

export const verifications = pgTable(
  'verifications',
  {
    id: text('id').primaryKey(),
    identifier: text('identifier').notNull(),
    /** Hashed code or token; the plain value only ever travels to the user. */
    value: text('value').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('verifications_identifier_idx').on(t.identifier)],
);

// ---------------------------------------------------------------------------------------------
// Players
// ---------------------------------------------------------------------------------------------

export const profiles = pgTable(
  'profiles',
  {
    userId: text('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    username: text('username'),
    fullName: text('full_name'),
    email: text('email'),
    hasCompletedOnboarding: boolean('has_completed_onboarding').notNull().default(false),
    /** Cached sum of this player's xp_awards. */
    xp: integer('xp').notNull().default(0),
    avatarUrl: text('avatar_url'),
    /** One of the drawn avatars (core/social/avatars.ts); null shows the initial. No uploads, for safety. */
    avatar: text('avatar'),
    bio: text('bio'),
    createdAt: createdAt(),
  },
  (t) => [
    // Admin user list: newest first, keyset on (created_at, user_id) 50 at a time.
    index('profiles_created_user_idx').on(t.createdAt.desc().nullsFirst(), t.userId.desc().nullsFirst()),
  ],
);

/** Teachers run class games (docs/rules.md#classes); they are players, not staff. */
export const ROLES = ['admin', 'moderator', 'teacher', 'user'] as const;

export const userRoles = pgTable(
  'user_roles',
  {
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    role: text('role', { enum: ROLES }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    // The admin check reads (user_id, role = 'admin'): the primary key serves it.
    primaryKey({ columns: [t.userId, t.role] }),
    check('user_roles_role_known', sql`${t.role} in ('admin', 'moderator', 'teacher', 'user')`),
  ],
);

export const userSettings = pgTable('user_settings', {
  userId: text('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  displayName: text('display_name'),
  bio: text('bio'),
  /** Private by default: this is a product for minors. */
  privacySettings: jsonb('privacy_settings')
    .notNull()
    .default(sql`'{"profileVisibility":"private","showTrades":false,"showPortfolioValue":false}'::jsonb`),
  notificationSettings: jsonb('notification_settings')
    .notNull()
    .default(sql`'{"tradeAlerts":true,"marketNews":true,"socialUpdates":true,"emailNotifications":true}'::jsonb`),
  /** The Trade Coach's cards (docs/rules.md#learning); the player can turn it off. */
  coachEnabled: boolean('coach_enabled').notNull().default(true),
  /** IANA time zone the browser reported: where the player's day (streak, quests, quiet hours) begins. */
  timeZone: text('time_zone'),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

// ---------------------------------------------------------------------------------------------
// Games and portfolios (docs/rules.md#games). A game sets the starting cash and the rules; a player
// holds one portfolio per game they play. Every money table below is keyed by portfolio, so no
// game's money can reach another's.
// ---------------------------------------------------------------------------------------------

export const games = pgTable(
  'games',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** 'public' for the weekly game everyone plays; null for the others. */
    slug: text('slug').unique(),
    name: text('name').notNull(),
    /** What a new portfolio is granted when its player joins (a ledger journal from the treasury). */
    startingCashMinor: money('starting_cash_minor').notNull(),
    /** The game's own rules, e.g. { "weeklyBoard": true }. */
    rules: jsonb('rules')
      .notNull()
      .default(sql`'{}'::jsonb`),
    startsAt: timestamp('starts_at', { withTimezone: true }),
    endsAt: timestamp('ends_at', { withTimezone: true }),
    /** Who runs the game; null for the platform's own. */
    ownerId: text('owner_id').references(() => users.id, { onDelete: 'set null' }),
    /** A class's join code (docs/rules.md#classes); a new code replaces the old one. */
    joinCode: text('join_code').unique(),
    /** Whether the join code lets new students in. */
    joiningOpen: boolean('joining_open').notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [
    // A teacher's classes, newest first.
    index('games_owner_created_idx').on(t.ownerId, t.createdAt.desc()),
    check('games_starting_cash_not_negative', sql`${t.startingCashMinor} >= 0`),
    check('games_dates_in_order', sql`${t.endsAt} is null or ${t.startsAt} is null or ${t.endsAt} > ${t.startsAt}`),
  ],
);

export const portfolios = pgTable(
  'portfolios',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    gameId: uuid('game_id')
      .notNull()
      .references(() => games.id, { onDelete: 'restrict' }),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** Cached sum of this portfolio's ledger entries; the ledger is the truth. */
    cashMinor: money('cash_minor').notNull().default(0),
    /** Cash promised to resting buy orders: still the player's, not spendable twice. */
    reservedMinor: money('reserved_minor').notNull().default(0),
    /**
     * Set when the teacher removed the student from the class (docs/rules.md#classes): the
     * portfolio stays in the books, out of the game's reach.
     */
    leftAt: timestamp('left_at', { withTimezone: true }),
    /** The student's team in a class played in teams (docs/rules.md#classes). */
    teamId: uuid('team_id').references((): AnyPgColumn => classTeams.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [
    // One portfolio per player and game; also finds a player's portfolio in a game.
    uniqueIndex('portfolios_game_user_key').on(t.gameId, t.userId),
    // A player's games.
    index('portfolios_user_idx').on(t.userId),
    check('portfolios_cash_not_negative', sql`${t.cashMinor} >= 0`),
    check('portfolios_reserved_within_cash', sql`${t.reservedMinor} between 0 and ${t.cashMinor}`),
  ],
);

/**
 * What a portfolio is worth, defined once (migration 0014): cash, holdings at current prices, their
 * sum less the shorts' liability (0026), the starting grant, the other grants (referral bonuses, prizes, adjustments), and the gain
 * from trading alone: value minus every grant. Every screen reads these figures from here.
 */
export const portfolioValues = pgView('portfolio_values', {
  portfolioId: uuid('portfolio_id').notNull(),
  gameId: uuid('game_id').notNull(),
  userId: text('user_id').notNull(),
  cashMinor: money('cash_minor').notNull(),
  reservedMinor: money('reserved_minor').notNull(),
  holdingsValueMinor: money('holdings_value_minor').notNull(),
  valueMinor: money('value_minor').notNull(),
  startingGrantMinor: money('starting_grant_minor').notNull(),
  bonusesMinor: money('bonuses_minor').notNull(),
  gainMinor: money('gain_minor').notNull(),
  /** Cash held back as short collateral (part of reserved), and what buying the shorts back costs (migration 0026). */
  shortCollateralMinor: money('short_collateral_minor').notNull(),
  shortLiabilityMinor: money('short_liability_minor').notNull(),
}).existing();

/** A class's teams (docs/rules.md#classes): a team's value is the mean of its members'. */
export const classTeams = pgTable(
  'class_teams',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    gameId: uuid('game_id')
      .notNull()
      .references(() => games.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('class_teams_game_name_key').on(t.gameId, sql`lower(${t.name})`)],
);

/**
 * Logins a teacher issued for a class (docs/rules.md#classes): no email or phone; such an account
 * plays in its class, befriends and chats only inside it, and stays off public boards.
 */
export const classLogins = pgTable(
  'class_logins',
  {
    userId: text('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    gameId: uuid('game_id')
      .notNull()
      .references(() => games.id, { onDelete: 'cascade' }),
    issuedBy: text('issued_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [index('class_logins_game_idx').on(t.gameId)],
);

/**
 * A parent's consent for an account under the consent age (docs/rules.md#accounts): a link to the
 * parent's address; until it is followed the account can only read.
 */
export const parentalConsents = pgTable('parental_consents', {
  userId: text('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  parentEmail: text('parent_email').notNull(),
  /** HMAC of the link's token; the token itself only travels to the parent. */
  tokenHash: text('token_hash').notNull().unique(),
  requestedAt: timestamp('requested_at', { withTimezone: true }).notNull().defaultNow(),
  confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
});

export const ASSIGNMENT_TEMPLATES = [
  'limit_below_market',
  'diversify',
  'write_reasons',
  'beat_index',
  'finish_lesson',
] as const;

/** A class's assignments (docs/rules.md#classes): a template and its parameters, checked automatically. */
export const classAssignments = pgTable(
  'class_assignments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    gameId: uuid('game_id')
      .notNull()
      .references(() => games.id, { onDelete: 'cascade' }),
    template: text('template', { enum: ASSIGNMENT_TEMPLATES }).notNull(),
    params: jsonb('params')
      .notNull()
      .default(sql`'{}'::jsonb`),
    /** The last day it counts (inclusive, UTC); null for the whole class. */
    dueOn: date('due_on'),
    createdAt: createdAt(),
  },
  (t) => [
    index('class_assignments_game_idx').on(t.gameId, t.createdAt),
    check(
      'class_assignments_template_known',
      sql`${t.template} in ('limit_below_market', 'diversify', 'write_reasons', 'beat_index', 'finish_lesson')`,
    ),
  ],
);

/** When a student first met an assignment's condition: done stays done. */
export const assignmentCompletions = pgTable(
  'assignment_completions',
  {
    assignmentId: uuid('assignment_id')
      .notNull()
      .references(() => classAssignments.id, { onDelete: 'cascade' }),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    completedAt: timestamp('completed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.assignmentId, t.userId] })],
);

// ---------------------------------------------------------------------------------------------
// Market
// ---------------------------------------------------------------------------------------------

export const companies = pgTable(
  'companies',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    symbol: text('symbol').notNull(),
    logo: text('logo').notNull().default('🏢'),
    category: text('category').notNull(),
    description: text('description'),
    story: text('story'),
    ceo: text('ceo'),
    currentPriceMinor: money('current_price_minor').notNull(),
    /** Against the day's open, in hundredths of a percent (e.g. 250 = +2.50%). */
    changeBasisPoints: integer('change_bp').notNull().default(0),
    dayOpenMinor: money('day_open_minor'),
    volume: bigint('volume', { mode: 'number' }).notNull().default(0),
    marketCapMinor: money('market_cap_minor'),
    sector: text('sector'),
    industry: text('industry'),
    founded: integer('founded'),
    employees: integer('employees'),
    headquarters: text('headquarters'),
    website: text('website'),
    businessModel: text('business_model'),
    competitiveAdvantages: text('competitive_advantages'),
    keyRisks: text('key_risks'),
    /**
     * The text in Hebrew and Spanish, { he: { field: text }, es: { ... } }; English is the columns
     * themselves and the fallback for any field missing here (docs/decisions/018).
     */
    translations: jsonb('translations')
      .notNull()
      .default(sql`'{}'::jsonb`),
    /**
     * The engine's fair value in minor units (fractional: the drift adds tiny amounts each tick);
     * the price wanders around it within a band (docs/rules.md#how-prices-move). Null until the
     * engine's first tick, which starts it at the price.
     */
    fairValue: doublePrecision('fair_value'),
    /**
     * The live candle: the one the price is in now, kept on the row the engine rewrites each tick
     * instead of in price_candles, and written there once its bucket ends (server/market/live-candle).
     * Its close is the current price. Null until the company's price first moves.
     */
    candleStart: timestamp('candle_start', { withTimezone: true }),
    candleOpenMinor: money('candle_open_minor'),
    candleHighMinor: money('candle_high_minor'),
    candleLowMinor: money('candle_low_minor'),
    candleVolume: bigint('candle_volume', { mode: 'number' }).notNull().default(0),
    /** Delisted companies stop trading but keep their history. */
    isListed: boolean('is_listed').notNull().default(true),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('companies_symbol_key').on(t.symbol),
    check('companies_symbol_upper', sql`${t.symbol} = upper(${t.symbol}) and length(${t.symbol}) between 1 and 10`),
    check('companies_price_positive', sql`${t.currentPriceMinor} > 0`),
    check('companies_volume_not_negative', sql`${t.volume} >= 0`),
    check('companies_market_cap_not_negative', sql`${t.marketCapMinor} is null or ${t.marketCapMinor} >= 0`),
    check('companies_employees_not_negative', sql`${t.employees} is null or ${t.employees} >= 0`),
    // Directory, search and admin list: ordered by name.
    index('companies_name_idx').on(t.name),
    // Directory category filter.
    index('companies_category_idx').on(t.category),
    // No index on price, change or market cap: the engine rewrites them every tick, and without
    // an index on them those rewrites stay in place (HOT). Sorting a few thousand rows is cheap.
  ],
);

export const managementProfiles = pgTable(
  'management_profiles',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    position: text('position').notNull(),
    bio: text('bio'),
    education: text('education'),
    /** Display order (the CEO first): the seed's order, which sorting by position would lose. */
    sortOrder: integer('sort_order').notNull().default(0),
    /**
     * The text in Hebrew and Spanish, { he: { field: text }, es: { ... } }; English is the columns
     * themselves and the fallback for any field missing here (docs/decisions/018).
     */
    translations: jsonb('translations')
      .notNull()
      .default(sql`'{}'::jsonb`),
  },
  // Company detail: leadership by company.
  (t) => [index('management_profiles_company_idx').on(t.companyId, t.sortOrder)],
);

export const companyFinancials = pgTable(
  'company_financials',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    quarter: text('quarter').notNull(),
    revenueMinor: money('revenue_minor').notNull(),
    netIncomeMinor: money('net_income_minor').notNull(),
    totalAssetsMinor: money('total_assets_minor').notNull(),
    earningsPerShareMinor: money('eps_minor').notNull(),
    publishedAt: timestamp('published_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('company_financials_company_quarter_key').on(t.companyId, t.quarter),
    check('company_financials_quarter_format', sql`${t.quarter} ~ '^[0-9]{4}-Q[1-4]$'`),
    check('company_financials_assets_not_negative', sql`${t.totalAssetsMinor} >= 0`),
    // Company detail: latest quarters of one company.
    index('company_financials_company_published_idx').on(t.companyId, t.publishedAt.desc()),
  ],
);

export const news = pgTable(
  'news',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    headline: text('headline').notNull(),
    summary: text('summary').notNull(),
    content: text('content'),
    newsType: text('news_type').notNull().default('market_update'),
    sentiment: text('sentiment').notNull().default('neutral'),
    /** -10.00..10.00, exact decimal (not money). */
    impactScore: numeric('impact_score', { precision: 4, scale: 2, mode: 'number' }).notNull().default(0),
    isGenerated: boolean('is_generated').notNull().default(false),
    /**
     * The text in Hebrew and Spanish, { he: { field: text }, es: { ... } }; English is the columns
     * themselves and the fallback for any field missing here (docs/decisions/018).
     */
    translations: jsonb('translations')
      .notNull()
      .default(sql`'{}'::jsonb`),
    publishedAt: timestamp('published_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('news_sentiment_known', sql`${t.sentiment} in ('positive', 'neutral', 'negative')`),
    check(
      'news_type_known',
      sql`${t.newsType} in ('market_update', 'earnings', 'partnership', 'product_launch', 'operational', 'regulatory')`,
    ),
    check('news_impact_range', sql`${t.impactScore} between -10 and 10`),
    // Feed (10 per page, keyset on time then id), admin list and landing (latest 3): newest first.
    // NULLS FIRST is what a plain ORDER BY ... DESC means, so the index serves it.
    index('news_published_idx').on(t.publishedAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
    // Company detail: latest 6 of one company.
    index('news_company_published_idx').on(t.companyId, t.publishedAt.desc().nullsFirst()),
  ],
);

export const ads = pgTable(
  'ads',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    title: text('title').notNull(),
    description: text('description'),
    imageUrl: text('image_url').notNull(),
    clickUrl: text('click_url'),
    displayOrder: integer('display_order').notNull().default(0),
    isActive: boolean('is_active').notNull().default(true),
    /**
     * The text in Hebrew and Spanish, { he: { field: text }, es: { ... } }; English is the columns
     * themselves and the fallback for any field missing here (docs/decisions/018).
     */
    translations: jsonb('translations')
      .notNull()
      .default(sql`'{}'::jsonb`),
    createdBy: text('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [
    // Only http(s) URLs (or a path on our own origin, never "//host") are rendered as links or images.
    check('ads_image_url_safe', sql`${t.imageUrl} ~* '^(https?://|/[^/])'`),
    check('ads_click_url_safe', sql`${t.clickUrl} is null or ${t.clickUrl} ~* '^(https?://|/[^/])'`),
    // Feed: active ads by display order; admin: all by display order.
    index('ads_active_order_idx').on(t.isActive, t.displayOrder),
  ],
);

export const holdings = pgTable(
  'holdings',
  {
    portfolioId: uuid('portfolio_id')
      .notNull()
      .references(() => portfolios.id, { onDelete: 'cascade' }),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'restrict' }),
    quantity: bigint('quantity', { mode: 'number' }).notNull().default(0),
    /** Shares promised to resting sell orders; available = quantity - reserved. */
    reservedQuantity: bigint('reserved_quantity', { mode: 'number' }).notNull().default(0),
    /** Total cost basis of the shares held; average cost is derived (total / quantity). */
    totalCostMinor: money('total_cost_minor').notNull().default(0),
    /**
     * When the position was last opened from zero shares (a trigger keeps it, whatever writes the
     * row): how long it has been held, for prize eligibility.
     */
    openedAt: timestamp('opened_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.portfolioId, t.companyId] }),
    check('holdings_quantity_not_negative', sql`${t.quantity} >= 0`),
    check('holdings_reserved_within_quantity', sql`${t.reservedQuantity} between 0 and ${t.quantity}`),
    check('holdings_cost_not_negative', sql`${t.totalCostMinor} >= 0`),
    // Admin portfolio values and delisting payouts read holdings by company.
    index('holdings_company_idx').on(t.companyId),
  ],
);

/**
 * Short positions (docs/rules.md#short-selling, docs/decisions/017): shares a portfolio sold without
 * holding them and owes back. The collateral is held in the portfolio's reserved cash; the margin
 * rules are the game's when the position was last added to, so changing a game's rules never
 * covers a position at once.
 */
export const shortPositions = pgTable(
  'short_positions',
  {
    portfolioId: uuid('portfolio_id')
      .notNull()
      .references(() => portfolios.id, { onDelete: 'cascade' }),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'restrict' }),
    quantity: bigint('quantity', { mode: 'number' }).notNull(),
    /** The short's basis: its sales' total, less the part covers have used; a cover's gain counts from it. */
    proceedsMinor: money('proceeds_minor').notNull(),
    /** Cash held back while the short is open: part of the portfolio's reserved cash. */
    collateralMinor: money('collateral_minor').notNull(),
    /** Below this share of the liability (basis points) the engine covers at market. */
    maintenanceMarginBp: integer('maintenance_margin_bp').notNull(),
    /** Below this one the player is warned once a day. */
    marginCallBp: integer('margin_call_bp').notNull(),
    /** Charged on the liability each day, from the collateral. */
    borrowFeeBp: integer('borrow_fee_bp').notNull(),
    /** The last UTC day whose borrow fee is paid (the opening day is free). */
    feePaidOn: date('fee_paid_on', { mode: 'string' }).notNull(),
    openedAt: timestamp('opened_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.portfolioId, t.companyId] }),
    check('short_positions_quantity_positive', sql`${t.quantity} > 0`),
    check('short_positions_amounts_not_negative', sql`${t.proceedsMinor} >= 0 and ${t.collateralMinor} >= 0`),
    check(
      'short_positions_margins_in_order',
      sql`${t.maintenanceMarginBp} > 10000 and ${t.marginCallBp} >= ${t.maintenanceMarginBp} and ${t.borrowFeeBp} >= 0`,
    ),
    // The engine's margin check reads shorts by company.
    index('short_positions_company_idx').on(t.companyId),
  ],
);

export const transactions = pgTable(
  'transactions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** The player's portfolio; the market itself is always the other side. */
    portfolioId: uuid('portfolio_id')
      .notNull()
      .references(() => portfolios.id, { onDelete: 'restrict' }),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'restrict' }),
    quantity: bigint('quantity', { mode: 'number' }).notNull(),
    pricePerShareMinor: money('price_per_share_minor').notNull(),
    totalAmountMinor: money('total_amount_minor').notNull(),
    transactionType: text('transaction_type', { enum: ['buy', 'sell'] }).notNull(),
    /** Realised gain of a sell against average cost, or of a cover against the short's proceeds; null otherwise. */
    realizedGainMinor: money('realized_gain_minor'),
    /** Shares of this trade that opened a short (a sell) or covered one (a buy): docs/rules.md#short-selling. */
    shortQuantity: bigint('short_quantity', { mode: 'number' }).notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [
    check('transactions_quantity_positive', sql`${t.quantity} > 0`),
    check('transactions_short_within_quantity', sql`${t.shortQuantity} between 0 and ${t.quantity}`),
    check('transactions_price_positive', sql`${t.pricePerShareMinor} > 0`),
    check('transactions_total_matches', sql`${t.totalAmountMinor} = ${t.quantity} * ${t.pricePerShareMinor}`),
    check('transactions_type_known', sql`${t.transactionType} in ('buy', 'sell')`),
    // Admin dashboard: the newest 100 of a period, and the period's count and volume and the daily
    // volume read from the index alone (index-only scan: the amount is in the index).
    index('transactions_created_amount_idx').on(t.createdAt.desc().nullsFirst(), t.totalAmountMinor),
    // A portfolio's history, newest first.
    index('transactions_portfolio_idx').on(t.portfolioId, t.createdAt.desc()),
    index('transactions_company_idx').on(t.companyId, t.createdAt.desc()),
  ],
);

export const referralLinks = pgTable(
  'referral_links',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    referralCode: text('referral_code').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('referral_links_code_key').on(t.referralCode),
    // "The user's link created today": by user, newest first.
    index('referral_links_user_created_idx').on(t.userId, t.createdAt.desc()),
  ],
);

export const adminLogs = pgTable(
  'admin_logs',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: text('user_id').references(() => users.id, { onDelete: 'set null' }),
    action: text('action').notNull(),
    details: jsonb('details'),
    createdAt: createdAt(),
  },
  // Audit log: newest first, keyset on (created_at, id) 50 at a time.
  (t) => [index('admin_logs_created_id_idx').on(t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst())],
);

/**
 * Platform settings an admin changes at /admin/settings; one row (id = 1). The starting balance
 * shown there is the public game's starting cash (games). A null interval means
 * "the environment's value" (BOLTS_MARKET_TICK_MS, BOLTS_NEWSROOM_MS).
 */
export const platformSettings = pgTable(
  'platform_settings',
  {
    id: integer('id').primaryKey().default(1),
    referralBonusMinor: money('referral_bonus_minor').notNull().default(50_000),
    weeklyPrizeMinor: money('weekly_prize_minor').notNull().default(500_000),
    marketTickMs: integer('market_tick_ms'),
    newsroomMs: integer('newsroom_ms'),
    tradingPaused: boolean('trading_paused').notNull().default(false),
    /** The most referrals one player is paid for in a week (docs/rules.md#referrals). */
    referralWeeklyCap: integer('referral_weekly_cap').notNull().default(5),
    /** Orders one player may place in one game in a minute (docs/rules.md#limits). */
    ordersPerMinute: integer('orders_per_minute').notNull().default(120),
    /** Prize eligibility (docs/rules.md#prize-eligibility): companies held at the week's close. */
    prizeMinCompanies: integer('prize_min_companies').notNull().default(3),
    /** The largest one position may be, in basis points of the portfolio's value. */
    prizeMaxPositionBp: integer('prize_max_position_bp').notNull().default(4000),
    /** Days one position must have been held. */
    prizeMinHoldDays: integer('prize_min_hold_days').notNull().default(3),
    /** Below this age an account needs a parent's consent, and is kept private (docs/rules.md#accounts). */
    consentAge: integer('consent_age').notNull().default(13),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    updatedBy: text('updated_by').references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [
    check('platform_settings_single_row', sql`${t.id} = 1`),
    check('platform_settings_consent_age', sql`${t.consentAge} between 0 and 18`),
    check(
      'platform_settings_amounts',
      sql`${t.referralBonusMinor} >= 0 and ${t.weeklyPrizeMinor} >= 0 and ${t.referralWeeklyCap} >= 0 and ${t.ordersPerMinute} >= 1`,
    ),
    check(
      'platform_settings_prize_rules',
      sql`${t.prizeMinCompanies} >= 0 and ${t.prizeMaxPositionBp} between 1 and 10000 and ${t.prizeMinHoldDays} between 0 and 7`,
    ),
    check(
      'platform_settings_intervals',
      sql`coalesce(${t.marketTickMs}, 1000) >= 1000 and coalesce(${t.newsroomMs}, 0) >= 0`,
    ),
  ],
);

// ---------------------------------------------------------------------------------------------
// Ledger: append-only, double-entry. Every movement of Bolts is one journal whose entries sum to
// zero: a portfolio's account on one side, a system account (treasury, market, prizes) on the
// other. A portfolio's cached cash equals the sum of its entries.
// ---------------------------------------------------------------------------------------------

export const LEDGER_KINDS = [
  'signup_grant',
  'referral_bonus',
  'trade',
  'weekly_prize',
  'delisting_payout',
  'adjustment',
  /** A class's weekly deposit (docs/rules.md#classes). */
  'paycheck',
  /** The daily fee for borrowing the shares of a short (docs/rules.md#short-selling). */
  'borrow_fee',
] as const;
export const SYSTEM_ACCOUNTS = ['treasury', 'market', 'prizes'] as const;

export const ledgerEntries = pgTable(
  'ledger_entries',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    journalId: uuid('journal_id').notNull(),
    kind: text('kind', { enum: LEDGER_KINDS }).notNull(),
    /** A player's account is their portfolio in one game. */
    portfolioId: uuid('portfolio_id').references(() => portfolios.id, { onDelete: 'restrict' }),
    systemAccount: text('system_account', { enum: SYSTEM_ACCOUNTS }),
    /** Signed: positive credits the account, negative debits it. */
    amountMinor: money('amount_minor').notNull(),
    transactionId: uuid('transaction_id').references(() => transactions.id, { onDelete: 'restrict' }),
    /** Makes one-off credits idempotent, e.g. 'signup:<user>' or 'prize:2026-W47'. */
    idempotencyKey: text('idempotency_key'),
    memo: text('memo'),
    createdAt: createdAt(),
  },
  (t) => [
    check('ledger_one_account', sql`(${t.portfolioId} is null) <> (${t.systemAccount} is null)`),
    check('ledger_amount_nonzero', sql`${t.amountMinor} <> 0`),
    check(
      'ledger_kind_known',
      sql`${t.kind} in ('signup_grant', 'referral_bonus', 'trade', 'weekly_prize', 'delisting_payout', 'adjustment', 'paycheck', 'borrow_fee')`,
    ),
    // One credit per idempotency key per account, whoever races to write it.
    uniqueIndex('ledger_portfolio_idempotency_key')
      .on(t.idempotencyKey, t.portfolioId)
      .where(sql`${t.idempotencyKey} is not null and ${t.portfolioId} is not null`),
    index('ledger_portfolio_idx').on(t.portfolioId, t.createdAt),
    // The grants of a portfolio (everything but trades): its value's baseline.
    index('ledger_portfolio_grants_idx')
      .on(t.portfolioId, t.kind)
      .where(sql`${t.kind} <> 'trade'`),
    index('ledger_journal_idx').on(t.journalId),
  ],
);

// ---------------------------------------------------------------------------------------------
// Phone codes, the message outbox and referrals
// ---------------------------------------------------------------------------------------------

export const PHONE_CODE_PURPOSES = ['sign_up', 'password_reset', 'change_phone'] as const;

/**
 * One pending 6-digit code per phone and purpose. The code is stored only as an HMAC, bound to the
 * ticket (an httpOnly cookie's HMAC) of the browser that asked for it, so a code is only good for
 * the request it was sent for. A sign-up also keeps what the account will be made of (the password
 * already hashed), so the browser keeps nothing between the form and the code step. How many codes
 * a phone may get is counted apart (rate limits), so burning a code does not reset it.
 */
export const phoneCodes = pgTable(
  'phone_codes',
  {
    phoneNumber: text('phone_number').notNull(),
    purpose: text('purpose', { enum: PHONE_CODE_PURPOSES }).notNull(),
    codeHash: text('code_hash').notNull(),
    /** HMAC of the ticket cookie given to whoever asked for this code. */
    ticketHash: text('ticket_hash'),
    /** change_phone only: the signed-in player moving to this number. */
    userId: text('user_id').references(() => users.id, { onDelete: 'cascade' }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    /** Wrong guesses against the current code; the code dies at the limit. */
    attempts: integer('attempts').notNull().default(0),
    lastSentAt: timestamp('last_sent_at', { withTimezone: true }).notNull().defaultNow(),
    /** Sign-up only: { fullName, username, passwordHash, referralCode }. */
    pending: jsonb('pending'),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.phoneNumber, t.purpose] }),
    check('phone_codes_purpose_known', sql`${t.purpose} in ('sign_up', 'password_reset', 'change_phone')`),
  ],
);

/** Every SMS and email the app sends; the `outbox` provider delivers nothing else. */
export const outboxMessages = pgTable(
  'outbox_messages',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    channel: text('channel', { enum: ['sms', 'email'] }).notNull(),
    recipient: text('recipient').notNull(),
    subject: text('subject'),
    body: text('body').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index('outbox_messages_created_idx').on(t.createdAt.desc()),
    index('outbox_messages_recipient_idx').on(t.recipient),
  ],
);

/** Who brought whom: one row per referred account, so a referral is credited at most once. */
export const REFERRAL_STATUSES = ['pending', 'credited', 'capped', 'refused'] as const;

export const referrals = pgTable(
  'referrals',
  {
    referredUserId: text('referred_user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    referrerUserId: text('referrer_user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    referralCode: text('referral_code').notNull(),
    /**
     * pending until the new player's first trade; then credited (the bonus paid), capped (the
     * referrer's weekly limit was reached) or refused (the two accounts share a device or an
     * address). docs/rules.md#referrals.
     */
    status: text('status', { enum: REFERRAL_STATUSES }).notNull().default('pending'),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    check('referrals_not_self', sql`${t.referredUserId} <> ${t.referrerUserId}`),
    check('referrals_status_known', sql`${t.status} in ('pending', 'credited', 'capped', 'refused')`),
    index('referrals_referrer_idx').on(t.referrerUserId),
    // The weekly cap counts a referrer's credited referrals since the week began.
    index('referrals_credited_idx')
      .on(t.referrerUserId, t.decidedAt)
      .where(sql`${t.status} = 'credited'`),
  ],
);

/**
 * Where an account has been used: a keyed hash (never the raw value) of each address it signed in
 * from and of each browser (the device cookie), with the first and last time seen. Accounts that
 * share one are linked: a referral between them pays nothing (docs/rules.md#referrals). Addresses
 * are forgotten after 30 days.
 */
export const accountSignals = pgTable(
  'account_signals',
  {
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: ['address', 'device'] }).notNull(),
    valueHash: text('value_hash').notNull(),
    firstSeenAt: timestamp('first_seen_at', { withTimezone: true }).notNull().defaultNow(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.kind, t.valueHash] }),
    check('account_signals_kind_known', sql`${t.kind} in ('address', 'device')`),
    // Who else was seen with this address or device.
    index('account_signals_value_idx').on(t.kind, t.valueHash),
  ],
);

/**
 * rate-limiter-flexible's store (RateLimiterDrizzle): one row per limited key (sign-in per account,
 * codes per phone, ...) with its points and when they expire, shared by every server instance.
 */
export const rateLimiterFlexible = pgTable('rate_limiter_flexible', {
  key: text('key').primaryKey(),
  points: integer('points').notNull(),
  expire: timestamp('expire', { withTimezone: true }),
});

// ---------------------------------------------------------------------------------------------
// Orders: every order a player places. Market orders and marketable limits are recorded filled;
// other limits rest (status open) with their reservation until filled, cancelled or expired.
// ---------------------------------------------------------------------------------------------

export const ORDER_STATUSES = ['open', 'filled', 'cancelled', 'expired'] as const;
export const ORDER_TYPES = ['market', 'limit', 'stop', 'stop_limit', 'trailing_stop'] as const;

export const orders = pgTable(
  'orders',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    portfolioId: uuid('portfolio_id')
      .notNull()
      .references(() => portfolios.id, { onDelete: 'cascade' }),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'restrict' }),
    side: text('side', { enum: ['buy', 'sell'] }).notNull(),
    type: text('type', { enum: ORDER_TYPES }).notNull(),
    timeInForce: text('time_in_force', { enum: ['gtc', 'day'] })
      .notNull()
      .default('gtc'),
    status: text('status', { enum: ORDER_STATUSES }).notNull(),
    quantity: bigint('quantity', { mode: 'number' }).notNull(),
    limitPriceMinor: money('limit_price_minor'),
    /** A stop's trigger price (docs/rules.md#stop-orders); a trailing stop's follows the best price. */
    stopPriceMinor: money('stop_price_minor'),
    /** A trailing stop keeps this far from the best price: an amount, or a percent (basis points). */
    trailAmountMinor: money('trail_amount_minor'),
    trailBp: integer('trail_bp'),
    /** A stop-limit whose stop was reached: from then on a limit order in the book. */
    triggeredAt: timestamp('triggered_at', { withTimezone: true }),
    /** Cash held back for a resting buy (quantity x limit); shares for a sell live on the holding. */
    reservedMinor: money('reserved_minor').notNull().default(0),
    fillPriceMinor: money('fill_price_minor'),
    transactionId: uuid('transaction_id').references(() => transactions.id, { onDelete: 'set null' }),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    /** The player's one line on why (docs/rules.md#classes); a class may require it. */
    reason: text('reason'),
    createdAt: createdAt(),
    closedAt: timestamp('closed_at', { withTimezone: true }),
  },
  (t) => [
    check('orders_quantity_positive', sql`${t.quantity} > 0`),
    check('orders_reason_length', sql`char_length(${t.reason}) between 1 and 140`),
    check('orders_side_known', sql`${t.side} in ('buy', 'sell')`),
    check('orders_type_known', sql`${t.type} in ('market', 'limit', 'stop', 'stop_limit', 'trailing_stop')`),
    check('orders_status_known', sql`${t.status} in ('open', 'filled', 'cancelled', 'expired')`),
    check('orders_limit_has_price', sql`${t.type} in ('market', 'stop', 'trailing_stop') or ${t.limitPriceMinor} > 0`),
    check('orders_stop_has_price', sql`${t.type} in ('market', 'limit') or ${t.stopPriceMinor} > 0`),
    check(
      'orders_trailing_has_trail',
      sql`${t.type} <> 'trailing_stop' or (${t.trailAmountMinor} > 0 and ${t.trailBp} is null) or (${t.trailAmountMinor} is null and ${t.trailBp} between 1 and 10000)`,
    ),
    check('orders_only_stop_limits_trigger', sql`${t.triggeredAt} is null or ${t.type} = 'stop_limit'`),
    check('orders_reserved_not_negative', sql`${t.reservedMinor} >= 0`),
    check('orders_only_limits_rest', sql`${t.status} <> 'open' or ${t.type} <> 'market'`),
    // A portfolio's open orders, and its order history, newest first.
    index('orders_portfolio_status_idx').on(t.portfolioId, t.status, t.createdAt.desc()),
    // The engine: open orders of a company in price-time order.
    index('orders_open_company_idx')
      .on(t.companyId, t.side, t.limitPriceMinor, t.createdAt)
      .where(sql`${t.status} = 'open'`),
    // A trade's order (its reason): trade lists join orders on the trade they made.
    index('orders_transaction_idx')
      .on(t.transactionId)
      .where(sql`${t.transactionId} is not null`),
    // The engine: stops waiting for their trigger, per company and side.
    // Not on the stop price: trailing stops rewrite it every tick, and an unindexed column keeps
    // those updates cheap (heap-only).
    index('orders_open_stops_idx')
      .on(t.companyId, t.side)
      .where(sql`${t.status} = 'open' and ${t.type} <> 'limit' and ${t.triggeredAt} is null`),
    // The engine: open day orders whose day has ended.
    index('orders_open_expiry_idx')
      .on(t.expiresAt)
      .where(sql`${t.status} = 'open' and ${t.expiresAt} is not null`),
  ],
);

/**
 * Finished price candles per company: 5-minute ones from the engine, folded into hourly and daily
 * ones as they age (core/market/candles), rolled up for longer chart ranges when read. The candle
 * the price is in now lives on the company's row (companies.candle_start).
 */
export const priceCandles = pgTable(
  'price_candles',
  {
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    bucketStart: timestamp('bucket_start', { withTimezone: true }).notNull(),
    openMinor: money('open_minor').notNull(),
    highMinor: money('high_minor').notNull(),
    lowMinor: money('low_minor').notNull(),
    closeMinor: money('close_minor').notNull(),
    volume: bigint('volume', { mode: 'number' }).notNull().default(0),
  },
  (t) => [
    // Charts read one company's candles in time order.
    primaryKey({ columns: [t.companyId, t.bucketStart] }),
    check(
      'price_candles_range',
      sql`${t.lowMinor} <= ${t.openMinor} and ${t.lowMinor} <= ${t.closeMinor} and ${t.highMinor} >= ${t.openMinor} and ${t.highMinor} >= ${t.closeMinor}`,
    ),
  ],
);

/**
 * The Bolts Index ('all') and one per sector (the category), capitalisation-weighted and chained
 * tick to tick (docs/rules.md#bolts-index). Levels are points; 1,000 when first computed.
 */
export const marketIndices = pgTable('market_indices', {
  id: text('id').primaryKey(),
  level: doublePrecision('level').notNull(),
  /** The level at the last UTC midnight, for the day's change. */
  dayOpen: doublePrecision('day_open').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** An index's candles, like a company's, in hundredths of a point. */
export const indexCandles = pgTable(
  'index_candles',
  {
    indexId: text('index_id')
      .notNull()
      .references(() => marketIndices.id, { onDelete: 'cascade' }),
    bucketStart: timestamp('bucket_start', { withTimezone: true }).notNull(),
    openCenti: bigint('open_centi', { mode: 'number' }).notNull(),
    highCenti: bigint('high_centi', { mode: 'number' }).notNull(),
    lowCenti: bigint('low_centi', { mode: 'number' }).notNull(),
    closeCenti: bigint('close_centi', { mode: 'number' }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.indexId, t.bucketStart] }),
    check(
      'index_candles_range',
      sql`${t.lowCenti} <= ${t.openCenti} and ${t.lowCenti} <= ${t.closeCenti} and ${t.highCenti} >= ${t.openCenti} and ${t.highCenti} >= ${t.closeCenti}`,
    ),
  ],
);

// ---------------------------------------------------------------------------------------------
// Competition (docs/rules.md#competition): XP awards, achievements, the weekly board and its champions.
// ---------------------------------------------------------------------------------------------

/** One row per award; the unique key (e.g. "trade:2026-11-22:7", "referral:<user id>") pays it once. */
export const xpAwards = pgTable(
  'xp_awards',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    source: text('source').notNull(),
    awardKey: text('award_key').notNull(),
    xp: integer('xp').notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('xp_awards_user_key').on(t.userId, t.awardKey), check('xp_awards_positive', sql`${t.xp} > 0`)],
);

/**
 * Lessons a player finished (docs/rules.md#learning): the quiz answered once at least, with the
 * most questions they ever got right. The lessons themselves are content files, not rows.
 */
export const lessonCompletions = pgTable(
  'lesson_completions',
  {
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    lessonId: text('lesson_id').notNull(),
    correct: integer('correct').notNull(),
    completedAt: timestamp('completed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.lessonId] }), check('lesson_completions_correct', sql`${t.correct} >= 0`)],
);

export const userAchievements = pgTable(
  'user_achievements',
  {
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    achievementId: text('achievement_id').notNull(),
    unlockedAt: timestamp('unlocked_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.achievementId] })],
);

/**
 * The maintained weekly board: one row per player and week, refreshed by the leader in one
 * set-based statement, read by rank through its index (never a full scan per request).
 */
export const weeklyStandings = pgTable(
  'weekly_standings',
  {
    gameId: uuid('game_id')
      .notNull()
      .references(() => games.id, { onDelete: 'cascade' }),
    weekStart: timestamp('week_start', { withTimezone: true }).notNull(),
    portfolioId: uuid('portfolio_id')
      .notNull()
      .references(() => portfolios.id, { onDelete: 'cascade' }),
    /** Value when the week began (0 for a player who joined during it). */
    startValueMinor: money('start_value_minor').notNull(),
    /** Bolts credited this week other than by trading (grants, bonuses, prizes). */
    inflowMinor: money('inflow_minor').notNull().default(0),
    valueMinor: money('value_minor').notNull(),
    gainMinor: money('gain_minor').notNull(),
    gainBp: integer('gain_bp').notNull(),
    /** The Bolts Index level at the line's first refresh: the yardstick's start for this week. */
    indexStart: doublePrecision('index_start'),
    /** Sum of squared log returns between refreshes (core/competition/score): the week's swing. */
    swingSquares: doublePrecision('swing_squares').notNull().default(0),
    /** Has the portfolio ever traded? A portfolio that has not has no score. */
    traded: boolean('traded').notNull().default(false),
    /** The Bolts Score; null when the portfolio has never traded. */
    score: doublePrecision('score'),
    /** Prize eligibility facts at the last refresh (core/competition/eligibility). */
    companies: integer('companies').notNull().default(0),
    maxPositionBp: integer('max_position_bp').notNull().default(0),
    heldSince: timestamp('held_since', { withTimezone: true }),
    /** The account's email or phone is verified (unverified accounts win no prize). */
    verified: boolean('verified').notNull().default(false),
    /** Place on the week's board, set by the standings job after each refresh (null until then). */
    rank: integer('rank'),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.weekStart, t.portfolioId] }),
    // The read: the top 50 and the size of the board by stored rank (the job maintains it).
    index('weekly_standings_week_rank_idx').on(t.gameId, t.weekStart, t.rank),
  ],
);

/** One row per game and finished week: the primary key makes the prize payable exactly once. */
export const weeklyChampions = pgTable(
  'weekly_champions',
  {
    gameId: uuid('game_id')
      .notNull()
      .references(() => games.id, { onDelete: 'cascade' }),
    weekStart: timestamp('week_start', { withTimezone: true }).notNull(),
    /** Null when nobody played that week. */
    portfolioId: uuid('portfolio_id').references(() => portfolios.id, { onDelete: 'set null' }),
    gainMinor: money('gain_minor'),
    gainBp: integer('gain_bp'),
    score: doublePrecision('score'),
    prizeMinor: money('prize_minor').notNull().default(0),
    /**
     * paid: credited at the decision; held: the winner is linked to another top-10 player, so the
     * prize waits for an admin; approved (then credited) or denied by one.
     */
    status: text('status', { enum: ['paid', 'held', 'approved', 'denied'] })
      .notNull()
      .default('paid'),
    /** Why it was held: the linked top-10 players and what links them. */
    evidence: jsonb('evidence'),
    reviewedBy: text('reviewed_by').references(() => users.id, { onDelete: 'set null' }),
    reviewedAt: timestamp('reviewed_at', { withTimezone: true }),
    journalId: uuid('journal_id'),
    decidedAt: timestamp('decided_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.gameId, t.weekStart] }),
    check('weekly_champions_status', sql`${t.status} in ('paid', 'held', 'approved', 'denied')`),
    // The admins' queue of held prizes.
    index('weekly_champions_held_idx')
      .on(t.decidedAt)
      .where(sql`${t.status} = 'held'`),
  ],
);

/** Each portfolio's league tier (docs/rules.md#leagues), 0 (Bronze) to 4 (Diamond); moved at each rollover. */
export const leagueTiers = pgTable('league_tiers', {
  portfolioId: uuid('portfolio_id')
    .primaryKey()
    .references(() => portfolios.id, { onDelete: 'cascade' }),
  tier: smallint('tier').notNull().default(0),
  /** The week whose rollover last set it. */
  weekStart: timestamp('week_start', { withTimezone: true }).notNull(),
});

/** One row per game and week whose leagues were formed: its key makes the rollover happen once. */
export const leagueWeeks = pgTable(
  'league_weeks',
  {
    gameId: uuid('game_id')
      .notNull()
      .references(() => games.id, { onDelete: 'cascade' }),
    weekStart: timestamp('week_start', { withTimezone: true }).notNull(),
    formedAt: timestamp('formed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.gameId, t.weekStart] })],
);

/** Who plays in which group this week: formed at the rollover, latecomers added as they appear. */
export const leagueMembers = pgTable(
  'league_members',
  {
    weekStart: timestamp('week_start', { withTimezone: true }).notNull(),
    portfolioId: uuid('portfolio_id')
      .notNull()
      .references(() => portfolios.id, { onDelete: 'cascade' }),
    /** The portfolio's game (no key of its own: the portfolio's cascades with the game). */
    gameId: uuid('game_id').notNull(),
    tier: smallint('tier').notNull(),
    groupNo: integer('group_no').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.weekStart, t.portfolioId] }),
    // The league read: one group's members.
    index('league_members_group_idx').on(t.gameId, t.weekStart, t.tier, t.groupNo),
  ],
);

// ---------------------------------------------------------------------------------------------
// Friends and chat (docs/rules.md#friends-and-chat): requests, friendships (two rows per pair), blocks, messages, reports.
// ---------------------------------------------------------------------------------------------

export const friendRequests = pgTable(
  'friend_requests',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    fromUserId: text('from_user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    toUserId: text('to_user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    status: text('status', { enum: ['pending', 'accepted', 'declined', 'cancelled'] })
      .notNull()
      .default('pending'),
    createdAt: createdAt(),
    respondedAt: timestamp('responded_at', { withTimezone: true }),
  },
  (t) => [
    check('friend_requests_not_self', sql`${t.fromUserId} <> ${t.toUserId}`),
    check('friend_requests_status_known', sql`${t.status} in ('pending', 'accepted', 'declined', 'cancelled')`),
    // At most one pending request between two players in one direction.
    uniqueIndex('friend_requests_pending_key')
      .on(t.fromUserId, t.toUserId)
      .where(sql`${t.status} = 'pending'`),
    index('friend_requests_to_idx').on(t.toUserId, t.status),
  ],
);

/** Symmetric: a friendship is two rows, (a, b) and (b, a), written together. */
export const friendships = pgTable(
  'friendships',
  {
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    friendId: text('friend_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.friendId] }),
    check('friendships_not_self', sql`${t.userId} <> ${t.friendId}`),
  ],
);

/**
 * Following a trader (docs/rules.md#friends): one way, no acceptance, only of a player whose
 * profile is public; the follower's feed shows the followed trader's trades while their profile
 * stays public and shows trades. Following a minor's private profile is impossible by design.
 */
export const follows = pgTable(
  'follows',
  {
    followerId: text('follower_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    followedId: text('followed_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.followerId, t.followedId] }),
    check('follows_not_self', sql`${t.followerId} <> ${t.followedId}`),
    // Who follows a trader (their follower count, and removing them on a block).
    index('follows_followed_idx').on(t.followedId),
  ],
);

export const blocks = pgTable(
  'blocks',
  {
    blockerId: text('blocker_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    blockedId: text('blocked_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.blockerId, t.blockedId] }),
    check('blocks_not_self', sql`${t.blockerId} <> ${t.blockedId}`),
    index('blocks_blocked_idx').on(t.blockedId),
  ],
);

/** Kept after a block or unfriending, so a report can be reviewed. */
export const chatMessages = pgTable(
  'chat_messages',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    senderId: text('sender_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    recipientId: text('recipient_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    body: text('body').notNull(),
    /** The filter masked words in it. */
    masked: boolean('masked').notNull().default(false),
    createdAt: createdAt(),
    readAt: timestamp('read_at', { withTimezone: true }),
  },
  (t) => [
    check('chat_messages_not_self', sql`${t.senderId} <> ${t.recipientId}`),
    check('chat_messages_length', sql`char_length(${t.body}) between 1 and 500`),
    // A conversation's history, newest first, whichever side sent.
    index('chat_messages_pair_idx').on(
      sql`least(${t.senderId}, ${t.recipientId})`,
      sql`greatest(${t.senderId}, ${t.recipientId})`,
      t.id.desc(),
    ),
    // Unread counts.
    index('chat_messages_unread_idx')
      .on(t.recipientId, t.senderId)
      .where(sql`${t.readAt} is null`),
  ],
);

/** The moderators' queue (admin console, area "reports"). */
export const reports = pgTable(
  'reports',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    reporterId: text('reporter_id').references(() => users.id, { onDelete: 'set null' }),
    reportedUserId: text('reported_user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    messageId: bigint('message_id', { mode: 'number' }).references(() => chatMessages.id, { onDelete: 'set null' }),
    reason: text('reason').notNull(),
    status: text('status', { enum: ['open', 'resolved', 'dismissed'] })
      .notNull()
      .default('open'),
    createdAt: createdAt(),
    resolvedBy: text('resolved_by').references(() => users.id, { onDelete: 'set null' }),
    resolvedAt: timestamp('resolved_at', { withTimezone: true }),
    resolutionNote: text('resolution_note'),
  },
  (t) => [
    check('reports_status_known', sql`${t.status} in ('open', 'resolved', 'dismissed')`),
    index('reports_status_created_idx').on(t.status, t.createdAt.desc()),
  ],
);

// ---------------------------------------------------------------------------------------------
// Learning and habits (docs/rules.md#learning): the coach's cards, daily quests and the streak,
// the friend streak, notifications with Web Push, the watchlist and price alerts.
// ---------------------------------------------------------------------------------------------

/** One card per moment: the dedupe key (e.g. "limit_waiting:<order id>") makes a replay harmless. */
export const coachCards = pgTable(
  'coach_cards',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    trigger: text('trigger').notNull(),
    lessonId: text('lesson_id'),
    dedupeKey: text('dedupe_key').notNull(),
    /** What the card shows beside the lesson: the company, the figures, the order's reason. */
    params: jsonb('params')
      .notNull()
      .default(sql`'{}'::jsonb`),
    createdAt: createdAt(),
    dismissedAt: timestamp('dismissed_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('coach_cards_user_key').on(t.userId, t.dedupeKey),
    // The open cards, newest first.
    index('coach_cards_open_idx')
      .on(t.userId, t.createdAt.desc())
      .where(sql`${t.dismissedAt} is null`),
  ],
);

/** A daily quest done, on the player's own calendar day. Quests never count trades. */
export const questCompletions = pgTable(
  'quest_completions',
  {
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    day: date('day', { mode: 'string' }).notNull(),
    questId: text('quest_id').notNull(),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.day, t.questId] })],
);

/**
 * The daily streak, kept current as quests are done: days in a row with at least one quest; a
 * freeze (earned, at most one a week) covers one missed day.
 */
export const streaks = pgTable(
  'streaks',
  {
    userId: text('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    current: integer('current').notNull().default(0),
    best: integer('best').notNull().default(0),
    lastDay: date('last_day', { mode: 'string' }),
    freezes: integer('freezes').notNull().default(0),
    /** The Monday of the week the last freeze was earned in. */
    freezeEarnedWeek: date('freeze_earned_week', { mode: 'string' }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('streaks_counts', sql`${t.current} >= 0 and ${t.best} >= ${t.current} and ${t.freezes} between 0 and 1`),
  ],
);

/** The one friend a player keeps a friend streak with (both active on a day keeps it going). */
export const friendStreaks = pgTable(
  'friend_streaks',
  {
    userId: text('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    friendId: text('friend_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [check('friend_streaks_not_self', sql`${t.userId} <> ${t.friendId}`)],
);

/**
 * The notification centre. `params` carries facts, not sentences: the browser words them in the
 * player's language. `pushedAt` is when it went out as Web Push (the daily cap counts these).
 */
export const notifications = pgTable(
  'notifications',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    type: text('type').notNull(),
    params: jsonb('params')
      .notNull()
      .default(sql`'{}'::jsonb`),
    /** Makes a replayed event harmless (e.g. "order_filled:<order id>"); null when every event counts. */
    dedupeKey: text('dedupe_key'),
    createdAt: createdAt(),
    readAt: timestamp('read_at', { withTimezone: true }),
    pushedAt: timestamp('pushed_at', { withTimezone: true }),
  },
  (t) => [
    index('notifications_user_idx').on(t.userId, t.createdAt.desc()),
    uniqueIndex('notifications_user_key').on(t.userId, t.dedupeKey),
    index('notifications_unread_idx')
      .on(t.userId)
      .where(sql`${t.readAt} is null`),
  ],
);

/** A browser's Web Push subscription (the endpoint is the push service's, the keys encrypt for it). */
export const pushSubscriptions = pgTable(
  'push_subscriptions',
  {
    endpoint: text('endpoint').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    p256dh: text('p256dh').notNull(),
    auth: text('auth').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('push_subscriptions_user_idx').on(t.userId)],
);

export const watchlist = pgTable(
  'watchlist',
  {
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.companyId] })],
);

/** "Tell me when AURS is below 400": fires once, when a tick crosses the price. */
export const priceAlerts = pgTable(
  'price_alerts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    direction: text('direction', { enum: ['below', 'above'] }).notNull(),
    priceMinor: money('price_minor').notNull(),
    createdAt: createdAt(),
    triggeredAt: timestamp('triggered_at', { withTimezone: true }),
  },
  (t) => [
    check('price_alerts_direction_known', sql`${t.direction} in ('below', 'above')`),
    check('price_alerts_price_positive', sql`${t.priceMinor} > 0`),
    index('price_alerts_user_idx').on(t.userId),
    // The tick's read: the alerts still waiting, by company.
    index('price_alerts_waiting_idx')
      .on(t.companyId)
      .where(sql`${t.triggeredAt} is null`),
  ],
);

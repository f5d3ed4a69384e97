// Every environment variable the server reads, validated once at start-up. The README lists them.
import path from 'node:path';
import { z } from 'zod';

/** The README's local admin password: published, so production refuses it (docs/rules.md#accounts). */
export const LOCAL_ADMIN_PASSWORD = 'bolts-admin-local';
/** The shortest admin password production accepts. */
export const PRODUCTION_ADMIN_PASSWORD_MIN = 12;

const bool = z.enum(['true', 'false', '1', '0']).transform((v) => v === 'true' || v === '1');

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('0.0.0.0'),
  /** Set to use a real PostgreSQL server; unset to use embedded PGlite. */
  DATABASE_URL: z.string().url().optional(),
  BOLTS_DATA_DIR: z.string().default('./data'),
  /** PostgreSQL only: how long a statement may wait for a row or table lock before it gives up (503). */
  BOLTS_DB_LOCK_TIMEOUT_MS: z.coerce.number().int().min(0).default(5_000),
  /** PostgreSQL only: how long one statement may run before the server cancels it (503); 0 means no limit. */
  BOLTS_DB_STATEMENT_TIMEOUT_MS: z.coerce.number().int().min(0).default(30_000),
  /** Seed companies, news, ads and the admin on first start. */
  BOLTS_SEED: bool.default(true),
  BOLTS_ADMIN_EMAIL: z.string().email().default('admin@bolts.example'),
  /** Local default only; production requires a real one (12+ characters) for the first seed. */
  BOLTS_ADMIN_PASSWORD: z.string().min(8).optional(),
  BOLTS_WEB_DIR: z.string().default('./dist/web'),
  LOG_REQUESTS: bool.default(false),
  /** The public origin (https://bolts.example) for links in emails and texts and the same-origin check. */
  BOLTS_PUBLIC_URL: z.string().url().optional(),
  /** Signs sessions and hashes codes; required in production. Locally one is made and kept in the database. */
  BOLTS_AUTH_SECRET: z.string().min(32).optional(),
  /** Behind a reverse proxy, take the client's address from X-Forwarded-For. */
  BOLTS_TRUST_PROXY: bool.default(false),
  BOLTS_RATE_LIMIT: bool.default(true),
  BOLTS_SMS_PROVIDER: z.enum(['outbox', 'http']).default('outbox'),
  BOLTS_SMS_URL: z.string().url().optional(),
  BOLTS_SMS_TOKEN: z.string().optional(),
  BOLTS_EMAIL_PROVIDER: z.enum(['outbox', 'smtp']).default('outbox'),
  BOLTS_SMTP_URL: z.string().optional(),
  BOLTS_MAIL_FROM: z.string().default('Bolts <no-reply@bolts.example>'),
  /** Market engine tick in milliseconds; 0 turns the engine off. */
  BOLTS_MARKET_TICK_MS: z.coerce.number().int().min(0).default(5_000),
  /** Tests and benchmarks: a reproducible price path and newsroom. Refused in production. */
  BOLTS_MARKET_SEED: z.coerce.number().int().optional(),
  /** How often the newsroom publishes a generated news item, in milliseconds; 0 turns it off. */
  BOLTS_NEWSROOM_MS: z.coerce.number().int().min(0).default(180_000),
  /** How often the weekly board is recomputed (and a finished week decided), in ms; 0 turns it off. */
  BOLTS_STANDINGS_MS: z.coerce.number().int().min(0).default(15_000),
  /** An OpenAI-compatible endpoint (…/v1) and model for the newsroom; unset uses the built-in writer. */
  LLM_BASE_URL: z.string().url().optional(),
  LLM_MODEL: z.string().min(1).optional(),
  LLM_API_KEY: z.string().optional(),
  LLM_TIMEOUT_MS: z.coerce.number().int().min(100).default(20_000),
});

export type Config = {
  env: 'development' | 'production' | 'test';
  port: number;
  host: string;
  database:
    | { driver: 'postgres'; url: string; lockTimeoutMs: number; statementTimeoutMs: number }
    | { driver: 'pglite'; dataDir: string };
  seed: boolean;
  /** The password is unset only in production, where the seed then refuses to create the admin. */
  admin: { email: string; password: string | undefined };
  webDir: string;
  logRequests: boolean;
  publicUrl: string | undefined;
  authSecret: string | undefined;
  trustProxy: boolean;
  rateLimit: boolean;
  sms: { provider: 'outbox' } | { provider: 'http'; url: string; token: string | undefined };
  email: { provider: 'outbox' } | { provider: 'smtp'; url: string; from: string };
  /** seed: tests and benchmarks only; without it the market draws from a secure source. */
  market: { tickMs: number; seed?: number };
  standings: { intervalMs: number };
  newsroom: {
    intervalMs: number;
    llm: { baseUrl: string; model: string; apiKey: string | undefined; timeoutMs: number } | undefined;
  };
};

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new Error(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  const production = e.NODE_ENV === 'production';
  if (production) {
    const refusals = productionRefusals(e);
    if (refusals.length)
      throw new Error(`Invalid configuration for production:\n${refusals.map((r) => `  ${r}`).join('\n')}`);
  }
  if (e.BOLTS_SMS_PROVIDER === 'http' && !e.BOLTS_SMS_URL) {
    throw new Error('Invalid configuration:\n  BOLTS_SMS_URL: required when BOLTS_SMS_PROVIDER=http');
  }
  if (Boolean(e.LLM_BASE_URL) !== Boolean(e.LLM_MODEL)) {
    throw new Error(
      'Invalid configuration:\n  LLM_BASE_URL and LLM_MODEL: set both to use a language model, or neither',
    );
  }
  if (e.BOLTS_EMAIL_PROVIDER === 'smtp' && !e.BOLTS_SMTP_URL) {
    throw new Error('Invalid configuration:\n  BOLTS_SMTP_URL: required when BOLTS_EMAIL_PROVIDER=smtp');
  }
  return {
    env: e.NODE_ENV,
    port: e.PORT,
    host: e.HOST,
    database: e.DATABASE_URL
      ? {
          driver: 'postgres',
          url: e.DATABASE_URL,
          lockTimeoutMs: e.BOLTS_DB_LOCK_TIMEOUT_MS,
          statementTimeoutMs: e.BOLTS_DB_STATEMENT_TIMEOUT_MS,
        }
      : { driver: 'pglite', dataDir: path.resolve(e.BOLTS_DATA_DIR) },
    seed: e.BOLTS_SEED,
    admin: {
      email: e.BOLTS_ADMIN_EMAIL,
      password: e.BOLTS_ADMIN_PASSWORD ?? (production ? undefined : LOCAL_ADMIN_PASSWORD),
    },
    webDir: path.resolve(e.BOLTS_WEB_DIR),
    logRequests: e.LOG_REQUESTS,
    publicUrl: e.BOLTS_PUBLIC_URL?.replace(/\/$/, ''),
    authSecret: e.BOLTS_AUTH_SECRET,
    trustProxy: e.BOLTS_TRUST_PROXY,
    rateLimit: e.BOLTS_RATE_LIMIT,
    sms:
      e.BOLTS_SMS_PROVIDER === 'http'
        ? { provider: 'http', url: e.BOLTS_SMS_URL!, token: e.BOLTS_SMS_TOKEN }
        : { provider: 'outbox' },
    email:
      e.BOLTS_EMAIL_PROVIDER === 'smtp'
        ? { provider: 'smtp', url: e.BOLTS_SMTP_URL!, from: e.BOLTS_MAIL_FROM }
        : { provider: 'outbox' },
    market: { tickMs: e.BOLTS_MARKET_TICK_MS, seed: e.BOLTS_MARKET_SEED },
    standings: { intervalMs: e.BOLTS_STANDINGS_MS },
    newsroom: {
      intervalMs: e.BOLTS_NEWSROOM_MS,
      llm:
        e.LLM_BASE_URL && e.LLM_MODEL
          ? { baseUrl: e.LLM_BASE_URL, model: e.LLM_MODEL, apiKey: e.LLM_API_KEY, timeoutMs: e.LLM_TIMEOUT_MS }
          : undefined,
    },
  };
}

/** What production will not start with: each line names the variable and what it needs. */
function productionRefusals(e: z.infer<typeof envSchema>): string[] {
  const refusals: string[] = [];
  if (!e.BOLTS_AUTH_SECRET) refusals.push('BOLTS_AUTH_SECRET: required in production (32+ random characters)');
  if (!e.BOLTS_PUBLIC_URL) {
    refusals.push(
      'BOLTS_PUBLIC_URL: required in production (the origin players use, e.g. https://bolts.example); links in emails and texts are built from it',
    );
  }
  if (e.BOLTS_MARKET_SEED !== undefined) {
    refusals.push(
      'BOLTS_MARKET_SEED: for tests and benchmarks only; with it anyone who watches a few prices can forecast the rest',
    );
  }
  const password = e.BOLTS_ADMIN_PASSWORD;
  if (password === LOCAL_ADMIN_PASSWORD) {
    refusals.push('BOLTS_ADMIN_PASSWORD: the local default is published in the README; set a password of your own');
  } else if (password !== undefined && password.length < PRODUCTION_ADMIN_PASSWORD_MIN) {
    refusals.push(`BOLTS_ADMIN_PASSWORD: at least ${PRODUCTION_ADMIN_PASSWORD_MIN} characters in production`);
  }
  return refusals;
}

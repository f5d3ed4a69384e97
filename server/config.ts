// Every environment variable the server reads, validated once at start-up. The README lists them.
import path from 'node:path';
import { z } from 'zod';

const bool = z.enum(['true', 'false', '1', '0']).transform((v) => v === 'true' || v === '1');

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('0.0.0.0'),
  /** Set to use a real PostgreSQL server; unset to use embedded PGlite. */
  DATABASE_URL: z.string().url().optional(),
  BOLTS_DATA_DIR: z.string().default('./data'),
  /** Seed companies, news, ads and the admin on first start. */
  BOLTS_SEED: bool.default(true),
  BOLTS_ADMIN_EMAIL: z.string().email().default('admin@bolts.example'),
  /** Local default only; set a real secret anywhere else. */
  BOLTS_ADMIN_PASSWORD: z.string().min(8).default('bolts-admin-local'),
  BOLTS_WEB_DIR: z.string().default('./dist/web'),
  LOG_REQUESTS: bool.default(false),
});

export type Config = {
  env: 'development' | 'production' | 'test';
  port: number;
  host: string;
  database: { driver: 'postgres'; url: string } | { driver: 'pglite'; dataDir: string };
  seed: boolean;
  admin: { email: string; password: string };
  webDir: string;
  logRequests: boolean;
};

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new Error(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  return {
    env: e.NODE_ENV,
    port: e.PORT,
    host: e.HOST,
    database: e.DATABASE_URL
      ? { driver: 'postgres', url: e.DATABASE_URL }
      : { driver: 'pglite', dataDir: path.resolve(e.BOLTS_DATA_DIR) },
    seed: e.BOLTS_SEED,
    admin: { email: e.BOLTS_ADMIN_EMAIL, password: e.BOLTS_ADMIN_PASSWORD },
    webDir: path.resolve(e.BOLTS_WEB_DIR),
    logRequests: e.LOG_REQUESTS,
  };
}

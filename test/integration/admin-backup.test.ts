// Database backup (issue 6): an admin downloads a backup that restores into a fresh database with
// the same rows (PGlite: its data folder; PostgreSQL: pg_dump's custom format); the download is
// logged; players and moderators are refused.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { adminLogs, companies } from '../../server/db/schema';
import type { SignedUpUser } from '../support/accounts';
import { createCompany } from '../support/factories';
import { signUpAs } from '../support/staff';
import { createTestContext, testDriver, type TestContext } from '../support/test-database';

let ctx: TestContext;
let admin: SignedUpUser;
beforeEach(async () => {
  ctx = await createTestContext();
  admin = await signUpAs(ctx, 'admin');
});
afterEach(() => ctx.close());

describe('database backup', () => {
  it('downloads a backup that restores with the same rows, and logs it', async () => {
    await createCompany(ctx.database.db, { name: 'Backed Up Co' });
    const companyCount = (await ctx.database.db.select().from(companies)).length;
    const res = await admin.client.get('/api/admin/backup');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-disposition')).toMatch(/attachment; filename="bolts-\d{8}-\d{6}\.(tar\.gz|dump)"/);
    const bytes = new Uint8Array(await res.arrayBuffer());
    expect(bytes.length).toBeGreaterThan(1_000);

    if (testDriver() === 'pglite') {
      expect([bytes[0], bytes[1]]).toEqual([0x1f, 0x8b]); // gzip
      const restored = await PGlite.create({ loadDataDir: new Blob([bytes]) });
      const { rows } = await restored.query<{ n: number }>('select count(*)::int as n from companies');
      expect(rows[0]!.n).toBe(companyCount);
      await restored.close();
    } else {
      expect(new TextDecoder().decode(bytes.slice(0, 5))).toBe('PGDMP');
      const dir = mkdtempSync(path.join(tmpdir(), 'bolts-backup-'));
      try {
        writeFileSync(path.join(dir, 'b.dump'), bytes);
        const listing = execFileSync('pg_restore', ['--list', path.join(dir, 'b.dump')]).toString();
        expect(listing).toMatch(/TABLE DATA public companies/);
      } finally {
        rmSync(dir, { recursive: true, force: true });
      }
    }
    const logged = await ctx.database.db.select().from(adminLogs).where(eq(adminLogs.action, 'backup.download'));
    expect(logged).toHaveLength(1);
  });

  it('is for admins only', async () => {
    const moderator = await signUpAs(ctx, 'moderator');
    expect((await moderator.client.get('/api/admin/backup')).status).toBe(403);
  });
});

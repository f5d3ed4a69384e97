// The seed writes its content in three languages (docs/decisions/018), and a database seeded before
// that gets the Hebrew and Spanish at its next start, without touching what an admin has changed.
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  AD_TRANSLATED_FIELDS,
  COMPANY_TRANSLATED_FIELDS,
  LEADER_TRANSLATED_FIELDS,
  missingFields,
  NEWS_TRANSLATED_FIELDS,
  TRANSLATED_LANGUAGES,
} from '#core/content-language';
import type { CompanyDetail } from '#core/schemas/companies';
import type { Database } from '../../server/db/client';
import { ads, appMeta, companies, managementProfiles, news } from '../../server/db/schema';
import { SEED_TRANSLATIONS_KEY } from '../../server/db/seed/fill-translations';
import { seedIfEmpty } from '../../server/db/seed/seed';
import { buildApp } from '../../server/http/app';
import { createTestDatabase, TEST_AUTH } from '../support/test-database';

let database: Database;
let close: () => Promise<void>;
const admin = { email: 'admin@seed.example', password: 'a-test-password' };

beforeAll(async () => {
  ({ database, close } = await createTestDatabase());
  await seedIfEmpty(database.db, { admin });
});
afterAll(() => close());

async function gaps(): Promise<string[]> {
  const db = database.db;
  const tables = [
    [
      'company',
      await db.select({ id: companies.symbol, t: companies.translations }).from(companies),
      COMPANY_TRANSLATED_FIELDS,
    ],
    [
      'leader',
      await db.select({ id: managementProfiles.id, t: managementProfiles.translations }).from(managementProfiles),
      LEADER_TRANSLATED_FIELDS,
    ],
    ['news', await db.select({ id: news.id, t: news.translations }).from(news), NEWS_TRANSLATED_FIELDS],
    ['ad', await db.select({ id: ads.id, t: ads.translations }).from(ads), AD_TRANSLATED_FIELDS],
  ] as const;
  const out: string[] = [];
  for (const [kind, rows, fields] of tables) {
    for (const row of rows) {
      for (const lang of TRANSLATED_LANGUAGES) {
        for (const field of missingFields(row.t, lang, fields)) out.push(`${kind} ${row.id} ${lang}.${field}`);
      }
    }
  }
  return out;
}

describe('the seeded content', () => {
  it('has Hebrew and Spanish for every field of every company, leader, news item and ad', async () => {
    expect(await database.db.$count(companies)).toBe(48);
    expect(await gaps()).toEqual([]);
  });

  it('reads in Hebrew through the API', async () => {
    const built = buildApp({ database, readCacheTtlMs: 0, auth: TEST_AUTH });
    try {
      const [verdigo] = await database.db.select().from(companies).where(eq(companies.symbol, 'VRDG'));
      const he = (await (await built.app.request(`/api/companies/${verdigo!.id}?lang=he`)).json()) as CompanyDetail;
      for (const text of [he.description, he.story, he.leadership[0]!.bio, he.news[0]!.headline]) {
        expect(text).toMatch(/[\u05d0-\u05ea]/);
      }
    } finally {
      await built.progress.stop();
      await built.referrals.stop();
      await built.coach.settled();
    }
  });
});

describe('a database seeded before the translations', () => {
  it('gets them at its next start, once, leaving what an admin changed', async () => {
    const db = database.db;
    // As it was: nothing translated, no marker.
    for (const table of [companies, managementProfiles, news, ads]) {
      await db.update(table).set({ translations: {} });
    }
    await db.delete(appMeta).where(eq(appMeta.key, SEED_TRANSLATIONS_KEY));
    // An admin rewrote one description and translated one headline by hand.
    await db.update(companies).set({ description: 'Rewritten by an admin.' }).where(eq(companies.symbol, 'VRDG'));
    const [handmade] = await db.select({ id: news.id }).from(news).limit(1);
    await db
      .update(news)
      .set({ translations: { he: { headline: 'כותרת של מנהל' } } })
      .where(eq(news.id, handmade!.id));

    expect(await seedIfEmpty(db, { admin })).toEqual({ seeded: false, companies: 0 });

    const remaining = await gaps();
    // The rewritten company stays untranslated (its English is no longer the seed's), the
    // admin's headline stays as written; everything else is filled.
    expect(remaining.filter((g) => !g.startsWith('company VRDG') && !g.includes(handmade!.id))).toEqual([]);
    expect(remaining.filter((g) => g.startsWith('company VRDG'))).toHaveLength(2 * COMPANY_TRANSLATED_FIELDS.length);
    const [kept] = await db.select({ t: news.translations }).from(news).where(eq(news.id, handmade!.id));
    expect(kept!.t).toEqual({ he: { headline: 'כותרת של מנהל' } });

    // Once: a later start does not run it again (an admin emptying a translation keeps it empty).
    const [leader] = await db.select({ id: managementProfiles.id }).from(managementProfiles).limit(1);
    await db.update(managementProfiles).set({ translations: {} }).where(eq(managementProfiles.id, leader!.id));
    await seedIfEmpty(db, { admin });
    const [still] = await db
      .select({ t: managementProfiles.translations })
      .from(managementProfiles)
      .where(eq(managementProfiles.id, leader!.id));
    expect(still!.t).toEqual({});
    const [marker] = await db
      .select()
      .from(appMeta)
      .where(sql`${appMeta.key} = ${SEED_TRANSLATIONS_KEY}`);
    expect(marker).toBeDefined();
  });
});

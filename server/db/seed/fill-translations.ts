// A database seeded before content came in three languages gets the seed's Hebrew and Spanish
// once, at start-up (docs/decisions/018). Only rows still as seeded are filled: an empty
// `translations` and English that still reads as the seed wrote it, so an admin's edit is never
// paired with a translation of text it replaced. Four statements, once per database.
import { sql, type AnyColumn, type SQL } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../client';
import { ads, appMeta, companies, managementProfiles, news } from '../schema';
import { deterministicUuid } from './deterministic-id';
import { seedAds } from './seed-ads';
import { seedCompanies } from './seed-companies';
import { companyTranslations, leaderTranslations, newsTranslations, type SeedTranslations } from './translations';

/** Bump to fill again (still only rows without translations). */
export const SEED_TRANSLATIONS_VERSION = '1';
export const SEED_TRANSLATIONS_KEY = 'seed_translations_version';

interface Fill {
  id: string;
  translations: SeedTranslations;
  english: Record<string, string | null>;
}

/** Marks the database as having the seed's translations (a fresh seed writes them itself). */
export async function markSeedTranslations(db: Db): Promise<boolean> {
  const inserted = await db
    .insert(appMeta)
    .values({ key: SEED_TRANSLATIONS_KEY, value: SEED_TRANSLATIONS_VERSION })
    .onConflictDoUpdate({
      target: appMeta.key,
      set: { value: SEED_TRANSLATIONS_VERSION, updatedAt: new Date() },
      setWhere: sql`${appMeta.value} <> ${SEED_TRANSLATIONS_VERSION}`,
    })
    .returning({ key: appMeta.key });
  return inserted.length > 0;
}

/** Fills the seeded rows' empty translations, once per version; returns whether it ran. */
export async function fillSeedTranslations(db: Db): Promise<boolean> {
  if (!(await markSeedTranslations(db))) return false;
  const companyRows: Fill[] = [];
  const leaderRows: Fill[] = [];
  const newsRows: Fill[] = [];
  for (const c of seedCompanies) {
    companyRows.push({
      id: deterministicUuid(`company:${c.symbol}`),
      translations: companyTranslations(c.symbol),
      english: {
        sector: c.sector,
        industry: c.industry,
        description: c.description,
        story: c.story,
        businessModel: c.businessModel,
        competitiveAdvantages: c.competitiveAdvantages,
        keyRisks: c.keyRisks,
      },
    });
    c.leadership.forEach((l, i) =>
      leaderRows.push({
        id: deterministicUuid(`leader:${c.symbol}:${i}`),
        translations: leaderTranslations(c.symbol, i),
        english: { position: l.position, bio: l.bio, education: l.education },
      }),
    );
    c.news.forEach((n, i) =>
      newsRows.push({
        id: deterministicUuid(`news:${c.symbol}:${i}`),
        translations: newsTranslations(c.symbol, i),
        english: { headline: n.headline, summary: n.summary, content: n.content },
      }),
    );
  }
  const adRows = seedAds.map((a) => ({
    id: deterministicUuid(a.key),
    translations: a.translations,
    english: { title: a.title, description: a.description },
  }));

  await fill(db, companies, companies.id, companies.translations, companyRows, {
    sector: companies.sector,
    industry: companies.industry,
    description: companies.description,
    story: companies.story,
    businessModel: companies.businessModel,
    competitiveAdvantages: companies.competitiveAdvantages,
    keyRisks: companies.keyRisks,
  });
  await fill(db, managementProfiles, managementProfiles.id, managementProfiles.translations, leaderRows, {
    position: managementProfiles.position,
    bio: managementProfiles.bio,
    education: managementProfiles.education,
  });
  await fill(db, news, news.id, news.translations, newsRows, {
    headline: news.headline,
    summary: news.summary,
    content: news.content,
  });
  await fill(db, ads, ads.id, ads.translations, adRows, { title: ads.title, description: ads.description });
  return true;
}

/** One UPDATE for all rows of a table: the values travel as one JSON parameter. */
async function fill(
  db: Db,
  table: PgTable,
  id: AnyColumn,
  translations: AnyColumn,
  rows: Fill[],
  columns: Record<string, AnyColumn>,
): Promise<void> {
  const rowsWithTexts = rows.filter((r) => Object.keys(r.translations).length > 0);
  if (rowsWithTexts.length === 0) return;
  const fields = Object.keys(columns);
  const payload = rowsWithTexts.map((r) => ({
    id: r.id,
    translations: r.translations,
    ...Object.fromEntries(fields.map((f, i) => [`f${i}`, r.english[f] ?? null])),
  }));
  const recordType = sql.raw(['id uuid', 'translations jsonb', ...fields.map((_, i) => `f${i} text`)].join(', '));
  const stillSeeded: SQL[] = fields.map((f, i) => sql`${columns[f]} is not distinct from v.${sql.raw(`f${i}`)}`);
  await db.execute(sql`
    update ${table} set translations = v.translations
    from jsonb_to_recordset(${JSON.stringify(payload)}::jsonb) as v(${recordType})
    where ${id} = v.id and ${translations} = '{}'::jsonb and ${sql.join(stillSeeded, sql` and `)}`);
}

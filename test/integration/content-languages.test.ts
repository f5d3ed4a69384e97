// Content reads name their language (docs/decisions/018): `?lang=he|es` answers each field in that
// language, English where a field has none; anything else is a 400; each language is cached apart.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { searchCompanies } from '#core/feed/search';
import type { CompanyDetail, CompanyList, Landing } from '#core/schemas/companies';
import type { Ad, FeedPage, SearchCompanies } from '#core/schemas/feed';
import { buildApp } from '../../server/http/app';
import { ads, companies } from '../../server/db/schema';
import { createCompany, createLeader, createNews } from '../support/factories';
import { createTestContext, createTestDatabase, TEST_AUTH, type TestContext } from '../support/test-database';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

const get = async <T>(path: string): Promise<T> => {
  const res = await ctx.app.request(path);
  expect(res.status, path).toBe(200);
  return (await res.json()) as T;
};

/** A company written in English and Hebrew, with no Hebrew business model and only a Spanish story. */
async function bilingualCompany(db = ctx.database.db) {
  const company = await createCompany(db, {
    name: 'Lumen Kettle Works',
    ceo: 'Orla Penhaligon',
    sector: 'Consumer Goods',
    description: 'Makes kettles that sing.',
    story: 'Founded in a lighthouse kitchen by two cousins.',
    businessModel: 'Sells kettles and spare lids.',
    keyRisks: 'Copper prices.',
    translations: {
      he: {
        sector: 'מוצרי צריכה',
        description: 'מייצרת קומקומים שרים.',
        story: 'נוסדה במטבח של מגדלור בידי שני בני דודים.',
        keyRisks: '',
      },
      es: { story: 'Fundada en la cocina de un faro por dos primos.' },
    },
  });
  await createLeader(db, company.id, {
    name: 'Orla Penhaligon',
    position: 'Chief Executive Officer',
    bio: 'Designed the first singing kettle.',
    education: 'B.A. in Design',
    sortOrder: 0,
    translations: { he: { position: 'מנכ״לית', bio: 'עיצבה את הקומקום השר הראשון.' } },
  });
  const story = await createNews(db, company.id, {
    headline: 'Kettles sell out',
    summary: 'Every shop ran out.',
    publishedAt: new Date(Date.now() + 3_600_000),
    translations: { he: { headline: 'הקומקומים אזלו', summary: 'בכל החנויות נגמר המלאי.' } },
  });
  return { company, story };
}

describe('a company read in Hebrew', () => {
  it('answers the Hebrew description, story, leader and news, and English for each missing field', async () => {
    const { company, story } = await bilingualCompany();
    const he = await get<CompanyDetail>(`/api/companies/${company.id}?lang=he`);
    expect(he).toMatchObject({
      name: 'Lumen Kettle Works',
      sector: 'מוצרי צריכה',
      description: 'מייצרת קומקומים שרים.',
      story: 'נוסדה במטבח של מגדלור בידי שני בני דודים.',
      // Missing, and empty, in Hebrew: the English.
      businessModel: 'Sells kettles and spare lids.',
      keyRisks: 'Copper prices.',
    });
    expect(he.leadership[0]).toMatchObject({
      name: 'Orla Penhaligon',
      position: 'מנכ״לית',
      bio: 'עיצבה את הקומקום השר הראשון.',
      education: 'B.A. in Design',
    });
    expect(he.news.find((n) => n.id === story.id)).toMatchObject({
      headline: 'הקומקומים אזלו',
      summary: 'בכל החנויות נגמר המלאי.',
    });

    const es = await get<CompanyDetail>(`/api/companies/${company.id}?lang=es`);
    expect(es.story).toBe('Fundada en la cocina de un faro por dos primos.');
    expect(es.description).toBe('Makes kettles that sing.');
    expect(es.leadership[0]!.bio).toBe('Designed the first singing kettle.');

    const en = await get<CompanyDetail>(`/api/companies/${company.id}`);
    expect(en.description).toBe('Makes kettles that sing.');
    expect(en.news.find((n) => n.id === story.id)!.headline).toBe('Kettles sell out');
    // The same shape in every language, and never the other languages' texts.
    expect(Object.keys(he).sort()).toEqual(Object.keys(en).sort());
    expect(JSON.stringify(he)).not.toContain('Fundada');
    expect(JSON.stringify(en)).not.toContain('translations');
  });

  it('lists, feeds and lands in Hebrew too', async () => {
    const { company, story } = await bilingualCompany();
    const list = await get<CompanyList>(`/api/companies?lang=he&search=${encodeURIComponent(company.symbol)}`);
    expect(list.companies[0]).toMatchObject({ description: 'מייצרת קומקומים שרים.', sector: 'מוצרי צריכה' });

    const feed = await get<FeedPage>('/api/feed?lang=he');
    expect(feed.items.find((n) => n.id === story.id)!.headline).toBe('הקומקומים אזלו');

    const landing = await get<Landing>('/api/landing?lang=he');
    expect(landing.news.find((n) => n.id === story.id)!.headline).toBe('הקומקומים אזלו');
  });

  it('answers an ad in the language asked, English where it has none', async () => {
    const [ad] = await ctx.database.db
      .insert(ads)
      .values({
        title: 'Learn to trade',
        description: 'Five-minute lessons.',
        imageUrl: '/ads/academy.svg',
        displayOrder: 100,
        translations: { he: { title: 'ללמוד לסחור' } },
      })
      .returning();
    const he = (await get<{ ads: Ad[] }>('/api/ads?lang=he')).ads.find((a) => a.id === ad!.id)!;
    expect(he).toMatchObject({ title: 'ללמוד לסחור', description: 'Five-minute lessons.' });
    const es = (await get<{ ads: Ad[] }>('/api/ads?lang=es')).ads.find((a) => a.id === ad!.id)!;
    expect(es.title).toBe('Learn to trade');
  });

  it('answers 400 for a language it does not have, on every content read', async () => {
    const { company } = await bilingualCompany();
    for (const path of [
      `/api/companies/${company.id}?lang=xx`,
      '/api/companies?lang=xx',
      '/api/feed?lang=xx',
      '/api/ads?lang=xx',
      '/api/landing?lang=xx',
      '/api/feed/companies?lang=xx',
      '/api/companies?lang=HE',
      "/api/feed?lang=he'--",
    ]) {
      const res = await ctx.app.request(path);
      expect(res.status, path).toBe(400);
      expect((await res.json()).error.code, path).toBe('validation_failed');
    }
  });
});

describe("the feed's search (docs/rules.md#search)", () => {
  it("finds a company by its CEO's name and by a word of its story, in Hebrew and in English", async () => {
    const { company } = await bilingualCompany();
    const he = await get<SearchCompanies>('/api/feed/companies?lang=he');
    const found = (query: string, list: SearchCompanies) =>
      searchCompanies(list.companies, query).map((hit) => hit.company.id);

    const mine = he.companies.find((c) => c.id === company.id)!;
    expect(mine).toMatchObject({ ceo: 'Orla Penhaligon', story: 'נוסדה במטבח של מגדלור בידי שני בני דודים.' });
    expect(found('Penhaligon', he)).toContain(company.id);
    expect(found('מגדלור', he)).toContain(company.id);
    // The English words find it in Hebrew too.
    expect(found('lighthouse', he)).toContain(company.id);

    const en = await get<SearchCompanies>('/api/feed/companies?lang=en');
    expect(found('Penhaligon', en)).toContain(company.id);
    expect(found('lighthouse', en)).toContain(company.id);
    expect(found('מגדלור', en)).not.toContain(company.id);
    // English needs no second copy.
    expect(en.companies.find((c) => c.id === company.id)!.english).toBeUndefined();
  });

  it('never offers a delisted company', async () => {
    const gone = await createCompany(ctx.database.db, { ceo: 'Quillon Vantablack', isListed: false });
    const list = await get<SearchCompanies>('/api/feed/companies?lang=en');
    expect(list.companies.map((c) => c.id)).not.toContain(gone.id);
  });
});

describe('cached reads (caching on, as in production)', () => {
  it('keep each language apart', async () => {
    const testDb = await createTestDatabase();
    const built = buildApp({ database: testDb.database, readCacheTtlMs: 60_000, auth: TEST_AUTH });
    try {
      const { company, story } = await bilingualCompany(testDb.database.db);
      const read = async <T>(path: string) => (await (await built.app.request(path)).json()) as T;
      const detail = (lang: string) => read<CompanyDetail>(`/api/companies/${company.id}?lang=${lang}`);

      expect((await detail('en')).description).toBe('Makes kettles that sing.');
      expect((await detail('he')).description).toBe('מייצרת קומקומים שרים.');
      expect((await detail('en')).description).toBe('Makes kettles that sing.');
      expect((await detail('es')).story).toBe('Fundada en la cocina de un faro por dos primos.');

      const headline = async (path: string) =>
        (await read<FeedPage>(path)).items.find((n) => n.id === story.id)!.headline;
      expect(await headline('/api/feed?lang=en')).toBe('Kettles sell out');
      expect(await headline('/api/feed?lang=he')).toBe('הקומקומים אזלו');
      expect(await headline('/api/feed')).toBe('Kettles sell out');

      const landing = async (lang: string) =>
        (await read<Landing>(`/api/landing?lang=${lang}`)).news.find((n) => n.id === story.id)!.headline;
      expect(await landing('he')).toBe('הקומקומים אזלו');
      expect(await landing('en')).toBe('Kettles sell out');

      // Still cached: a change without an invalidation does not show yet, in either language.
      await testDb.database.db.update(companies).set({ description: 'Changed.' }).where(eq(companies.id, company.id));
      expect((await detail('en')).description).toBe('Makes kettles that sing.');
    } finally {
      await built.progress.stop();
      await built.referrals.stop();
      await built.coach.settled();
      await testDb.close();
    }
  });
});

// Admin editing per language (docs/decisions/018): an admin saves Hebrew and Spanish beside the
// English of a company, a news item and an ad, reads them back in the edit form and players read
// them with ?lang=; an empty language field is stored as missing (players see the English); a
// form without translations keeps the saved ones; the audit keeps the texts that changed, by language;
// unknown languages or fields, and texts longer than the English allows, are a 400; players (and,
// for companies and ads, moderators) cannot write them.
import { eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { AdminAd } from '#core/schemas/admin/ads';
import type { AdminCompany, AdminCompanyDetail } from '#core/schemas/admin/companies';
import type { AdminNewsDetail, AdminNewsItem } from '#core/schemas/admin/news';
import { adminLogs, ads, companies, news } from '../../server/db/schema';
import { signUpByEmail, type SignedUpUser } from '../support/accounts';
import { createCompany } from '../support/factories';
import { signUpAs } from '../support/staff';
import { createTestContext, type TestContext } from '../support/test-database';

let ctx: TestContext;
let admin: SignedUpUser;
beforeEach(async () => {
  ctx = await createTestContext();
  admin = await signUpAs(ctx, 'admin');
});
afterEach(() => ctx.close());

type Changes = Record<string, { from?: unknown; to?: unknown }>;
const changesOf = async (action: string): Promise<Changes[]> =>
  (await ctx.database.db.select().from(adminLogs).where(eq(adminLogs.action, action))).map(
    (r) => (r.details as { changes: Changes }).changes,
  );
const put = (user: SignedUpUser, path: string, json: unknown) => user.client.request(path, { method: 'PUT', json });

const HEBREW_STORY = 'Lumen Kites התחילה במוסך קטן, עם עפיפון אחד שזוהר בחושך.';

describe('company texts per language', () => {
  it('saves Hebrew and Spanish, reads them back, shows them to players and logs which language changed', async () => {
    const res = await admin.client.post('/api/admin/companies', {
      name: 'Lumen Kites',
      symbol: 'LMKT',
      price: 12,
      description: 'Kites that glow in the dark.',
      story: 'Lumen Kites began in a small garage.',
      translations: {
        he: { description: '  עפיפונים שזוהרים בחושך.  ', story: HEBREW_STORY, keyRisks: '' },
        es: { description: 'Cometas que brillan en la oscuridad.' },
      },
    });
    expect(res.status, await res.clone().text()).toBe(201);
    const { id } = (await res.json()) as AdminCompany;

    const detail = (await (await admin.client.get(`/api/admin/companies/${id}`)).json()) as AdminCompanyDetail;
    expect(detail).toMatchObject({
      story: 'Lumen Kites began in a small garage.',
      translations: {
        he: { description: 'עפיפונים שזוהרים בחושך.', story: HEBREW_STORY },
        es: { description: 'Cometas que brillan en la oscuridad.' },
      },
    });
    // The empty Hebrew risks are not stored: players get the English there.
    const [row] = await ctx.database.db.select().from(companies).where(eq(companies.id, id));
    expect(row!.translations).toEqual({
      he: { description: 'עפיפונים שזוהרים בחושך.', story: HEBREW_STORY },
      es: { description: 'Cometas que brillan en la oscuridad.' },
    });

    const player = await signUpByEmail(ctx);
    const inHebrew = await (await player.client.get(`/api/companies/${id}?lang=he`)).json();
    expect(inHebrew.description).toBe('עפיפונים שזוהרים בחושך.');
    const inEnglish = await (await player.client.get(`/api/companies/${id}?lang=en`)).json();
    expect(inEnglish.description).toBe('Kites that glow in the dark.');

    const [created] = await changesOf('company.create');
    expect(created).toMatchObject({
      story: { to: 'Lumen Kites began in a small garage.' },
      translations: {
        to: {
          he: { description: 'עפיפונים שזוהרים בחושך.', story: HEBREW_STORY },
          es: { description: 'Cometas que brillan en la oscuridad.' },
        },
      },
    });
    expect(created!.translations).not.toHaveProperty('from');

    // Clearing the Hebrew description and editing the Spanish: the audit says which languages changed.
    const edit = await put(admin, `/api/admin/companies/${id}`, {
      name: 'Lumen Kites',
      symbol: 'LMKT',
      price: 12,
      description: 'Kites that glow in the dark.',
      translations: {
        he: { description: '', story: HEBREW_STORY },
        es: { description: 'Cometas que brillan de noche.' },
      },
    });
    expect(edit.status, await edit.clone().text()).toBe(200);
    const [updated] = await changesOf('company.update');
    // Only the texts that changed, by language: the log shows "Description (Hebrew)".
    expect(updated).toEqual({
      translations: {
        from: {
          he: { description: 'עפיפונים שזוהרים בחושך.' },
          es: { description: 'Cometas que brillan en la oscuridad.' },
        },
        to: { he: { description: null }, es: { description: 'Cometas que brillan de noche.' } },
      },
    });
    const fallback = await (await player.client.get(`/api/companies/${id}?lang=he`)).json();
    expect(fallback.description).toBe('Kites that glow in the dark.');
  });

  it('keeps saved translations and long texts when a form leaves them out', async () => {
    const company = await createCompany(ctx.database.db, {
      story: 'An old story.',
      translations: { he: { story: 'סיפור ישן.' } },
    });
    const edit = await put(admin, `/api/admin/companies/${company.id}`, {
      name: company.name,
      symbol: company.symbol,
      price: 5,
    });
    expect(edit.status, await edit.clone().text()).toBe(200);
    const [row] = await ctx.database.db.select().from(companies).where(eq(companies.id, company.id));
    expect(row).toMatchObject({ story: 'An old story.', translations: { he: { story: 'סיפור ישן.' } } });
  });

  it('refuses unknown languages and fields, and texts longer than the English allows, changing nothing', async () => {
    const company = await createCompany(ctx.database.db);
    const base = { name: company.name, symbol: company.symbol, price: 5 };
    for (const translations of [
      { fr: { description: 'Des cerfs-volants.' } },
      { he: { ceo: 'מישהו' } },
      { he: { description: 'א'.repeat(2_001) } },
      { es: { sector: 'x'.repeat(81) } },
      { he: 'טקסט' },
      { he: { description: 42 } },
    ]) {
      const res = await put(admin, `/api/admin/companies/${company.id}`, { ...base, translations });
      expect(res.status, JSON.stringify(translations)).toBe(400);
    }
    const [row] = await ctx.database.db.select().from(companies).where(eq(companies.id, company.id));
    expect(row!.translations).toEqual({});
    expect(await changesOf('company.update')).toEqual([]);
  });

  it('is for admins: a moderator or a player can neither read nor write a company’s translations', async () => {
    const company = await createCompany(ctx.database.db);
    const body = {
      name: company.name,
      symbol: company.symbol,
      price: 5,
      translations: { he: { description: 'שלום' } },
    };
    for (const user of [await signUpAs(ctx, 'moderator'), await signUpAs(ctx, 'user')]) {
      expect((await user.client.get(`/api/admin/companies/${company.id}`)).status).toBe(403);
      expect((await put(user, `/api/admin/companies/${company.id}`, body)).status).toBe(403);
    }
    const [row] = await ctx.database.db.select().from(companies).where(eq(companies.id, company.id));
    expect(row!.translations).toEqual({});
    expect((await admin.client.get(`/api/admin/companies/00000000-0000-4000-8000-000000000000`)).status).toBe(404);
  });
});

describe('news texts per language', () => {
  it('saves Hebrew and Spanish words, reads them back, and players read their language', async () => {
    const company = await createCompany(ctx.database.db, { name: 'Glowfin Labs' });
    const moderator = await signUpAs(ctx, 'moderator');
    const res = await moderator.client.post('/api/admin/news', {
      companyId: company.id,
      headline: 'Glowfin opens a lab',
      summary: 'A new lab in Skyhaven.',
      content: 'The lab opens in spring.',
      translations: {
        he: { headline: 'Glowfin פותחת מעבדה', summary: 'מעבדה חדשה ב-Skyhaven.', content: '   ' },
        es: { headline: 'Glowfin abre un laboratorio' },
      },
    });
    expect(res.status, await res.clone().text()).toBe(201);
    const item = (await res.json()) as AdminNewsItem;
    const detail = (await (await moderator.client.get(`/api/admin/news/${item.id}`)).json()) as AdminNewsDetail;
    expect(detail.translations).toEqual({
      he: { headline: 'Glowfin פותחת מעבדה', summary: 'מעבדה חדשה ב-Skyhaven.' },
      es: { headline: 'Glowfin abre un laboratorio' },
    });
    // Moderators never see the impact, here either.
    expect(detail.impactScore).toBeNull();
    expect((await changesOf('news.create'))[0]).toMatchObject({
      translations: { to: { he: { headline: 'Glowfin פותחת מעבדה' } } },
    });

    const player = await signUpByEmail(ctx);
    const feed = await (await player.client.get('/api/feed?lang=he')).json();
    expect(feed.items[0]).toMatchObject({ headline: 'Glowfin פותחת מעבדה', summary: 'מעבדה חדשה ב-Skyhaven.' });
    // The Spanish summary was left out: players read the English one.
    const spanish = await (await player.client.get('/api/feed?lang=es')).json();
    expect(spanish.items[0]).toMatchObject({
      headline: 'Glowfin abre un laboratorio',
      summary: 'A new lab in Skyhaven.',
    });

    const edit = await put(moderator, `/api/admin/news/${item.id}`, {
      companyId: company.id,
      headline: 'Glowfin opens a lab',
      summary: 'A new lab in Skyhaven.',
      content: 'The lab opens in spring.',
      translations: { he: { headline: 'Glowfin פותחת מעבדה חדשה' } },
    });
    expect(edit.status, await edit.clone().text()).toBe(200);
    expect((await changesOf('news.update'))[0]).toEqual({
      translations: {
        from: {
          he: { headline: 'Glowfin פותחת מעבדה', summary: 'מעבדה חדשה ב-Skyhaven.' },
          es: { headline: 'Glowfin abre un laboratorio' },
        },
        to: { he: { headline: 'Glowfin פותחת מעבדה חדשה', summary: null }, es: { headline: null } },
      },
    });
  });

  it('keeps the newsroom’s translations when an edit leaves them out; a player can neither read nor write', async () => {
    const company = await createCompany(ctx.database.db);
    const [stored] = await ctx.database.db
      .insert(news)
      .values({
        companyId: company.id,
        headline: 'English headline',
        summary: 'English summary.',
        translations: { he: { headline: 'כותרת' }, es: { headline: 'Titular' } },
      })
      .returning();
    const player = await signUpAs(ctx, 'user');
    expect((await player.client.get(`/api/admin/news/${stored!.id}`)).status).toBe(403);
    const body = { companyId: company.id, headline: 'Edited', summary: 'English summary.' };
    expect((await put(player, `/api/admin/news/${stored!.id}`, { ...body, translations: { he: {} } })).status).toBe(
      403,
    );
    expect((await put(admin, `/api/admin/news/${stored!.id}`, body)).status).toBe(200);
    const [row] = await ctx.database.db.select().from(news).where(eq(news.id, stored!.id));
    expect(row).toMatchObject({
      headline: 'Edited',
      translations: { he: { headline: 'כותרת' }, es: { headline: 'Titular' } },
    });
    const tooLong = await put(admin, `/api/admin/news/${stored!.id}`, {
      ...body,
      translations: { es: { headline: 'x'.repeat(201) } },
    });
    expect(tooLong.status).toBe(400);
  });
});

describe('ad texts per language', () => {
  it('saves, lists and shows Hebrew; an empty field stays English; moderators and players are refused', async () => {
    const res = await admin.client.post('/api/admin/ads', {
      title: 'Learn to budget',
      description: 'A short course.',
      imageUrl: '/ads/academy.svg',
      translations: { he: { title: 'ללמוד לתכנן תקציב', description: '' }, es: { title: '' } },
    });
    expect(res.status, await res.clone().text()).toBe(201);
    const ad = (await res.json()) as AdminAd;
    expect(ad.translations).toEqual({ he: { title: 'ללמוד לתכנן תקציב' } });
    const [row] = await ctx.database.db.select().from(ads).where(eq(ads.id, ad.id));
    expect(row!.translations).toEqual({ he: { title: 'ללמוד לתכנן תקציב' } });
    expect((await changesOf('ad.create'))[0]).toMatchObject({
      translations: { to: { he: { title: 'ללמוד לתכנן תקציב' } } },
    });

    const player = await signUpByEmail(ctx);
    const shown = await (await player.client.get('/api/ads?lang=he')).json();
    expect(shown.ads[0]).toMatchObject({ title: 'ללמוד לתכנן תקציב', description: 'A short course.' });

    const body = { title: 'Learn to budget', imageUrl: '/ads/academy.svg', translations: { es: { title: 'Aprende' } } };
    for (const user of [await signUpAs(ctx, 'moderator'), await signUpAs(ctx, 'user')]) {
      expect((await put(user, `/api/admin/ads/${ad.id}`, body)).status).toBe(403);
    }
    const edit = await put(admin, `/api/admin/ads/${ad.id}`, body);
    expect(edit.status, await edit.clone().text()).toBe(200);
    expect(((await edit.json()) as AdminAd).translations).toEqual({ es: { title: 'Aprende' } });
    expect((await changesOf('ad.update'))[0]).toMatchObject({
      translations: {
        from: { he: { title: 'ללמוד לתכנן תקציב' }, es: { title: null } },
        to: { he: { title: null }, es: { title: 'Aprende' } },
      },
    });
  });
});

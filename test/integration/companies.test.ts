import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CompanyDetail, CompanyList } from '#core/schemas/companies';
import { companies } from '../../server/db/schema';
import { createCompany, createFinancials, createLeader, createNews } from '../support/factories';
import { createTestContext, type TestContext } from '../support/test-database';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

const getList = async (query = '') => {
  const res = await ctx.app.request(`/api/companies${query}`);
  expect(res.status).toBe(200);
  return (await res.json()) as CompanyList;
};

describe('GET /api/companies', () => {
  it('finds companies by name or symbol, case-insensitively', async () => {
    const a = await createCompany(ctx.database.db, { name: 'Zebracorn Widgets', symbol: 'ZBWX' });
    const b = await createCompany(ctx.database.db, { name: 'Plain Name Co', symbol: 'QZEB' });
    await createCompany(ctx.database.db, { name: 'Unrelated', symbol: 'UNRL' });

    const byName = await getList('?search=zebracorn');
    expect(byName.companies.map((c) => c.id)).toEqual([a.id]);

    const bySymbol = await getList('?search=qzeb');
    expect(bySymbol.companies.map((c) => c.id)).toEqual([b.id]);
  });

  it('treats LIKE wildcards in the search as plain characters', async () => {
    await createCompany(ctx.database.db, { name: 'Hundred Percent Labs' });
    const res = await getList('?search=' + encodeURIComponent('%'));
    expect(res.companies).toEqual([]);
  });

  it('filters by category and lists every category of listed companies', async () => {
    const health = await createCompany(ctx.database.db, { category: 'healthcare', name: 'Aardvark Health' });
    await createCompany(ctx.database.db, { category: 'space tourism and leisure', isListed: false });

    const res = await getList('?category=HEALTHCARE');
    expect(res.companies.map((c) => c.id)).toContain(health.id);
    expect(res.companies.every((c) => c.category === 'healthcare')).toBe(true);
    expect(res.categories).toContain('healthcare');
    // A delisted company's category is not offered.
    expect(res.categories).not.toContain('space tourism and leisure');
  });

  it('never lists delisted companies', async () => {
    const gone = await createCompany(ctx.database.db, { name: 'Delisted Dynamo', isListed: false });
    const res = await getList('?search=Delisted');
    expect(res.companies.map((c) => c.id)).not.toContain(gone.id);
  });

  it('sorts by name by default and by change, price or market cap on request', async () => {
    const list = await getList();
    const names = list.companies.map((c) => c.name);
    expect(names).toEqual([...names].sort((x, y) => (x < y ? -1 : x > y ? 1 : 0)));

    const byChange = (await getList('?sort=change')).companies.map((c) => c.changeBp);
    expect(byChange).toEqual([...byChange].sort((x, y) => y - x));

    const byPriceAsc = (await getList('?sort=price&order=asc')).companies.map((c) => c.priceMinor);
    expect(byPriceAsc).toEqual([...byPriceAsc].sort((x, y) => x - y));
  });

  it('returns money as integer minor units', async () => {
    const c = await createCompany(ctx.database.db, {
      currentPriceMinor: 12_345,
      marketCapMinor: 9_000_000_000_00,
      name: 'Minor Units Inc',
    });
    const found = (await getList('?search=Minor Units')).companies.find((x) => x.id === c.id)!;
    expect(found.priceMinor).toBe(12_345);
    expect(found.marketCapMinor).toBe(900_000_000_000);
  });

  it('rejects an unknown sort with a 400 in the error shape', async () => {
    const res = await ctx.app.request('/api/companies?sort=password');
    expect(res.status).toBe(400);
    const body = await res.json();
    expect(body.error.code).toBe('validation_failed');
    expect(body.error.message).toMatch(/sort/);
  });
});

describe('GET /api/companies/{id}', () => {
  it('returns the company with leadership in order, the 4 newest quarters and the 6 newest news', async () => {
    const db = ctx.database.db;
    const c = await createCompany(db, { ceo: 'Ada Example', website: 'https://www.test.example' });
    await createLeader(db, c.id, { name: 'Second', position: 'CFO', sortOrder: 1 });
    await createLeader(db, c.id, { name: 'First', position: 'Chief Executive Officer', sortOrder: 0 });
    for (const [i, q] of ['2025-Q2', '2025-Q3', '2025-Q4', '2026-Q1', '2026-Q2'].entries()) {
      await createFinancials(db, c.id, q, { publishedAt: new Date(Date.UTC(2025, i * 3, 20)) });
    }
    const base = Date.UTC(2026, 0, 1);
    for (let i = 0; i < 8; i++)
      await createNews(db, c.id, { headline: `News ${i}`, publishedAt: new Date(base + i * 3_600_000) });

    const res = await ctx.app.request(`/api/companies/${c.id}`);
    expect(res.status).toBe(200);
    const detail = (await res.json()) as CompanyDetail;
    expect(detail.ceo).toBe('Ada Example');
    expect(detail.leadership.map((l) => l.name)).toEqual(['First', 'Second']);
    expect(detail.financials.map((f) => f.quarter)).toEqual(['2026-Q2', '2026-Q1', '2025-Q4', '2025-Q3']);
    expect(detail.news.map((n) => n.headline)).toEqual(['News 7', 'News 6', 'News 5', 'News 4', 'News 3', 'News 2']);
    expect(detail.news[0]).toMatchObject({ companyName: c.name, companySymbol: c.symbol, sentiment: 'neutral' });
  });

  it('answers 404 company_not_found for an id that does not exist', async () => {
    const res = await ctx.app.request('/api/companies/00000000-0000-4000-8000-000000000000');
    expect(res.status).toBe(404);
    expect((await res.json()).error.code).toBe('company_not_found');
  });

  it('answers 400 for a malformed id, never a 500', async () => {
    for (const bad of ['not-a-uuid', "1'%20or%201=1", '%E2%9C%93', '123']) {
      const res = await ctx.app.request(`/api/companies/${bad}`);
      expect(res.status, bad).toBe(400);
      expect((await res.json()).error.code).toBe('validation_failed');
    }
  });

  it('stores symbols upper-case only', async () => {
    await expect(createCompany(ctx.database.db, { symbol: 'lower' })).rejects.toThrow();
    const rows = await ctx.database.db.select({ symbol: companies.symbol }).from(companies);
    expect(rows.every((r) => r.symbol === r.symbol.toUpperCase())).toBe(true);
  });
});

describe('conditional requests', () => {
  it('sends an ETag and answers 304 when the client already has the same list', async () => {
    const first = await ctx.app.request('/api/companies');
    const etag = first.headers.get('ETag');
    expect(etag).toMatch(/^".+"$/);
    const again = await ctx.app.request('/api/companies', { headers: { 'If-None-Match': etag! } });
    expect(again.status).toBe(304);

    await createCompany(ctx.database.db, { name: 'Changes The List' });
    const changed = await ctx.app.request('/api/companies', { headers: { 'If-None-Match': etag! } });
    expect(changed.status).toBe(200);
    expect(changed.headers.get('ETag')).not.toBe(etag);
  });
});

describe('compression', () => {
  it('sends the list compressed to a client that takes Brotli or gzip, and the same JSON either way', async () => {
    // Enough companies that the list is over the kilobyte below which it goes out as it is.
    for (let i = 0; i < 5; i++) await createCompany(ctx.database.db);
    const plain = await ctx.app.request('/api/companies');
    expect(plain.headers.get('Content-Encoding')).toBeNull();
    const text = await plain.text();
    expect(text.length).toBeGreaterThan(1024);

    const br = await ctx.app.request('/api/companies', { headers: { 'Accept-Encoding': 'gzip, deflate, br' } });
    expect(br.headers.get('Content-Encoding')).toBe('br');
    expect(br.headers.get('Vary')).toContain('Accept-Encoding');
    const brBytes = Buffer.from(await br.arrayBuffer());
    expect(brBytes.length).toBeLessThan(text.length / 2);
    expect(brotliDecompressSync(brBytes).toString()).toBe(text);

    const gz = await ctx.app.request('/api/companies', { headers: { 'Accept-Encoding': 'gzip;q=1, br;q=0' } });
    expect(gz.headers.get('Content-Encoding')).toBe('gzip');
    expect(gunzipSync(Buffer.from(await gz.arrayBuffer())).toString()).toBe(text);
    // The ETag names the JSON, whatever the encoding it travels in.
    expect(gz.headers.get('ETag')).toBe(plain.headers.get('ETag'));
  });
});

// A visitor's first path through Bolts: landing, the directory, a company, and back.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { appReady, baseURL, DESKTOP, useBrowser } from './support/browser';

const browser = useBrowser();

const listedCount = async (page: Page) =>
  ((await (await page.request.get('/api/companies')).json()) as { companies: unknown[] }).companies.length;

describe('browsing as a visitor', () => {
  it('goes from the landing page to the companies directory to a company detail', async () => {
    const page = await browser.newPage();
    await page.goto('/landing');
    await page.getByRole('heading', { level: 1 }).waitFor();
    // The landing shows up to 6 companies from the seed, each linking to its detail page.
    const companyLinks = page.locator('main a[href^="/company/"]');
    await companyLinks.first().waitFor();
    expect(await companyLinks.count()).toBeGreaterThan(0);
    expect(await companyLinks.count()).toBeLessThanOrEqual(6 + 3); // 6 companies, plus up to 3 news links

    await page.locator('a[href="/companies"]').last().click();
    await page.waitForURL('**/companies');
    const cards = page.getByTestId('company-card');
    await cards.first().waitFor();
    // Every listed company (the seed's 48, plus any another test's admin added meanwhile).
    const listed = await listedCount(page);
    expect(listed).toBeGreaterThanOrEqual(48);
    expect(await cards.count()).toBe(listed);

    const firstName = (await cards.first().locator('h2, h3').first().textContent())!.trim();
    await cards.first().click();
    await page.waitForURL(/\/company\/[0-9a-f-]{36}$/);
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toContain(firstName);
    // Every section of the detail page is there.
    for (const name of [
      /overview/i,
      /leadership/i,
      /financial/i,
      /news/i,
      /key metrics/i,
      /competitive advantages/i,
      /key risks/i,
      /ready to trade/i,
    ]) {
      expect(await page.getByRole('heading', { name }).count(), String(name)).toBeGreaterThan(0);
    }
    expect(await page.getByRole('link', { name: /sign up to trade/i }).count()).toBeGreaterThan(0);
  });

  it('filters the directory by category and searches by name or symbol', async () => {
    const page = await browser.newPage({ viewport: DESKTOP });
    await page.goto('/companies');
    const cards = page.getByTestId('company-card');
    await cards.first().waitFor();
    // The cards come in the server's HTML; the chips filter once the app has taken the page over.
    await appReady(page);

    await page
      .getByTestId('category-chip')
      .filter({ hasText: /^energy$/i })
      .click();
    // Every listed energy company, however many other tests on this server have added.
    const listed = (await (await page.request.get(`${baseURL()}/api/companies`)).json()) as {
      companies: { category: string }[];
    };
    const energy = listed.companies.filter((c) => c.category === 'energy').length;
    expect(energy).toBeGreaterThanOrEqual(8);
    await expect.poll(() => cards.count()).toBe(energy);
    expect(page.url()).toContain('category=energy');

    await page.getByTestId('category-chip').filter({ hasText: /^all$/i }).click();
    await expect.poll(() => cards.count()).toBe(await listedCount(page));

    const search = page
      .getByRole('searchbox')
      .or(page.getByLabel(/search/i))
      .first();
    await search.fill('zzzz-no-such-company');
    await expect.poll(() => cards.count()).toBe(0);
    await page
      .getByText(/zzzz-no-such-company/)
      .first()
      .waitFor();

    // Search by a symbol from the first card of the full list.
    await search.fill('');
    await expect.poll(() => cards.count()).toBe(await listedCount(page));
    const symbol = (await page.evaluate(
      async () => (await (await fetch('/api/companies')).json()).companies[5].symbol,
    )) as string;
    await search.fill(symbol.toLowerCase());
    // The search is debounced: wait for the narrowed list, whose first card is that company.
    await expect.poll(() => cards.count()).toBeLessThan(await listedCount(page));
    await expect.poll(() => cards.first().textContent()).toContain(symbol);
  });

  it('loads a deep link to a company directly', async () => {
    const page = await browser.newPage();
    await page.goto('/companies');
    await page.getByTestId('company-card').first().waitFor();
    const href = await page
      .getByTestId('company-card')
      .first()
      .evaluate((el) => (el.closest('a') ?? el.querySelector('a'))!.getAttribute('href'));
    const fresh = await browser.newPage();
    const response = await fresh.goto(href!);
    expect(response!.status()).toBe(200);
    await fresh.getByRole('heading', { level: 1 }).waitFor();
  });

  it('shows Company Not Found for an unknown or malformed id, with a way home', async () => {
    for (const id of ['00000000-0000-4000-8000-000000000000', 'not-a-uuid']) {
      const page = await browser.newPage();
      await page.goto(`/company/${id}`);
      await page.getByRole('heading', { name: /company not found/i }).waitFor();
      await page.getByRole('link', { name: /back to home/i }).click();
      // Home sends signed-out visitors on to the landing page.
      await page.waitForURL('**/landing');
    }
  });
});

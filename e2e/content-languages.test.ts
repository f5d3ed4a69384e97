// Content in the player's language (docs/decisions/018): a Hebrew player reads a company's page and
// the feed in Hebrew, and finds a company by its CEO's name.
import { describe, expect, it } from 'vitest';
import type { CompanyList } from '#core/schemas/companies';
import { heAutomotive } from '../server/db/seed/translations/he/automotive';
import { baseURL, useBrowser } from './support/browser';
import { signUpTrader } from './support/trader';

const browser = useBrowser();
const PHONE_360 = { width: 360, height: 780 };
const HEBREW = /[\u05d0-\u05ea]/;

describe('content in Hebrew', () => {
  it('shows the company page and the feed in Hebrew on a phone', async () => {
    const page = await browser.newPage({ language: 'he', viewport: PHONE_360 });
    await signUpTrader(page);
    const res = await page.request.get(`${baseURL()}/api/companies?search=VRDG`);
    const { companies } = (await res.json()) as CompanyList;
    const verdigo = companies.find((c) => c.symbol === 'VRDG')!;
    const hebrew = heAutomotive.VRDG!;

    await page.goto(`/company/${verdigo.id}`);
    const main = page.locator('main');
    await main.getByText(hebrew.description).waitFor();
    await main.getByText(hebrew.story).waitFor();
    await main.getByText(hebrew.leadership[0]!.bio).waitFor();
    await main.getByText(hebrew.news[0]!.headline).first().waitFor();
    // The names stay as they are.
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toContain('Verdigo Motors');

    await page.goto('/');
    const firstHeadline = page.getByTestId('feed-news').first().getByRole('heading', { level: 3 });
    await firstHeadline.waitFor();
    expect(await firstHeadline.textContent()).toMatch(HEBREW);

    // The search finds a company by its CEO, whose name no list of companies showed before.
    const search = page.getByTestId('company-search');
    await search.getByRole('combobox').fill('Lindgren-Osei');
    await search.getByTestId('search-result').filter({ hasText: 'VRDG' }).waitFor();
    // The page is no wider than the phone.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  });
});

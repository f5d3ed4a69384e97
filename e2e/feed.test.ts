// The Live Market Feed on / (docs/rules.md#feed): news pages with sponsored cards, Load More
// to the end, and Quick Company Search.
import { describe, expect, it } from 'vitest';
import { baseURL, DESKTOP, PHONE, seriousA11yViolations, useBrowser } from './support/browser';
import { mailedSignUpLink } from './support/email-sign-up';
import { listedCompany, signUpTrader } from './support/trader';

const browser = useBrowser();

/** Enough clicks for the seed's news (~16 pages) with room for a few stories published meanwhile. */
const MAX_LOAD_MORE_CLICKS = 30;

describe('the live market feed', () => {
  it('shows news cards with an ad among them, and Load More reaches the end of the feed', async () => {
    const page = await browser.newPage({ viewport: DESKTOP });
    await signUpTrader(page);
    await page.goto('/');
    const news = page.getByTestId('feed-news');
    await news.first().waitFor();
    expect(await news.count()).toBe(10);

    const first = news.first();
    expect(await first.getByRole('heading', { level: 3 }).textContent()).toBeTruthy();
    const buy = await first.getByRole('link', { name: /^buy /i }).getAttribute('href');
    const sell = await first.getByRole('link', { name: /^sell /i }).getAttribute('href');
    expect(buy).toMatch(/^\/trade\?company=[0-9a-f-]{36}&action=buy$/);
    expect(sell).toMatch(/^\/trade\?company=[0-9a-f-]{36}&action=sell$/);
    expect(await first.locator('a[href^="/company/"]').count()).toBe(2);

    // The seed has 2 active ads and one follows every 7 to 9 stories: the first page holds one.
    const ads = page.getByTestId('feed-ad');
    await ads.first().waitFor();
    expect(await ads.first().textContent()).toMatch(/sponsored/i);
    const adLink = ads.first().locator('a');
    if ((await adLink.count()) > 0) {
      // Another site's page opens in a new tab; one of Bolts' own (the Academy's /learn) in this one.
      const own = (await adLink.getAttribute('href'))!.startsWith('/');
      expect(await adLink.getAttribute('target')).toBe(own ? null : '_blank');
      if (!own) expect(await adLink.getAttribute('rel')).toBe('noopener noreferrer sponsored');
    }

    const loadMore = page.getByRole('button', { name: /^load more$/i });
    await loadMore.click();
    await expect.poll(() => news.count()).toBe(20);
    // The ads already shown stay where they were.
    expect(await ads.count()).toBeGreaterThanOrEqual(2);

    const end = page.getByText("You've reached the end of the feed");
    for (let clicks = 0; clicks < MAX_LOAD_MORE_CLICKS && !(await end.isVisible()); clicks += 1) {
      const before = await news.count();
      await loadMore.click();
      // Either the next page arrives or the end line replaces the button.
      await expect.poll(async () => (await news.count()) > before || (await end.isVisible())).toBe(true);
    }
    await end.waitFor();
    expect(await loadMore.count()).toBe(0);
    expect(await news.count()).toBeGreaterThan(100);
  });

  it('finds a company by symbol and opens it', async () => {
    const page = await browser.newPage({ viewport: PHONE });
    await signUpTrader(page);
    const company = await listedCompany(page, 7);
    await page.goto('/');
    const search = page.getByTestId('company-search');
    const input = search.getByRole('combobox');
    // The company list loads when the field is first focused (not with the page); then it counts them.
    expect(await search.textContent()).toMatch(/search companies/i);
    await input.focus();
    await expect.poll(() => search.textContent()).toMatch(/search \d+ companies/i);
    expect(await input.getAttribute('placeholder')).toBe('Search companies, symbols, or industries...');

    await input.fill('zzqq-nothing');
    await search.getByText('No companies found for').waitFor();
    await search.getByText('Try searching by company name, symbol, or category').waitFor();

    await input.fill(company.symbol.toLowerCase());
    const results = search.getByRole('option');
    await results.first().waitFor();
    expect(await results.count()).toBeLessThanOrEqual(5);
    expect(await results.first().textContent()).toContain(company.symbol);
    await search.getByText(/^Found \d+ results?$/).waitFor();

    // Keyboard: the first option becomes active, Escape closes, typing reopens.
    await input.press('ArrowDown');
    expect(await results.first().getAttribute('aria-selected')).toBe('true');
    await input.press('Escape');
    expect(await input.getAttribute('aria-expanded')).toBe('false');
    await input.press('ArrowDown');
    expect(await input.getAttribute('aria-expanded')).toBe('true');

    await results.first().click();
    await page.waitForURL(`**/company/${company.id}`);
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toContain(company.name);
  });

  it('sends an anonymous Buy to /auth and, after sign-up and onboarding, lands on that trade with Buy chosen', async () => {
    const page = await browser.newPage({ viewport: PHONE });
    await page.goto('/landing');
    const card = page
      .locator('article')
      .filter({ has: page.getByRole('link', { name: /^buy /i }) })
      .first();
    await card.waitFor();
    const companyHref = await card.locator('a[href^="/company/"]').getAttribute('href');
    const companyId = companyHref!.split('/').pop()!;
    // The headline and Sell lead the same way; Buy is the one this visitor takes.
    expect(await card.getByRole('link', { name: /^sell /i }).getAttribute('href')).toBe('/auth');
    await card.getByRole('link', { name: /^buy /i }).click();
    await page.waitForURL('**/auth');

    const s = Math.random().toString(36).slice(2, 10);
    const form = page.getByRole('tabpanel');
    await form.getByLabel('Full name', { exact: true }).fill('Noa Newcomer');
    await form.getByLabel('Username', { exact: true }).fill(`noa_${s}`);
    await form.getByLabel('Email', { exact: true }).fill(`noa-${s}@example.com`);
    await form.getByLabel('Password', { exact: true }).fill('correct-horse-42');
    await form.getByLabel('Confirm password', { exact: true }).fill('correct-horse-42');
    await form.getByLabel('Year of birth', { exact: true }).fill('2000');
    await form.getByRole('button', { name: 'Create Account & Get 50,000 Bolts' }).click();
    await form.getByRole('heading', { name: 'Check your email' }).waitFor();
    // The mailed link, opened in the same tab, signs the player in and carries on to the trade.
    await page.goto(await mailedSignUpLink(baseURL(), `noa-${s}@example.com`));

    // A new account goes through onboarding first, on the way to its trade.
    await page.getByRole('button', { name: 'Next' }).click();
    await page.getByRole('button', { name: 'Next' }).click();
    await page.getByRole('button', { name: "Let's Trade!" }).click();
    await page.getByTestId('market-stats').waitFor();
    const url = new URL(page.url());
    expect(url.pathname).toBe('/trade');
    expect(url.searchParams.get('company')).toBe(companyId);
    expect(url.searchParams.get('action')).toBe('buy');
    await expect.poll(() => page.getByTestId('market-stats').getAttribute('data-company-id')).toBe(companyId);
    expect(await page.getByRole('radio', { name: 'Buy' }).isChecked()).toBe(true);
    // The target was used once: signing in again later would go to the feed.
    expect(await page.evaluate(() => sessionStorage.getItem('bolts.redirectAfterAuth'))).toBeNull();
  });

  it('has no serious accessibility violations in English and Hebrew', async () => {
    for (const language of ['en', 'he'] as const) {
      const page = await browser.newPage({ language });
      await signUpTrader(page);
      await page.goto('/');
      await page.getByTestId('feed-news').first().waitFor();
      await page.getByTestId('feed-ad').first().waitFor();
      if (language === 'he') expect(await page.locator('html').getAttribute('dir')).toBe('rtl');
      // With the search dropdown open too.
      await page.getByTestId('company-search').getByRole('combobox').fill('a');
      await page.getByTestId('search-result').first().waitFor();
      expect(await seriousA11yViolations(page), language).toEqual([]);
    }
  });
});

// The admin console's content screens in the real app, as the seeded admin: create a
// company, edit it, write a news item for it and see it in a player's feed; create an ad, see it in
// the feed, switch it off and see it gone; download a backup. Screenshots go to $BOLTS_SHOTS.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { AdminNewsPage } from '#core/schemas/admin/news';
import { baseURL, DESKTOP, PHONE, seriousA11yViolations, useBrowser } from './support/browser';
import { signUpTrader } from './support/trader';

const browser = useBrowser();
const shots = process.env.BOLTS_SHOTS;
const suffix = () => Math.random().toString(36).slice(2, 6).toUpperCase();

async function signInAsAdmin(page: Page) {
  const res = await page.request.post(`${baseURL()}/api/auth/sign-in/email`, {
    data: { email: 'admin@bolts.example', password: 'bolts-admin-local' },
    headers: { Origin: baseURL() },
  });
  expect(res.status()).toBe(200);
}

const toast = (page: Page, text: string) => page.locator('[data-sonner-toast]').filter({ hasText: text }).first();

describe('admin content', () => {
  it('creates and edits a company, publishes news about it that players see in the feed', async () => {
    const page = await browser.newPage({ viewport: DESKTOP });
    await signInAsAdmin(page);
    const symbol = `Q${suffix()}`;
    const name = `Quokka Rockets ${symbol}`;

    await page.goto('/admin/companies');
    await page.getByRole('button', { name: 'Add Company' }).click();
    const dialog = page.getByTestId('company-dialog');
    await dialog.getByLabel('Name').fill(name);
    await dialog.getByLabel('Symbol').fill(symbol.toLowerCase());
    await dialog.getByLabel('Current price (Bolts)').fill('0');
    await dialog.getByRole('button', { name: 'Create Company' }).click();
    await dialog.getByText('Enter a price above 0 with at most 2 decimals.').waitFor();
    await dialog.getByLabel('Current price (Bolts)').fill('42.50');
    await dialog.getByLabel('CEO').fill('Ada Quokka');
    await dialog.getByRole('button', { name: 'Create Company' }).click();
    await toast(page, 'Company created successfully').waitFor();
    const row = page.getByTestId('admin-company-row').filter({ hasText: name });
    await row.waitFor();
    expect(await row.textContent()).toContain(symbol);
    if (shots) await page.screenshot({ path: `${shots}/admin-companies-en-1280.png` });

    await row.getByRole('button', { name: `Edit ${name}` }).click();
    await dialog.getByLabel('Employees').fill('1200');
    // Its description in Hebrew, beside the English (docs/decisions/018): right-to-left.
    await dialog.getByRole('tab', { name: /עברית/ }).click();
    const hebrew = dialog.getByTestId('company-description-he');
    expect(await hebrew.getAttribute('dir')).toBe('rtl');
    await hebrew.fill('רקטות שקופצות על טרמפולינה.');
    await dialog.getByRole('button', { name: 'Save Changes' }).click();
    await toast(page, 'Company updated successfully').waitFor();
    await expect.poll(() => row.textContent()).toContain('1,200');
    await row.getByRole('button', { name: `Edit ${name}` }).click();
    await dialog.getByRole('tab', { name: /עברית/ }).click();
    expect(await dialog.getByTestId('company-description-he').inputValue()).toBe('רקטות שקופצות על טרמפולינה.');
    await dialog.getByRole('button', { name: 'Cancel' }).click();

    await page.getByRole('link', { name: 'News' }).click();
    await page.getByRole('button', { name: 'Create Article' }).click();
    const news = page.getByTestId('news-dialog');
    await news.getByLabel('Company').selectOption({ label: `${name} (${symbol})` });
    const headline = `${name} lands a rocket on a trampoline`;
    await news.getByLabel('Headline').fill(headline);
    await news.getByLabel('Summary').fill('Engineers cheered as it bounced twice.');
    // An impact against the mood is refused in the form (good news cannot lower a price).
    await news.getByLabel('Impact score (-10 to 10)').fill('-3.25');
    await news.getByLabel('Sentiment').selectOption({ label: 'Positive' });
    await news.getByRole('button', { name: 'Publish' }).click();
    await news.getByText('Must agree with the sentiment', { exact: false }).waitFor();
    await news.getByLabel('Impact score (-10 to 10)').fill('3.25');
    await news.getByRole('button', { name: 'Publish' }).click();
    await toast(page, 'News article created successfully').waitFor();
    // Editing keeps the company chosen; it and the impact are priced in, so they stay as they are.
    const newsRow = page.getByTestId('admin-news-row').filter({ hasText: headline });
    await newsRow.getByRole('button', { name: `Edit "${headline}"` }).click();
    expect(await news.getByLabel('Company').inputValue()).not.toBe('');
    expect(await news.getByLabel('Company').isDisabled()).toBe(true);
    expect(await news.getByLabel('Impact score (-10 to 10)').isDisabled()).toBe(true);
    await news.getByTestId('news-priced-in-hint').waitFor();
    await news.getByRole('button', { name: 'Cancel' }).click();

    const player = await browser.newPage({ viewport: PHONE });
    await signUpTrader(player, 'Feed Reader');
    await player.goto('/');
    await player.getByText(headline).first().waitFor();

    // Nobody traded it: it can be deleted (with its news), leaving the shared server as it was.
    page.once('dialog', (d) => void d.accept());
    await page.getByRole('navigation', { name: 'Admin sections' }).getByRole('link', { name: 'Companies' }).click();
    await row.getByRole('button', { name: `Delete ${name}` }).click();
    await toast(page, 'Company deleted successfully').waitFor();
  });

  it('creates an ad players see, switches it off so it is gone, and downloads a backup', async () => {
    const page = await browser.newPage({ viewport: DESKTOP });
    await signInAsAdmin(page);
    const title = `Science Fair ${suffix()}`;
    await page.goto('/admin/ads');
    await page.getByRole('button', { name: 'Create Ad' }).click();
    expect(await page.getByRole('button', { name: 'Create Ad' }).first().isDisabled()).toBe(true);
    const form = page.getByTestId('ad-form');
    await form.getByLabel('Title').fill(title);
    await form.getByLabel('Image URL').fill('javascript:alert(1)');
    await form.getByRole('button', { name: 'Create Ad' }).click();
    await form.getByText('An image URL starting with http:// or https://.').waitFor();
    await form.getByLabel('Image URL').fill(`${baseURL()}/favicon.svg`);
    await form.getByLabel('Display order').fill('99999');
    await form.getByRole('button', { name: 'Create Ad' }).click();
    await toast(page, 'Advertisement created successfully').waitFor();
    const ad = page.getByTestId('admin-ad').filter({ hasText: title });
    await ad.waitFor();
    expect(await seriousA11yViolations(page)).toEqual([]);
    if (shots) await page.screenshot({ path: `${shots}/admin-ads-en-1280.png` });

    const player = await browser.newPage({ viewport: PHONE });
    await signUpTrader(player, 'Ad Viewer');
    const adsSeen = async () =>
      ((await (await player.request.get(`${baseURL()}/api/ads`)).json()) as { ads: { title: string }[] }).ads.map(
        (a) => a.title,
      );
    expect(await adsSeen()).toContain(title);
    await player.goto('/');
    await player.getByText(title).first().waitFor();

    await ad.getByRole('button', { name: 'Deactivate' }).click();
    await toast(page, 'Advertisement deactivated').waitFor();
    expect(await adsSeen()).not.toContain(title);

    await page.goto('/admin/backup');
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Download backup' }).click();
    const file = await download;
    expect(file.suggestedFilename()).toMatch(/^bolts-\d{8}-\d{6}\.tar\.gz$/);
    await toast(page, 'Backup saved as').waitFor();
  });

  it('pauses trading from the settings page, and a player is told so', async () => {
    const page = await browser.newPage({ viewport: DESKTOP });
    await signInAsAdmin(page);
    await page.goto('/admin/settings');
    const pause = page.getByRole('switch', { name: /Pause trading/ });
    await pause.check();
    await page.getByRole('button', { name: 'Save settings' }).click();
    await toast(page, 'Settings saved').waitFor();
    try {
      const player = await browser.newPage({ viewport: PHONE });
      await signUpTrader(player, 'Paused Player');
      const companies = await (await player.request.get(`${baseURL()}/api/companies`)).json();
      const res = await player.request.post(`${baseURL()}/api/orders`, {
        data: { companyId: companies.companies[0].id, side: 'buy', quantity: 1 },
        headers: { Origin: baseURL() },
      });
      expect(res.status()).toBe(409);
      expect((await res.json()).error.code).toBe('trading_paused');
    } finally {
      // Other tests share this server: lift the pause whatever happened.
      await pause.uncheck();
      await page.getByRole('button', { name: 'Save settings' }).click();
      await toast(page, 'Settings saved').nth(0).waitFor();
      await expect
        .poll(async () => (await (await page.request.get(`${baseURL()}/api/admin/settings`)).json()).tradingPaused)
        .toBe(false);
    }
  });

  it('lists the first 25 articles, and 25 more at each "Show more articles"', async () => {
    const page = await browser.newPage({ viewport: DESKTOP });
    await signInAsAdmin(page);
    const pageOf = async (cursor: string | null) =>
      (await (
        await page.request.get(`${baseURL()}/api/admin/news${cursor ? `?cursor=${cursor}` : ''}`)
      ).json()) as AdminNewsPage;
    // The seed's year of history comes with its news: more than a first page's worth.
    const first = await pageOf(null);
    expect(first.news).toHaveLength(25);
    expect(first.nextCursor).not.toBeNull();
    const second = await pageOf(first.nextCursor);
    await page.goto('/admin/news');
    const rows = page.getByTestId('admin-news-row');
    await expect.poll(() => rows.count()).toBe(25);
    await page.getByRole('button', { name: 'Show more articles' }).click();
    await expect.poll(() => rows.count()).toBe(25 + second.news.length);
    // The server's second page, in its order, below the first.
    expect(await rows.nth(25).textContent()).toContain(second.news[0]!.headline);
    // A search starts from the first articles again, and a short list has nothing more to show.
    await page.getByLabel('Search news').fill('zz-no-such-headline');
    await expect.poll(() => rows.count()).toBe(0);
    expect(await page.getByRole('button', { name: 'Show more articles' }).count()).toBe(0);
  });
});

// A player under the consent age, as they and their parent meet it: the account opens read-only
// with a banner naming the parent's address, an order is refused, the parent opens the mailed
// link (in Hebrew) and says yes, and the banner is gone and trading opens.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import en from '../locales/en.json';
import he from '../locales/he.json';
import { baseURL, useBrowser } from './support/browser';
import { signUpByEmail } from './support/email-sign-up';
import { listedCompany } from './support/trader';

const browser = useBrowser();

/** The consent link last mailed to the parent, as a path. */
async function mailedConsentLink(page: Page, parentEmail: string): Promise<string> {
  let path = '';
  await expect
    .poll(async () => {
      const html = await (await page.request.get(`${baseURL()}/dev/outbox`)).text();
      const item = html.split('<li').find((li) => li.includes(`data-recipient="${parentEmail}"`));
      const href = item && /href="([^"]*\/consent\/[^"]*)"/.exec(item)?.[1];
      path = href ? new URL(href.replaceAll('&amp;', '&')).pathname : '';
      return path;
    })
    .toMatch(/^\/consent\//);
  return path;
}

const buyOne = async (page: Page, companyId: string) =>
  page.request.post(`${baseURL()}/api/orders`, {
    data: { companyId, side: 'buy', quantity: 1 },
    headers: { Origin: baseURL() },
  });

describe("a parent's consent", () => {
  it('keeps an 11-year-old read-only until the parent confirms from the mailed link', async () => {
    const child = await browser.newPage();
    const id = Math.random().toString(36).slice(2, 10);
    const parentEmail = `parent_${id}@test.example`;
    await signUpByEmail(child, {
      fullName: 'Tamar Levi',
      username: `tamar_${id}`,
      email: `tamar_${id}@test.example`,
      password: 'correct-horse-42',
      birthYear: new Date().getUTCFullYear() - 11,
      parentEmail,
    });

    // Onboarding is one of the few writes a read-only account may make.
    const onboarded = await child.request.post(`${baseURL()}/api/me/onboarding/complete`, {
      headers: { Origin: baseURL() },
    });
    expect(onboarded.status()).toBe(200);
    await child.goto('/');
    const banner = child.getByRole('region', { name: en.consent.banner.label });
    await expect.poll(() => banner.textContent()).toContain(parentEmail);
    const company = await listedCompany(child);
    const refusedOrder = await buyOne(child, company.id);
    expect(refusedOrder.status()).toBe(403);
    expect((await refusedOrder.json()).error.code).toBe('consent_pending');

    const parent = await browser.newPage({ language: 'he' });
    await parent.goto(await mailedConsentLink(parent, parentEmail));
    await expect.poll(() => parent.locator('html').getAttribute('dir')).toBe('rtl');
    await expect.poll(() => parent.getByRole('heading', { level: 1 }).textContent()).toBe(he.consent.page.title);
    await parent.getByRole('button', { name: he.consent.page.confirm }).click();
    await expect.poll(() => parent.getByRole('status').textContent()).toContain(he.consent.page.thanksTitle);

    await child.reload();
    await expect.poll(() => child.getByRole('heading', { level: 1 }).count()).toBeGreaterThan(0);
    expect(await banner.count()).toBe(0);
    // The server's read of the consent may lag a few seconds behind; then the order goes through.
    await expect.poll(async () => (await buyOne(child, company.id)).status(), { timeout: 10_000 }).toBe(201);
  });
});

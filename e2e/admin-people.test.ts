// The admin console's people screens: the seeded admin finds a player who just signed up
// on /admin/users and makes them a moderator (who then sees the console with News and Reports), opens
// Analytics and switches periods, and the audit log shows the change. Both screens are axe-clean
// in English and in Hebrew, on a phone and on a desktop.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { baseURL, DESKTOP, PHONE, seriousA11yViolations, useBrowser } from './support/browser';
import { listedCompany, placeOrder, signUpTrader, type Trader } from './support/trader';

const browser = useBrowser();

async function signInAsAdmin(page: Page) {
  const res = await page.request.post(`${baseURL()}/api/auth/sign-in/email`, {
    data: { email: 'admin@bolts.example', password: 'bolts-admin-local' },
    headers: { Origin: baseURL() },
  });
  expect(res.status()).toBe(200);
}

/** A player who signed up and traded once, in a browser context of their own. */
async function newTrader(fullName: string): Promise<{ page: Page; trader: Trader }> {
  const page = await browser.newPage({ viewport: PHONE });
  const trader = await signUpTrader(page, fullName);
  const company = await listedCompany(page, 2);
  await placeOrder(page, { companyId: company.id, side: 'buy', quantity: 2 });
  return { page, trader };
}

/** Nothing is loading and no transition runs (axe measures colours). */
async function settled(page: Page) {
  await page.waitForFunction(
    () => !document.querySelector('.animate-spin') && document.getAnimations().every((a) => a.playState !== 'running'),
  );
}

describe('the Users tab', () => {
  it('finds a new player, makes them a moderator, and they see the console with News and Reports', async () => {
    const { page: playerPage, trader } = await newTrader('Noa Levi');
    const page = await browser.newPage({ viewport: DESKTOP });
    await signInAsAdmin(page);
    await page.goto('/admin/users');
    await page.getByRole('heading', { level: 2, name: 'Users' }).waitFor();

    await page.getByRole('searchbox', { name: 'Search users' }).fill(trader.username);
    const row = page.getByTestId('admin-user-row').filter({ hasText: trader.email });
    await row.waitFor();
    await expect.poll(() => page.getByTestId('admin-user-row').count()).toBe(1);
    expect(await row.textContent()).toContain('Noa Levi');
    expect(await row.getByText('User', { exact: true }).isVisible()).toBe(true);
    // Onboarding done: Active. One trade, and 50,000 Bolts less what it cost, plus its shares.
    expect(await row.getByText('Active').isVisible()).toBe(true);
    expect((await row.locator('td').nth(4).textContent())?.trim()).toBe('1');

    await row.getByRole('button', { name: /manage noa levi/i }).click();
    const dialog = page.getByRole('dialog', { name: 'Manage Noa Levi' });
    await dialog.waitFor();
    await dialog.getByRole('radio', { name: /moderator/i }).check();
    await dialog.getByRole('button', { name: 'Save role' }).click();
    await page.getByText('Role updated').waitFor();
    await row.getByText('Moderator', { exact: true }).waitFor();
    await dialog.getByRole('button', { name: 'Close' }).click();

    // The new moderator's console: the News and Reports tabs, nothing else.
    await playerPage.setViewportSize(DESKTOP);
    await playerPage.goto('/admin');
    await playerPage.getByRole('heading', { level: 1, name: 'Admin Panel' }).waitFor();
    const tabs = playerPage.getByRole('navigation', { name: 'Admin sections' }).getByRole('link');
    await expect.poll(() => tabs.allTextContents()).toEqual(['News', 'Reports']);
    await playerPage.goto('/admin/users');
    await expect.poll(() => tabs.allTextContents()).toEqual(['News', 'Reports']);
    expect(await playerPage.getByRole('heading', { name: 'Users' }).count()).toBe(0);

    // An empty search says so.
    await page.getByRole('searchbox', { name: 'Search users' }).fill('nobody-is-called-this-zzz');
    await page.getByText('No users found matching your search.').first().waitFor();
  });

  for (const language of ['en', 'he'] as const) {
    for (const viewport of [PHONE, DESKTOP]) {
      it(`is axe-clean in ${language} at ${viewport.width} px, with the manage dialog open too`, async () => {
        await newTrader('Dana Katz');
        const page = await browser.newPage({ language, viewport });
        await signInAsAdmin(page);
        await page.goto('/admin/users');
        const items = page.getByTestId(viewport === PHONE ? 'admin-user-card' : 'admin-user-row');
        await items.first().waitFor();
        await settled(page);
        expect(await page.evaluate(() => document.documentElement.dir)).toBe(language === 'he' ? 'rtl' : 'ltr');
        expect(await seriousA11yViolations(page)).toEqual([]);
        await items.first().getByRole('button').click();
        await page.getByRole('dialog').waitFor();
        await settled(page);
        expect(await seriousA11yViolations(page)).toEqual([]);
      });
    }
  }
});

describe('the Analytics tab', () => {
  it('switches periods, shows the latest trades and the daily volume, and logs the role change', async () => {
    const { trader } = await newTrader('Omer Tal');
    const page = await browser.newPage({ viewport: DESKTOP });
    await signInAsAdmin(page);
    // A role change to find in the audit log.
    const users = await (await page.request.get(`${baseURL()}/api/admin/users?q=${trader.username}`)).json();
    const res = await page.request.put(`${baseURL()}/api/admin/users/${users.users[0].id}/role`, {
      data: { role: 'moderator' },
      headers: { Origin: baseURL() },
    });
    expect(res.status()).toBe(200);

    await page.goto('/admin/analytics');
    const periods = page.getByRole('group', { name: 'Period' });
    await periods.getByRole('button', { name: '7 days', pressed: true }).waitFor();
    const rows = page.getByTestId('admin-transaction-row');
    await rows
      .filter({ hasText: `@${trader.username}` })
      .first()
      .waitFor();
    expect(await page.getByTestId('daily-volume-chart').getByRole('listitem').count()).toBe(7);
    expect(
      Number((await page.getByTestId('analytics-total-trades').textContent())!.replace(/\D/g, '')),
    ).toBeGreaterThan(0);

    for (const label of ['1 day', '30 days', 'All time', '7 days']) {
      await periods.getByRole('button', { name: label }).click();
      await periods.getByRole('button', { name: label, pressed: true }).waitFor();
      await rows
        .filter({ hasText: `@${trader.username}` })
        .first()
        .waitFor();
    }

    const audit = page.getByTestId('audit-log');
    await page.getByRole('searchbox', { name: 'Search the audit log' }).fill(trader.username);
    const entry = audit.getByTestId('audit-entry').filter({ hasText: 'Changed a role' }).first();
    await entry.waitFor();
    // "changed to" is for screen readers; the eye reads "Role: User → Moderator".
    expect(await entry.getByTestId('audit-change').textContent()).toBe('Role: User → changed to Moderator');
    expect(await entry.getByTestId('audit-actor').textContent()).toBe('By Bolts Admin (@admin)');
    expect(await entry.getByTestId('audit-target').textContent()).toContain(`User Omer Tal (@${trader.username})`);
  });

  for (const language of ['en', 'he'] as const) {
    for (const viewport of [PHONE, DESKTOP]) {
      it(`is axe-clean in ${language} at ${viewport.width} px`, async () => {
        await newTrader('Yael Mor');
        const page = await browser.newPage({ language, viewport });
        await signInAsAdmin(page);
        await page.goto('/admin/analytics');
        await page
          .getByTestId(viewport === PHONE ? 'admin-transaction-card' : 'admin-transaction-row')
          .first()
          .waitFor();
        await page
          .getByTestId('audit-log')
          .or(page.getByText(/No audit entries|לא נמצאו רשומות/))
          .first()
          .waitFor();
        await settled(page);
        expect(await seriousA11yViolations(page)).toEqual([]);
      });
    }
  }
});

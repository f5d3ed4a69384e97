// The admin console on the narrowest phone (360×780), in Hebrew, with rows in every list: each
// tab, opened from the tab row, and each page a quick action opens is no wider than the screen,
// and no list in it needs sideways scrolling (a phone gets cards, not tables). The audit log names
// who acted and on what, and words each change as "field: old ← new", with long texts shortened.
// Screenshots go to $BOLTS_SHOTS/admin-<tab>-he-phone.png.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { tabsFor } from '#core/admin/permissions';
import he from '../locales/admin/he.json';
import { fillAdminTabs, LONG_DESCRIPTION, signInAsAdmin } from './support/admin';
import { seriousA11yViolations, useBrowser } from './support/browser';
import { NARROW_PHONE, pageWidth, settledPage } from './support/page-width';

const browser = useBrowser();
const shots = process.env.BOLTS_SHOTS;
const TAB_ROW = '[data-testid="admin-tabs"]';

/** The page fits the phone: nothing pans sideways, and nothing in the page's content sticks out. */
async function expectFits(page: Page, name: string) {
  const width = await pageWidth(page);
  expect(width.scrollWidth, `${name}: ${width.outside.join('\n')}`).toBeLessThanOrEqual(width.innerWidth);
  // The tab row is the one thing meant to scroll sideways, inside its own box.
  const content = await pageWidth(page, { inside: 'main', except: TAB_ROW });
  expect(content.outside, name).toEqual([]);
  expect(await page.locator('main table:visible').count(), `${name}: a table on a phone`).toBe(0);
}

/** What each tab must show once loaded (beyond the screenshot). */
const SHOWS: Record<string, string> = {
  companies: 'admin-company-card',
  news: 'admin-news-card',
  users: 'admin-user-card',
  analytics: 'admin-transaction-card',
  reports: 'admin-report',
};

describe('the admin console on a 360 px phone, in Hebrew', () => {
  it('opens every tab and quick-action page, each within the screen', async () => {
    const admin = await browser.newPage({ language: 'he', viewport: NARROW_PHONE });
    await signInAsAdmin(admin);
    await fillAdminTabs(() => browser.newPage(), admin);
    await admin.goto('/admin');
    await admin.locator(TAB_ROW).waitFor();

    const tabs = tabsFor(['admin']);
    expect(await admin.locator(TAB_ROW).getByRole('link').count()).toBe(tabs.length);
    for (const tab of tabs) {
      // The Ads tab opens a page of its own, without the tab row: back to the console first.
      if (!(await admin.locator(TAB_ROW).isVisible())) {
        await admin.goto('/admin');
        await admin.locator(TAB_ROW).waitFor();
      }
      await admin.locator(TAB_ROW).getByRole('link', { name: he.admin.tabs[tab], exact: true }).click();
      await admin.waitForURL(`**/admin/${tab}`);
      await settledPage(admin);
      const testId = SHOWS[tab];
      if (testId) await admin.getByTestId(testId).first().waitFor();
      else
        await admin
          .getByRole('heading', { level: tab === 'ads' ? 1 : 2 })
          .first()
          .waitFor();
      // Only the phone's cards are built: the desktop table is not in the page at all.
      if (tab === 'companies') expect(await admin.locator('table').count()).toBe(0);
      await expectFits(admin, tab);
      if (shots) {
        // The tab row just under the top bar, and the tab's first rows below it (the Ads page has no row).
        if (await admin.locator(TAB_ROW).count()) {
          await admin
            .locator(TAB_ROW)
            .evaluate((row) => window.scrollTo(0, row.getBoundingClientRect().top + scrollY - 72));
        }
        await admin.screenshot({ path: `${shots}/admin-${tab}-he-phone.png` });
      }
    }

    for (const area of ['settings', 'backup'] as const) {
      await admin.goto('/admin');
      await admin.getByRole('link', { name: he.admin.quickActions[area] }).click();
      await admin.waitForURL(`**/admin/${area}`);
      await settledPage(admin);
      await admin.getByRole('heading', { level: 1 }).waitFor();
      await expectFits(admin, area);
      if (shots) await admin.screenshot({ path: `${shots}/admin-${area}-he-phone.png` });
    }
  });

  it('shows the audit log with names and a readable diff', async () => {
    const admin = await browser.newPage({ language: 'he', viewport: NARROW_PHONE });
    await signInAsAdmin(admin);
    const { companyName, oldCeo, newCeo } = await fillAdminTabs(() => browser.newPage(), admin);
    await admin.goto('/admin/analytics');
    const log = admin.getByTestId('audit-log');
    await log.waitFor();

    const edit = log.getByTestId('audit-entry').filter({ hasText: companyName }).first();
    await expect.poll(() => edit.textContent()).toContain(he.admin.audit.actions.company.update);
    // Who acted and on what, by name; the seeded admin is "Bolts Admin" (@admin).
    expect(await edit.getByTestId('audit-target').textContent()).toContain(
      `${he.admin.audit.targets.company} ${companyName}`,
    );
    expect(await edit.getByTestId('audit-actor').textContent()).toMatch(/Bolts Admin.*@admin/);
    // Each change as "field: old ← new", the field in Hebrew.
    const changes = edit.getByTestId('audit-change');
    expect(await changes.filter({ hasText: he.admin.audit.fields.ceo }).textContent()).toBe(
      `${he.admin.audit.fields.ceo}: ${oldCeo} ${he.admin.audit.arrow} ${he.admin.audit.changedTo} ${newCeo}`,
    );
    // A long text is shortened, and shown whole on request.
    const description = changes.filter({ hasText: he.admin.audit.fields.description });
    expect(await description.textContent()).not.toContain(LONG_DESCRIPTION);
    await description.getByRole('button', { name: he.admin.audit.showAll }).click();
    await expect.poll(() => description.textContent()).toContain(LONG_DESCRIPTION);
    expect(await description.getByRole('button', { name: he.admin.audit.showLess }).isVisible()).toBe(true);

    // No raw ids or JSON anywhere in the log.
    const text = (await log.textContent()) ?? '';
    expect(text).not.toMatch(/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}/);
    expect(text).not.toMatch(/\{"|":/);
    await expectFits(admin, 'audit log');
    expect(await seriousA11yViolations(admin)).toEqual([]);
  });
});

// The profile page (wallet, editing, the referral dialog) and the settings page, as a signed-in
// player sees them; and a referral from link to credited bonus.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { baseURL, DESKTOP, PHONE, seriousA11yViolations, useBrowser } from './support/browser';
import { mailedSignUpLink, signUpByEmail } from './support/email-sign-up';

const browser = useBrowser();
const PASSWORD = 'correct-horse-42';

const suffix = () => Math.random().toString(36).slice(2, 10);

interface Player {
  fullName: string;
  username: string;
  email: string;
}

function newPlayer(name = 'Dana Levi'): Player {
  const s = suffix();
  return { fullName: name, username: `p_${s}`, email: `profile-${s}@example.com` };
}

/** Signs a new player up through the API (the page's context keeps the cookie) and finishes onboarding. */
async function signUp(page: Page, player = newPlayer()): Promise<Player> {
  const origin = baseURL();
  const headers = { Origin: origin };
  await signUpByEmail(page, { ...player, password: PASSWORD });
  const done = await page.request.post(`${origin}/api/me/onboarding/complete`, { headers });
  expect(done.status()).toBe(200);
  return player;
}

async function openProfile(page: Page) {
  await page.goto('/profile');
  await page.getByTestId('wallet-cash').waitFor();
}

const text = async (page: Page, testId: string) => ((await page.getByTestId(testId).textContent()) ?? '').trim();
const toast = (page: Page, message: string | RegExp) =>
  page.locator('[data-sonner-toast]').filter({ hasText: message }).first();

describe('profile', () => {
  it('shows the real wallet and saves an edited full name, username and bio', async () => {
    const page = await browser.newPage();
    const player = await signUp(page);
    await openProfile(page);

    expect(await text(page, 'wallet-cash')).toContain('50,000.00');
    expect(await text(page, 'wallet-portfolio-value')).toContain('50,000.00');
    expect(await text(page, 'wallet-overall-gain')).toContain('0.00');
    // The gain is measured against the public game's starting cash; no bonuses yet.
    expect(await text(page, 'wallet-baseline')).toContain('50,000 Bolts');
    expect(await page.getByTestId('wallet-bonuses').count()).toBe(0);
    // One game only: no switcher.
    expect(await page.getByTestId('game-switcher').count()).toBe(0);
    expect(await text(page, 'stats-totalTrades')).toBe('0');
    expect(await text(page, 'stats-totalReferrals')).toBe('0');
    // Finishing onboarding is worth 100 XP: level 2 (of 300 XP for level 3).
    await expect.poll(() => text(page, 'profile-level')).toBe('2');
    expect(await text(page, 'profile-xp')).toBe('100 / 300 XP');
    // Others see the username (no display name yet); the full name is marked private.
    expect(await text(page, 'profile-full-name')).toBe(player.fullName);
    expect(await text(page, 'profile-display-name')).toBe(player.username);
    // Nothing is unlocked before any trading.
    expect(await page.locator('[data-testid="achievement"][data-state="locked"]').count()).toBe(12);
    expect(await page.locator('[data-testid="achievement"][data-state="unlocked"]').count()).toBe(0);

    // Cancel restores the saved values.
    await page.getByRole('button', { name: 'Edit profile' }).click();
    await page.getByLabel('Full name').fill('Somebody Else');
    await page.getByRole('button', { name: 'Cancel' }).click();
    await expect.poll(() => text(page, 'profile-full-name')).toBe(player.fullName);

    const username = `edited_${suffix()}`;
    await page.getByRole('button', { name: 'Edit profile' }).click();
    await page.getByLabel('Full name').fill('Noa Shapiro');
    await page.getByLabel('Username').fill(username);
    await page.getByLabel('Bio').fill('I like green energy companies.');
    await page.getByRole('button', { name: 'Save', exact: true }).click();

    await toast(page, 'Profile Updated').waitFor();
    await expect.poll(() => text(page, 'profile-full-name')).toBe('Noa Shapiro');
    expect(await text(page, 'profile-display-name')).toBe(username);
    expect(await text(page, 'profile-bio')).toBe('I like green energy companies.');
    expect(await page.getByRole('button', { name: 'Edit profile' }).isVisible()).toBe(true);

    await page.reload();
    await page.getByTestId('profile-full-name').waitFor();
    expect(await text(page, 'profile-full-name')).toBe('Noa Shapiro');
    expect(await text(page, 'profile-display-name')).toBe(username);
    expect(await text(page, 'profile-bio')).toBe('I like green energy companies.');
  });

  it('says so under the field when the username belongs to someone else, and stays in edit mode', async () => {
    const other = await signUp(await browser.newPage());
    const page = await browser.newPage({ viewport: DESKTOP });
    await signUp(page);
    await openProfile(page);

    await page.getByRole('button', { name: 'Edit profile' }).click();
    const field = page.getByLabel('Username');
    await field.fill(other.username);
    await page.getByRole('button', { name: 'Save', exact: true }).click();

    await page.getByText('That username is taken. Please choose another.').waitFor();
    expect(await field.getAttribute('aria-invalid')).toBe('true');
    const describedBy = (await field.getAttribute('aria-describedby')) ?? '';
    const messageIds = await page.getByText('That username is taken. Please choose another.').evaluate((el) => el.id);
    expect(describedBy.split(' ')).toContain(messageIds);
    // Still editing: the form and its buttons are there, the typed value kept.
    expect(await page.getByRole('button', { name: 'Save', exact: true }).isVisible()).toBe(true);
    expect(await field.inputValue()).toBe(other.username);
  });

  it('generates the referral link in a dialog, reuses it the same day and copies it', async () => {
    const page = await browser.newPage();
    await signUp(page);
    await openProfile(page);

    // Hold the first request so the "Generating..." state can be seen.
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/api/me/referral-link', async (route) => {
      await held;
      await route.continue();
    });
    await page.getByRole('button', { name: 'Invite friends' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('status').filter({ hasText: 'Generating...' }).waitFor();
    release();
    const linkField = dialog.getByTestId('referral-link');
    await linkField.waitFor();
    const link = await linkField.inputValue();
    expect(link).toContain(`${baseURL()}/auth?ref=`);
    const explain =
      'You get 500 Bolts for every friend who joins with your link and makes a first trade, for up to 5 friends a week.';
    expect(await dialog.getByText(explain).count()).toBe(1);
    await page.unroute('**/api/me/referral-link');

    // Escape closes it; reopening the same day gives the same link.
    await page.keyboard.press('Escape');
    await expect.poll(() => dialog.isVisible()).toBe(false);
    await page.getByRole('button', { name: 'Invite friends' }).click();
    await linkField.waitFor();
    expect(await linkField.inputValue()).toBe(link);

    // Copy: the icon turns into a check for 2 s, a toast confirms, and the clipboard holds the link.
    await page.context().grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseURL() });
    const copy = dialog.getByTestId('referral-copy');
    await copy.click();
    await toast(page, 'Referral link copied to clipboard').waitFor();
    expect(await copy.getAttribute('data-copied')).toBe('true');
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(link);
    await expect.poll(() => copy.getAttribute('data-copied'), { timeout: 4_000 }).toBe('false');

    // Share falls back to copying when the browser has no native share, or when it fails.
    const share = dialog.getByRole('button', { name: 'Share', exact: true });
    for (const nativeShare of ['missing', 'failing'] as const) {
      await page.evaluate(async (kind) => {
        await navigator.clipboard.writeText('');
        const value =
          kind === 'missing' ? undefined : () => Promise.reject(new DOMException('Not allowed', 'NotAllowedError'));
        Object.defineProperty(navigator, 'share', { configurable: true, value });
      }, nativeShare);
      await share.click();
      await expect.poll(() => page.evaluate(() => navigator.clipboard.readText())).toBe(link);
    }
  });

  it('credits the referrer 500 Bolts when a friend who signed up through the link makes a first trade', async () => {
    const referrer = await browser.newPage();
    await signUp(referrer);
    await openProfile(referrer);
    await referrer.getByRole('button', { name: 'Invite friends' }).click();
    const linkField = referrer.getByTestId('referral-link');
    await linkField.waitFor();
    const link = await linkField.inputValue();

    // The friend, in a browser of their own on another network, opens the link and signs up by email.
    const friend = await browser.newPage({ address: '203.0.113.9' });
    const player = newPlayer('Yoni Mizrahi');
    await friend.goto(link);
    const form = friend.getByRole('form', { name: 'Create an account' });
    await form.getByRole('textbox', { name: 'Full name' }).fill(player.fullName);
    await form.getByRole('textbox', { name: 'Username' }).fill(player.username);
    await form.getByRole('textbox', { name: 'Email' }).fill(player.email);
    await form.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await form.getByLabel('Confirm password', { exact: true }).fill(PASSWORD);
    await form.getByLabel('Year of birth', { exact: true }).fill('2000');
    await form.getByRole('button', { name: /create account/i }).click();
    await friend.getByRole('heading', { name: 'Check your email' }).waitFor();
    await friend.goto(await mailedSignUpLink(baseURL(), player.email));
    await friend.waitForURL((url) => !url.pathname.startsWith('/auth'), { timeout: 15_000 });
    // The referral is paid at the friend's first trade.
    const { companies } = await (await friend.request.get('/api/companies')).json();
    const order = await friend.request.post('/api/orders', {
      data: { companyId: companies[0].id, side: 'buy', type: 'market', quantity: 1 },
      headers: { Origin: baseURL() },
    });
    expect(order.status(), await order.text()).toBe(201);

    await expect
      .poll(
        async () => {
          await openProfile(referrer);
          return text(referrer, 'stats-totalReferrals');
        },
        { timeout: 15_000 },
      )
      .toBe('1');
    // The bonus is cash, shown apart: it is not trading gain.
    expect(await text(referrer, 'wallet-cash')).toContain('50,500.00');
    expect(await text(referrer, 'wallet-bonuses')).toContain('500.00');
    expect(await text(referrer, 'wallet-overall-gain')).toMatch(/^0\.00\b/);
  });
});

describe('settings', () => {
  it('starts private, saves visibility, switches and display name, and keeps them after a reload', async () => {
    const page = await browser.newPage();
    const player = await signUp(page);
    await page.goto('/settings');
    await page.getByRole('heading', { level: 1, name: 'Settings' }).waitFor();
    const showTrades = page.getByRole('switch', { name: 'Show my trades' });
    await showTrades.waitFor();

    // Private by default; the sign-in email is shown read-only.
    expect(await page.getByLabel('Private').isChecked()).toBe(true);
    expect(await showTrades.getAttribute('aria-checked')).toBe('false');
    expect(await page.getByRole('switch', { name: 'Show portfolio value' }).getAttribute('aria-checked')).toBe('false');
    const email = page.getByRole('textbox', { name: 'Email' });
    expect(await email.inputValue()).toBe(player.email);
    expect(await email.getAttribute('readonly')).not.toBeNull();
    // No display name until the player picks one: the full name is private.
    expect(await page.getByLabel('Display name').inputValue()).toBe('');

    await page.getByLabel('Public').check();
    await showTrades.click();
    await page.getByRole('switch', { name: 'Market news' }).click();
    await page.getByLabel('Display name').fill('Captain Dana');
    await page.getByText('You have unsaved changes.').waitFor();
    await page.getByRole('button', { name: 'Save changes' }).click();
    await toast(page, 'Settings saved successfully').waitFor();
    await page.getByText('No unsaved changes.').waitFor();

    await page.reload();
    await page.getByRole('switch', { name: 'Show my trades' }).waitFor();
    expect(await page.getByLabel('Public').isChecked()).toBe(true);
    expect(await page.getByRole('switch', { name: 'Show my trades' }).getAttribute('aria-checked')).toBe('true');
    expect(await page.getByRole('switch', { name: 'Market news' }).getAttribute('aria-checked')).toBe('false');
    expect(await page.getByRole('switch', { name: 'Trade alerts' }).getAttribute('aria-checked')).toBe('true');
    expect(await page.getByRole('switch', { name: 'Show portfolio value' }).getAttribute('aria-checked')).toBe('false');
    expect(await page.getByLabel('Display name').inputValue()).toBe('Captain Dana');
  });

  it('goes back to the profile and signs out to /auth', async () => {
    const page = await browser.newPage();
    await signUp(page);
    await openProfile(page);
    await page.getByRole('link', { name: 'Settings', exact: true }).click();
    await page.waitForURL('**/settings');
    await page.getByRole('link', { name: 'Back to profile' }).click();
    await page.waitForURL('**/profile');

    await page.goto('/settings');
    await page.getByRole('button', { name: 'Sign out' }).click();
    await page.waitForURL((url) => url.pathname === '/auth');
    await page.getByRole('form', { name: 'Create an account' }).waitFor();
    // A deliberate sign-out leaves no "come back to /settings" target for the next person to sign in.
    expect(await page.evaluate(() => sessionStorage.getItem('bolts.redirectAfterAuth'))).toBeNull();
    const me = await page.request.get(`${baseURL()}/api/me`);
    expect(me.status()).toBe(401);
  });
});

describe('languages and accessibility', () => {
  for (const language of ['he', 'en'] as const) {
    it(`lays out profile and settings ${language === 'he' ? 'right-to-left' : 'left-to-right'} with no serious axe violations (${language})`, async () => {
      for (const viewport of [PHONE, DESKTOP]) {
        const page = await browser.newPage({ language, viewport });
        await signUp(page);
        await openProfile(page);
        expect(await page.evaluate(() => document.documentElement.dir)).toBe(language === 'he' ? 'rtl' : 'ltr');
        expect(await seriousA11yViolations(page), 'profile').toEqual([]);

        // Edit mode.
        await page.getByRole('button', { name: language === 'he' ? 'עריכת פרופיל' : 'Edit profile' }).click();
        await page.getByRole('button', { name: language === 'he' ? 'שמירה' : 'Save', exact: true }).waitFor();
        expect(await seriousA11yViolations(page), 'profile edit').toEqual([]);
        await page.getByRole('button', { name: language === 'he' ? 'ביטול' : 'Cancel' }).click();

        // The referral dialog.
        await page.getByRole('button', { name: language === 'he' ? 'הזמנת חברים' : 'Invite friends' }).click();
        await page.getByTestId('referral-link').waitFor();
        expect(await seriousA11yViolations(page), 'referral dialog').toEqual([]);
        await page.keyboard.press('Escape');

        await page.goto('/settings');
        await page.getByRole('switch').first().waitFor();
        expect(await page.evaluate(() => document.documentElement.dir)).toBe(language === 'he' ? 'rtl' : 'ltr');
        // The switch's knob travels toward the end side: left in Hebrew, right in English.
        const on = page.getByRole('switch', { checked: true }).first();
        const knob = await on.locator('span').boundingBox();
        const track = await on.boundingBox();
        const knobCentre = knob!.x + knob!.width / 2;
        const trackCentre = track!.x + track!.width / 2;
        if (language === 'he') expect(knobCentre).toBeLessThan(trackCentre);
        else expect(knobCentre).toBeGreaterThan(trackCentre);
        expect(await seriousA11yViolations(page), 'settings').toEqual([]);
      }
    });
  }
});

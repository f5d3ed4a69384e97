// The auth page (docs/rules.md#accounts): sign-up by email and by phone with its 6-digit code,
// sign-in, both password resets, and the page in Hebrew. Every test makes its own accounts.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { Portfolio } from '#core/schemas/trading';
import { baseURL, DESKTOP, seriousA11yViolations, useBrowser } from './support/browser';
import { signUpByEmail } from './support/email-sign-up';

const browser = useBrowser();

const suffix = () => Math.random().toString(36).slice(2, 10);
/** A unique +1 555 number (the outbox "sends" to it). */
const newPhone = () => `+1555${String(Math.floor(Math.random() * 10_000_000)).padStart(7, '0')}`;
const PASSWORD = 'correct-horse-42';

/** The visible tab panel (the other one stays mounted but hidden). */
const panel = (page: Page) => page.getByRole('tabpanel');
const field = (page: Page, label: string) => panel(page).getByLabel(label, { exact: true });
const button = (page: Page, name: string) => panel(page).getByRole('button', { name, exact: true });

async function me(page: Page) {
  return page.evaluate(async () => {
    const res = await fetch('/api/me');
    return { status: res.status, body: res.ok ? await res.json() : null };
  });
}

/** The cash of the page's signed-in player in the public game (GET /api/portfolio). */
async function cashOf(page: Page): Promise<number> {
  const res = await page.request.get(`${baseURL()}/api/portfolio`);
  expect(res.status()).toBe(200);
  return ((await res.json()) as Portfolio).cashMinor;
}

/**
 * The newest outbox message to a recipient that matches, read in a second page of the same context
 * (closed again, so the app's page is the front tab once more): its text and its first link.
 */
async function latestMessage(page: Page, recipient: string, pattern: RegExp) {
  const outbox = await page.context().newPage();
  const item = outbox.locator(`li[data-recipient="${recipient}"]`).first();
  try {
    await expect
      .poll(async () => {
        await outbox.goto('/dev/outbox');
        return (await item.count()) ? ((await item.textContent()) ?? '') : '';
      })
      .toMatch(pattern);
    const links = item.locator('a');
    return {
      text: (await item.textContent()) ?? '',
      href: (await links.count()) ? await links.first().getAttribute('href') : null,
    };
  } finally {
    await outbox.close();
    await page.bringToFront();
  }
}

async function latestCode(page: Page, phone: string, pattern: RegExp): Promise<string> {
  const { text } = await latestMessage(page, phone, pattern);
  return /\b(\d{6})\b/.exec(text)![1]!;
}

/** A new email account through the API, then signed out again (the context keeps no session). */
async function emailAccount(page: Page) {
  const id = suffix();
  const user = {
    fullName: `Ada Auth ${id}`,
    email: `auth-${id}@example.com`,
    password: PASSWORD,
    username: `auth_${id}`,
  };
  const headers = { Origin: baseURL() };
  await signUpByEmail(page, user);
  const out = await page.request.post(`${baseURL()}/api/auth/sign-out`, { data: {}, headers });
  expect(out.status()).toBe(200);
  return user;
}

async function fillPhoneSignUp(page: Page, phone: string) {
  const id = suffix();
  await button(page, 'Phone').click();
  await field(page, 'Full name').fill(`Pat Phone ${id}`);
  await field(page, 'Username').fill(`phone_${id}`);
  // Letters are filtered out as they are typed.
  await field(page, 'Phone number').pressSequentially(`${phone}abc`);
  expect(await field(page, 'Phone number').inputValue()).toBe(phone);
  await field(page, 'Password').fill(PASSWORD);
  await field(page, 'Confirm password').fill(PASSWORD);
  await field(page, 'Year of birth').fill('2000');
  await button(page, 'Create Account & Get 50,000 Bolts').click();
  await page
    .getByText(
      'Verification code sent! Please enter the 6-digit code sent to your phone to complete your registration.',
    )
    .waitFor();
  await panel(page).getByRole('heading', { name: 'Check your phone' }).waitFor();
  return { fullName: `Pat Phone ${id}` };
}

describe('sign-up', () => {
  it('by email: checks the passwords match, mails a link that opens the account with 50,000 Bolts, keeps the referral and signs in', async () => {
    // A friend's referral link (/auth?ref=CODE), from an account in its own browser context.
    const friend = await browser.newPage();
    const friendUser = await emailAccount(friend);
    const signedIn = await friend.request.post(`${baseURL()}/api/auth/sign-in/email`, {
      data: { email: friendUser.email, password: PASSWORD },
      headers: { Origin: baseURL() },
    });
    expect(signedIn.status()).toBe(200);
    const link = await friend.request.post(`${baseURL()}/api/me/referral-link`, { headers: { Origin: baseURL() } });
    expect(link.status(), await link.text()).toBe(200);
    const { code } = (await link.json()) as { code: string };

    const page = await browser.newPage();
    await page.goto(`/auth?ref=${code}`);
    await page.getByText('Your friend gets 500 Bolts once you join and make your first trade.').waitFor();
    // Sign Up is the default tab.
    expect(await page.getByRole('tab', { name: 'Sign Up' }).getAttribute('aria-selected')).toBe('true');

    const id = suffix();
    await field(page, 'Full name').fill(`Eve Email ${id}`);
    await field(page, 'Username').fill(`email_${id}`);
    await field(page, 'Email').fill(`signup-${id}@example.com`);
    await field(page, 'Password').fill(PASSWORD);
    await field(page, 'Confirm password').fill(`${PASSWORD}-typo`);
    await field(page, 'Year of birth').fill('2000');
    await button(page, 'Create Account & Get 50,000 Bolts').click();
    await panel(page).getByText('Passwords do not match').waitFor();
    expect(new URL(page.url()).pathname).toBe('/auth');
    expect((await me(page)).status).toBe(401);

    await field(page, 'Confirm password').fill(PASSWORD);
    await button(page, 'Create Account & Get 50,000 Bolts').click();
    // The same answer whether or not the address has an account: check your email.
    await panel(page).getByRole('heading', { name: 'Check your email' }).waitFor();
    await panel(page).getByText(`signup-${id}@example.com`).waitFor();
    expect(await panel(page).getByRole('link', { name: '/dev/outbox' }).getAttribute('href')).toBe('/dev/outbox');
    expect((await me(page)).status).toBe(401);

    // The mailed link signs the player in and lands in the app.
    const { href } = await latestMessage(page, `signup-${id}@example.com`, /verify-email/);
    expect(href).toContain(`${baseURL()}/api/auth/verify-email?token=`);
    await page.goto(href!);
    await page.waitForURL((url) => !url.pathname.startsWith('/auth'));
    const session = await me(page);
    expect(session.status).toBe(200);
    expect(await cashOf(page)).toBe(5_000_000);
    expect(session.body.user.username).toBe(`email_${id}`);
    expect(await page.evaluate(() => localStorage.getItem('bolts.referralCode'))).toBeNull();

    // The friend is paid at this player's first trade (test/integration/referrals.test.ts); not yet.
    expect(await cashOf(friend)).toBe(5_000_000);

    // A signed-in visitor who opens /auth is sent on to "/".
    await page.goto('/auth');
    await page.waitForURL((url) => !url.pathname.startsWith('/auth'));
  });

  it('by phone: texts a code, verifies it, grants 50,000 Bolts and goes to /profile', async () => {
    const page = await browser.newPage();
    const phone = newPhone();
    await page.goto('/auth');
    await fillPhoneSignUp(page, phone);

    const codeField = field(page, 'Verification code');
    expect(await codeField.getAttribute('inputmode')).toBe('numeric');
    expect(await codeField.getAttribute('autocomplete')).toBe('one-time-code');
    expect(await codeField.getAttribute('maxlength')).toBe('6');
    const code = await latestCode(page, phone, /verification code is \d{6}/);
    await codeField.pressSequentially(`${code}9`);
    expect(await codeField.inputValue()).toBe(code);
    await button(page, 'Verify').click();

    await page
      .getByText('Your account has been verified! You now have 50,000 Bolts to start trading!')
      .first()
      .waitFor();
    await page.waitForURL('**/profile');
    const session = await me(page);
    expect(session.status).toBe(200);
    expect(session.body.user.phoneNumber).toBe(phone);
    expect(await cashOf(page)).toBe(5_000_000);
  });

  it('by phone: a wrong code is refused, resend waits 30 s, and Back to Registration keeps the form', async () => {
    const page = await browser.newPage();
    const phone = newPhone();
    await page.goto('/auth');
    const { fullName } = await fillPhoneSignUp(page, phone);

    // The code was just sent: the resend button counts down before it can be used.
    const resend = panel(page).getByRole('button', { name: /^Resend code in \d+ seconds?$/ });
    expect(await resend.isDisabled()).toBe(true);

    const code = await latestCode(page, phone, /verification code is \d{6}/);
    const wrong = String((Number(code) + 1) % 1_000_000).padStart(6, '0');
    await field(page, 'Verification code').fill(wrong);
    await button(page, 'Verify').click();
    await page.getByText('Verification failed').waitFor();
    await page.getByText('Invalid verification code. Please try again.').waitFor();
    expect(new URL(page.url()).pathname).toBe('/auth');
    expect((await me(page)).status).toBe(401);

    await button(page, 'Back to Registration').click();
    expect(await field(page, 'Full name').inputValue()).toBe(fullName);
    expect(await field(page, 'Phone number').inputValue()).toBe(phone);
    expect(await field(page, 'Password').inputValue()).toBe('');
  });
});

describe('sign-in', () => {
  it('with a wrong password shows the translated failure; with the right one signs in', async () => {
    const page = await browser.newPage();
    const user = await emailAccount(page);
    await page.goto('/auth');
    await page.getByRole('tab', { name: 'Sign In' }).click();
    await field(page, 'Email or username').fill(user.email);
    await field(page, 'Password').fill('not-my-password');
    await button(page, 'Sign In').click();
    await page.getByText('Sign in failed').waitFor();
    await page.getByText('Incorrect email, phone number or password. Please try again.').waitFor();
    expect(new URL(page.url()).pathname).toBe('/auth');

    await field(page, 'Password').fill(PASSWORD);
    await button(page, 'Sign In').click();
    await page.waitForURL((url) => !url.pathname.startsWith('/auth'));
    expect((await me(page)).status).toBe(200);
  });
});

describe('password reset', () => {
  it('by email: a bad link says so, the emailed link sets a new password, and it signs in', async () => {
    const page = await browser.newPage();
    const user = await emailAccount(page);

    // A used or forged token is refused and the page offers a new link.
    await page.goto('/auth?token=not-a-real-token');
    await page.getByLabel('New password', { exact: true }).fill('another-password-1');
    await page.getByLabel('Confirm password', { exact: true }).fill('another-password-1');
    await page.getByRole('button', { name: 'Save new password' }).click();
    await page.getByText('This reset link has expired or was already used').waitFor();
    await page.getByRole('button', { name: 'Request a new link' }).click();

    // The reset form is open in place of sign-in, by email.
    await panel(page).getByRole('heading', { name: 'Reset your password' }).waitFor();
    await field(page, 'Email').fill(user.email);
    await button(page, 'Send Reset Email').click();
    await page.getByText('Password reset email sent').waitFor();
    await page.getByText('Check your email for a link to reset your password.').waitFor();

    const { href } = await latestMessage(page, user.email, /reset-password/);
    const target = new URL(href!);
    await page.goto(`${target.pathname}${target.search}`);
    await page.waitForURL(/\/auth\?token=/);
    await page.getByRole('heading', { name: 'Choose a new password' }).waitFor();
    const newPassword = 'brand-new-secret-7';
    await page.getByLabel('New password', { exact: true }).fill(newPassword);
    await page.getByLabel('Confirm password', { exact: true }).fill(newPassword);
    await page.getByRole('button', { name: 'Save new password' }).click();
    await page.getByText('Password updated').waitFor();

    // Back on Sign In, without the token in the address.
    await expect.poll(() => page.getByRole('tab', { name: 'Sign In' }).getAttribute('aria-selected')).toBe('true');
    expect(page.url()).not.toContain('token=');
    await field(page, 'Email or username').fill(user.email);
    await field(page, 'Password').fill(newPassword);
    await button(page, 'Sign In').click();
    await page.waitForURL((url) => !url.pathname.startsWith('/auth'));
    expect((await me(page)).body.user.email).toBe(user.email);
  });

  it('by phone: the texted code and a new password, then sign-in with it', async () => {
    const page = await browser.newPage();
    const phone = newPhone();
    await page.goto('/auth');
    await fillPhoneSignUp(page, phone);
    await field(page, 'Verification code').fill(await latestCode(page, phone, /verification code is \d{6}/));
    await button(page, 'Verify').click();
    await page.waitForURL('**/profile');
    const out = await page.request.post(`${baseURL()}/api/auth/sign-out`, {
      data: {},
      headers: { Origin: baseURL() },
    });
    expect(out.status()).toBe(200);

    await page.goto('/auth');
    await page.getByRole('tab', { name: 'Sign In' }).click();
    await button(page, 'Phone').click();
    await button(page, 'Forgot your password?').click();
    await field(page, 'Phone number').fill(phone);
    await button(page, 'Send Reset Code').click();
    await page.getByText('Reset code sent').waitFor();
    await page.getByText('Enter the 6-digit code sent to your phone.').waitFor();

    const code = await latestCode(page, phone, /password reset code is \d{6}/);
    const newPassword = 'phone-reset-secret-9';
    await field(page, 'Verification code').fill(code);
    await field(page, 'New password').fill(newPassword);
    await field(page, 'Confirm password').fill(newPassword);
    await button(page, 'Update password').click();
    await page.getByText('Password updated').waitFor();

    // Back on sign-in with the phone still filled in.
    await button(page, 'Sign In').waitFor();
    expect(await field(page, 'Phone number').inputValue()).toBe(phone);
    await field(page, 'Password').fill(newPassword);
    await button(page, 'Sign In').click();
    await page.waitForURL((url) => !url.pathname.startsWith('/auth'));
    expect((await me(page)).body.user.phoneNumber).toBe(phone);
  });
});

describe('the page itself', () => {
  it('is right-to-left in Hebrew, with Hebrew tabs, and passes axe', async () => {
    const page = await browser.newPage({ language: 'he' });
    await page.goto('/auth');
    await page.getByRole('heading', { level: 1 }).waitFor();
    expect(await page.evaluate(() => document.documentElement.dir)).toBe('rtl');
    await page.getByRole('tab', { name: 'הרשמה' }).waitFor();
    await page.getByRole('tab', { name: 'התחברות' }).waitFor();
    // Phone numbers stay left-to-right inside the right-to-left form.
    await button(page, 'טלפון').click();
    expect(await field(page, 'מספר טלפון').getAttribute('dir')).toBe('ltr');
    expect(await seriousA11yViolations(page)).toEqual([]);

    await page.getByRole('tab', { name: 'התחברות' }).click();
    await panel(page).getByRole('button', { name: 'התחברות', exact: true }).waitFor();
    expect(await seriousA11yViolations(page)).toEqual([]);
  });

  it('passes axe in English on a desktop, and Facebook explains it is not available yet', async () => {
    const page = await browser.newPage({ viewport: DESKTOP });
    await page.goto('/auth');
    await page.getByRole('heading', { level: 1 }).waitFor();
    expect(await page.evaluate(() => document.documentElement.dir)).toBe('ltr');
    expect(await page.getByRole('heading', { level: 1 }).count()).toBe(1);
    expect(await seriousA11yViolations(page)).toEqual([]);

    // Arrow keys move between the tabs (Radix moves focus, and so the choice, on the next task).
    await page.getByRole('tab', { name: 'Sign Up' }).focus();
    await page.keyboard.press('ArrowRight');
    await expect.poll(() => page.getByRole('tab', { name: 'Sign In' }).getAttribute('aria-selected')).toBe('true');
    expect(await seriousA11yViolations(page)).toEqual([]);

    await button(page, 'Continue with Facebook').click();
    await page.getByText('Facebook authentication is being configured. Please use phone/email for now.').waitFor();
  });
});

// Classes in the real app, two browsers: a teacher signs up as one, creates a class and reads its
// join code; a student types the code on /join, joins, and trades in the class with its starting
// cash; the teacher's page counts them; a closed class refuses the code. The teacher's dashboard:
// logins printed as cards, a student's trades with the reasons their class requires, a new
// password, removal. /join, /classes and the class page are axe-clean in Hebrew on a phone.
// Screenshots go to $BOLTS_SHOTS when it is set (for looking at the page, not for asserting).
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { ClassSummary } from '#core/schemas/classes';
import en from '../locales/en.json';
import { baseURL, DESKTOP, PHONE, seriousA11yViolations, useBrowser } from './support/browser';
import { openClass } from './support/classroom';
import { mailedSignUpLink } from './support/email-sign-up';
import { signUpTrader, TRADER_PASSWORD } from './support/trader';

const browser = useBrowser();

const suffix = () => Math.random().toString(36).slice(2, 10);
const text = async (locator: Locator) => ((await locator.textContent()) ?? '').replace(/\s+/g, ' ').trim();
const shot = async (page: Page, name: string) => {
  const shots = process.env.BOLTS_SHOTS;
  if (shots) await page.screenshot({ path: `${shots}/${name}.png`, fullPage: true });
};

/** A teacher made through the API (sign-up, onboarding, the role) with one class of 10,000 Bolts. */
async function teacherWithClass(
  page: Page,
  name = 'כיתה ט׳2',
  options: Partial<ClassSummary['options']> = {},
): Promise<ClassSummary> {
  await signUpTrader(page, 'Tali Teacher');
  return openClass(page, name, options);
}

describe('a class game', () => {
  it('is made by a teacher who signed up as one, and joined by a student with its code', async () => {
    // The teacher signs up on the auth page, choosing "I'm a teacher", and opens the mailed link.
    const teacher = await browser.newPage({ viewport: DESKTOP });
    await teacher.goto('/auth');
    const form = teacher.getByRole('tabpanel');
    const id = suffix();
    const email = `teacher-${id}@example.com`;
    const student = form.getByRole('radio', { name: "I'm a student" });
    expect(await student.isChecked()).toBe(true);
    await form.getByRole('radio', { name: "I'm a teacher" }).check();
    await form.getByLabel('Full name', { exact: true }).fill(`Tamar Teacher ${id}`);
    await form.getByLabel('Username', { exact: true }).fill(`teach_${id}`);
    await form.getByLabel('Email', { exact: true }).fill(email);
    await form.getByLabel('Password', { exact: true }).fill(TRADER_PASSWORD);
    await form.getByLabel('Confirm password', { exact: true }).fill(TRADER_PASSWORD);
    await form.getByLabel('Year of birth', { exact: true }).fill('1990');
    await form.getByRole('button', { name: 'Create Account & Get 50,000 Bolts' }).click();
    await form.getByRole('heading', { name: 'Check your email' }).waitFor();
    await teacher.goto(await mailedSignUpLink(baseURL(), email));
    // A new account sees onboarding first, right where it is headed: My classes.
    await teacher.waitForURL((url) => url.pathname === '/classes');
    await teacher.getByRole('button', { name: 'Next' }).click();
    await teacher.getByRole('button', { name: 'Next' }).click();
    await teacher.getByRole('button', { name: "Let's Trade!" }).click();
    await teacher.getByRole('heading', { level: 1, name: 'My classes' }).waitFor();
    await teacher.getByRole('heading', { name: 'No classes yet' }).waitFor();
    expect(await teacher.getByTestId('classes-link').getAttribute('aria-label')).toBe('My classes');

    // A class in under a minute: a name, and the defaults (today for four weeks, 10,000 Bolts).
    await teacher.getByRole('link', { name: 'New class' }).click();
    await teacher.getByLabel('Class name').fill('9B Economics');
    expect(await teacher.getByLabel('Starting cash (Bolts)').inputValue()).toBe('10000');
    await teacher.getByRole('button', { name: 'Create class' }).click();
    await teacher.waitForURL(/\/classes\/[0-9a-f-]{36}$/);
    await teacher.getByRole('heading', { level: 1, name: '9B Economics' }).waitFor();
    const code = await text(teacher.getByTestId('join-code'));
    expect(code).toMatch(/^[A-HJKMNP-Z2-9]{6}$/);
    await teacher.getByRole('img', { name: `QR code that opens ${baseURL()}/join?code=${code}` }).waitFor();
    expect(await text(teacher.getByTestId('class-students'))).toBe(
      'Nobody has joined yet: show the code or the QR code to your class.',
    );
    // Present: the code across the whole screen.
    await teacher.getByRole('button', { name: 'Present' }).click();
    const present = teacher.getByRole('dialog', { name: 'Join 9B Economics' });
    expect(await text(present.getByTestId('present-code'))).toBe(code);
    await present.getByRole('button', { name: 'Close' }).click();
    await present.waitFor({ state: 'detached' });

    // The student types the code (any case) on /join, sees the class and joins it.
    const pupil = await browser.newPage({ viewport: PHONE });
    await signUpTrader(pupil, 'Sam Student');
    await pupil.goto('/join');
    const codeField = pupil.getByLabel('Class code');
    expect(await codeField.getAttribute('autocomplete')).toBe('off');
    await codeField.fill(code.toLowerCase());
    expect(await codeField.inputValue()).toBe(code);
    const preview = pupil.getByTestId('join-preview');
    await preview.waitFor();
    expect(await text(preview)).toContain('9B Economics');
    expect(await text(preview.getByTestId('join-preview-cash'))).toBe('10,000 Bolts');
    await preview.getByRole('button', { name: 'Join class' }).click();

    // On the trading floor, in the class's game, with the class's cash.
    await pupil.waitForURL((url) => url.pathname === '/trade');
    await pupil.getByTestId('trade-form').waitFor();
    const game = pupil.getByLabel('Game', { exact: true });
    await expect.poll(() => text(game.locator('option:checked'))).toBe('9B Economics');
    await expect.poll(() => text(pupil.getByTestId('cash'))).toContain('10,000.00');

    // The teacher's page counts the student (it refreshes by itself; a reload is quicker).
    await teacher.reload();
    await expect.poll(() => text(teacher.getByTestId('class-students'))).toBe('1 student has joined');
    await teacher.goto('/classes');
    expect(await text(teacher.getByTestId('class-card-students'))).toBe('1 student');

    // Closing joining (after a confirmation) refuses the code, with a clear message.
    await teacher.getByRole('link', { name: '9B Economics' }).click();
    await teacher.getByRole('button', { name: 'Close joining' }).click();
    const confirm = teacher.getByRole('alertdialog', { name: 'Close joining?' });
    await confirm.getByRole('button', { name: 'Close joining' }).click();
    await teacher.getByTestId('joining-closed').waitFor();
    const late = await browser.newPage({ viewport: PHONE });
    await signUpTrader(late, 'Leo Late');
    await late.goto(`/join?code=${code}`);
    const closed = (en.errors as Record<string, string>).class_closed;
    await expect.poll(() => text(late.getByTestId('join-error'))).toBe(closed);
  });

  it('gives the teacher a dashboard: printed logins, trades with reasons, a new password, removal', async () => {
    const teacher = await browser.newPage({ viewport: DESKTOP });
    const summary = await teacherWithClass(teacher, '8A Business', { reasonsRequired: true });
    await teacher.goto(`/classes/${summary.id}`);
    await teacher.getByTestId('students-empty').waitFor();

    // Logins for two students without email: a card each, shown once; closing them asks first.
    const form = teacher.getByTestId('issue-logins-form');
    await form.getByLabel('Names, one per line').fill('Noa Levi\n\n  Omer Ben-David  \n');
    await form.getByRole('button', { name: 'Create 2 logins' }).click();
    const sheet = teacher.getByTestId('login-sheet');
    await sheet.getByRole('heading', { name: '2 logins created' }).waitFor();
    const cards = sheet.getByTestId('login-card');
    expect(await cards.count()).toBe(2);
    const noa = sheet.getByRole('article', { name: 'Login card for Noa Levi' });
    expect(await text(noa)).toContain('8A Business');
    const firstPassword = await text(noa.getByTestId('login-card-password'));
    expect(firstPassword.length).toBeGreaterThan(5);
    await sheet.getByRole('button', { name: 'Done' }).click();
    await teacher
      .getByRole('alertdialog', { name: 'Close the cards?' })
      .getByRole('button', { name: 'Close the cards' })
      .click();
    await form.waitFor();

    // A student joins with the code; the class asks for a reason, and the form says so in their language.
    const pupil = await browser.newPage({ viewport: PHONE });
    await signUpTrader(pupil, 'Sam Student');
    await pupil.goto(`/join?code=${summary.joinCode}`);
    await pupil.getByTestId('join-preview').getByRole('button', { name: 'Join class' }).click();
    await pupil.waitForURL((url) => url.pathname === '/trade');
    await pupil.getByTestId('quantity').fill('2');
    // The form knows the class's rule: it asks before anything is sent.
    await pupil.getByTestId('trade-submit').click();
    const required = (en.errors as Record<string, string>).reason_required;
    await expect.poll(() => text(pupil.getByTestId('trade-reason-error'))).toBe(required);
    expect(await pupil.getByLabel('Why?', { exact: true }).getAttribute('aria-required')).toBe('true');
    const reason = 'Their sales grew every quarter this year.';
    await pupil.getByLabel('Why?', { exact: true }).fill(reason);
    await pupil.getByTestId('trade-submit').click();
    const confirm = pupil.getByRole('alertdialog');
    expect(await text(confirm.getByTestId('confirm-reason'))).toBe(reason);
    await confirm.getByTestId('confirm-submit').click();
    await confirm.waitFor({ state: 'detached' });
    expect(await pupil.getByLabel('Why?', { exact: true }).inputValue()).toBe('');
    await pupil.goto('/profile');
    await expect.poll(() => text(pupil.getByTestId('recent-trade-reason').first())).toBe(`Why: ${reason}`);

    // The teacher reads the student's trade and its reason.
    await teacher.reload();
    const table = teacher.getByTestId('students-table');
    await expect.poll(() => table.getByTestId('student-row').count()).toBe(3);
    await table.getByRole('button', { name: 'Trades of Sam Student' }).click();
    const trades = teacher.getByRole('dialog', { name: "Sam Student's trades" });
    await expect.poll(() => text(trades.getByTestId('trade-reason'))).toBe(`Why: ${reason}`);
    await trades.getByRole('button', { name: 'Close' }).click();
    await trades.waitFor({ state: 'detached' });

    // Sorted by name from its heading, which says so; the CSV link downloads the same table.
    await table.getByRole('button', { name: 'Student', exact: true }).click();
    expect(await table.getByRole('columnheader', { name: 'Student', exact: true }).getAttribute('aria-sort')).toBe(
      'ascending',
    );
    expect(await text(table.getByTestId('student-row').first().locator('th bdi').first())).toBe('Noa Levi');
    const csv = teacher.getByRole('link', { name: 'Download CSV' });
    expect(await csv.getAttribute('download')).not.toBeNull();
    const file = await teacher.request.get(`${baseURL()}${await csv.getAttribute('href')}`);
    expect(file.status()).toBe(200);
    expect(await file.text()).toContain('Sam Student');

    // A new password for an issued login only: shown once, on a card.
    expect(await table.getByRole('button', { name: 'Reset password for Sam Student' }).count()).toBe(0);
    await table.getByRole('button', { name: 'Reset password for Noa Levi' }).click();
    const reset = teacher.getByRole('alertdialog', { name: "Reset Noa Levi's password?" });
    await reset.getByRole('button', { name: 'Reset password' }).click();
    const card = teacher.getByRole('alertdialog', { name: 'New password for Noa Levi' }).getByTestId('login-card');
    await card.waitFor();
    expect(await text(card.getByTestId('login-card-password'))).not.toBe(firstPassword);
    await teacher.getByRole('alertdialog').getByRole('button', { name: 'Done' }).first().click();

    // Removing a student asks first; their portfolio leaves the class.
    await table.getByRole('button', { name: 'Remove Omer Ben-David from the class' }).click();
    const remove = teacher.getByRole('alertdialog', { name: 'Remove Omer Ben-David from the class?' });
    expect(await text(remove)).toContain('Their portfolio leaves 8A Business');
    await remove.getByRole('button', { name: 'Remove from class' }).click();
    await expect.poll(() => table.getByTestId('student-row').count()).toBe(2);
    await expect.poll(() => text(teacher.getByTestId('class-students'))).toBe('2 students have joined');
  });

  it('sends a visitor to sign in and back to /join with the code', async () => {
    const page = await browser.newPage();
    await page.goto('/join?code=ABC234');
    await page.getByRole('button', { name: 'Sign in or sign up' }).click();
    await page.waitForURL((url) => url.pathname === '/auth');
    expect(await page.evaluate(() => sessionStorage.getItem('bolts.redirectAfterAuth'))).toBe('/join?code=ABC234');
  });

  for (const viewport of [PHONE, DESKTOP]) {
    it(`is axe-clean in Hebrew at ${viewport.width} px: /join, /classes and the class page`, async () => {
      const teacher = await browser.newPage({ language: 'he', viewport });
      const summary = await teacherWithClass(teacher);
      await teacher.goto('/classes');
      await teacher.getByTestId('class-card').waitFor();
      expect(await teacher.evaluate(() => document.documentElement.dir)).toBe('rtl');
      await shot(teacher, `classes-he-${viewport.width}`);
      expect(await seriousA11yViolations(teacher), '/classes').toEqual([]);
      // Two logins, so the dashboard has students to show (a table on a wide screen, cards on a phone).
      const logins = await teacher.request.post(`${baseURL()}/api/classes/${summary.id}/logins`, {
        headers: { Origin: baseURL() },
        data: { names: ['נועה לוי', 'Omer Ben-David'] },
      });
      expect(logins.status(), await logins.text()).toBe(201);
      await teacher.goto(`/classes/${summary.id}`);
      // The code is drawn after the page paints: its squares come in a moment later.
      await teacher.getByTestId('join-qr').locator('path').waitFor();
      await teacher
        .getByTestId(viewport === PHONE ? 'student-card' : 'student-row')
        .first()
        .waitFor();
      // The code reads left to right inside the Hebrew page.
      expect(await teacher.getByTestId('join-code').locator('bdi').getAttribute('dir')).toBe('ltr');
      await shot(teacher, `class-he-${viewport.width}`);
      expect(await seriousA11yViolations(teacher), 'the class page').toEqual([]);
      expect(await teacher.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(viewport.width);

      const pupil = await browser.newPage({ language: 'he', viewport });
      await signUpTrader(pupil, 'נועה תלמידה');
      await pupil.goto(`/join?code=${summary.joinCode}`);
      await pupil.getByTestId('join-preview').waitFor();
      await shot(pupil, `join-he-${viewport.width}`);
      expect(await seriousA11yViolations(pupil), '/join').toEqual([]);
      expect(await pupil.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(viewport.width);
    });
  }
});

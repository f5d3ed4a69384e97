// A whole class set up in the real app, in Hebrew: a teacher creates a class and prints 20 logins;
// each of the 20 students signs in with their card on a phone, opens the class's game and trades
// with a reason; the teacher's dashboard shows all 20 with their trade, and the CSV has a row for
// each. The flow a teacher follows in a lesson, start to end (its running time is in the note).
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import classesHe from '../locales/classes/he.json';
import he from '../locales/he.json';
import tradeHe from '../locales/trade/he.json';
import { baseURL, DESKTOP, PHONE, useBrowser } from './support/browser';
import { signUpTrader } from './support/trader';

const browser = useBrowser();
const STUDENTS = 20;

const text = async (locator: Locator) => ((await locator.textContent()) ?? '').replace(/\s+/g, ' ').trim();
const fill = (s: string, values: Record<string, string | number>) =>
  s.replace(/\{\{(\w+)\}\}/g, (_, key: string) => String(values[key]));

/** A login card's username and password, as the teacher hands it out. */
type Card = { name: string; username: string; password: string };

async function signInWithCard(page: Page, card: Card) {
  await page.goto('/auth');
  await page.getByRole('tab', { name: he.auth.tabs.signIn }).click();
  const form = page.getByRole('form', { name: he.auth.signIn.formLabel });
  await form.getByLabel(he.auth.fields.emailOrUsername).fill(card.username);
  await form.getByLabel(he.auth.fields.password, { exact: true }).fill(card.password);
  await form.getByRole('button', { name: he.auth.signIn.submit, exact: true }).click();
  // A first sign-in shows the three onboarding steps.
  await page.getByRole('button', { name: he.onboarding.next }).click();
  await page.getByRole('button', { name: he.onboarding.next }).click();
  await page.getByRole('button', { name: he.onboarding.finish }).click();
}

describe('a class in a lesson', () => {
  // Twenty students one after another on a phone: longer than one page's test.
  it('a teacher gets 20 students trading with their reasons, in Hebrew', { timeout: 300_000 }, async () => {
    const teacher = await browser.newPage({ language: 'he', viewport: DESKTOP });
    await signUpTrader(teacher, 'תמר המורה');
    const role = await teacher.request.post(`${baseURL()}/api/me/teacher`, { headers: { Origin: baseURL() } });
    expect(role.status(), await role.text()).toBe(200);

    // A class with the defaults, asking for a reason on every trade.
    await teacher.goto('/classes/new');
    await teacher.getByLabel(classesHe.classes.form.name, { exact: true }).fill('כלכלה ט׳3');
    await teacher.getByLabel(classesHe.classes.form.options.reasonsRequired.label).check();
    await teacher.getByRole('button', { name: classesHe.classes.form.create }).click();
    await teacher.waitForURL(/\/classes\/[0-9a-f-]{36}$/);

    // Twenty logins, printed as cards.
    const names = Array.from({ length: STUDENTS }, (_, i) => `תלמיד ${i + 1}`);
    const form = teacher.getByTestId('issue-logins-form');
    await form.getByLabel(classesHe.classes.logins.names).fill(names.join('\n'));
    await form
      .getByRole('button', { name: fill(classesHe.classes.logins.create_other, { formatted: STUDENTS }) })
      .click();
    const sheet = teacher.getByTestId('login-sheet');
    // Twenty passwords are hashed one by one on the server: on a busy machine that takes seconds.
    await expect.poll(() => sheet.getByTestId('login-card').count(), { timeout: 30_000 }).toBe(STUDENTS);
    const cards: Card[] = [];
    for (const card of await sheet.getByTestId('login-card').all()) {
      cards.push({
        name: await text(card.getByTestId('login-card-name')),
        username: await text(card.getByTestId('login-card-username')),
        password: await text(card.getByTestId('login-card-password')),
      });
    }
    expect(cards.map((c) => c.name)).toEqual(names);

    // Each student signs in with their card on a phone and trades in the class, with a reason.
    for (const card of cards) {
      const pupil = await browser.newPage({ language: 'he', viewport: PHONE });
      await signInWithCard(pupil, card);
      await pupil.goto('/trade');
      await pupil.getByLabel(he.games.label, { exact: true }).selectOption({ label: 'כלכלה ט׳3' });
      await pupil.getByTestId('quantity').fill('1');
      await pupil.getByLabel(tradeHe.trade.form.reason, { exact: true }).fill(`הסיבה של ${card.name}`);
      await pupil.getByTestId('trade-submit').click();
      const confirm = pupil.getByRole('alertdialog');
      await confirm.getByTestId('confirm-submit').click();
      await confirm.waitFor({ state: 'detached' });
      await pupil.context().close();
    }

    // The dashboard has all twenty, each with their trade and its reason; so does the CSV.
    await teacher.reload();
    const table = teacher.getByTestId('students-table');
    await expect.poll(() => table.getByTestId('student-row').count()).toBe(STUDENTS);
    for (const row of await table.getByTestId('student-row').all()) expect(await text(row)).toContain('הסיבה של');
    const href = await teacher.getByRole('link', { name: classesHe.classes.students.downloadCsv }).getAttribute('href');
    const csv = await (await teacher.request.get(`${baseURL()}${href}`)).text();
    for (const name of names) expect(csv).toContain(`${name},`);
    expect(csv.trim().split('\r\n')).toHaveLength(STUDENTS + 1);
  });
});

// Teams in the real app: a teacher makes two teams on the class page, puts a student in one with
// the select on their row and shares the others out; the student, on the class's board, sees the
// team standings with their own team marked. In Hebrew on a phone for the student.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { ClassDashboard, ClassSummary } from '#core/schemas/classes';
import he from '../locales/he.json';
import { baseURL, DESKTOP, useBrowser } from './support/browser';
import { openClass } from './support/classroom';
import { signUpTrader, type Trader } from './support/trader';

const browser = useBrowser();
const headers = () => ({ Origin: baseURL() });

async function teamClass(teacher: Page): Promise<ClassSummary> {
  await signUpTrader(teacher, 'Tali Teacher');
  return openClass(teacher, 'Economics 9B', { teamMode: true });
}

async function joined(klass: ClassSummary, name: string): Promise<{ page: Page; trader: Trader }> {
  const page = await browser.newPage({ language: 'he' });
  const trader = await signUpTrader(page, name);
  const res = await page.request.post(`${baseURL()}/api/join`, { headers: headers(), data: { code: klass.joinCode } });
  expect(res.status(), await res.text()).toBe(200);
  return { page, trader };
}

const dashboard = async (teacher: Page, klass: ClassSummary) =>
  (await (await teacher.request.get(`${baseURL()}/api/classes/${klass.id}/students`)).json()) as ClassDashboard;

describe('teams in a class', () => {
  it('are made and filled by the teacher, and each student sees their own team marked', async () => {
    const teacher = await browser.newPage({ viewport: DESKTOP });
    const klass = await teamClass(teacher);
    const students = [
      await joined(klass, 'Noa Levi'),
      await joined(klass, 'Omer Katz'),
      await joined(klass, 'Yael Bar'),
    ];

    await teacher.goto(`/classes/${klass.id}`);
    const card = teacher.getByTestId('teams-card');
    for (const [i, name] of ['Lions', 'Owls'].entries()) {
      await card.getByTestId('team-name-input').fill(name);
      await card.getByTestId('team-add').click();
      await expect.poll(() => card.getByTestId('team-standing').count()).toBe(i + 1);
    }

    // Noa goes to the Owls by the select on her row; share-out places the other two.
    const noa = students[0]!.trader;
    const row = teacher.getByTestId('students-table').locator('tr', { hasText: `@${noa.username}` });
    await row.getByTestId('student-team').selectOption({ label: 'Owls' });
    await expect
      .poll(async () => {
        const board = await dashboard(teacher, klass);
        const owls = board.teams.find((t) => t.name === 'Owls');
        return board.students.find((s) => s.username === noa.username)?.teamId === owls?.id;
      })
      .toBe(true);
    await card.getByTestId('teams-share-out').click();
    await expect
      .poll(async () => (await dashboard(teacher, klass)).students.every((s) => s.teamId !== null))
      .toBe(true);
    await expect.poll(() => card.getByTestId('teams-share-out').isDisabled()).toBe(true);

    // Noa, in Hebrew on her phone, chooses the class on the board and finds the Owls marked as hers.
    const pupil = students[0]!.page;
    await pupil.goto('/leaderboard');
    await pupil.getByLabel(he.games.label, { exact: true }).selectOption({ label: klass.name });
    const standings = pupil.getByTestId('team-standings');
    await expect.poll(() => standings.getByTestId('team-standing-row').count()).toBe(2);
    const mine = standings.locator('[aria-current="true"]');
    await expect.poll(() => mine.textContent()).toContain('Owls');
    expect(await mine.textContent()).toContain(he.teams.yourTeam);
  });

  it("keeps a student's actions in view when the table is wider than its box, both ways", async () => {
    const teacher = await browser.newPage({ viewport: DESKTOP, language: 'es' });
    const klass = await teamClass(teacher);
    await joined(klass, 'Noa Levi');
    const table = teacher.getByTestId('students-table');
    const reach = (of = table) =>
      of.evaluate((element) => {
        const box = element.parentElement!.getBoundingClientRect();
        const button = element.querySelector('tbody tr td:last-child button')!.getBoundingClientRect();
        return {
          scrolls: element.parentElement!.scrollWidth > element.parentElement!.clientWidth,
          inView: button.left >= box.left && button.right <= box.right,
        };
      });

    await teacher.goto(`/classes/${klass.id}`);
    await expect.poll(() => table.getByTestId('student-row').count()).toBe(1);
    expect(await reach()).toEqual({ scrolls: true, inView: true });

    // Right to left, the table's end is on the left: the same teacher in a Hebrew browser.
    const hebrew = await browser.newPage({ viewport: DESKTOP, language: 'he' });
    const session = (await teacher.context().cookies()).filter((cookie) => cookie.name !== 'bolts.language');
    await hebrew.context().addCookies(session);
    await hebrew.goto(`/classes/${klass.id}`);
    expect(await hebrew.evaluate(() => document.documentElement.dir)).toBe('rtl');
    const hebrewTable = hebrew.getByTestId('students-table');
    await expect.poll(() => hebrewTable.getByTestId('student-row').count()).toBe(1);
    expect(await reach(hebrewTable)).toEqual({ scrolls: true, inView: true });
  });
});

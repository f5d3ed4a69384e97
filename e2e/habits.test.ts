// Habits in the real app (docs/rules.md#habits): a new player in Hebrew on a phone, in Jerusalem's
// time zone, opens a glossary term from the trade form (a quest), takes the first lesson at /learn
// and answers its quiz (another), then sees the XP of both and a one-day streak in the top bar and
// on the Today card. The browser reports its zone, and the player's day is counted in it.
import { readFileSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { LessonMeta, LessonText } from '#core/learn/lessons';
import type { Habits } from '#core/schemas/habits';
import type { Progress } from '#core/schemas/progress';
import habitsHe from '../locales/habits/he.json';
import learnHe from '../locales/learn/he.json';
import { baseURL, PHONE, seriousA11yViolations, useBrowser } from './support/browser';
import { signUpTrader } from './support/trader';

const browser = useBrowser();
const H = habitsHe.habits;
const L = learnHe.learn;

const content = <T>(id: string, file: string) =>
  JSON.parse(readFileSync(new URL(`../content/lessons/${id}/${file}.json`, import.meta.url), 'utf8')) as T;
const api = async <T>(page: Page, path: string) => (await (await page.request.get(`${baseURL()}${path}`)).json()) as T;
const habitsOf = (page: Page) => api<Habits>(page, '/api/habits');
const xpOf = async (page: Page) => (await api<Progress>(page, '/api/me/progress')).xp;
const doneQuests = async (page: Page) =>
  (await habitsOf(page)).quests
    .filter((q) => q.done)
    .map((q) => q.id)
    .sort();
const fitsWidth = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth <= document.documentElement.clientWidth);
const shot = async (page: Page, name: string) => {
  const shots = process.env.BOLTS_SHOTS;
  if (shots) await page.screenshot({ path: `${shots}/${name}.png`, fullPage: true });
};

describe('habits', () => {
  it('a new player in Hebrew opens a term from the trade form, takes a lesson, and sees the XP and a streak of one', async () => {
    const page = await browser.newPage({ language: 'he', viewport: PHONE });
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Emulation.setTimezoneOverride', { timezoneId: 'Asia/Jerusalem' });
    await signUpTrader(page, 'Tamar Azulay');
    const xpBefore = await xpOf(page);

    // The first page reports the browser's zone; the streak chip shows no streak yet.
    await page.goto('/trade');
    const chip = page.getByTestId('streak-chip');
    await expect.poll(() => chip.getAttribute('aria-label')).toBe(H.chip.label.replace('{{n}}', '0'));
    await expect.poll(async () => (await habitsOf(page)).timeZone).toBe('Asia/Jerusalem');
    const today = await habitsOf(page);
    expect(today.quests.map((q) => q.id)).toEqual(['finish_lesson', 'learn_term', 'check_vs_index']);

    // A term on the trade form: its definition opens, and today's "learn a word" is done.
    const form = page.getByTestId('trade-form');
    await form.waitFor();
    await form.getByTestId('type-choice').getByText('מחיר מוגבל', { exact: true }).click();
    await form.locator('[data-term="limit-order"]').click();
    await page.getByTestId('term-popover').waitFor();
    await expect.poll(() => doneQuests(page)).toEqual(['learn_term']);
    await page.keyboard.press('Escape');

    // The first lesson, through its screens and figure to its quiz, answered right.
    const id = 'what-is-a-share';
    const meta = content<LessonMeta>(id, 'lesson');
    const text = content<LessonText>(id, 'he');
    await page.goto('/learn');
    await page.getByRole('link', { name: text.title }).click();
    await page.waitForURL(`**/learn/${id}`);
    const toQuiz = page.getByRole('button', { name: L.screens.toQuiz });
    for (let i = 0; i < text.screens.length + 2 && !(await toQuiz.isVisible()); i++) {
      await page.getByTestId('lesson-screens').getByRole('button', { name: L.screens.next }).click();
    }
    await toQuiz.click();
    const quiz = page.getByTestId('lesson-quiz');
    for (const [i, { answer }] of meta.quiz.entries()) {
      await quiz.getByRole('radio', { name: text.quiz[i]!.options[answer]!, exact: true }).check();
    }
    await quiz.getByRole('button', { name: L.quiz.check }).click();
    await quiz.getByTestId('quiz-score').waitFor();

    // The lesson's XP and two quests' XP, once; the top bar's flame says one day.
    await expect.poll(() => xpOf(page)).toBe(xpBefore + 20 + 10 + 10);
    expect(await doneQuests(page)).toEqual(['finish_lesson', 'learn_term']);
    await expect.poll(() => chip.getAttribute('aria-label')).toBe(H.chip.label.replace('{{n}}', '1'));
    expect((await chip.textContent())?.trim()).toBe('1');

    // The Today card on the profile: the streak, the checks, and the friend streak's invitation.
    await chip.click();
    await page.waitForURL('**/profile#today');
    const card = page.getByTestId('today-card');
    await card.waitFor();
    expect((await card.getByTestId('today-streak').textContent())?.trim()).toBe(H.streak.days_one);
    expect(await card.getByTestId('quest-finish_lesson').getAttribute('data-done')).toBe('true');
    expect(await card.getByTestId('quest-learn_term').getAttribute('data-done')).toBe('true');
    expect(await card.getByText(H.quests.learn_term.title).count()).toBe(1);
    expect(await card.getByText(H.friend.none).count()).toBe(1);
    // Scrolling to the wallet's comparison with the Bolts Index does today's third quest.
    await page.getByTestId('wallet-cash').scrollIntoViewIfNeeded();
    await expect
      .poll(() => doneQuests(page), { timeout: 10_000 })
      .toEqual(['check_vs_index', 'finish_lesson', 'learn_term']);
    await expect.poll(async () => (await habitsOf(page)).streak).toMatchObject({ current: 1, freezes: 1 });
    expect(await fitsWidth(page)).toBe(true);
    expect(await seriousA11yViolations(page)).toEqual([]);
    await shot(page, 'habits-today-he-phone');
  });
});

// Lessons in the real app (docs/rules.md#learning): a new player in Hebrew on a phone takes the
// first lesson (its screens, its figure from live data, its quiz) and earns its XP once; a visitor
// reads a lesson but is asked to sign in to check it; an unknown lesson says so; every figure kind
// draws from the market. The pages are axe-clean and fit a phone.
// Screenshots go to $BOLTS_SHOTS when it is set (for looking at the page, not for asserting).
import { readFileSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { LessonMeta, LessonText } from '#core/learn/lessons';
import type { Progress } from '#core/schemas/progress';
import main from '../locales/he.json';
import en from '../locales/learn/en.json';
import he from '../locales/learn/he.json';
import { baseURL, DESKTOP, PHONE, seriousA11yViolations, useBrowser } from './support/browser';
import { signUpByEmail } from './support/email-sign-up';
import { listedCompany, placeOrder, signUpTrader, TRADER_PASSWORD } from './support/trader';

const browser = useBrowser();
const L = he.learn;

const content = <T>(id: string, file: string) =>
  JSON.parse(readFileSync(new URL(`../content/lessons/${id}/${file}.json`, import.meta.url), 'utf8')) as T;
const lesson = (id: string, lang = 'he') => ({
  meta: content<LessonMeta>(id, 'lesson'),
  text: content<LessonText>(id, lang),
});
/** i18next's interpolation, enough for these strings. */
const fill = (template: string, values: Record<string, string | number>) =>
  template.replace(/\{\{(\w+)\}\}/g, (_, key: string) => String(values[key]));
const squash = (s: string | null) => (s ?? '').replace(/\s+/g, ' ').trim();
const shot = async (page: Page, name: string) => {
  const shots = process.env.BOLTS_SHOTS;
  if (shots) await page.screenshot({ path: `${shots}/${name}.png`, fullPage: true });
};
const fitsWidth = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth <= document.documentElement.clientWidth);
const xpOf = async (page: Page) =>
  ((await (await page.request.get(`${baseURL()}/api/me/progress`)).json()) as Progress).xp;

/** Steps through the lesson's screens to its figure, each Next moving focus to the new screen's heading. */
async function readToFigure(page: Page, text: LessonText, strings: typeof L = L) {
  const screens = page.getByTestId('lesson-screens');
  const total = text.screens.length + 1;
  for (const [i, screen] of text.screens.entries()) {
    await expect
      .poll(() => screens.getByTestId('screen-position').textContent())
      .toBe(fill(strings.screens.position, { current: i + 1, total }));
    expect(squash(await screens.getByRole('heading', { level: 2 }).textContent())).toBe(screen.heading);
    await screens.getByRole('button', { name: strings.screens.next }).click();
    const focused = i + 1 < text.screens.length ? text.screens[i + 1]!.heading : strings.figure.heading;
    await expect.poll(() => page.evaluate(() => document.activeElement?.textContent?.trim())).toBe(focused);
  }
  const figure = page.getByTestId('lesson-figure');
  await expect.poll(() => figure.getAttribute('data-status'), { timeout: 15_000 }).toBe('ready');
  expect(squash(await figure.locator('figcaption').textContent())).toBe(text.figureCaption);
}

describe('lessons', () => {
  it('are taken by a new player in Hebrew on a phone: screens, figure, quiz, and +20 XP once', async () => {
    const page = await browser.newPage({ language: 'he', viewport: PHONE });
    await signUpTrader(page, 'Noa Levi');
    const xpBefore = await xpOf(page);
    const first = lesson('what-is-a-share');
    expect(first.meta.order).toBe(1);

    await page.goto('/learn');
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe(L.title);
    expect(await page.evaluate(() => document.documentElement.dir)).toBe('rtl');
    expect(squash(await page.getByTestId('learn-progress-count').textContent())).toBe(
      fill(L.progress.count, { done: 0, total: 21 }),
    );
    expect(await page.getByTestId('lesson-card').count()).toBe(21);
    expect(await page.getByTestId('glossary-link').getAttribute('href')).toBe('/learn/glossary');
    expect(await fitsWidth(page)).toBe(true);
    expect(await seriousA11yViolations(page)).toEqual([]);
    await shot(page, 'learn-he-phone');

    await page.getByRole('link', { name: first.text.title }).click();
    await page.waitForURL('**/learn/what-is-a-share');
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe(first.text.title);
    await readToFigure(page, first.text);
    expect(await page.getByTestId('figure-chart').count()).toBe(1);
    const terms = page.getByTestId('lesson-terms').getByRole('link');
    await expect.poll(() => terms.count()).toBe(first.meta.terms.length);
    expect(await terms.first().getAttribute('href')).toBe(`/learn/glossary#${first.meta.terms[0]}`);
    expect(await fitsWidth(page)).toBe(true);
    expect(await seriousA11yViolations(page)).toEqual([]);
    await shot(page, 'lesson-figure-he-phone');

    await page.getByRole('button', { name: L.screens.toQuiz }).click();
    const quiz = page.getByTestId('lesson-quiz');
    await expect.poll(() => page.evaluate(() => document.activeElement?.textContent?.trim())).toBe(L.quiz.title);
    const check = quiz.getByRole('button', { name: L.quiz.check });
    expect(await check.isDisabled()).toBe(true);
    for (const [i, { answer }] of first.meta.quiz.entries()) {
      await quiz.getByRole('radio', { name: first.text.quiz[i]!.options[answer]!, exact: true }).check();
    }
    expect(await check.isDisabled()).toBe(false);
    await check.click();

    const score = quiz.getByTestId('quiz-score');
    await expect
      .poll(() => score.getByRole('heading').textContent())
      .toBe(fill(L.quiz.score, { correct: 2, total: 2 }));
    expect(squash(await score.getByTestId('quiz-xp').textContent())).toBe(fill(L.quiz.xp, { xp: 20 }));
    const outcomes = quiz.getByTestId('quiz-outcome');
    expect(await outcomes.count()).toBe(2);
    for (const [i, q] of first.text.quiz.entries()) {
      expect(squash(await outcomes.nth(i).textContent())).toBe(`${L.quiz.right}${q.explanation}`);
    }
    expect(await quiz.locator('[data-mark="right"]').count()).toBe(2);
    // The lesson's 20 XP, and 10 for the day's lesson quest (docs/rules.md#habits).
    await expect.poll(() => xpOf(page)).toBe(xpBefore + 20 + 10);
    expect(await score.getByRole('link', { name: L.quiz.nextLesson }).getAttribute('href')).toBe(
      '/learn/market-vs-limit',
    );
    expect(await fitsWidth(page)).toBe(true);
    expect(await seriousA11yViolations(page)).toEqual([]);
    await shot(page, 'lesson-results-he-phone');

    // Again: right or wrong, no more XP.
    await score.getByRole('button', { name: L.quiz.tryAgain }).click();
    await quiz
      .getByRole('radio', { name: first.text.quiz[0]!.options[(first.meta.quiz[0]!.answer + 1) % 3]!, exact: true })
      .check();
    await quiz
      .getByRole('radio', { name: first.text.quiz[1]!.options[first.meta.quiz[1]!.answer]!, exact: true })
      .check();
    await check.click();
    await expect
      .poll(() => score.getByRole('heading').textContent())
      .toBe(fill(L.quiz.score, { correct: 1, total: 2 }));
    expect(await quiz.locator('[data-mark="wrong"]').count()).toBe(1);
    expect(await score.getByTestId('quiz-xp').count()).toBe(0);
    expect(squash(await score.textContent())).toContain(L.quiz.noXp);
    expect(await xpOf(page)).toBe(xpBefore + 20 + 10);

    // The list shows it done, with the best score in words.
    await score.getByRole('link', { name: L.quiz.allLessons }).click();
    await page.waitForURL('**/learn');
    await expect
      .poll(() => page.getByTestId('learn-progress-count').textContent())
      .toBe(fill(L.progress.count, { done: 1, total: 21 }));
    const done = page.locator('[data-testid="lesson-card"][data-done="true"]');
    expect(await done.count()).toBe(1);
    expect(squash(await done.getByTestId('lesson-done').textContent())).toContain(
      fill(L.card.doneScore, { correct: 2, total: 2 }),
    );
  });

  it("are offered on onboarding's last step, which finishes onboarding and opens them", async () => {
    const page = await browser.newPage({ language: 'he', viewport: PHONE });
    const s = Math.random().toString(36).slice(2, 10);
    await signUpByEmail(page, {
      fullName: 'Yael New',
      username: `t_${s}`,
      email: `trader-${s}@example.com`,
      password: TRADER_PASSWORD,
    });
    await page.goto('/');
    await page.getByRole('button', { name: main.onboarding.next }).click();
    await page.getByRole('button', { name: main.onboarding.next }).click();
    await page.getByRole('button', { name: main.onboarding.ready.learn.start }).click();
    await page.waitForURL('**/learn');
    await page.getByTestId('learn-progress').waitFor();
    expect(await page.getByTestId('learn-link').getAttribute('aria-current')).toBe('page');
  });

  it('are open to a visitor, who is asked to sign in to check the quiz', async () => {
    const page = await browser.newPage({ language: 'he', viewport: PHONE });
    await page.goto('/learn');
    const note = page.getByTestId('learn-visitor');
    await note.waitFor();
    expect(await note.getByRole('link', { name: L.visitor.signIn }).getAttribute('href')).toBe('/auth');
    expect(await page.getByTestId('learn-progress').count()).toBe(0);
    expect(await seriousA11yViolations(page)).toEqual([]);

    const book = lesson('the-order-book');
    await page.goto('/learn/the-order-book');
    await readToFigure(page, book.text);
    expect(await page.getByTestId('figure-book-ask').count()).toBe(3);
    expect(await page.getByTestId('figure-book-bid').count()).toBe(3);
    await page.getByRole('button', { name: L.screens.toQuiz }).click();
    const quiz = page.getByTestId('lesson-quiz');
    expect(await quiz.getByRole('radio').count()).toBe(book.meta.quiz.reduce((n, q) => n + q.options, 0));
    expect(await quiz.getByRole('button', { name: L.quiz.check }).count()).toBe(0);
    const signIn = quiz.getByRole('link', { name: L.quiz.signIn });
    expect(await signIn.getAttribute('href')).toBe('/auth');
    expect(await fitsWidth(page)).toBe(true);
    expect(await seriousA11yViolations(page)).toEqual([]);
    await shot(page, 'lesson-visitor-he-phone');
    // Signing in comes back to this lesson.
    await signIn.click();
    await page.waitForURL('**/auth');
    expect(await page.evaluate(() => sessionStorage.getItem('bolts.redirectAfterAuth'))).toBe('/learn/the-order-book');
  });

  it('say so when the address names no lesson, with the way back to the list', async () => {
    const page = await browser.newPage({ language: 'he', viewport: PHONE });
    await page.goto('/learn/no-such-lesson');
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe(L.lesson.notFound.title);
    expect(await page.getByRole('link', { name: L.lesson.notFound.back }).getAttribute('href')).toBe('/learn');
    expect(await seriousA11yViolations(page)).toEqual([]);
  });

  it("draw every figure from the market, with the player's own holdings where they have some", async () => {
    const page = await browser.newPage({ viewport: DESKTOP });
    await signUpTrader(page, 'Dana Figures');
    const company = await listedCompany(page, 3);
    await placeOrder(page, { companyId: company.id, side: 'buy', quantity: 5 });
    for (const id of [
      'what-is-a-share',
      'the-spread',
      'price-to-earnings',
      'news-and-prices',
      'diversification',
      'the-bolts-index',
    ]) {
      const { meta, text } = lesson(id, 'en');
      await page.goto(`/learn/${id}`);
      await readToFigure(page, text, en.learn);
      const figure = page.getByTestId('lesson-figure');
      expect(await figure.getAttribute('data-kind')).toBe(meta.figure);
      if (meta.figure === 'price-chart' || meta.figure === 'company-facts' || meta.figure === 'order-book') {
        // The player's only holding is the company drawn.
        expect(squash(await figure.textContent())).toContain(company.name);
        expect(squash(await figure.textContent())).toContain(en.learn.figure.yourHolding);
      }
      if (meta.figure === 'portfolio-mix') {
        expect(await figure.getByTestId('figure-mix').getAttribute('data-mix')).toBe('portfolio');
        expect(squash(await figure.textContent())).toContain(company.name);
      }
      expect(await seriousA11yViolations(page), id).toEqual([]);
      await shot(page, `figure-${meta.figure}-en-desktop`);
    }
  });
});

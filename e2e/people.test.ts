// Avatars, finding people and following traders in the real app: a drawn avatar picked on the
// profile shows in the top bar; a player is found by the start of their display name and added;
// a classmate is added from the suggestions; a public trader is followed from their profile and
// their trade shows on the feed's Following card. Each page is axe-clean.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { DEFAULT_CLASS_OPTIONS } from '#core/schemas/classes';
import type { Settings } from '#core/schemas/profile';
import { baseURL, DESKTOP, seriousA11yViolations, useBrowser } from './support/browser';
import { listedCompany, placeOrder, signUpTrader, type Trader } from './support/trader';

const browser = useBrowser();
const headers = () => ({ Origin: baseURL() });

/** Saves the player's settings through the API, as the settings page does. */
async function saveSettings(page: Page, changes: Partial<Settings>) {
  const current = (await (await page.request.get(`${baseURL()}/api/me/settings`)).json()) as Settings;
  const res = await page.request.put(`${baseURL()}/api/me/settings`, {
    data: { ...current, ...changes, privacy: { ...current.privacy, ...changes.privacy } },
    headers: headers(),
  });
  expect(res.status(), await res.text()).toBe(200);
}

async function post(page: Page, path: string, data?: unknown) {
  const res = await page.request.post(`${baseURL()}${path}`, { data, headers: headers() });
  expect(res.status(), await res.text()).toBeLessThan(300);
  return res.json();
}

const toast = (page: Page, text: string) => page.locator('[data-sonner-toast]').filter({ hasText: text }).first();

describe('avatars', () => {
  it('a drawn avatar picked on the profile shows in the top bar', async () => {
    const page = await browser.newPage();
    await signUpTrader(page, 'Avatar Picker');
    await page.goto('/profile');
    await page.getByRole('button', { name: 'Edit profile' }).click();
    const picker = page.getByTestId('avatar-picker');
    await picker.waitFor();
    expect(await picker.getByRole('radio', { name: 'Your initial' }).isChecked()).toBe(true);
    // A radio group: arrow keys move the choice.
    await picker.getByRole('radio', { name: 'Your initial' }).focus();
    await page.keyboard.press('ArrowRight');
    expect(await picker.getByRole('radio', { name: 'Fox' }).isChecked()).toBe(true);
    await picker.getByRole('radio', { name: 'Robot' }).check({ force: true });
    expect(await seriousA11yViolations(page)).toEqual([]);
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await toast(page, 'Profile Updated').waitFor();
    await page.getByTestId('account-avatar').locator('[data-avatar="robot"]').waitFor();
    expect(await page.locator('main [data-avatar="robot"]').count()).toBeGreaterThan(0);
  });
});

describe('finding people', () => {
  it('finds a player by the start of their display name and sends a request', async () => {
    const maya = await browser.newPage();
    const mayaTrader = await signUpTrader(maya, 'Maya Levi');
    const word = `Zara${Math.random().toString(36).slice(2, 7)}`;
    await saveSettings(maya, {
      displayName: `${word} Moon`,
      privacy: { profileVisibility: 'friends' } as Settings['privacy'],
    });

    const noam = await browser.newPage({ viewport: DESKTOP });
    await signUpTrader(noam, 'Noam Search');
    await noam.goto('/messages');
    await noam.getByRole('searchbox', { name: 'Search by name or username' }).fill(word.slice(0, 7));
    const result = noam
      .getByTestId('people-results')
      .getByTestId('person-result')
      .filter({ hasText: `${word} Moon` });
    await result.waitFor();
    expect(await result.textContent()).toContain(`@${mayaTrader.username}`);
    // Never her full name.
    expect(await noam.getByTestId('people-results').textContent()).not.toContain('Maya Levi');
    await result.getByRole('button', { name: `Add ${word} Moon as a friend` }).click();
    await toast(noam, `Friend request sent to ${word} Moon`).waitFor();
    expect(await seriousA11yViolations(noam)).toEqual([]);
  });

  it('adds a classmate from the suggestions', async () => {
    const teacher = await browser.newPage();
    await signUpTrader(teacher, 'Teacher Tal');
    await post(teacher, '/api/me/teacher');
    const today = new Date().toISOString().slice(0, 10);
    const later = new Date(Date.now() + 20 * 86_400_000).toISOString().slice(0, 10);
    const klass = await post(teacher, '/api/classes', {
      name: 'Class 8C',
      startsOn: today,
      endsOn: later,
      startingCashMinor: 1_000_000,
      options: DEFAULT_CLASS_OPTIONS,
    });
    const students: { page: Page; trader: Trader }[] = [];
    for (const name of ['Dan Class', 'Lia Class']) {
      const page = await browser.newPage();
      const trader = await signUpTrader(page, name);
      await post(page, '/api/join', { code: klass.joinCode });
      students.push({ page, trader });
    }
    const [dan, lia] = students as [(typeof students)[0], (typeof students)[0]];
    await dan.page.goto('/messages');
    const suggestion = dan.page
      .getByTestId('suggestions')
      .getByTestId('person-result')
      .filter({ hasText: lia.trader.username });
    await suggestion.waitFor();
    expect(await suggestion.textContent()).toContain('In your class');
    await suggestion.getByRole('button', { name: `Add @${lia.trader.username} as a friend` }).click();
    await toast(dan.page, `Friend request sent to @${lia.trader.username}`).waitFor();
    // Asked: no longer suggested.
    await expect.poll(() => suggestion.count()).toBe(0);
  });
});

describe('following', () => {
  it('follows a public trader from their profile and sees their trade on the feed', async () => {
    const star = await browser.newPage();
    const starTrader = await signUpTrader(star, 'Star Trader');
    await saveSettings(star, {
      displayName: 'Star of the Week',
      privacy: { profileVisibility: 'public', showTrades: true, showPortfolioValue: false },
    });
    const company = await listedCompany(star, 1);
    await placeOrder(star, { companyId: company.id, side: 'buy', type: 'market', quantity: 3 });

    const fan = await browser.newPage({ viewport: DESKTOP });
    await signUpTrader(fan, 'Fan Follower');
    await fan.goto(`/traders/${starTrader.username}`);
    await fan.getByTestId('trader-name').filter({ hasText: 'Star of the Week' }).waitFor();
    expect(await seriousA11yViolations(fan)).toEqual([]);
    await fan.getByRole('button', { name: 'Follow Star of the Week' }).click();
    await toast(fan, 'You follow Star of the Week').waitFor();
    await fan.getByRole('button', { name: 'Unfollow Star of the Week' }).waitFor();

    await fan.goto('/');
    const card = fan.getByTestId('following-trades');
    await card.getByText('Star of the Week').waitFor();
    const line = await card.locator('li').first().textContent();
    expect(line).toContain('Bought');
    expect(line).toContain(company.symbol);
    expect(line).toContain('3');

    // The trader turns private: the trade is gone from the fan's feed at once.
    await saveSettings(star, {
      privacy: { profileVisibility: 'private', showTrades: true, showPortfolioValue: false },
    });
    await fan.reload();
    await fan.getByText('Follow traders who share their trades to see them here.', { exact: false }).waitFor();
  });
});

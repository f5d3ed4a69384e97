// The league board for a brand-new player: the standings job (every second here) places them in a
// Bronze group, the page says what they still need for the prize, and the second tab shows the
// whole game's board. Until the player is placed the page asks for the board every few seconds,
// so the group shows within the normal locator timeout.
import { describe, expect, it } from 'vitest';
import { DESKTOP, PHONE, seriousA11yViolations, useBrowser } from './support/browser';
import { signUpTrader } from './support/trader';

const browser = useBrowser();

describe('the league board', () => {
  it('shows a new player their Bronze league, what they lack for the prize, and then all players', async () => {
    const page = await browser.newPage({ viewport: DESKTOP });
    await signUpTrader(page, 'Lena League');
    await page.goto('/leaderboard');
    await page.getByRole('tab', { name: 'My league', selected: true }).waitFor();

    const header = page.getByTestId('league-header');
    await header.waitFor();
    expect(await header.getByTestId('tier-badge').textContent()).toBe('Bronze');
    expect(await header.getByRole('heading').textContent()).toMatch(/^Bronze league · Group \d+ · \d+ players?$/);
    // Nothing lower than Bronze: no way down is mentioned.
    expect(await header.textContent()).not.toContain('move down');

    const eligibility = page.getByTestId('eligibility');
    await eligibility.waitFor();
    const lacks = await eligibility.getByTestId('lack').allTextContents();
    expect(lacks[0]).toBe('Make your first trade');
    expect(lacks).toContainEqual(
      expect.stringMatching(/^Add \d+ more compan(y|ies) \(you hold 0 of the \d+ needed\)$/),
    );
    // Never traded: no score yet, said in words.
    expect(await page.getByTestId('leaderboard-me-row').getByTestId('score').textContent()).toContain('No trades yet');

    await page.getByRole('tab', { name: 'All players' }).click();
    await page.getByRole('tab', { name: 'All players', selected: true }).waitFor();
    await page.getByRole('heading', { name: 'Top performers this week' }).waitFor();
    expect(new URL(page.url()).searchParams.get('board')).toBe('global');
    expect(await header.count()).toBe(0);
    await expect.poll(() => page.getByTestId('leaderboard-me').textContent()).toMatch(/#\d+ of \d+/);
  });

  it('reads right to left in Hebrew and is axe-clean on a phone', async () => {
    const page = await browser.newPage({ language: 'he', viewport: PHONE });
    await signUpTrader(page, 'Noa League');
    await page.goto('/leaderboard');
    const header = page.getByTestId('league-header');
    await header.waitFor();
    expect(await header.getByRole('heading').textContent()).toContain('ליגת ארד');
    await page.getByTestId('eligibility').getByText('בצעו את העסקה הראשונה').waitFor();
    expect(await page.evaluate(() => document.documentElement.dir)).toBe('rtl');
    expect(await seriousA11yViolations(page)).toEqual([]);
  });
});

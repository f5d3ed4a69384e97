// Weekly Champions in the real app: two players, one who only holds cash and one who bought and
// sold at once (paying the spread both ways), see themselves on /leaderboard: the trader, with a
// Bolts Score, above the holder, who has none; the page is axe-clean in English and Hebrew, phone
// and desktop.
// Screenshots go to $BOLTS_SHOTS when it is set (for looking at the page, not for asserting).
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { Leaderboard } from '#core/schemas/leaderboard';
import { baseURL, DESKTOP, PHONE, seriousA11yViolations, useBrowser } from './support/browser';
import { listedCompany, placeOrder, signUpTrader } from './support/trader';

const browser = useBrowser();

/** The player's own line once the standings job (every second here) has placed them. */
async function myLine(page: Page, kind: 'league' | 'global' = 'global') {
  let board: Leaderboard | undefined;
  await expect
    .poll(
      async () => {
        const res = await page.request.get(`${baseURL()}/api/leaderboard?board=${kind}`);
        board = (await res.json()) as Leaderboard;
        return board.me;
      },
      { timeout: 15_000 },
    )
    .not.toBeNull();
  return board!.me!;
}

describe('the Weekly Champions board', () => {
  it('ranks the one who traded, with a score, above the one who only held, with none', async () => {
    const holderPage = await browser.newPage({ viewport: DESKTOP });
    await signUpTrader(holderPage, 'Hila Holder');
    const traderPage = await browser.newPage({ viewport: PHONE });
    await signUpTrader(traderPage, 'Tom Trader');
    const company = await listedCompany(traderPage, 1);
    // Bought at the ask and sold at the bid straight away: 0.50 a share lost, with about 40,000
    // Bolts' worth of shares.
    const quantity = Math.floor(4_000_000 / (company.priceMinor + 100));
    await placeOrder(traderPage, { companyId: company.id, side: 'buy', quantity });
    await placeOrder(traderPage, { companyId: company.id, side: 'sell', quantity });

    await expect.poll(async () => (await myLine(traderPage)).gainBp, { timeout: 15_000 }).toBeLessThan(0);
    const holder = await myLine(holderPage);
    const trader = await myLine(traderPage);
    expect(holder).toMatchObject({ gainBp: 0, score: null });
    expect(trader.score).not.toBeNull();
    expect(trader.rank).toBeLessThan(holder.rank);

    // The page opens on the trader's league group: their place in it.
    const inLeague = await myLine(traderPage, 'league');
    await traderPage.goto('/leaderboard');
    await traderPage.getByRole('heading', { level: 1, name: 'Weekly Champions' }).waitFor();
    const mine = traderPage.getByTestId('leaderboard-me');
    await expect.poll(() => mine.textContent()).toContain(`#${inLeague.rank}`);
    await expect.poll(() => mine.textContent()).toMatch(/-0\.\d\d%/);
    await expect.poll(() => traderPage.getByTestId('leaderboard-prize').textContent()).toBe('5,000.00 Bolts');
  });

  for (const language of ['en', 'he'] as const) {
    for (const viewport of [PHONE, DESKTOP]) {
      it(`is axe-clean in ${language} at ${viewport.width} px`, async () => {
        const page = await browser.newPage({ language, viewport });
        await signUpTrader(page, 'Axe Checker');
        await myLine(page);
        await page.goto('/leaderboard');
        await page.getByTestId('leaderboard-me').waitFor();
        expect(await page.evaluate(() => document.documentElement.dir)).toBe(language === 'he' ? 'rtl' : 'ltr');
        const shots = process.env.BOLTS_SHOTS;
        if (shots)
          await page.screenshot({ path: `${shots}/leaderboard-${language}-${viewport.width}.png`, fullPage: true });
        expect(await seriousA11yViolations(page)).toEqual([]);
      });
    }
  }
});

describe('achievements', () => {
  it('announce themselves with a toast when a trade unlocks one, and show unlocked on the profile', async () => {
    const page = await browser.newPage({ viewport: PHONE });
    await signUpTrader(page, 'Ari Achiever');
    await page.goto('/profile');
    await page.getByTestId('profile-level').waitFor();
    const company = await listedCompany(page, 3);
    // Ordered through the API while the profile is open: the socket brings the unlock.
    await placeOrder(page, { companyId: company.id, side: 'buy', quantity: 1 });
    const toast = page.locator('[data-sonner-toast]').filter({ hasText: 'Achievement unlocked!' }).first();
    await toast.waitFor();
    // Styled (the toasts' styles are in the app's stylesheet, not inserted by the library): a card
    // fixed to the screen's edge, not a bare list item in the page's flow.
    expect(
      await toast.evaluate((el) => [
        getComputedStyle(el.closest('[data-sonner-toaster]')!).position,
        getComputedStyle(el).position,
      ]),
    ).toEqual(['fixed', 'absolute']);
    await expect
      .poll(() => page.locator('[data-testid="achievement"][data-state="unlocked"]').allTextContents())
      .toEqual([expect.stringContaining('First Trade')]);
    const shots = process.env.BOLTS_SHOTS;
    if (shots) await page.screenshot({ path: `${shots}/profile-achievements-390.png`, fullPage: true });
  });
});

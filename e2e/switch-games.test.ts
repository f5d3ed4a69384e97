// A player in two games: the public one and a class game with its own starting cash. They see a
// game switcher on the feed, the trading floor and the profile, and each screen shows the chosen
// game's money; an order goes to the chosen game only; the choice outlasts a reload.
//
// No API creates a game yet, so this file runs a server of its own: it signs the player up, stops
// the server, adds the class game and the player's portfolio in it through the server's own code
// (the data folder is locked while a server runs, so nothing else can write to it), and starts it
// again on the same data. The shared server of the other files is never touched.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import type { Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Portfolio } from '#core/schemas/trading';
import { openDataFolder } from '../server/db/open-data-folder';
import { games, users } from '../server/db/schema';
import { createGamesRepo, createGamesService } from '../server/modules/games';
import { DESKTOP, PHONE, seriousA11yViolations, useBrowser } from './support/browser';
import { startServerProcess, type ServerProcess } from './support/server-process';
import { listedCompany, signUpTrader, TRADER_PASSWORD, type Trader } from './support/trader';

const browser = useBrowser();

const CLASS_GAME = 'Class 9B';
const CLASS_CASH_MINOR = 1_234_500;
const PUBLIC_CASH = '50,000.00';
const CLASS_CASH = '12,345.00';

let dataDir: string;
let server: ServerProcess | undefined;
let base: string;
let trader: Trader;
let classGameId: string;

/** Adds the class game and the player's portfolio in it (its starting grant, through games.join). */
async function addClassGame(email: string) {
  const folder = await openDataFolder(dataDir);
  try {
    const { db } = folder.database;
    const [game] = await db.insert(games).values({ name: CLASS_GAME, startingCashMinor: CLASS_CASH_MINOR }).returning();
    const [user] = await db.select({ id: users.id }).from(users).where(eq(users.email, email));
    await createGamesService({ db, repo: createGamesRepo(db) }).join(user!.id, game!.id);
    return game!.id;
  } finally {
    await folder.close();
  }
}

beforeAll(async () => {
  dataDir = mkdtempSync(path.join(tmpdir(), 'bolts-e2e-games-'));
  const first = startServerProcess({ BOLTS_DATA_DIR: dataDir });
  const page = await browser.newPage({ baseURL: await first.url() });
  trader = await signUpTrader(page, 'Dana Shapiro', await first.url());
  expect(await first.stop()).toBe(0);
  classGameId = await addClassGame(trader.email);
  server = startServerProcess({ BOLTS_DATA_DIR: dataDir });
  base = await server.url();
}, 180_000);

afterAll(async () => {
  await server?.stop();
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
});

const text = async (locator: Locator) => ((await locator.textContent()) ?? '').replace(/\s+/g, ' ').trim();

/** A page of the player's, signed in with their password (the session cookie is the context's). */
async function signedIn(options: { language?: 'en' | 'he'; viewport?: { width: number; height: number } } = {}) {
  const page = await browser.newPage({ ...options, baseURL: base });
  const res = await page.request.post(`${base}/api/auth/sign-in/email`, {
    data: { email: trader.email, password: TRADER_PASSWORD },
    headers: { Origin: base },
  });
  expect(res.status(), await res.text()).toBe(200);
  return page;
}

async function portfolioIn(page: Page, gameId?: string): Promise<Portfolio> {
  const res = await page.request.get(`${base}/api/portfolio${gameId ? `?game=${gameId}` : ''}`);
  expect(res.status(), await res.text()).toBe(200);
  return (await res.json()) as Portfolio;
}

describe('a player in two games', () => {
  it('switches games on the feed, the trading floor and the profile, and sees each game’s cash', async () => {
    const page = await signedIn({ viewport: DESKTOP });
    await page.goto('/');
    const wallet = page.getByTestId('feed-wallet');
    await expect.poll(() => text(wallet.getByTestId('feed-cash'))).toContain(PUBLIC_CASH);
    const game = wallet.getByLabel('Game', { exact: true });
    await game.waitFor();
    expect(await game.locator('option').allTextContents()).toEqual(['Public game', CLASS_GAME]);

    await game.selectOption({ label: CLASS_GAME });
    await expect.poll(() => text(wallet.getByTestId('feed-cash'))).toContain(CLASS_CASH);
    expect(await text(wallet.getByTestId('feed-portfolio-value'))).toContain(CLASS_CASH);

    // The trading floor opens in the chosen game; an order placed there spends that game's cash.
    await page.getByRole('link', { name: 'Go to the trading floor' }).click();
    await page.getByTestId('trade-form').waitFor();
    const floorGame = page.getByLabel('Game', { exact: true });
    expect(await floorGame.inputValue()).toBe(classGameId);
    await expect.poll(() => text(page.getByTestId('cash'))).toContain(CLASS_CASH);
    await expect.poll(() => text(page.getByTestId('form-available-cash'))).toContain(CLASS_CASH);

    await page.getByLabel('Quantity (shares)').fill('1');
    await page.getByTestId('trade-submit').click();
    const dialog = page.getByRole('alertdialog', { name: 'Confirm your order' });
    expect(await text(dialog.getByTestId('confirm-game'))).toBe(CLASS_GAME);
    await dialog.getByRole('button', { name: 'Confirm' }).click();
    await page.locator('[data-sonner-toast]').filter({ hasText: 'Trade Executed' }).first().waitFor();
    const classAfter = await portfolioIn(page, classGameId);
    expect(classAfter.cashMinor).toBeLessThan(CLASS_CASH_MINOR);
    expect(classAfter.holdings).toHaveLength(1);
    const publicAfter = await portfolioIn(page);
    expect(publicAfter.cashMinor).toBe(5_000_000);
    expect(publicAfter.holdings).toHaveLength(0);
    await page.getByTestId('holding').first().waitFor();

    // Back to the public game on the floor: its cash, and no holding.
    await floorGame.selectOption({ label: 'Public game' });
    await expect.poll(() => text(page.getByTestId('cash'))).toContain(PUBLIC_CASH);
    await expect.poll(() => page.getByTestId('holding').count()).toBe(0);

    // The profile follows the choice, and the switcher works from the keyboard.
    await page.goto('/profile');
    await expect.poll(() => text(page.getByTestId('wallet-cash'))).toContain(PUBLIC_CASH);
    const profileGame = page.getByLabel('Game', { exact: true });
    await profileGame.focus();
    await page.keyboard.press('ArrowDown');
    await expect.poll(() => profileGame.inputValue()).toBe(classGameId);
    const classCash = new Intl.NumberFormat('en', { minimumFractionDigits: 2 }).format(classAfter.cashMinor / 100);
    await expect.poll(() => text(page.getByTestId('wallet-cash'))).toContain(classCash);
    expect(await text(page.getByTestId('wallet-baseline'))).toContain('12,345 Bolts');
    await expect.poll(() => text(page.getByTestId('stats-totalTrades'))).toBe('1');

    // The choice outlasts a reload.
    await page.reload();
    await expect.poll(() => text(page.getByTestId('wallet-cash'))).toContain(classCash);
    expect(await page.getByLabel('Game', { exact: true }).inputValue()).toBe(classGameId);
  });

  it('buys in the public game by default, through the API, without touching the class game', async () => {
    const page = await signedIn();
    const company = await listedCompany(page, 1, base);
    const res = await page.request.post(`${base}/api/orders`, {
      data: { companyId: company.id, side: 'buy', type: 'limit', quantity: 1, limitPriceMinor: 100 },
      headers: { Origin: base },
    });
    expect(res.status(), await res.text()).toBe(201);
    expect((await portfolioIn(page)).reservedCashMinor).toBe(100);
    expect((await portfolioIn(page, classGameId)).reservedCashMinor).toBe(0);
  });

  for (const [language, viewport] of [
    ['he', PHONE],
    ['en', PHONE],
  ] as const) {
    it(`shows the switcher without serious accessibility violations (${language}, ${viewport.width} px)`, async () => {
      const page = await signedIn({ language, viewport });
      for (const [path, ready] of [
        ['/', 'feed-cash'],
        ['/trade', 'cash'],
        ['/profile', 'wallet-cash'],
      ] as const) {
        await page.goto(path);
        await page.getByTestId(ready).waitFor();
        const switcher = page.getByTestId('game-switcher');
        await switcher.waitFor();
        expect(await text(switcher.locator('label'))).toBe(language === 'he' ? 'משחק' : 'Game');
        expect(await switcher.locator('option').first().textContent()).toBe(
          language === 'he' ? 'המשחק הציבורי' : 'Public game',
        );
        expect(await seriousA11yViolations(page), `${path} ${language}`).toEqual([]);
        expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(viewport.width);
      }
    });
  }
});

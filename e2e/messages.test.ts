// Friends and chat in the real app with two browser contexts as two players: a friend
// request by username arrives on the other screen without a reload, is accepted, messages appear
// on the other side live, a blocked player sees the chat closed. The page is axe-clean in English
// and Hebrew on a phone and a desktop. Screenshots go to $BOLTS_SHOTS when it is set.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { DESKTOP, PHONE, seriousA11yViolations, useBrowser } from './support/browser';
import { signUpTrader, type Trader } from './support/trader';

const browser = useBrowser();
const shots = process.env.BOLTS_SHOTS;

async function openMessages(page: Page) {
  await page.goto('/messages');
  await page.getByRole('heading', { level: 1, name: /Messages|הודעות/ }).waitFor({ state: 'attached' });
}

async function addFriend(page: Page, friend: Trader) {
  await page.getByLabel('Add a friend by username').fill(friend.username);
  await page.getByRole('button', { name: 'Add', exact: true }).click();
  await page
    .locator('[data-sonner-toast]')
    .filter({ hasText: `Friend request sent to @${friend.username}` })
    .waitFor();
}

describe('friends and chat', () => {
  it('request, accept, chat live both ways, then a block closes the chat', async () => {
    const maya = await browser.newPage({ viewport: DESKTOP });
    const mayaTrader = await signUpTrader(maya, 'Maya Chat');
    const noam = await browser.newPage({ viewport: DESKTOP });
    const noamTrader = await signUpTrader(noam, 'Noam Chat');
    await openMessages(maya);
    await openMessages(noam);

    await addFriend(maya, noamTrader);
    // Noam's open page hears of it over the socket.
    const request = noam.getByTestId('incoming-request').filter({ hasText: mayaTrader.username });
    await request.waitFor();
    await request.getByRole('button', { name: 'Accept' }).click();
    await maya.getByTestId('friend').filter({ hasText: noamTrader.username }).waitFor();

    await maya.getByTestId('friend').filter({ hasText: noamTrader.username }).click();
    await noam.getByTestId('friend').filter({ hasText: mayaTrader.username }).click();
    // Both are on the page: each sees the other online.
    await maya.getByTestId('chat-messages').waitFor();
    await expect.poll(() => maya.locator('header [data-testid="online-dot"]').count()).toBe(1);

    await maya.getByLabel('Message', { exact: true }).fill('Hi Noam! Did you see the Canopyvault news?');
    await maya.getByLabel('Message', { exact: true }).press('Enter');
    await noam.getByTestId('message-theirs').filter({ hasText: 'Did you see the Canopyvault news?' }).waitFor();
    await noam.getByLabel('Message', { exact: true }).fill('Yes, I bought 3 shares');
    await noam.getByRole('button', { name: 'Send' }).click();
    await maya.getByTestId('message-theirs').filter({ hasText: 'I bought 3 shares' }).waitFor();
    // A link is explained before sending, and the Send button stays off.
    await maya.getByLabel('Message', { exact: true }).fill('look www.example.com');
    await maya.getByText('Links to other sites are not allowed in chat.').waitFor();
    expect(await maya.getByRole('button', { name: 'Send' }).isDisabled()).toBe(true);
    if (shots) await maya.screenshot({ path: `${shots}/messages-en-1280.png` });

    noam.once('dialog', (d) => void d.accept());
    await noam.getByRole('button', { name: 'Block' }).click();
    await noam.locator('[data-sonner-toast]').filter({ hasText: 'Player blocked' }).waitFor();
    // Maya's open chat closes: Noam is gone from her friends, and the chat says so.
    await maya.getByTestId('chat-closed').waitFor();
    expect(await maya.getByTestId('friend').count()).toBe(0);
  });

  for (const language of ['en', 'he'] as const) {
    for (const viewport of [PHONE, DESKTOP]) {
      it(`is axe-clean in ${language} at ${viewport.width} px, list and chat`, async () => {
        const page = await browser.newPage({ language, viewport });
        await signUpTrader(page, 'Axe Friend');
        const other = await browser.newPage({ viewport });
        const otherTrader = await signUpTrader(other, 'Other Friend');
        await openMessages(page);
        expect(await page.evaluate(() => document.documentElement.dir)).toBe(language === 'he' ? 'rtl' : 'ltr');
        expect(await seriousA11yViolations(page)).toEqual([]);
        // Befriend through the API (same-origin requests from each page), then open the chat.
        const origin = new URL(page.url()).origin;
        await page.request.post(`${origin}/api/friends/requests`, {
          data: { username: otherTrader.username },
          headers: { Origin: origin },
        });
        await other.request.post(`${origin}/api/friends/requests`, {
          data: { username: (await (await page.request.get(`${origin}/api/me`)).json()).user.username },
          headers: { Origin: origin },
        });
        await page.getByTestId('friend').first().click();
        await page.getByTestId('chat-messages').waitFor();
        if (shots) await page.screenshot({ path: `${shots}/messages-${language}-${viewport.width}.png` });
        expect(await seriousA11yViolations(page)).toEqual([]);
      });
    }
  }
});

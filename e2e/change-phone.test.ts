// Settings → Phone number: a new number is the account's only once the code texted to it is typed
// back; another account's number is refused.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { baseURL, useBrowser } from './support/browser';
import { textedCode } from './support/outbox';

const browser = useBrowser();
const PASSWORD = 'correct-horse-42';
const newPhone = () => `+1555${String(Math.floor(Math.random() * 10_000_000)).padStart(7, '0')}`;

/** A phone account through the API, signed in in the page's context, past onboarding. */
async function signUpByPhone(page: Page): Promise<string> {
  const phone = newPhone();
  const headers = { Origin: baseURL() };
  const id = Math.random().toString(36).slice(2, 10);
  const data = {
    fullName: 'Noa Peretz',
    username: `phone_${id}`,
    phoneNumber: phone,
    password: PASSWORD,
    birthYear: 2000,
  };
  expect((await page.request.post(`${baseURL()}/api/auth/phone/sign-up`, { headers, data })).status()).toBe(200);
  const verify = await page.request.post(`${baseURL()}/api/auth/phone/verify`, {
    headers,
    data: { phoneNumber: phone, code: await textedCode(page, phone) },
  });
  expect(verify.status()).toBe(200);
  expect((await page.request.post(`${baseURL()}/api/me/onboarding/complete`, { headers })).status()).toBe(200);
  return phone;
}

const section = (page: Page) => page.getByRole('region', { name: 'Phone number' });
const toast = (page: Page, message: string) => page.locator('[data-sonner-toast]').filter({ hasText: message }).first();

describe('changing the phone number in settings', () => {
  it('texts a code to the new number and moves the account to it; a taken number is refused', async () => {
    const page = await browser.newPage();
    const phone = await signUpByPhone(page);
    await page.goto('/settings');
    await expect.poll(() => page.getByTestId('current-phone').textContent()).toContain(phone);

    const next = newPhone();
    await section(page).getByLabel('New phone number').fill(next);
    await section(page).getByRole('button', { name: 'Send code' }).click();
    await section(page)
      .getByLabel('Code from the text')
      .fill(await textedCode(page, next));
    await section(page).getByRole('button', { name: 'Confirm new number' }).click();
    await toast(page, 'Phone number changed').waitFor();
    await expect.poll(() => page.getByTestId('current-phone').textContent()).toContain(next);

    // Someone else's number: refused before any code is sent.
    const other = await browser.newPage();
    const taken = await signUpByPhone(other);
    await section(page).getByLabel('New phone number').fill(taken);
    await section(page).getByRole('button', { name: 'Send code' }).click();
    await toast(page, 'Another account already uses this phone number.').waitFor();
  });
});

// The app's top bar on the narrowest phone we support (360 px): a teacher's has the most in it
// (language, Learn, Classes, the streak, the bell, messages, the account), in every language. On a
// phone the language picker shows only its code, and is still the one select that changes it.
import { expect, it } from 'vitest';
import { baseURL, useBrowser } from './support/browser';
import { signUpTrader } from './support/trader';

const browser = useBrowser();
const NARROW = { width: 360, height: 780 };

for (const language of ['he', 'en', 'es'] as const) {
  it(`a teacher's top bar fits 360 px in ${language}`, async () => {
    const page = await browser.newPage({ language, viewport: NARROW });
    await signUpTrader(page, 'Tali Teacher');
    const role = await page.request.post(`${baseURL()}/api/me/teacher`, { headers: { Origin: baseURL() } });
    expect(role.status(), await role.text()).toBe(200);
    await page.goto('/classes');
    await page
      .getByRole('banner')
      .getByRole('link', { name: /notifications|התראות|notificaciones/i })
      .waitFor();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(NARROW.width);
  });
}

it('changes the language from the compact picker on a phone', async () => {
  const page = await browser.newPage({ language: 'en', viewport: NARROW });
  await signUpTrader(page, 'Lena Lang');
  await page.goto('/');
  await page.getByRole('banner').getByLabel('Language').selectOption('he');
  await expect.poll(() => page.evaluate(() => document.documentElement.dir)).toBe('rtl');
  expect(await page.evaluate(() => document.documentElement.lang)).toBe('he');
});

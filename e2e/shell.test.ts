// The signed-in frame: who may open which route, onboarding for new accounts, the feed's top,
// sign-out, and the admin entry.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { baseURL, DESKTOP, PHONE, seriousA11yViolations, useBrowser } from './support/browser';
import { signUpByEmail } from './support/email-sign-up';

const browser = useBrowser();

const suffix = () => Math.random().toString(36).slice(2, 10);

/** Creates an account through the API; the page's context keeps the session cookie. */
async function signUp(page: Page) {
  const id = suffix();
  const user = {
    fullName: `Nova Trader ${id}`,
    email: `shell-${id}@example.com`,
    password: 'correct-horse-42',
    username: `shell_${id}`,
  };
  await signUpByEmail(page, user);
  return user;
}

async function completeOnboardingViaApi(page: Page) {
  const res = await page.request.post(`${baseURL()}/api/me/onboarding/complete`, { headers: { Origin: baseURL() } });
  expect(res.status()).toBe(200);
}

const counter = (page: Page) => page.getByText(/^\d of 3$/);

/** Each step fades in: axe measures colours, so wait until no transition is running. */
const settled = (page: Page) =>
  page.waitForFunction(() => document.getAnimations().every((a) => a.playState !== 'running'));

describe('signed-out visitors', () => {
  it('go from member routes to the landing page and from /trade to /auth, which remembers the way back', async () => {
    const page = await browser.newPage();
    await page.goto('/');
    await page.waitForURL('**/landing');
    await page.getByRole('heading', { level: 1 }).waitFor();

    await page.goto('/trade?company=abc');
    await page.waitForURL('**/auth');
    expect(await page.evaluate(() => sessionStorage.getItem('bolts.redirectAfterAuth'))).toBe('/trade?company=abc');

    await page.goto('/profile');
    await page.waitForURL('**/landing');

    await page.goto('/admin');
    await page.waitForURL('**/auth');

    // Companies stay public inside the shell, with a "Sign in" link in the header.
    await page.goto('/companies');
    await page.getByTestId('company-card').first().waitFor();
    expect(await page.locator('header').getByRole('link', { name: 'Sign in' }).getAttribute('href')).toBe('/auth');
  });
});

describe('a new account', () => {
  it('goes through the 3-step onboarding, then lands on the feed, and stays there after a reload', async () => {
    const page = await browser.newPage();
    const user = await signUp(page);
    await page.goto('/');

    await page.getByRole('heading', { level: 1, name: 'Welcome to Bolts!' }).waitFor();
    expect(await counter(page).textContent()).toBe('1 of 3');
    // The shell is not there: no bottom navigation during onboarding.
    expect(await page.getByRole('navigation', { name: 'Main navigation' }).count()).toBe(0);
    expect(await page.getByRole('button', { name: 'Previous' }).isDisabled()).toBe(true);
    // The public game's starting cash, once it has loaded.
    await page.getByText('50,000', { exact: true }).waitFor();
    expect(await page.getByText('50,000', { exact: true }).count()).toBe(1);

    await page.getByRole('button', { name: 'Next' }).click();
    await page.getByRole('heading', { level: 1, name: 'How it works' }).waitFor();
    expect(await counter(page).textContent()).toBe('2 of 3');
    for (const item of ['Virtual stock trading', 'Compete and earn', 'Social trading', 'AI-powered market']) {
      expect(await page.getByRole('heading', { name: item }).count(), item).toBe(1);
    }
    // Focus follows the step: the new step's title has it.
    expect(await page.evaluate(() => document.activeElement?.tagName)).toBe('H1');

    await page.getByRole('button', { name: 'Previous' }).click();
    await expect.poll(() => counter(page).textContent()).toBe('1 of 3');

    // Keyboard only: Tab to Next and press Enter, twice.
    await page.getByRole('button', { name: 'Next' }).focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => counter(page).textContent()).toBe('2 of 3');
    await page.getByRole('button', { name: 'Next' }).click();
    await page.getByRole('heading', { level: 1, name: "You're ready to trade!" }).waitFor();
    expect(await counter(page).textContent()).toBe('3 of 3');
    expect(await page.getByRole('heading', { name: 'Your goal' }).count()).toBe(1);
    expect(await page.getByRole('heading', { name: 'Rank up' }).count()).toBe(1);
    expect(await page.getByRole('button', { name: 'Next' }).count()).toBe(0);

    // A failing server keeps the user on the last step with the error toast.
    await page.route('**/api/me/onboarding/complete', (route) =>
      route.fulfill({ status: 500, json: { error: { code: 'internal', message: 'boom' } } }),
    );
    await page.getByRole('button', { name: "Let's Trade!" }).click();
    await page.getByText('Failed to complete onboarding. Please try again.').waitFor();
    expect(await counter(page).textContent()).toBe('3 of 3');
    await page.unroute('**/api/me/onboarding/complete');

    await page.getByRole('button', { name: "Let's Trade!" }).click();
    await page.getByText("Welcome to Bolts! Your trading journey begins now. Let's make some virtual money!").waitFor();
    // The feed greets the player by the name others see: no display name yet, so the username (never
    // the private full name).
    const welcome = page.getByRole('heading', { level: 1 });
    await expect.poll(() => welcome.textContent()).toContain(user.username);
    expect(await welcome.textContent()).not.toContain(user.fullName);
    expect(new URL(page.url()).pathname).toBe('/');
    await expect.poll(() => page.getByTestId('feed-cash').textContent()).toContain('50,000.00');
    expect(await page.getByTestId('feed-portfolio-value').textContent()).toContain('50,000.00');
    expect(await page.getByRole('link', { name: 'Explore companies' }).getAttribute('href')).toBe('/companies');
    // The header's avatar links to the profile; the bottom navigation has no admin entry.
    expect(await page.getByRole('link', { name: 'Your profile' }).getAttribute('href')).toBe('/profile');
    const nav = page.getByRole('navigation', { name: 'Main navigation' });
    expect(await nav.getByRole('link').count()).toBe(5);
    expect(await nav.getByRole('link', { name: 'Admin' }).count()).toBe(0);

    await page.reload();
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toContain(user.username);
    expect(await counter(page).count()).toBe(0);
    await page.waitForLoadState('networkidle');
    expect(await seriousA11yViolations(page)).toEqual([]);

    // The landing page now offers to open the app instead of signing in.
    await page.goto('/landing');
    await page.getByRole('link', { name: 'Open Bolts' }).click();
    await page.waitForURL((url) => url.pathname === '/');
  });

  it('signs out after confirming, ends on the landing page, and the session is gone', async () => {
    const page = await browser.newPage({ viewport: DESKTOP });
    const user = await signUp(page);
    await completeOnboardingViaApi(page);
    await page.goto('/');
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toContain(user.username);

    // Dismissing the prompt keeps the user signed in.
    page.once('dialog', (d) => void d.dismiss());
    await page.getByRole('button', { name: 'Sign out' }).click();
    expect((await page.request.get(`${baseURL()}/api/me`)).status()).toBe(200);

    const messages: string[] = [];
    page.on('dialog', (d) => {
      messages.push(d.message());
      void d.accept();
    });
    await page.getByRole('button', { name: 'Sign out' }).click();
    await page.waitForURL('**/landing');
    expect(messages).toEqual(['Are you sure you want to sign out?']);
    expect((await page.request.get(`${baseURL()}/api/me`)).status()).toBe(401);
    await page.getByRole('link', { name: 'Sign in' }).waitFor();
  });
});

describe('the admin area', () => {
  it('turns a signed-in non-admin away with "Access Denied"', async () => {
    const page = await browser.newPage();
    await signUp(page);
    await completeOnboardingViaApi(page);
    await page.goto('/admin');
    await page.getByText('Access Denied').waitFor();
    await page.getByText("You don't have admin privileges").waitFor();
    await page.waitForURL((url) => url.pathname === '/');
  });

  it('shows the seeded admin the Admin entry in the navigation', async () => {
    const page = await browser.newPage({ viewport: DESKTOP });
    const res = await page.request.post(`${baseURL()}/api/auth/sign-in/email`, {
      data: { email: 'admin@bolts.example', password: 'bolts-admin-local' },
      headers: { Origin: baseURL() },
    });
    expect(res.status()).toBe(200);
    await page.goto('/');
    const nav = page.getByRole('navigation', { name: 'Main navigation' });
    await nav.getByRole('link', { name: 'Admin' }).click();
    await page.waitForURL('**/admin');
    await page.getByRole('heading', { level: 1, name: 'Admin Panel' }).waitFor();
    await page.getByText('Admin Access').waitFor();
    expect(await nav.getByRole('link').count()).toBe(6);
  });
});

describe('onboarding in each direction', () => {
  for (const language of ['en', 'he'] as const) {
    it(`reads ${language === 'he' ? 'right-to-left' : 'left-to-right'} in ${language} with no serious axe violations`, async () => {
      const page = await browser.newPage({ language, viewport: PHONE });
      await signUp(page);
      await page.goto('/');
      await page.getByRole('heading', { level: 1 }).waitFor();
      await counter(page)
        .or(page.getByText(/^\d מתוך 3$/))
        .waitFor();
      expect(await page.evaluate(() => document.documentElement.dir)).toBe(language === 'he' ? 'rtl' : 'ltr');

      const buttons = page.locator('main button');
      const previous = (await buttons.first().boundingBox())!;
      const next = (await buttons.last().boundingBox())!;
      // Previous sits at the start edge and Next at the end edge: mirrored in Hebrew.
      if (language === 'he') expect(next.x).toBeLessThan(previous.x);
      else expect(next.x).toBeGreaterThan(previous.x);

      await page.waitForLoadState('networkidle');
      await settled(page);
      expect(await seriousA11yViolations(page)).toEqual([]);
      // The other steps too.
      for (let step = 2; step <= 3; step++) {
        await buttons.last().click();
        await expect.poll(() => page.locator('main').textContent()).toMatch(new RegExp(`${step} (of|מתוך) 3`));
        await settled(page);
        expect(await seriousA11yViolations(page)).toEqual([]);
      }
    });
  }
});

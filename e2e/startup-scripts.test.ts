// What a visitor's first page loads before its load event (the chunk groups in vite.config.ts):
// the libraries, the app's start-up code, the landing page's own code and its strings, in a few
// files. Nothing the landing page does not run: not zod (core's schemas, the forms that validate),
// as the landing page validates nothing, nor the shell around the other pages (web/app/layouts).
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { useBrowser } from './support/browser';
import { signUpTrader } from './support/trader';

const browser = useBrowser();

/** A name zod's code keeps after minification (its object schema's constructor). */
const ZOD_MARK = '$ZodObject';
/** The shell's bottom navigation names itself with this string key (web/app/layouts/bottom-nav.tsx). */
const SHELL_MARK = 'nav.label';

/** The scripts `path` asked for before its load event, with their text (in `page`: a signed-in one). */
async function startupScripts(path: string, page?: Page): Promise<{ url: string; text: string }[]> {
  page ??= await browser.newPage();
  const urls: string[] = [];
  let loaded = false;
  const onLoad = () => (loaded = true);
  const onRequest = (req: { resourceType(): string; url(): string }) => {
    if (!loaded && req.resourceType() === 'script') urls.push(req.url());
  };
  page.on('load', onLoad);
  page.on('request', onRequest);
  await page.goto(path, { waitUntil: 'load' });
  page.off('load', onLoad);
  page.off('request', onRequest);
  return Promise.all(urls.map(async (url) => ({ url, text: await (await fetch(url)).text() })));
}

/** The scripts among `scripts` that carry zod. */
const withZod = (scripts: { url: string; text: string }[]) =>
  scripts.filter((s) => s.text.includes(ZOD_MARK)).map((s) => s.url);

describe("the landing page's start-up", () => {
  it('loads no zod, nor does the companies directory, where the sign-up page does', async () => {
    const landing = await startupScripts('/landing');
    expect(landing.length).toBeGreaterThan(0);
    expect(withZod(landing)).toEqual([]);
    // A page inside the shell loads the shared code, which imports no schema (vite.config.ts, SHARED).
    const companies = await startupScripts('/companies');
    expect(withZod(companies)).toEqual([]);
    // The mark finds zod where it is: the sign-up form validates with it.
    const auth = await startupScripts('/auth');
    expect(withZod(auth).length).toBeGreaterThan(0);
  });

  it('loads no zod on the pages that validate nothing as they open: the lessons, a profile, messages, settings', async () => {
    expect(withZod(await startupScripts('/learn'))).toEqual([]);
    expect(withZod(await startupScripts('/learn/diversification'))).toEqual([]);
    const player = await browser.newPage();
    await signUpTrader(player);
    expect(withZod(await startupScripts('/profile', player))).toEqual([]);
    expect(withZod(await startupScripts('/messages', player))).toEqual([]);
    expect(withZod(await startupScripts('/settings', player))).toEqual([]);
    // Editing the profile validates: its form brings zod when the player asks for it.
    await player.goto('/profile');
    await player.getByRole('button', { name: 'Edit profile' }).click();
    await expect.poll(() => player.getByLabel('Username').count()).toBeGreaterThan(0);
  });

  it('leaves out the shell around the other pages, which loads with them', async () => {
    const landing = await startupScripts('/landing');
    expect(landing.filter((s) => s.text.includes(SHELL_MARK)).map((s) => s.url)).toEqual([]);
    const companies = await startupScripts('/companies');
    expect(companies.some((s) => s.text.includes(SHELL_MARK))).toBe(true);
  });

  it('comes in at most seven scripts: every one beyond six costs a phone another round trip', async () => {
    const landing = await startupScripts('/landing');
    expect(
      landing.map((s) => new URL(s.url).pathname).length,
      landing.map((s) => s.url).join('\n'),
    ).toBeLessThanOrEqual(7);
  });
});

// Email sign-up as a player does it, through the API: the form's request, then the link the outbox
// "mailed" (read from /dev/outbox), which opens the account and signs the browser context in.
import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { baseURL } from './browser';

export interface EmailSignUp {
  fullName: string;
  username: string;
  email: string;
  password: string;
  /** An adult's year unless a test says otherwise. */
  birthYear?: number;
  /** Under the consent age: where the parent's link goes. */
  parentEmail?: string;
}

/**
 * The sign-up link last mailed to `email`, as a path on `base`; waits up to 5 s for it to arrive
 * (a plain loop, not expect.poll, so a file's beforeAll can sign players up too).
 */
export async function mailedSignUpLink(base: string, email: string): Promise<string> {
  for (const end = Date.now() + 5_000; ;) {
    const html = await (await fetch(`${base}/dev/outbox`)).text();
    const item = html
      .split('<li')
      .find((li) => li.includes(`data-recipient="${email}"`) && li.includes('verify-email'));
    const found = item && /href="([^"]*verify-email[^"]*)"/.exec(item)?.[1];
    if (found) {
      const url = new URL(found.replaceAll('&amp;', '&'));
      return `${url.pathname}${url.search}`;
    }
    if (Date.now() > end) throw new Error(`no sign-up link mailed to ${email}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** Signs a new player up by email and follows the mailed link in the page's context (signed in). */
export async function signUpByEmail(page: Page, details: EmailSignUp, base = baseURL()): Promise<void> {
  const data = { birthYear: new Date().getUTCFullYear() - 20, ...details };
  const res = await page.request.post(`${base}/api/auth/sign-up/email`, { data, headers: { Origin: base } });
  expect(res.status(), await res.text()).toBe(200);
  const opened = await page.request.get(`${base}${await mailedSignUpLink(base, details.email)}`);
  expect(opened.status(), await opened.text()).toBe(200);
  const me = await page.request.get(`${base}/api/me`);
  expect(me.status(), 'signed in by the link').toBe(200);
}

/** The consent link last mailed to a parent, as a path; waits up to 5 s for it to arrive. */
export async function mailedConsentPath(base: string, parentEmail: string): Promise<string> {
  for (const end = Date.now() + 5_000; ;) {
    const html = await (await fetch(`${base}/dev/outbox`)).text();
    const item = html.split('<li').find((li) => li.includes(`data-recipient="${parentEmail}"`));
    const href = item && /href="([^"]*\/consent\/[^"]*)"/.exec(item)?.[1];
    if (href) return new URL(href.replaceAll('&amp;', '&')).pathname;
    if (Date.now() > end) throw new Error(`no consent link mailed to ${parentEmail}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

// The seeded admin, and something in each admin tab: a trade (Analytics), a reported chat message
// (Reports), and edits that leave entries in the audit log, so the tabs are measured with rows in them.
import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { baseURL } from './browser';
import { listedCompany, placeOrder, signUpTrader } from './trader';

const headers = () => ({ Origin: baseURL() });

export async function signInAsAdmin(page: Page): Promise<void> {
  const res = await page.request.post(`${baseURL()}/api/auth/sign-in/email`, {
    data: { email: 'admin@bolts.example', password: 'bolts-admin-local' },
    headers: headers(),
  });
  expect(res.status()).toBe(200);
}

/** A long text, as an admin might paste into a company's description. */
export const LONG_DESCRIPTION =
  'Builds quiet electric ferries for river cities, with batteries charged by solar roofs on every pier; ' +
  'the next model carries bicycles and scooters too.';

/**
 * Two players who trade, chat and report a message; the admin (signed in on `admin`) edits a
 * company's description and CEO. Returns what the admin changed.
 */
export async function fillAdminTabs(
  newPage: () => Promise<Page>,
  admin: Page,
): Promise<{ companyName: string; oldCeo: string; newCeo: string }> {
  const [maya, noam] = [await newPage(), await newPage()];
  const mayaTrader = await signUpTrader(maya, 'Maya Report');
  const noamTrader = await signUpTrader(noam, 'Noam Report');
  const company = await listedCompany(maya, 1);
  await placeOrder(maya, { companyId: company.id, side: 'buy', quantity: 3 });

  // Friends both ways, a message, and the receiver reports it.
  for (const [page, friend] of [
    [maya, noamTrader],
    [noam, mayaTrader],
  ] as const) {
    const res = await page.request.post(`${baseURL()}/api/friends/requests`, {
      data: { username: friend.username },
      headers: headers(),
    });
    expect(res.status(), await res.text()).toBeLessThan(300);
  }
  const noamId = ((await (await noam.request.get(`${baseURL()}/api/me`)).json()) as { user: { id: string } }).user.id;
  const sent = await maya.request.post(`${baseURL()}/api/chat/${noamId}`, {
    data: { body: 'Buy Canopyvault now or you are a loser' },
    headers: headers(),
  });
  expect(sent.status(), await sent.text()).toBe(201);
  const message = (await sent.json()) as { id: number };
  const report = await noam.request.post(`${baseURL()}/api/reports`, {
    data: { messageId: message.id, reason: 'bullying' },
    headers: headers(),
  });
  expect(report.status(), await report.text()).toBe(200);

  // The admin adds a company and edits it: the audit log gets a long text and a short one.
  const symbol = `FW${Math.random().toString(36).slice(2, 6).toUpperCase()}`;
  const form = { name: `Ferry Works ${symbol}`, symbol, price: '18.40', category: 'energy', ceo: 'Ada Ferry' };
  const created = await admin.request.post(`${baseURL()}/api/admin/companies`, { data: form, headers: headers() });
  expect(created.status(), await created.text()).toBe(201);
  const { id } = (await created.json()) as { id: string };
  const edited = await admin.request.put(`${baseURL()}/api/admin/companies/${id}`, {
    data: { ...form, description: LONG_DESCRIPTION, ceo: 'Dana Ferry' },
    headers: headers(),
  });
  expect(edited.status(), await edited.text()).toBe(200);
  return { companyName: form.name, oldCeo: form.ceo, newCeo: 'Dana Ferry' };
}

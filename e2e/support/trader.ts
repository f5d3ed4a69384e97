// A fresh player who trades: sign-up and onboarding through the API (the page's context keeps the
// session cookie), and orders placed through the API as the browser would (same-origin guard: the
// Origin header must be the app's own).
import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import type { CompanySummary } from '#core/schemas/companies';
import type { Order, PlaceOrderBody, PlaceOrderResult } from '#core/schemas/trading';
import { baseURL } from './browser';
import { signUpByEmail } from './email-sign-up';

export const TRADER_PASSWORD = 'correct-horse-42';

export interface Trader {
  fullName: string;
  username: string;
  email: string;
}

const suffix = () => Math.random().toString(36).slice(2, 10);
const headers = (base = baseURL()) => ({ Origin: base });

/**
 * Signs a new player up (the public game's starting cash) and finishes onboarding, in the page's
 * browser context; on the shared server unless `base` names another.
 */
export async function signUpTrader(page: Page, fullName = 'Maya Cohen', base = baseURL()): Promise<Trader> {
  const s = suffix();
  const trader = { fullName, username: `t_${s}`, email: `trader-${s}@example.com` };
  await signUpByEmail(page, { ...trader, password: TRADER_PASSWORD }, base);
  const done = await page.request.post(`${base}/api/me/onboarding/complete`, { headers: headers(base) });
  expect(done.status()).toBe(200);
  return trader;
}

/** POST /api/orders (in the body's `game`, else the public game); expects 201. */
export async function placeOrder(page: Page, order: PlaceOrderBody, base = baseURL()): Promise<PlaceOrderResult> {
  const res = await page.request.post(`${base}/api/orders`, { data: order, headers: headers(base) });
  expect(res.status(), await res.text()).toBe(201);
  return (await res.json()) as PlaceOrderResult;
}

/** POST /api/orders/{id}/cancel; expects 200. */
export async function cancelOrder(page: Page, orderId: string): Promise<Order> {
  const res = await page.request.post(`${baseURL()}/api/orders/${orderId}/cancel`, { headers: headers() });
  expect(res.status(), await res.text()).toBe(200);
  return (await res.json()) as Order;
}

/** A listed company from the seed (GET /api/companies, sorted by name), by position. */
export async function listedCompany(page: Page, index = 0, base = baseURL()): Promise<CompanySummary> {
  const res = await page.request.get(`${base}/api/companies`);
  expect(res.status()).toBe(200);
  const { companies } = (await res.json()) as { companies: CompanySummary[] };
  const company = companies[index];
  if (!company) throw new Error(`no company at ${index}`);
  return company;
}

// A teacher's class through the API, as the classes page would make it: the signed-in player of the
// page's context becomes a teacher and opens a four-week class.
import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import type { ClassSummary } from '#core/schemas/classes';
import { baseURL } from './browser';

const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);

/** Makes the page's player a teacher and opens a class starting today with these options. */
export async function openClass(
  page: Page,
  name: string,
  options: Partial<ClassSummary['options']> = {},
): Promise<ClassSummary> {
  const headers = { Origin: baseURL() };
  const role = await page.request.post(`${baseURL()}/api/me/teacher`, { headers });
  expect(role.status(), await role.text()).toBe(200);
  const res = await page.request.post(`${baseURL()}/api/classes`, {
    headers,
    data: {
      name,
      startsOn: day(0),
      endsOn: day(28),
      startingCashMinor: 1_000_000,
      options: {
        limitOrders: true,
        paycheckMinor: 0,
        teamMode: false,
        boardVisible: true,
        chat: false,
        reasonsRequired: false,
        ...options,
      },
    },
  });
  expect(res.status(), await res.text()).toBe(201);
  return (await res.json()) as ClassSummary;
}

// What the development outbox (/dev/outbox) "texted": the newest 6-digit code sent to a number.
import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { baseURL } from './browser';

/** The newest 6-digit code texted to `phone` (newest messages come first); waits for it to arrive. */
export async function textedCode(page: Page, phone: string): Promise<string> {
  let code = '';
  await expect
    .poll(async () => {
      const html = await (await page.request.get(`${baseURL()}/dev/outbox`)).text();
      const item = new RegExp(`data-recipient="\\${phone}">([\\s\\S]*?)</li>`).exec(html)?.[1] ?? '';
      code = /\b(\d{6})\b/.exec(item)?.[1] ?? '';
      return code;
    })
    .toMatch(/^\d{6}$/);
  return code;
}

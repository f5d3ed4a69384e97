// Reading API answers in integration tests: the body of an answer of the expected status (the
// body is in the failure message otherwise), and a refusal with its code and a message to show.
import { expect } from 'vitest';

export async function json(res: Response, status = 200) {
  expect(res.status, await res.clone().text()).toBe(status);
  return res.json();
}

/** A refusal of `status` with `code`; answers its message. */
export async function refused(res: Response, status: number, code: string): Promise<string> {
  const body = await json(res, status);
  expect(body.error.code).toBe(code);
  expect(body.error.message).toEqual(expect.any(String));
  return body.error.message as string;
}

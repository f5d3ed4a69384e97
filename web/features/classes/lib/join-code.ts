import { JOIN_CODE_LENGTH, joinCodeSchema } from '#core/schemas/classes';

/** What the code field keeps of what was typed or pasted: capitals, no spaces or dashes, 6 at most. */
export const typedCode = (typed: string) => typed.toUpperCase().replace(/[\s-]/g, '').slice(0, JOIN_CODE_LENGTH);

/** The code when it is a whole, valid one; null otherwise. */
export function completeCode(code: string): string | null {
  const parsed = joinCodeSchema.safeParse(code);
  return parsed.success ? parsed.data : null;
}

/** The address a student opens (or scans) to join with this code. */
export const joinUrl = (code: string, origin = window.location.origin) =>
  `${origin}/join?code=${encodeURIComponent(code)}`;

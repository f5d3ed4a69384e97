// Phone number rules (docs/rules.md#accounts), shared by the form (as the user types) and the server (before storing).

/** The phone field keeps only digits, plus, hyphen, parentheses and space. */
export function filterPhoneInput(input: string): string {
  return input.replace(/[^\d+\-() ]/g, '');
}

/** Present and at least 10 characters, else "Please enter a valid phone number". */
export function isPlausiblePhone(input: string): boolean {
  return input.trim().length >= 10;
}

/**
 * Normalisation: non-digits stripped; 10 digits get +1; 11 digits starting with 1 get +;
 * input already starting with + keeps its digits after the +; otherwise + is prepended.
 */
export function normalizePhone(input: string): string {
  const trimmed = input.trim();
  const digits = trimmed.replace(/\D/g, '');
  if (trimmed.startsWith('+')) return `+${digits}`;
  if (digits.length === 10) return `+1${digits}`;
  if (digits.length === 11 && digits.startsWith('1')) return `+${digits}`;
  return `+${digits}`;
}

/** E.164 allows at most 15 digits; fewer than 8 cannot be a reachable number. */
export function isValidNormalizedPhone(phone: string): boolean {
  return /^\+\d{8,15}$/.test(phone);
}

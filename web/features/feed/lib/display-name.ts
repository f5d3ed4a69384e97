import type { Me } from '#core/schemas/auth';

/** The full name, else the username, else the email (else the phone, for phone accounts). */
export function displayName(user: Me['user']): string {
  return user.fullName?.trim() || user.username || user.email || user.phoneNumber || '';
}

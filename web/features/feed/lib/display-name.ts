import type { Me } from '#core/schemas/auth';

/**
 * The name the feed greets the player by: the display name others see (docs/rules.md#accounts),
 * else the username, else the email (else the phone, for phone accounts). Never the full name.
 */
export function displayName(user: Me['user']): string {
  return user.displayName?.trim() || user.username || user.email || user.phoneNumber || '';
}

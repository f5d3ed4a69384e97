// A player's two names (docs/rules.md#accounts): the display name, which everyone who sees the
// player in the game sees, and the full name, which only the player (and the teacher who issued
// their login) sees. Accounts made before the two were split had the full name copied into the
// display name: a display name equal to the full name is the full name, so it counts as none.
// The server's SQL twin is server/db/display-name-sql.ts.
import { blockedWordsIn, containsLink } from '../moderation/word-filter';

const same = (a: string, b: string) => a.toLowerCase() === b.toLowerCase();

/** The display name others may see, or null when there is none (show the username then). */
export function chosenDisplayName(displayName: string | null | undefined, fullName: string | null | undefined) {
  const shown = displayName?.trim() ?? '';
  if (!shown) return null;
  const full = fullName?.trim() ?? '';
  return full && same(shown, full) ? null : shown;
}

/** What to call a player on screen: their display name, else their username. */
export function shownName(person: { displayName: string | null; username: string | null }): string | null {
  return person.displayName ?? person.username;
}

/**
 * Why a display name cannot be saved, if it cannot: it is public, so it may not be the player's
 * full name, carry a blocked word or a link. Empty is fine (the username shows).
 */
export function displayNameRefusal(
  displayName: string,
  fullName: string | null | undefined,
): 'full_name' | 'not_allowed' | null {
  const shown = displayName.trim();
  if (!shown) return null;
  if (chosenDisplayName(shown, fullName) === null) return 'full_name';
  if (blockedWordsIn(shown).length > 0 || containsLink(shown)) return 'not_allowed';
  return null;
}

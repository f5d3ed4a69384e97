// Who may see what of a player (docs/rules.md#privacy), private by default. Pure; the server applies it to every
// answer that shows one player to another (board, friends, recent traders, trader profiles).
export const PROFILE_VISIBILITIES = ['public', 'friends', 'private'] as const;
export type ProfileVisibility = (typeof PROFILE_VISIBILITIES)[number];

export interface PrivacySettings {
  profileVisibility: ProfileVisibility;
  showTrades: boolean;
  showPortfolioValue: boolean;
}

/** The defaults of a new account: nothing shown. */
export const PRIVATE_BY_DEFAULT: PrivacySettings = {
  profileVisibility: 'private',
  showTrades: false,
  showPortfolioValue: false,
};

export interface Viewer {
  isSelf: boolean;
  isFriend: boolean;
}

/** Stored settings may be partial or missing: anything unknown counts as private. */
export function privacyOf(stored: unknown): PrivacySettings {
  const s = (stored ?? {}) as Partial<PrivacySettings>;
  return {
    profileVisibility:
      s.profileVisibility === 'public' || s.profileVisibility === 'friends' ? s.profileVisibility : 'private',
    showTrades: s.showTrades === true,
    showPortfolioValue: s.showPortfolioValue === true,
  };
}

/** The profile (name, bio) is visible: to oneself, to all when public, to friends when friends-only. */
export function canSeeProfile(settings: PrivacySettings, viewer: Viewer): boolean {
  if (viewer.isSelf) return true;
  if (settings.profileVisibility === 'public') return true;
  return settings.profileVisibility === 'friends' && viewer.isFriend;
}

/** Trades are shown only where the profile is, and only when the player allows it. */
export function canSeeTrades(settings: PrivacySettings, viewer: Viewer): boolean {
  return viewer.isSelf || (settings.showTrades && canSeeProfile(settings, viewer));
}

/**
 * The portfolio value (and the Bolts figures that give it away), like trades: only where the
 * profile is visible, and only when the player allows it.
 */
export function canSeePortfolioValue(settings: PrivacySettings, viewer: Viewer): boolean {
  return viewer.isSelf || (settings.showPortfolioValue && canSeeProfile(settings, viewer));
}

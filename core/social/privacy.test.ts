import { describe, expect, it } from 'vitest';
import { canSeePortfolioValue, canSeeProfile, canSeeTrades, privacyOf, PRIVATE_BY_DEFAULT } from './privacy';

const stranger = { isSelf: false, isFriend: false };
const friend = { isSelf: false, isFriend: true };
const self = { isSelf: true, isFriend: false };

describe('privacy rules', () => {
  it('treat missing or unknown settings as private', () => {
    expect(privacyOf(undefined)).toEqual(PRIVATE_BY_DEFAULT);
    expect(privacyOf({ profileVisibility: 'everyone', showTrades: 'yes' })).toEqual(PRIVATE_BY_DEFAULT);
  });

  it('show a private profile to its owner only', () => {
    expect(canSeeProfile(PRIVATE_BY_DEFAULT, self)).toBe(true);
    expect(canSeeProfile(PRIVATE_BY_DEFAULT, friend)).toBe(false);
    expect(canSeeProfile(PRIVATE_BY_DEFAULT, stranger)).toBe(false);
  });

  it('show a friends-only profile to friends, a public one to all', () => {
    const friendsOnly = privacyOf({ profileVisibility: 'friends' });
    expect(canSeeProfile(friendsOnly, friend)).toBe(true);
    expect(canSeeProfile(friendsOnly, stranger)).toBe(false);
    expect(canSeeProfile(privacyOf({ profileVisibility: 'public' }), stranger)).toBe(true);
  });

  it('show trades only where the profile shows and the player allows it', () => {
    expect(canSeeTrades(privacyOf({ profileVisibility: 'public', showTrades: false }), stranger)).toBe(false);
    expect(canSeeTrades(privacyOf({ profileVisibility: 'public', showTrades: true }), stranger)).toBe(true);
    expect(canSeeTrades(privacyOf({ profileVisibility: 'friends', showTrades: true }), stranger)).toBe(false);
    expect(canSeeTrades(privacyOf({ profileVisibility: 'friends', showTrades: true }), friend)).toBe(true);
    expect(canSeeTrades(PRIVATE_BY_DEFAULT, self)).toBe(true);
  });

  it('show the portfolio value only where the profile shows and the player allows it', () => {
    expect(canSeePortfolioValue(PRIVATE_BY_DEFAULT, friend)).toBe(false);
    expect(canSeePortfolioValue(privacyOf({ profileVisibility: 'public', showPortfolioValue: true }), stranger)).toBe(
      true,
    );
    expect(canSeePortfolioValue(privacyOf({ profileVisibility: 'friends', showPortfolioValue: true }), stranger)).toBe(
      false,
    );
    expect(canSeePortfolioValue(privacyOf({ profileVisibility: 'friends', showPortfolioValue: true }), friend)).toBe(
      true,
    );
    expect(canSeePortfolioValue(privacyOf({ showPortfolioValue: true }), friend)).toBe(false);
    expect(canSeePortfolioValue(PRIVATE_BY_DEFAULT, self)).toBe(true);
  });
});

import { createInstance } from 'i18next';
import { describe, expect, it } from 'vitest';
import { NOTIFICATION_TYPES, type NotificationType } from '#core/notifications/types';
import shared from '../../../locales/en.json';
import sharedHe from '../../../locales/he.json';
import sharedEs from '../../../locales/es.json';
import en from '../../../locales/notifications/en.json';
import he from '../../../locales/notifications/he.json';
import es from '../../../locales/notifications/es.json';
import { notificationText } from './notification-text';

const resources = {
  en: { translation: { ...shared, ...en } },
  he: { translation: { ...sharedHe, ...he } },
  es: { translation: { ...sharedEs, ...es } },
};

const params: Record<NotificationType, Record<string, string | number>> = {
  order_filled: { side: 'sell', quantity: 2, symbol: 'AURS', priceMinor: 9_750 },
  order_expired: { side: 'buy', quantity: 1, symbol: 'AURS', limitPriceMinor: 9_000 },
  order_cancelled: { side: 'buy', quantity: 3, symbol: 'AURS', reason: 'insufficient_balance' },
  news_held: { symbol: 'AURS', headline: 'Aurora opens a new plant' },
  rank_changed: { oldRank: 5, newRank: 2 },
  friend_request: { username: 'dana_k' },
  streak_at_risk: { streak: 4 },
  assignment_due: { className: '8B', dueOn: '2026-03-02' },
  price_alert: { symbol: 'AURS', direction: 'below', priceMinor: 40_000, reachedMinor: 39_900 },
  margin_call: { companyId: 'c1', symbol: 'AURS', quantity: 10, marginRatioBp: 13_850, maintenanceMarginBp: 13_000 },
  short_covered: { companyId: 'c1', symbol: 'AURS', quantity: 10, priceMinor: 11_550 },
};

describe('a notification is worded from its facts', () => {
  it.each(['en', 'he', 'es'] as const)('every type in %s, with no key left showing', async (language) => {
    const i18n = createInstance();
    await i18n.init({ lng: language, resources, interpolation: { escapeValue: false } });
    for (const type of NOTIFICATION_TYPES) {
      const { title, body } = notificationText({ type, params: params[type] }, i18n.t, language, (d) => d);
      expect(title, type).not.toMatch(/notifications\.|fills\.|{{/);
      expect(body, type).not.toMatch(/notifications\.|fills\.|{{/);
      expect(body.length, type).toBeGreaterThan(5);
    }
  });

  it('says which way a rank moved, and what filled at what price', async () => {
    const i18n = createInstance();
    await i18n.init({ lng: 'en', resources, interpolation: { escapeValue: false } });
    const words = (type: NotificationType, p: Record<string, string | number>) =>
      notificationText({ type, params: p }, i18n.t, 'en', (d) => d).body;
    expect(words('rank_changed', { oldRank: 5, newRank: 2 })).toBe('You climbed from #5 to #2');
    expect(words('rank_changed', { oldRank: 2, newRank: 5 })).toBe('You moved from #2 to #5');
    expect(words('order_filled', params.order_filled)).toBe('Sold 2 shares of AURS at 97.50 Bolts');
    expect(words('friend_request', {})).toBe('Someone sent you a friend request');
    expect(words('margin_call', params.margin_call)).toBe(
      'Your short of 10 AURS is down to 138% margin. Below 130% the shares are bought back for you at market. You can cover it yourself now.',
    );
    expect(words('short_covered', params.short_covered)).toBe(
      'The price of AURS rose too far: 10 shares were bought back for you at 115.50 Bolts to close your short.',
    );
  });

  it("shows a news headline in the player's language, English when it has none", async () => {
    const i18n = createInstance();
    await i18n.init({ lng: 'he', resources, interpolation: { escapeValue: false } });
    const news = { symbol: 'AURS', headline: 'Aurora opens a plant', headline_he: 'Aurora פותחת מפעל' };
    const body = (language: string, p: Record<string, string>) =>
      notificationText({ type: 'news_held', params: p }, i18n.t, language, (d) => d).body;
    expect(body('he', news)).toBe('Aurora פותחת מפעל');
    expect(body('es', news)).toBe('Aurora opens a plant');
    expect(body('en', news)).toBe('Aurora opens a plant');
  });
});

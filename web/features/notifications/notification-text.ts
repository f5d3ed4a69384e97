// A notification's words, from its type and facts, in the player's language (the server stores no
// sentences). The service worker keeps its own short table for push messages (web/public/sw.js).
import type { TFunction } from 'i18next';
import { formatPrice } from '#core/format';
import type { Notification } from '#core/schemas/notifications';
import { marginPercent } from '../../lib/shorts';

const num = (v: unknown) => (typeof v === 'number' && Number.isFinite(v) ? v : 0);
const str = (v: unknown) => (typeof v === 'string' ? v : '');

export function notificationText(
  n: Pick<Notification, 'type' | 'params'>,
  t: TFunction,
  language: string,
  formatDay: (ymd: string) => string,
): { title: string; body: string } {
  const p = n.params;
  const price = (v: unknown) => formatPrice(num(v), language);
  const key = `notifications.types.${n.type}`;
  switch (n.type) {
    case 'order_filled':
      return {
        title: t('fills.title'),
        body: t(p.side === 'sell' ? 'fills.sold' : 'fills.bought', {
          count: num(p.quantity),
          symbol: str(p.symbol),
          price: price(p.priceMinor),
        }),
      };
    case 'order_expired':
      return {
        title: t(`${key}.label`),
        body: t(`${key}.${p.side === 'sell' ? 'sell' : 'buy'}`, {
          count: num(p.quantity),
          symbol: str(p.symbol),
          price: price(p.limitPriceMinor),
        }),
      };
    case 'order_cancelled':
      return {
        title: t(`${key}.title`),
        body: t(`${key}.body`, { count: num(p.quantity), symbol: str(p.symbol) }),
      };
    case 'news_held':
      return {
        title: t(`${key}.title`, { symbol: str(p.symbol) }),
        body: str(p[`headline_${language.slice(0, 2)}`]) || str(p.headline),
      };
    case 'rank_changed':
      return {
        title: t(`${key}.title`),
        body: t(`${key}.${num(p.newRank) < num(p.oldRank) ? 'up' : 'down'}`, {
          oldRank: num(p.oldRank),
          newRank: num(p.newRank),
        }),
      };
    case 'friend_request':
      return {
        title: t(`${key}.title`),
        body: t(`${key}.body`, { username: str(p.username) || t(`${key}.someone`) }),
      };
    case 'streak_at_risk':
      return { title: t(`${key}.title`), body: t(`${key}.body`, { count: num(p.streak) }) };
    case 'assignment_due':
      return {
        title: t(`${key}.title`),
        body: t(`${key}.body`, { className: str(p.className), due: p.dueOn ? formatDay(str(p.dueOn)) : '' }),
      };
    case 'price_alert':
      return {
        title: t(`${key}.title`, { symbol: str(p.symbol) }),
        body: t(`${key}.${p.direction === 'above' ? 'above' : 'below'}`, {
          symbol: str(p.symbol),
          price: price(p.priceMinor),
          reached: price(p.reachedMinor),
        }),
      };
    case 'margin_call':
      return {
        title: t(`${key}.title`, { symbol: str(p.symbol) }),
        body: t(`${key}.body`, {
          count: num(p.quantity),
          symbol: str(p.symbol),
          ratio: marginPercent(num(p.marginRatioBp), language),
          maintenance: marginPercent(num(p.maintenanceMarginBp), language),
        }),
      };
    case 'short_covered':
      return {
        title: t(`${key}.title`, { symbol: str(p.symbol) }),
        body: t(`${key}.body`, { count: num(p.quantity), symbol: str(p.symbol), price: price(p.priceMinor) }),
      };
  }
}

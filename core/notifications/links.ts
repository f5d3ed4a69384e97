// Where a notification leads when tapped (the bell's list and the push message alike).
import type { NotificationType } from './types';

type Params = Record<string, string | number | boolean | null>;

const text = (v: unknown) => (typeof v === 'string' && v.length > 0 ? v : null);

export function notificationUrl(type: NotificationType, params: Params): string {
  const companyId = text(params.companyId);
  switch (type) {
    case 'order_filled':
    case 'order_expired':
    case 'order_cancelled':
    case 'price_alert':
    case 'margin_call':
    case 'short_covered':
      return companyId ? `/trade?company=${encodeURIComponent(companyId)}` : '/trade';
    case 'news_held':
      return companyId ? `/company/${encodeURIComponent(companyId)}` : '/';
    case 'friend_request':
      return '/messages';
    case 'rank_changed':
      return '/leaderboard';
    case 'streak_at_risk':
      return '/learn';
    case 'assignment_due':
      // A class's assignments are listed beside its trading floor.
      return '/trade';
  }
}

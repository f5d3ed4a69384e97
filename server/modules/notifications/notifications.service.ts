// The notification centre (docs/rules.md#notifications): other modules hand it events through the
// `Notifier` contract; it stores each once (the dedupe key), tells the player's open sockets, and
// sends a Web Push message when the player's settings allow it now. It never throws at the caller:
// a notification is never worth failing a trade or a friend request over.
import { pushVerdict } from '#core/notifications/delivery';
import { notificationUrl } from '#core/notifications/links';
import type { NotificationInput, NotificationType, Notifier } from '#core/notifications/types';
import {
  NOTIFICATIONS_PAGE,
  notificationSettingsFrom,
  type MarkRead,
  type Notification,
  type NotificationList,
  type NotificationSettings,
  type PushSubscriptionInput,
} from '#core/schemas/notifications';
import type { Order, Trade } from '#core/schemas/trading';
import { HttpError } from '../../http/http-error';
import type { EventBus } from '../../realtime';
import type { NotificationsRepo } from './notifications.repo';
import type { PushSender } from './web-push';

/** Which of the older settings switches turns a type off altogether (in the app too). */
const CATEGORY: Partial<Record<NotificationType, keyof NotificationSettings>> = {
  order_filled: 'tradeAlerts',
  order_expired: 'tradeAlerts',
  order_cancelled: 'tradeAlerts',
  news_held: 'marketNews',
  friend_request: 'socialUpdates',
};

/** The hosts of the browsers' push services; production sends to nothing else (no request forgery). */
const PUSH_SERVICE_HOSTS = ['.googleapis.com', '.mozilla.com', '.notify.windows.com', '.push.apple.com'];
const LOOPBACK = new Set(['127.0.0.1', 'localhost', '[::1]']);

export function pushEndpointAllowed(endpoint: string, production: boolean): boolean {
  let url: URL;
  try {
    url = new URL(endpoint);
  } catch {
    return false;
  }
  if (url.username || url.password) return false;
  const host = url.hostname.toLowerCase();
  const knownService = PUSH_SERVICE_HOSTS.some((suffix) => host.endsWith(suffix));
  if (production) return url.protocol === 'https:' && knownService;
  // Outside production a local push service (the tests') is fine too.
  return url.protocol === 'https:' || (url.protocol === 'http:' && LOOPBACK.has(host));
}

const CURSOR_SEPARATOR = '_';
/** The page's last notification: its time to the microsecond (the repo's `at`) and its id. */
const encodeCursor = (last: { notification: Notification; at: string }) =>
  `${last.at}${CURSOR_SEPARATOR}${last.notification.id}`;
/** An ISO time in UTC, to the microsecond at most: passed to the database as it is. */
const CURSOR_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d{1,6})?Z$/;
function decodeCursor(cursor: string | undefined): { at: string; id: string } | null {
  if (!cursor) return null;
  const [at, id] = cursor.split(CURSOR_SEPARATOR);
  const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
  if (!at || !id || !uuid.test(id) || !CURSOR_TIME.test(at) || Number.isNaN(Date.parse(at)))
    throw new HttpError(400, 'bad_request', 'That page cursor is not valid.');
  return { at, id };
}

export interface NotificationsDeps {
  repo: NotificationsRepo;
  bus: EventBus;
  push: PushSender;
  /** Production accepts only the browsers' push services as subscription endpoints. */
  production: boolean;
  now?: () => Date;
  log?: (line: string) => void;
}

export function createNotificationsService({
  repo,
  bus,
  push,
  production,
  now = () => new Date(),
  log = console.error,
}: NotificationsDeps) {
  async function pushOut(
    userId: string,
    notification: Notification,
    settings: NotificationSettings,
    tz: string | null,
  ) {
    const targets = await repo.subscriptions(userId);
    if (targets.length === 0) return;
    const at = now();
    const claimed = await repo.claimPush(
      userId,
      notification.id,
      (recent) => pushVerdict(settings, notification.type, at, tz, recent) === 'send',
    );
    if (!claimed) return;
    const payload = {
      id: notification.id,
      type: notification.type,
      params: notification.params,
      url: notificationUrl(notification.type, notification.params),
    };
    await Promise.all(
      targets.map(async (target) => {
        if ((await push.send(target, payload)) === 'gone') await repo.forgetEndpoint(target.endpoint);
      }),
    );
  }

  async function notify(userId: string, input: NotificationInput): Promise<void> {
    try {
      const prefs = await repo.preferences(userId);
      const settings = notificationSettingsFrom(prefs.settings);
      const category = CATEGORY[input.type];
      if (category && settings[category] === false) return;
      const notification = await repo.insert(userId, input.type, input.params, input.dedupeKey ?? null);
      if (!notification) return;
      await bus.publish({ type: 'notification', userId, notification });
      if (input.push !== false) await pushOut(userId, notification, settings, prefs.timeZone);
    } catch (err) {
      log(`[notifications] ${input.type} for a player was not delivered: ${(err as Error).message}`);
    }
  }

  const notifier: Notifier = { notify };

  return {
    notifier,
    notify,

    /** Orders: a resting order that filled later, or one that expired (docs/rules.md#notifications). */
    onFill(userId: string, fill: { order: Order; trade: Trade; wasResting: boolean }) {
      // A market order fills while the player watches: telling them again is noise (and uses the cap).
      if (!fill.wasResting) return;
      const { order, trade } = fill;
      void notify(userId, {
        type: 'order_filled',
        params: {
          orderId: order.id,
          companyId: order.companyId,
          symbol: order.companySymbol,
          side: order.side,
          quantity: trade.quantity,
          priceMinor: trade.pricePerShareMinor,
        },
        dedupeKey: `order_filled:${order.id}`,
      });
    },

    /**
     * An order the clock closed (expired), or the game (a triggered stop buy its cash no longer
     * covered); the player's own cancels tell them nothing they do not know.
     */
    onOrderClosed(userId: string, order: Order, reason?: 'insufficient_balance') {
      const facts = {
        orderId: order.id,
        companyId: order.companyId,
        symbol: order.companySymbol,
        side: order.side,
        quantity: order.quantity,
      };
      if (reason === 'insufficient_balance') {
        void notify(userId, {
          type: 'order_cancelled',
          params: { ...facts, reason },
          dedupeKey: `order_cancelled:${order.id}`,
        });
      } else if (order.status === 'expired') {
        void notify(userId, {
          type: 'order_expired',
          // A stop's price is its stop: it has no limit until it triggers.
          params: { ...facts, limitPriceMinor: order.limitPriceMinor ?? order.stopPriceMinor },
          dedupeKey: `order_expired:${order.id}`,
        });
      }
    },

    /** A news item about a company: every player holding it hears, once per item. */
    async onNewsPublished(newsId: string): Promise<void> {
      try {
        const facts = await repo.newsFacts(newsId);
        if (!facts) return;
        const holders = await repo.holdersOf(facts.companyId);
        for (const userId of holders) {
          await notify(userId, {
            type: 'news_held',
            params: {
              newsId,
              companyId: facts.companyId,
              symbol: facts.symbol,
              headline: facts.headline.slice(0, 160),
              // The device words it in its own language (docs/rules.md#content-languages).
              ...(facts.headlineHe ? { headline_he: facts.headlineHe.slice(0, 160) } : {}),
              ...(facts.headlineEs ? { headline_es: facts.headlineEs.slice(0, 160) } : {}),
            },
            dedupeKey: `news_held:${newsId}`,
          });
        }
      } catch (err) {
        log(`[notifications] news ${newsId} was not told to its holders: ${(err as Error).message}`);
      }
    },

    async list(userId: string, query: { before?: string; limit?: number }): Promise<NotificationList> {
      const limit = query.limit ?? NOTIFICATIONS_PAGE;
      const before = decodeCursor(query.before);
      const [rows, unread] = await Promise.all([repo.list(userId, limit + 1, before), repo.unread(userId)]);
      const page = rows.slice(0, limit);
      return {
        notifications: page.map((r) => r.notification),
        unread,
        nextCursor: rows.length > limit ? encodeCursor(page.at(-1)!) : null,
      };
    },

    async markRead(userId: string, body: MarkRead): Promise<{ unread: number }> {
      await repo.markRead(userId, 'all' in body ? 'all' : body.ids);
      return { unread: await repo.unread(userId) };
    },

    pushKey: () => push.publicKey(),

    async subscribe(userId: string, sub: PushSubscriptionInput): Promise<void> {
      if (!pushEndpointAllowed(sub.endpoint, production))
        throw new HttpError(400, 'bad_request', 'That push endpoint is not a browser push service.');
      await repo.subscribe(userId, { endpoint: sub.endpoint, p256dh: sub.keys.p256dh, auth: sub.keys.auth });
    },

    /** Only the player's own subscription goes; someone else's endpoint is "not found". */
    async unsubscribe(userId: string, endpoint: string): Promise<void> {
      if (!(await repo.unsubscribe(userId, endpoint)))
        throw new HttpError(404, 'not_found', 'No such push subscription.');
    },
  };
}
export type NotificationsService = ReturnType<typeof createNotificationsService>;

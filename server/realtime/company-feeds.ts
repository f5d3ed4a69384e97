// The book and trades pushes of every company that has at least one subscriber on this instance:
// one pair of timers per company (book every 5 s, trades every 10 s), however many sockets follow
// it. Each push is built once and sent to all of them.
import { ORDER_BOOK_REFRESH_MS, RECENT_TRADES_REFRESH_MS, type ServerFrame } from '#core/realtime';
import type { MarketDataService } from '../modules/market-data';

export interface FeedSubscriber {
  send(frame: ServerFrame): void;
}

interface Feed {
  subscribers: Set<FeedSubscriber>;
  bookTimer: NodeJS.Timeout;
  tradesTimer: NodeJS.Timeout;
  refreshTimer?: NodeJS.Timeout;
  bookBuilding: boolean;
  tradesBuilding: boolean;
}

/** Fills in one tick arrive together: push once for all of them. */
const REFRESH_DEBOUNCE_MS = 50;

export function createCompanyFeeds(
  marketData: MarketDataService,
  options: { bookMs?: number; tradesMs?: number; log?: (line: string) => void } = {},
) {
  const bookMs = options.bookMs ?? ORDER_BOOK_REFRESH_MS;
  const tradesMs = options.tradesMs ?? RECENT_TRADES_REFRESH_MS;
  const log = options.log ?? console.error;
  const feeds = new Map<string, Feed>();

  async function pushBook(companyId: string) {
    const feed = feeds.get(companyId);
    if (!feed || feed.bookBuilding) return;
    feed.bookBuilding = true;
    try {
      const book = await marketData.orderBook(companyId);
      for (const s of feeds.get(companyId)?.subscribers ?? []) s.send({ type: 'book', data: book });
    } catch (err) {
      log(`[realtime] order book of ${companyId} failed: ${(err as Error).message}`);
    } finally {
      feed.bookBuilding = false;
    }
  }

  async function pushTrades(companyId: string) {
    const feed = feeds.get(companyId);
    if (!feed || feed.tradesBuilding) return;
    feed.tradesBuilding = true;
    try {
      const trades = await marketData.recentTrades(companyId);
      for (const s of feeds.get(companyId)?.subscribers ?? []) s.send({ type: 'trades', data: trades });
    } catch (err) {
      log(`[realtime] recent trades of ${companyId} failed: ${(err as Error).message}`);
    } finally {
      feed.tradesBuilding = false;
    }
  }

  return {
    add(companyId: string, subscriber: FeedSubscriber) {
      let feed = feeds.get(companyId);
      if (!feed) {
        feed = {
          subscribers: new Set(),
          bookTimer: setInterval(() => void pushBook(companyId), bookMs).unref(),
          tradesTimer: setInterval(() => void pushTrades(companyId), tradesMs).unref(),
          bookBuilding: false,
          tradesBuilding: false,
        };
        feeds.set(companyId, feed);
      }
      feed.subscribers.add(subscriber);
    },

    remove(companyId: string, subscriber: FeedSubscriber) {
      const feed = feeds.get(companyId);
      if (!feed) return;
      feed.subscribers.delete(subscriber);
      if (feed.subscribers.size > 0) return;
      clearInterval(feed.bookTimer);
      clearInterval(feed.tradesTimer);
      clearTimeout(feed.refreshTimer);
      feeds.delete(companyId);
    },

    /** A fill or a closed order changed this company's book and trades: push both now. */
    refresh(companyId: string) {
      const feed = feeds.get(companyId);
      if (!feed || feed.refreshTimer) return;
      feed.refreshTimer = setTimeout(() => {
        feed.refreshTimer = undefined;
        void pushBook(companyId);
        void pushTrades(companyId);
      }, REFRESH_DEBOUNCE_MS).unref();
    },

    /** How many companies have timers running here (tests and diagnostics). */
    size: () => feeds.size,

    close() {
      for (const feed of feeds.values()) {
        clearInterval(feed.bookTimer);
        clearInterval(feed.tradesTimer);
        clearTimeout(feed.refreshTimer);
      }
      feeds.clear();
    },
  };
}
export type CompanyFeeds = ReturnType<typeof createCompanyFeeds>;

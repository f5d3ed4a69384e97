import type { Auth } from '../../auth/auth';
import type { Database } from '../../db/client';
import type { EventBus } from '../../realtime';
import type { PlatformSettingsReader } from '../platform-settings';
import type { TradingService } from '../trading';

/** What every admin area's routes receive. */
export interface AdminDeps {
  database: Database;
  auth: Auth;
  bus: EventBus;
  /** After a write that changes what players see (companies, news, ads): drop cached reads. */
  invalidateMarketReads: () => void;
  /** Delisting cancels open orders and pays holders through the one money path. */
  trading: Pick<TradingService, 'cancelAllOn' | 'holdersOf' | 'sellAtLastPrice' | 'shortsOf' | 'coverAtLastPrice'>;
  /** The platform settings cache: the settings area writes the row and drops it. */
  platformSettings: PlatformSettingsReader;
  /** The configured intervals the settings' "default" stands for. */
  intervals: { marketTickMs: number; newsroomMs: number };
  /** A published news item's holders are told (docs/rules.md#notifications). */
  onNewsPublished?: (newsId: string) => void;
}

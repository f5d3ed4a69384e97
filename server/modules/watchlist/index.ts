export { createProgressNotices, type ProgressNotices } from './progress-notices';
export { createWatchlistRepo } from './watchlist.repo';
export { watchlistRoutes } from './watchlist.routes';
export { createPriceAlertTrigger, createWatchlistService, type WatchlistService } from './watchlist.service';

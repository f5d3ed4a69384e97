export { createTradingRepo } from './trading.repo';
export { tradingRoutes } from './trading.routes';
export { createTradingService, type TradingService } from './trading.service';

export { portfolioRoutes } from './portfolio.routes';
export { createPortfolioService } from './portfolio.service';
export { createPortfolioRepo, createTradingRepo } from './trading.repo';
export { tradingRoutes } from './trading.routes';
export { createTradingService, type TradingService } from './trading.service';

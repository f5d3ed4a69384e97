export { portfolioRoutes } from './portfolio.routes';
export { createPortfolioHistoryRepo } from './portfolio-history.repo';
export { portfolioHistoryRoutes } from './portfolio-history.routes';
export { createPortfolioHistoryService } from './portfolio-history.service';
export { createPortfolioService } from './portfolio.service';
export { createPortfolioRepo, createTradingRepo } from './trading.repo';
export { tradingRoutes } from './trading.routes';
export { createTradingService, type TradingEvents, type TradingService } from './trading.service';

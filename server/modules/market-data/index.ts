export { createMarketDataRepo, type MarketDataRepo } from './market-data.repo';
export { marketDataRoutes } from './market-data.routes';
export { createMarketDataService, type MarketDataService } from './market-data.service';
export { createCandlesService, RANGES, type CandlesService } from './candles.service';
export { createIndicesService, type IndicesService } from './indices.service';
export { indicesRoutes } from './indices.routes';

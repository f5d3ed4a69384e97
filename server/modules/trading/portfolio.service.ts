// What a player owns in one game, valued at current prices: the portfolio's figures (the one
// definition, from the games module), its holdings and the gain its sales realised.
import { PUBLIC_GAME_ID } from '#core/games';
import type { Portfolio, ShortPosition } from '#core/schemas/trading';
import { marginRatioBp, marginState } from '#core/shorts';
import { averageCostMinor, totalMinor } from '#core/trading';
import type { GamesService } from '../games';
import type { PortfolioRepo } from './trading.repo';

/** The Bolts Index's return over a period (server/modules/market-data indices service). */
export interface IndexReturns {
  returnSinceBp(since: Date): Promise<number | null>;
}

export function createPortfolioService(
  repo: PortfolioRepo,
  games: Pick<GamesService, 'portfolioFor' | 'figures'>,
  index?: IndexReturns,
) {
  return {
    /** The player's portfolio in `gameId` (the public game by default). */
    async portfolio(userId: string, gameId: string = PUBLIC_GAME_ID): Promise<Portfolio> {
      const portfolioId = await games.portfolioFor(userId, gameId);
      const [rows, shortRows, figures, realizedGainMinor, since] = await Promise.all([
        repo.holdings(portfolioId),
        repo.shorts(portfolioId),
        games.figures(portfolioId),
        repo.realizedGain(portfolioId),
        repo.periodStart(portfolioId),
      ]);
      // You vs the Bolts Index over the portfolio's own period (docs/rules.md#bolts-index).
      const indexReturnBp = (await index?.returnSinceBp(since)) ?? null;
      const holdings = rows.map(({ holding, symbol, name, logo, priceMinor }) => {
        const valueMinor = totalMinor(holding.quantity, priceMinor);
        const gain = valueMinor - holding.totalCostMinor;
        return {
          companyId: holding.companyId,
          companySymbol: symbol,
          companyName: name,
          companyLogo: logo,
          quantity: holding.quantity,
          reservedQuantity: holding.reservedQuantity,
          averageCostMinor: averageCostMinor(holding) ?? 0,
          totalCostMinor: holding.totalCostMinor,
          priceMinor,
          valueMinor,
          unrealizedGainMinor: gain,
          unrealizedGainBp: holding.totalCostMinor > 0 ? Math.round((gain * 10_000) / holding.totalCostMinor) : 0,
        };
      });
      const shorts = shortRows.map(({ short, symbol, name, logo, priceMinor }): ShortPosition => {
        const liabilityMinor = totalMinor(short.quantity, priceMinor);
        const gain = short.proceedsMinor - liabilityMinor;
        const ratio = marginRatioBp(short.collateralMinor, liabilityMinor);
        return {
          companyId: short.companyId,
          companySymbol: symbol,
          companyName: name,
          companyLogo: logo,
          quantity: short.quantity,
          proceedsMinor: short.proceedsMinor,
          averagePriceMinor: Math.round(short.proceedsMinor / short.quantity),
          collateralMinor: short.collateralMinor,
          priceMinor,
          liabilityMinor,
          unrealizedGainMinor: gain,
          unrealizedGainBp: short.proceedsMinor > 0 ? Math.round((gain * 10_000) / short.proceedsMinor) : 0,
          marginRatioBp: Number.isFinite(ratio) ? ratio : 0,
          // The position's own levels: the game's rules when it was last added to.
          marginState: marginState(short.collateralMinor, liabilityMinor, short),
          openedAt: short.openedAt.toISOString(),
        };
      });
      return {
        ...figures,
        gameId,
        holdings,
        shorts,
        realizedGainMinor,
        vsIndex: { since: since.toISOString(), gainBp: figures.gainBp, indexReturnBp },
      };
    },
  };
}
export type PortfolioService = ReturnType<typeof createPortfolioService>;

import { z } from 'zod';

/** A game's short-selling rules, in basis points (core/shorts.ts). */
export const shortRulesSchema = z.object({
  initialMarginBp: z.number().int(),
  maintenanceMarginBp: z.number().int(),
  marginCallBp: z.number().int(),
  borrowFeeBpPerDay: z.number().int(),
});

/**
 * What a portfolio is worth, the one definition every screen shows (the server reads it from the
 * portfolio_values view). Cash includes what resting buys and shorts hold back; value = cash +
 * holdings - short liabilities, at current prices; gain = value - starting grant - bonuses: what trading earned, nothing given.
 */
export const portfolioFiguresSchema = z.object({
  cashMinor: z.number().int(),
  /** Cash held back for resting buy orders: part of cash, not spendable twice. */
  reservedCashMinor: z.number().int(),
  holdingsValueMinor: z.number().int(),
  /** Cash held back as collateral for short positions (part of reservedCashMinor). */
  shortCollateralMinor: z.number().int(),
  /** What buying back every short would cost at current prices (subtracted from value). */
  shortLiabilityMinor: z.number().int(),
  valueMinor: z.number().int(),
  /** What the game granted when the player joined. */
  startingCashMinor: z.number().int(),
  /** Referral bonuses, prizes and adjustments: shown apart, never counted as gain. */
  bonusesMinor: z.number().int(),
  gainMinor: z.number().int(),
  /** Gain in basis points of what was granted (0 when nothing was). */
  gainBp: z.number().int(),
});
export type PortfolioFigures = z.infer<typeof portfolioFiguresSchema>;

export const gameSchema = z.object({
  id: z.uuid(),
  /** 'public' for the weekly game everyone plays (the browser names it in the player's language). */
  slug: z.string().nullable(),
  name: z.string(),
  startingCashMinor: z.number().int(),
  startsAt: z.string().nullable(),
  endsAt: z.string().nullable(),
});
export type Game = z.infer<typeof gameSchema>;

/** One of the player's games, with what their portfolio in it is worth. */
export const myGameSchema = gameSchema.extend({
  portfolio: portfolioFiguresSchema,
  /** A class's rules the order form follows (docs/rules.md#classes); null for other games. */
  classRules: z.object({ limitOrders: z.boolean(), reasonsRequired: z.boolean() }).nullable(),
  /** The game's margin rules when it allows short selling (docs/rules.md#short-selling); null when not. */
  shortRules: shortRulesSchema.nullable(),
});
export type MyGame = z.infer<typeof myGameSchema>;
export const myGamesSchema = z.object({ games: z.array(myGameSchema) });

/** `?game=<id>` on every money route; absent means the public game. */
export const gameQuerySchema = z.object({ game: z.uuid().optional() });

// The watchlist and price alerts (docs/rules.md#watchlist-and-price-alerts): request bodies and
// answers shared by the API and the web app.
import { z } from 'zod';

export { PRICE_ALERTS_MAX, WATCHLIST_MAX } from '../watchlist';

export const companyIdPathSchema = z.object({ companyId: z.uuid() });
export const alertIdPathSchema = z.object({ id: z.uuid() });

/** A starred company with its live figures, for the compact lists. */
export const watchedCompanySchema = z.object({
  companyId: z.uuid(),
  symbol: z.string(),
  name: z.string(),
  logo: z.string(),
  priceMinor: z.number().int(),
  changeBp: z.number().int(),
  addedAt: z.string(),
});
export type WatchedCompany = z.infer<typeof watchedCompanySchema>;

export const watchlistSchema = z.object({ companies: z.array(watchedCompanySchema) });
export type Watchlist = z.infer<typeof watchlistSchema>;

export const ALERT_DIRECTIONS = ['below', 'above'] as const;
export type AlertDirection = (typeof ALERT_DIRECTIONS)[number];

export const newPriceAlertSchema = z.object({
  companyId: z.uuid(),
  direction: z.enum(ALERT_DIRECTIONS),
  // Bolts in minor units; a price no company could reach in a lifetime is still an integer here.
  priceMinor: z.number().int().positive().max(1_000_000_000_000),
});
export type NewPriceAlert = z.infer<typeof newPriceAlertSchema>;

export const priceAlertSchema = z.object({
  id: z.uuid(),
  companyId: z.uuid(),
  symbol: z.string(),
  name: z.string(),
  direction: z.enum(ALERT_DIRECTIONS),
  priceMinor: z.number().int(),
  /** The company's price now, to show how far the alert is. */
  currentPriceMinor: z.number().int(),
  createdAt: z.string(),
});
export type PriceAlert = z.infer<typeof priceAlertSchema>;

/** The player's waiting alerts (fired ones become notifications and leave the list). */
export const priceAlertListSchema = z.object({ alerts: z.array(priceAlertSchema) });
export type PriceAlertList = z.infer<typeof priceAlertListSchema>;

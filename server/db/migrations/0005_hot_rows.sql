-- The engine rewrites price, change and market cap every tick: without indexes on them, and with
-- room left on each page, those updates stay in place (heap-only tuples, no index writes). Cash
-- and holdings change on every trade, and the current minute's candle on every tick: same idea.
-- Fill factors apply to pages written from now on.
DROP INDEX "companies_market_cap_idx";--> statement-breakpoint
DROP INDEX "companies_change_idx";--> statement-breakpoint
ALTER TABLE "companies" SET (fillfactor = 50);--> statement-breakpoint
ALTER TABLE "price_candles" SET (fillfactor = 80);--> statement-breakpoint
ALTER TABLE "profiles" SET (fillfactor = 70);--> statement-breakpoint
ALTER TABLE "user_holdings" SET (fillfactor = 70);

-- The candle the price is in now lives on the company's row, which the engine rewrites every tick
-- anyway; price_candles gets it once its bucket ends (server/market/live-candle.ts).
ALTER TABLE "companies" ADD COLUMN "candle_start" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "candle_open_minor" bigint;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "candle_high_minor" bigint;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "candle_low_minor" bigint;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "candle_volume" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
-- The engine looks for expired day orders every tick.
CREATE INDEX "orders_open_expiry_idx" ON "orders" USING btree ("expires_at") WHERE "orders"."status" = 'open' and "orders"."expires_at" is not null;
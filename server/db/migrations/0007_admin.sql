CREATE TABLE "platform_settings" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"starting_balance_minor" bigint DEFAULT 5000000 NOT NULL,
	"referral_bonus_minor" bigint DEFAULT 50000 NOT NULL,
	"weekly_prize_minor" bigint DEFAULT 500000 NOT NULL,
	"market_tick_ms" integer,
	"newsroom_ms" integer,
	"trading_paused" boolean DEFAULT false NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" text,
	CONSTRAINT "platform_settings_single_row" CHECK ("platform_settings"."id" = 1),
	CONSTRAINT "platform_settings_amounts" CHECK ("platform_settings"."starting_balance_minor" >= 0 and "platform_settings"."referral_bonus_minor" >= 0 and "platform_settings"."weekly_prize_minor" >= 0),
	CONSTRAINT "platform_settings_intervals" CHECK (coalesce("platform_settings"."market_tick_ms", 1000) >= 1000 and coalesce("platform_settings"."newsroom_ms", 0) >= 0)
);
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "suspended_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "platform_settings" ADD CONSTRAINT "platform_settings_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
-- The one settings row, with the defaults above; admins change it, nobody inserts another.
INSERT INTO "platform_settings" ("id") VALUES (1) ON CONFLICT DO NOTHING;

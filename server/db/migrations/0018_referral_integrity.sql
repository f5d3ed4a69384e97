-- Referrals pay once the new player trades, at most a weekly number per referrer, and never
-- between accounts seen on the same device or address (docs/rules.md#referrals). Orders per
-- minute per portfolio become a platform setting.
CREATE TABLE "account_signals" (
	"user_id" text NOT NULL,
	"kind" text NOT NULL,
	"value_hash" text NOT NULL,
	"first_seen_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_seen_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "account_signals_user_id_kind_value_hash_pk" PRIMARY KEY("user_id","kind","value_hash"),
	CONSTRAINT "account_signals_kind_known" CHECK ("account_signals"."kind" in ('address', 'device'))
);
--> statement-breakpoint
ALTER TABLE "platform_settings" DROP CONSTRAINT "platform_settings_amounts";--> statement-breakpoint
ALTER TABLE "platform_settings" ADD COLUMN "referral_weekly_cap" integer DEFAULT 5 NOT NULL;--> statement-breakpoint
ALTER TABLE "platform_settings" ADD COLUMN "orders_per_minute" integer DEFAULT 120 NOT NULL;--> statement-breakpoint
ALTER TABLE "referrals" ADD COLUMN "status" text DEFAULT 'pending' NOT NULL;--> statement-breakpoint
ALTER TABLE "referrals" ADD COLUMN "decided_at" timestamp with time zone;--> statement-breakpoint
-- Every referral before this change was paid when it was claimed.
UPDATE "referrals" SET "status" = 'credited', "decided_at" = "created_at";--> statement-breakpoint
ALTER TABLE "account_signals" ADD CONSTRAINT "account_signals_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "account_signals_value_idx" ON "account_signals" USING btree ("kind","value_hash");--> statement-breakpoint
CREATE INDEX "referrals_credited_idx" ON "referrals" USING btree ("referrer_user_id","decided_at") WHERE "referrals"."status" = 'credited';--> statement-breakpoint
ALTER TABLE "platform_settings" ADD CONSTRAINT "platform_settings_amounts" CHECK ("platform_settings"."referral_bonus_minor" >= 0 and "platform_settings"."weekly_prize_minor" >= 0 and "platform_settings"."referral_weekly_cap" >= 0 and "platform_settings"."orders_per_minute" >= 1);--> statement-breakpoint
ALTER TABLE "referrals" ADD CONSTRAINT "referrals_status_known" CHECK ("referrals"."status" in ('pending', 'credited', 'capped', 'refused'));
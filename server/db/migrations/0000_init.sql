CREATE TABLE "accounts" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"account_id" text NOT NULL,
	"provider_id" text NOT NULL,
	"access_token" text,
	"refresh_token" text,
	"id_token" text,
	"access_token_expires_at" timestamp with time zone,
	"refresh_token_expires_at" timestamp with time zone,
	"scope" text,
	"password" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "admin_logs" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"user_id" text,
	"action" text NOT NULL,
	"details" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ads" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"title" text NOT NULL,
	"description" text,
	"image_url" text NOT NULL,
	"click_url" text,
	"display_order" integer DEFAULT 0 NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"created_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ads_image_url_safe" CHECK ("ads"."image_url" ~* '^(https?://|/[^/])'),
	CONSTRAINT "ads_click_url_safe" CHECK ("ads"."click_url" is null or "ads"."click_url" ~* '^(https?://|/[^/])')
);
--> statement-breakpoint
CREATE TABLE "app_meta" (
	"key" text PRIMARY KEY NOT NULL,
	"value" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "companies" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"symbol" text NOT NULL,
	"logo" text DEFAULT '🏢' NOT NULL,
	"category" text NOT NULL,
	"description" text,
	"story" text,
	"ceo" text,
	"current_price_minor" bigint NOT NULL,
	"change_bp" integer DEFAULT 0 NOT NULL,
	"day_open_minor" bigint,
	"volume" bigint DEFAULT 0 NOT NULL,
	"market_cap_minor" bigint,
	"sector" text,
	"industry" text,
	"founded" integer,
	"employees" integer,
	"headquarters" text,
	"website" text,
	"business_model" text,
	"competitive_advantages" text,
	"key_risks" text,
	"is_listed" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "companies_symbol_upper" CHECK ("companies"."symbol" = upper("companies"."symbol") and length("companies"."symbol") between 1 and 10),
	CONSTRAINT "companies_price_positive" CHECK ("companies"."current_price_minor" > 0),
	CONSTRAINT "companies_volume_not_negative" CHECK ("companies"."volume" >= 0),
	CONSTRAINT "companies_market_cap_not_negative" CHECK ("companies"."market_cap_minor" is null or "companies"."market_cap_minor" >= 0),
	CONSTRAINT "companies_employees_not_negative" CHECK ("companies"."employees" is null or "companies"."employees" >= 0)
);
--> statement-breakpoint
CREATE TABLE "company_financials" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"quarter" text NOT NULL,
	"revenue_minor" bigint NOT NULL,
	"net_income_minor" bigint NOT NULL,
	"total_assets_minor" bigint NOT NULL,
	"eps_minor" bigint NOT NULL,
	"published_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "company_financials_quarter_format" CHECK ("company_financials"."quarter" ~ '^[0-9]{4}-Q[1-4]$'),
	CONSTRAINT "company_financials_assets_not_negative" CHECK ("company_financials"."total_assets_minor" >= 0)
);
--> statement-breakpoint
CREATE TABLE "ledger_entries" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"journal_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"user_id" text,
	"system_account" text,
	"amount_minor" bigint NOT NULL,
	"transaction_id" uuid,
	"idempotency_key" text,
	"memo" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ledger_one_account" CHECK (("ledger_entries"."user_id" is null) <> ("ledger_entries"."system_account" is null)),
	CONSTRAINT "ledger_amount_nonzero" CHECK ("ledger_entries"."amount_minor" <> 0),
	CONSTRAINT "ledger_kind_known" CHECK ("ledger_entries"."kind" in ('signup_grant', 'referral_bonus', 'trade', 'weekly_prize', 'delisting_payout', 'adjustment'))
);
--> statement-breakpoint
CREATE TABLE "management_profiles" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"name" text NOT NULL,
	"position" text NOT NULL,
	"bio" text,
	"education" text,
	"sort_order" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "news" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"headline" text NOT NULL,
	"summary" text NOT NULL,
	"content" text,
	"news_type" text DEFAULT 'market_update' NOT NULL,
	"sentiment" text DEFAULT 'neutral' NOT NULL,
	"impact_score" numeric(4, 2) DEFAULT 0 NOT NULL,
	"is_generated" boolean DEFAULT false NOT NULL,
	"published_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "news_sentiment_known" CHECK ("news"."sentiment" in ('positive', 'neutral', 'negative')),
	CONSTRAINT "news_type_known" CHECK ("news"."news_type" in ('market_update', 'earnings', 'partnership', 'product_launch', 'operational', 'regulatory')),
	CONSTRAINT "news_impact_range" CHECK ("news"."impact_score" between -10 and 10)
);
--> statement-breakpoint
CREATE TABLE "profiles" (
	"user_id" text PRIMARY KEY NOT NULL,
	"username" text,
	"full_name" text,
	"email" text,
	"balance_minor" bigint DEFAULT 0 NOT NULL,
	"has_completed_onboarding" boolean DEFAULT false NOT NULL,
	"avatar_url" text,
	"bio" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "profiles_balance_not_negative" CHECK ("profiles"."balance_minor" >= 0)
);
--> statement-breakpoint
CREATE TABLE "referral_links" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"referral_code" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sessions" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"token" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"ip_address" text,
	"user_agent" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sessions_token_unique" UNIQUE("token")
);
--> statement-breakpoint
CREATE TABLE "transactions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"buyer_id" text,
	"seller_id" text,
	"company_id" uuid NOT NULL,
	"quantity" bigint NOT NULL,
	"price_per_share_minor" bigint NOT NULL,
	"total_amount_minor" bigint NOT NULL,
	"transaction_type" text NOT NULL,
	"realized_gain_minor" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "transactions_quantity_positive" CHECK ("transactions"."quantity" > 0),
	CONSTRAINT "transactions_price_positive" CHECK ("transactions"."price_per_share_minor" > 0),
	CONSTRAINT "transactions_total_matches" CHECK ("transactions"."total_amount_minor" = "transactions"."quantity" * "transactions"."price_per_share_minor"),
	CONSTRAINT "transactions_type_known" CHECK ("transactions"."transaction_type" in ('buy', 'sell')),
	CONSTRAINT "transactions_has_player" CHECK ("transactions"."buyer_id" is not null or "transactions"."seller_id" is not null)
);
--> statement-breakpoint
CREATE TABLE "user_holdings" (
	"user_id" text NOT NULL,
	"company_id" uuid NOT NULL,
	"quantity" bigint DEFAULT 0 NOT NULL,
	"reserved_quantity" bigint DEFAULT 0 NOT NULL,
	"total_cost_minor" bigint DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "user_holdings_user_id_company_id_pk" PRIMARY KEY("user_id","company_id"),
	CONSTRAINT "user_holdings_quantity_not_negative" CHECK ("user_holdings"."quantity" >= 0),
	CONSTRAINT "user_holdings_reserved_within_quantity" CHECK ("user_holdings"."reserved_quantity" between 0 and "user_holdings"."quantity"),
	CONSTRAINT "user_holdings_cost_not_negative" CHECK ("user_holdings"."total_cost_minor" >= 0)
);
--> statement-breakpoint
CREATE TABLE "user_roles" (
	"user_id" text NOT NULL,
	"role" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "user_roles_user_id_role_pk" PRIMARY KEY("user_id","role"),
	CONSTRAINT "user_roles_role_known" CHECK ("user_roles"."role" in ('admin', 'moderator', 'user'))
);
--> statement-breakpoint
CREATE TABLE "user_settings" (
	"user_id" text PRIMARY KEY NOT NULL,
	"display_name" text,
	"bio" text,
	"privacy_settings" jsonb DEFAULT '{"profile_visibility":"private","portfolio_visibility":"private","show_trades":false}'::jsonb NOT NULL,
	"notification_settings" jsonb DEFAULT '{"email_notifications":true,"push_notifications":true,"trade_alerts":true,"market_news":true,"social_updates":true}'::jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"email_verified" boolean DEFAULT false NOT NULL,
	"image" text,
	"username" text,
	"display_username" text,
	"phone_number" text,
	"phone_number_verified" boolean,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "users_email_unique" UNIQUE("email"),
	CONSTRAINT "users_username_unique" UNIQUE("username"),
	CONSTRAINT "users_phone_number_unique" UNIQUE("phone_number")
);
--> statement-breakpoint
CREATE TABLE "verifications" (
	"id" text PRIMARY KEY NOT NULL,
	"identifier" text NOT NULL,
	"value" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "accounts" ADD CONSTRAINT "accounts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "admin_logs" ADD CONSTRAINT "admin_logs_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ads" ADD CONSTRAINT "ads_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_financials" ADD CONSTRAINT "company_financials_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD CONSTRAINT "ledger_entries_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD CONSTRAINT "ledger_entries_transaction_id_transactions_id_fk" FOREIGN KEY ("transaction_id") REFERENCES "public"."transactions"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "management_profiles" ADD CONSTRAINT "management_profiles_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "news" ADD CONSTRAINT "news_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "profiles" ADD CONSTRAINT "profiles_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "referral_links" ADD CONSTRAINT "referral_links_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transactions" ADD CONSTRAINT "transactions_buyer_id_users_id_fk" FOREIGN KEY ("buyer_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transactions" ADD CONSTRAINT "transactions_seller_id_users_id_fk" FOREIGN KEY ("seller_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transactions" ADD CONSTRAINT "transactions_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_holdings" ADD CONSTRAINT "user_holdings_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_holdings" ADD CONSTRAINT "user_holdings_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_roles" ADD CONSTRAINT "user_roles_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_settings" ADD CONSTRAINT "user_settings_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "accounts_user_id_idx" ON "accounts" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "admin_logs_created_idx" ON "admin_logs" USING btree ("created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "ads_active_order_idx" ON "ads" USING btree ("is_active","display_order");--> statement-breakpoint
CREATE UNIQUE INDEX "companies_symbol_key" ON "companies" USING btree ("symbol");--> statement-breakpoint
CREATE INDEX "companies_name_idx" ON "companies" USING btree ("name");--> statement-breakpoint
CREATE INDEX "companies_category_idx" ON "companies" USING btree ("category");--> statement-breakpoint
CREATE INDEX "companies_market_cap_idx" ON "companies" USING btree ("market_cap_minor" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "companies_change_idx" ON "companies" USING btree ("change_bp" DESC NULLS LAST);--> statement-breakpoint
CREATE UNIQUE INDEX "company_financials_company_quarter_key" ON "company_financials" USING btree ("company_id","quarter");--> statement-breakpoint
CREATE INDEX "company_financials_company_published_idx" ON "company_financials" USING btree ("company_id","published_at" DESC NULLS LAST);--> statement-breakpoint
CREATE UNIQUE INDEX "ledger_user_idempotency_key" ON "ledger_entries" USING btree ("idempotency_key","user_id") WHERE "ledger_entries"."idempotency_key" is not null and "ledger_entries"."user_id" is not null;--> statement-breakpoint
CREATE INDEX "ledger_user_idx" ON "ledger_entries" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "ledger_journal_idx" ON "ledger_entries" USING btree ("journal_id");--> statement-breakpoint
CREATE INDEX "management_profiles_company_idx" ON "management_profiles" USING btree ("company_id","sort_order");--> statement-breakpoint
CREATE INDEX "news_published_idx" ON "news" USING btree ("published_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "news_company_published_idx" ON "news" USING btree ("company_id","published_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "profiles_created_at_idx" ON "profiles" USING btree ("created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE UNIQUE INDEX "referral_links_code_key" ON "referral_links" USING btree ("referral_code");--> statement-breakpoint
CREATE INDEX "referral_links_user_created_idx" ON "referral_links" USING btree ("user_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "sessions_user_id_idx" ON "sessions" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "transactions_created_idx" ON "transactions" USING btree ("created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "transactions_buyer_idx" ON "transactions" USING btree ("buyer_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "transactions_seller_idx" ON "transactions" USING btree ("seller_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "transactions_company_idx" ON "transactions" USING btree ("company_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "user_holdings_company_idx" ON "user_holdings" USING btree ("company_id");--> statement-breakpoint
CREATE INDEX "verifications_identifier_idx" ON "verifications" USING btree ("identifier");
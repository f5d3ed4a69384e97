CREATE TABLE "orders" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"company_id" uuid NOT NULL,
	"side" text NOT NULL,
	"type" text NOT NULL,
	"time_in_force" text DEFAULT 'gtc' NOT NULL,
	"status" text NOT NULL,
	"quantity" bigint NOT NULL,
	"limit_price_minor" bigint,
	"reserved_minor" bigint DEFAULT 0 NOT NULL,
	"fill_price_minor" bigint,
	"transaction_id" uuid,
	"expires_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"closed_at" timestamp with time zone,
	CONSTRAINT "orders_quantity_positive" CHECK ("orders"."quantity" > 0),
	CONSTRAINT "orders_side_known" CHECK ("orders"."side" in ('buy', 'sell')),
	CONSTRAINT "orders_type_known" CHECK ("orders"."type" in ('market', 'limit')),
	CONSTRAINT "orders_status_known" CHECK ("orders"."status" in ('open', 'filled', 'cancelled', 'expired')),
	CONSTRAINT "orders_limit_has_price" CHECK ("orders"."type" = 'market' or "orders"."limit_price_minor" > 0),
	CONSTRAINT "orders_reserved_not_negative" CHECK ("orders"."reserved_minor" >= 0),
	CONSTRAINT "orders_only_limits_rest" CHECK ("orders"."status" <> 'open' or "orders"."type" = 'limit')
);
--> statement-breakpoint
ALTER TABLE "profiles" ADD COLUMN "reserved_minor" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_transaction_id_transactions_id_fk" FOREIGN KEY ("transaction_id") REFERENCES "public"."transactions"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "orders_user_status_idx" ON "orders" USING btree ("user_id","status","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "orders_open_company_idx" ON "orders" USING btree ("company_id","side","limit_price_minor","created_at") WHERE "orders"."status" = 'open';--> statement-breakpoint
ALTER TABLE "profiles" ADD CONSTRAINT "profiles_reserved_within_balance" CHECK ("profiles"."reserved_minor" between 0 and "profiles"."balance_minor");
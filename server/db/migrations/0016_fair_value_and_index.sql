CREATE TABLE "index_candles" (
	"index_id" text NOT NULL,
	"bucket_start" timestamp with time zone NOT NULL,
	"open_centi" bigint NOT NULL,
	"high_centi" bigint NOT NULL,
	"low_centi" bigint NOT NULL,
	"close_centi" bigint NOT NULL,
	CONSTRAINT "index_candles_index_id_bucket_start_pk" PRIMARY KEY("index_id","bucket_start"),
	CONSTRAINT "index_candles_range" CHECK ("index_candles"."low_centi" <= "index_candles"."open_centi" and "index_candles"."low_centi" <= "index_candles"."close_centi" and "index_candles"."high_centi" >= "index_candles"."open_centi" and "index_candles"."high_centi" >= "index_candles"."close_centi")
);
--> statement-breakpoint
CREATE TABLE "market_indices" (
	"id" text PRIMARY KEY NOT NULL,
	"level" double precision NOT NULL,
	"day_open" double precision NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "fair_value" double precision;--> statement-breakpoint
ALTER TABLE "index_candles" ADD CONSTRAINT "index_candles_index_id_market_indices_id_fk" FOREIGN KEY ("index_id") REFERENCES "public"."market_indices"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- A listing price is where investors agreed the company is worth: fair value starts there.
UPDATE "companies" SET "fair_value" = "current_price_minor";

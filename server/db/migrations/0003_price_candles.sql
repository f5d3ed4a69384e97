CREATE TABLE "price_candles" (
	"company_id" uuid NOT NULL,
	"bucket_start" timestamp with time zone NOT NULL,
	"open_minor" bigint NOT NULL,
	"high_minor" bigint NOT NULL,
	"low_minor" bigint NOT NULL,
	"close_minor" bigint NOT NULL,
	"volume" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "price_candles_company_id_bucket_start_pk" PRIMARY KEY("company_id","bucket_start"),
	CONSTRAINT "price_candles_range" CHECK ("price_candles"."low_minor" <= "price_candles"."open_minor" and "price_candles"."low_minor" <= "price_candles"."close_minor" and "price_candles"."high_minor" >= "price_candles"."open_minor" and "price_candles"."high_minor" >= "price_candles"."close_minor")
);
--> statement-breakpoint
ALTER TABLE "price_candles" ADD CONSTRAINT "price_candles_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;
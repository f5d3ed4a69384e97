-- Portfolios per game (docs/rules.md#games). Every money table moves from the player to a
-- portfolio; today's money moves, unchanged, into each player's portfolio in the public game,
-- which this migration creates with the starting balance the admins had set. Row counts and every
-- balance stay equal (test/integration/migration-portfolios.test.ts runs db:check either side).
CREATE TABLE "games" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"slug" text,
	"name" text NOT NULL,
	"starting_cash_minor" bigint NOT NULL,
	"rules" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"starts_at" timestamp with time zone,
	"ends_at" timestamp with time zone,
	"owner_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "games_slug_unique" UNIQUE("slug"),
	CONSTRAINT "games_starting_cash_not_negative" CHECK ("games"."starting_cash_minor" >= 0),
	CONSTRAINT "games_dates_in_order" CHECK ("games"."ends_at" is null or "games"."starts_at" is null or "games"."ends_at" > "games"."starts_at")
);
--> statement-breakpoint
ALTER TABLE "games" ADD CONSTRAINT "games_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE TABLE "portfolios" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"game_id" uuid NOT NULL,
	"user_id" text NOT NULL,
	"cash_minor" bigint DEFAULT 0 NOT NULL,
	"reserved_minor" bigint DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "portfolios_cash_not_negative" CHECK ("portfolios"."cash_minor" >= 0),
	CONSTRAINT "portfolios_reserved_within_cash" CHECK ("portfolios"."reserved_minor" between 0 and "portfolios"."cash_minor")
) WITH (fillfactor = 70);
--> statement-breakpoint
ALTER TABLE "portfolios" ADD CONSTRAINT "portfolios_game_id_games_id_fk" FOREIGN KEY ("game_id") REFERENCES "public"."games"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "portfolios" ADD CONSTRAINT "portfolios_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "portfolios_game_user_key" ON "portfolios" USING btree ("game_id","user_id");--> statement-breakpoint
CREATE INDEX "portfolios_user_idx" ON "portfolios" USING btree ("user_id");--> statement-breakpoint

-- The public game, with the starting balance the admins had set, and one portfolio for every
-- player (and anyone the books name), holding what the profile held.
INSERT INTO "games" ("id", "slug", "name", "starting_cash_minor", "rules", "created_at")
	SELECT '00000000-0000-4000-8000-000000000001', 'public', 'Public game',
		coalesce((SELECT "starting_balance_minor" FROM "platform_settings" WHERE "id" = 1), 5000000),
		'{"weeklyBoard": true}'::jsonb, coalesce((SELECT min("created_at") FROM "profiles"), now());--> statement-breakpoint
INSERT INTO "portfolios" ("game_id", "user_id", "cash_minor", "reserved_minor", "created_at")
	SELECT '00000000-0000-4000-8000-000000000001', u."id", coalesce(p."balance_minor", 0), coalesce(p."reserved_minor", 0),
		coalesce(p."created_at", u."created_at")
	FROM "users" u LEFT JOIN "profiles" p ON p."user_id" = u."id"
	WHERE p."user_id" IS NOT NULL
		OR EXISTS (SELECT 1 FROM "ledger_entries" l WHERE l."user_id" = u."id")
		OR EXISTS (SELECT 1 FROM "user_holdings" h WHERE h."user_id" = u."id")
		OR EXISTS (SELECT 1 FROM "orders" o WHERE o."user_id" = u."id")
		OR EXISTS (SELECT 1 FROM "transactions" t WHERE t."buyer_id" = u."id" OR t."seller_id" = u."id");--> statement-breakpoint

-- Holdings, keyed by portfolio.
CREATE TABLE "holdings" (
	"portfolio_id" uuid NOT NULL,
	"company_id" uuid NOT NULL,
	"quantity" bigint DEFAULT 0 NOT NULL,
	"reserved_quantity" bigint DEFAULT 0 NOT NULL,
	"total_cost_minor" bigint DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "holdings_portfolio_id_company_id_pk" PRIMARY KEY("portfolio_id","company_id"),
	CONSTRAINT "holdings_quantity_not_negative" CHECK ("holdings"."quantity" >= 0),
	CONSTRAINT "holdings_reserved_within_quantity" CHECK ("holdings"."reserved_quantity" between 0 and "holdings"."quantity"),
	CONSTRAINT "holdings_cost_not_negative" CHECK ("holdings"."total_cost_minor" >= 0)
) WITH (fillfactor = 70);
--> statement-breakpoint
INSERT INTO "holdings" ("portfolio_id", "company_id", "quantity", "reserved_quantity", "total_cost_minor", "updated_at")
	SELECT pf."id", h."company_id", h."quantity", h."reserved_quantity", h."total_cost_minor", h."updated_at"
	FROM "user_holdings" h JOIN "portfolios" pf ON pf."user_id" = h."user_id";--> statement-breakpoint
ALTER TABLE "holdings" ADD CONSTRAINT "holdings_portfolio_id_portfolios_id_fk" FOREIGN KEY ("portfolio_id") REFERENCES "public"."portfolios"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "holdings" ADD CONSTRAINT "holdings_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "holdings_company_idx" ON "holdings" USING btree ("company_id");--> statement-breakpoint
DROP TABLE "user_holdings" CASCADE;--> statement-breakpoint

-- The ledger: a player's account is their portfolio.
ALTER TABLE "ledger_entries" ADD COLUMN "portfolio_id" uuid;--> statement-breakpoint
UPDATE "ledger_entries" l SET "portfolio_id" = pf."id" FROM "portfolios" pf WHERE pf."user_id" = l."user_id";--> statement-breakpoint
ALTER TABLE "ledger_entries" DROP CONSTRAINT "ledger_one_account";--> statement-breakpoint
ALTER TABLE "ledger_entries" DROP CONSTRAINT "ledger_entries_user_id_users_id_fk";--> statement-breakpoint
DROP INDEX "ledger_user_idempotency_key";--> statement-breakpoint
DROP INDEX "ledger_user_idx";--> statement-breakpoint
ALTER TABLE "ledger_entries" DROP COLUMN "user_id";--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD CONSTRAINT "ledger_entries_portfolio_id_portfolios_id_fk" FOREIGN KEY ("portfolio_id") REFERENCES "public"."portfolios"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD CONSTRAINT "ledger_one_account" CHECK (("ledger_entries"."portfolio_id" is null) <> ("ledger_entries"."system_account" is null));--> statement-breakpoint
CREATE UNIQUE INDEX "ledger_portfolio_idempotency_key" ON "ledger_entries" USING btree ("idempotency_key","portfolio_id") WHERE "ledger_entries"."idempotency_key" is not null and "ledger_entries"."portfolio_id" is not null;--> statement-breakpoint
CREATE INDEX "ledger_portfolio_idx" ON "ledger_entries" USING btree ("portfolio_id","created_at");--> statement-breakpoint
CREATE INDEX "ledger_portfolio_grants_idx" ON "ledger_entries" USING btree ("portfolio_id","kind") WHERE "ledger_entries"."kind" <> 'trade';--> statement-breakpoint

-- Orders.
ALTER TABLE "orders" ADD COLUMN "portfolio_id" uuid;--> statement-breakpoint
UPDATE "orders" o SET "portfolio_id" = pf."id" FROM "portfolios" pf WHERE pf."user_id" = o."user_id";--> statement-breakpoint
ALTER TABLE "orders" ALTER COLUMN "portfolio_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" DROP CONSTRAINT "orders_user_id_users_id_fk";--> statement-breakpoint
DROP INDEX "orders_user_status_idx";--> statement-breakpoint
ALTER TABLE "orders" DROP COLUMN "user_id";--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_portfolio_id_portfolios_id_fk" FOREIGN KEY ("portfolio_id") REFERENCES "public"."portfolios"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "orders_portfolio_status_idx" ON "orders" USING btree ("portfolio_id","status","created_at" DESC NULLS LAST);--> statement-breakpoint

-- Trades: the player's portfolio on one side, the market always on the other.
ALTER TABLE "transactions" ADD COLUMN "portfolio_id" uuid;--> statement-breakpoint
UPDATE "transactions" t SET "portfolio_id" = pf."id" FROM "portfolios" pf
	WHERE pf."user_id" = coalesce(t."buyer_id", t."seller_id");--> statement-breakpoint
ALTER TABLE "transactions" ALTER COLUMN "portfolio_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "transactions" DROP CONSTRAINT "transactions_has_player";--> statement-breakpoint
ALTER TABLE "transactions" DROP CONSTRAINT "transactions_buyer_id_users_id_fk";--> statement-breakpoint
ALTER TABLE "transactions" DROP CONSTRAINT "transactions_seller_id_users_id_fk";--> statement-breakpoint
DROP INDEX "transactions_buyer_idx";--> statement-breakpoint
DROP INDEX "transactions_seller_idx";--> statement-breakpoint
ALTER TABLE "transactions" DROP COLUMN "buyer_id";--> statement-breakpoint
ALTER TABLE "transactions" DROP COLUMN "seller_id";--> statement-breakpoint
ALTER TABLE "transactions" ADD CONSTRAINT "transactions_portfolio_id_portfolios_id_fk" FOREIGN KEY ("portfolio_id") REFERENCES "public"."portfolios"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "transactions_portfolio_idx" ON "transactions" USING btree ("portfolio_id","created_at" DESC NULLS LAST);--> statement-breakpoint

-- The weekly board and its champions belong to a game.
ALTER TABLE "weekly_standings" ADD COLUMN "game_id" uuid;--> statement-breakpoint
ALTER TABLE "weekly_standings" ADD COLUMN "portfolio_id" uuid;--> statement-breakpoint
UPDATE "weekly_standings" s SET "game_id" = pf."game_id", "portfolio_id" = pf."id" FROM "portfolios" pf
	WHERE pf."user_id" = s."user_id";--> statement-breakpoint
DELETE FROM "weekly_standings" WHERE "portfolio_id" IS NULL;--> statement-breakpoint
ALTER TABLE "weekly_standings" ALTER COLUMN "game_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "weekly_standings" ALTER COLUMN "portfolio_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "weekly_standings" DROP CONSTRAINT "weekly_standings_user_id_users_id_fk";--> statement-breakpoint
ALTER TABLE "weekly_standings" DROP CONSTRAINT "weekly_standings_week_start_user_id_pk";--> statement-breakpoint
DROP INDEX "weekly_standings_rank_idx";--> statement-breakpoint
DROP INDEX "weekly_standings_week_rank_idx";--> statement-breakpoint
ALTER TABLE "weekly_standings" DROP COLUMN "user_id";--> statement-breakpoint
ALTER TABLE "weekly_standings" ADD CONSTRAINT "weekly_standings_week_start_portfolio_id_pk" PRIMARY KEY("week_start","portfolio_id");--> statement-breakpoint
ALTER TABLE "weekly_standings" ADD CONSTRAINT "weekly_standings_game_id_games_id_fk" FOREIGN KEY ("game_id") REFERENCES "public"."games"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "weekly_standings" ADD CONSTRAINT "weekly_standings_portfolio_id_portfolios_id_fk" FOREIGN KEY ("portfolio_id") REFERENCES "public"."portfolios"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "weekly_standings_rank_idx" ON "weekly_standings" USING btree ("game_id","week_start","gain_bp" DESC NULLS LAST,"gain_minor" DESC NULLS LAST,"portfolio_id");--> statement-breakpoint
CREATE INDEX "weekly_standings_week_rank_idx" ON "weekly_standings" USING btree ("game_id","week_start","rank");--> statement-breakpoint
ALTER TABLE "weekly_champions" ADD COLUMN "game_id" uuid;--> statement-breakpoint
ALTER TABLE "weekly_champions" ADD COLUMN "portfolio_id" uuid;--> statement-breakpoint
UPDATE "weekly_champions" SET "game_id" = '00000000-0000-4000-8000-000000000001';--> statement-breakpoint
UPDATE "weekly_champions" c SET "portfolio_id" = pf."id" FROM "portfolios" pf WHERE pf."user_id" = c."user_id";--> statement-breakpoint
ALTER TABLE "weekly_champions" ALTER COLUMN "game_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "weekly_champions" DROP CONSTRAINT "weekly_champions_pkey";--> statement-breakpoint
ALTER TABLE "weekly_champions" DROP CONSTRAINT "weekly_champions_user_id_users_id_fk";--> statement-breakpoint
ALTER TABLE "weekly_champions" DROP COLUMN "user_id";--> statement-breakpoint
ALTER TABLE "weekly_champions" ADD CONSTRAINT "weekly_champions_game_id_week_start_pk" PRIMARY KEY("game_id","week_start");--> statement-breakpoint
ALTER TABLE "weekly_champions" ADD CONSTRAINT "weekly_champions_game_id_games_id_fk" FOREIGN KEY ("game_id") REFERENCES "public"."games"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "weekly_champions" ADD CONSTRAINT "weekly_champions_portfolio_id_portfolios_id_fk" FOREIGN KEY ("portfolio_id") REFERENCES "public"."portfolios"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint

-- Cash leaves the profile; the starting balance is the public game's.
ALTER TABLE "profiles" DROP CONSTRAINT "profiles_balance_not_negative";--> statement-breakpoint
ALTER TABLE "profiles" DROP CONSTRAINT "profiles_reserved_within_balance";--> statement-breakpoint
ALTER TABLE "profiles" DROP COLUMN "balance_minor";--> statement-breakpoint
ALTER TABLE "profiles" DROP COLUMN "reserved_minor";--> statement-breakpoint
ALTER TABLE "profiles" RESET (fillfactor);--> statement-breakpoint
ALTER TABLE "platform_settings" DROP CONSTRAINT "platform_settings_amounts";--> statement-breakpoint
ALTER TABLE "platform_settings" DROP COLUMN "starting_balance_minor";--> statement-breakpoint
ALTER TABLE "platform_settings" ADD CONSTRAINT "platform_settings_amounts" CHECK ("platform_settings"."referral_bonus_minor" >= 0 and "platform_settings"."weekly_prize_minor" >= 0);--> statement-breakpoint

-- What a portfolio is worth, defined once: cash, holdings at current prices, their sum, the
-- starting grant, the other grants (referral bonuses, prizes, adjustments) and the gain from
-- trading alone (value less every grant). A delisting payout is a sale, not a grant.
CREATE VIEW "portfolio_values" AS
	SELECT pf."id" AS "portfolio_id", pf."game_id", pf."user_id", pf."cash_minor", pf."reserved_minor",
		coalesce(h."value", 0)::bigint AS "holdings_value_minor",
		(pf."cash_minor" + coalesce(h."value", 0))::bigint AS "value_minor",
		coalesce(g."starting", 0)::bigint AS "starting_grant_minor",
		coalesce(g."bonuses", 0)::bigint AS "bonuses_minor",
		(pf."cash_minor" + coalesce(h."value", 0) - coalesce(g."starting", 0) - coalesce(g."bonuses", 0))::bigint AS "gain_minor"
	FROM "portfolios" pf
	LEFT JOIN LATERAL (
		SELECT sum(h."quantity" * c."current_price_minor") AS "value"
		FROM "holdings" h JOIN "companies" c ON c."id" = h."company_id"
		WHERE h."portfolio_id" = pf."id"
	) h ON true
	LEFT JOIN LATERAL (
		SELECT sum(l."amount_minor") FILTER (WHERE l."kind" = 'signup_grant') AS "starting",
			sum(l."amount_minor") FILTER (WHERE l."kind" IN ('referral_bonus', 'weekly_prize', 'adjustment')) AS "bonuses"
		FROM "ledger_entries" l
		WHERE l."portfolio_id" = pf."id" AND l."kind" <> 'trade'
	) g ON true;--> statement-breakpoint

DROP FUNCTION "bolts_execute_trade";

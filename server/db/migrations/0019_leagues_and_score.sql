-- The competition rewards skill (docs/rules.md#competition): the Bolts Score and its inputs on each
-- standings line, prize eligibility facts and thresholds, held prizes for the admins' review, and
-- weekly leagues (tiers, the week's groups, and one row per formed week so the rollover runs once).
CREATE TABLE "league_members" (
	"week_start" timestamp with time zone NOT NULL,
	"portfolio_id" uuid NOT NULL,
	"game_id" uuid NOT NULL,
	"tier" smallint NOT NULL,
	"group_no" integer NOT NULL,
	CONSTRAINT "league_members_week_start_portfolio_id_pk" PRIMARY KEY("week_start","portfolio_id")
);
--> statement-breakpoint
CREATE TABLE "league_tiers" (
	"portfolio_id" uuid PRIMARY KEY NOT NULL,
	"tier" smallint DEFAULT 0 NOT NULL,
	"week_start" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "league_weeks" (
	"game_id" uuid NOT NULL,
	"week_start" timestamp with time zone NOT NULL,
	"formed_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "league_weeks_game_id_week_start_pk" PRIMARY KEY("game_id","week_start")
);
--> statement-breakpoint
DROP INDEX "weekly_standings_rank_idx";--> statement-breakpoint
ALTER TABLE "holdings" ADD COLUMN "opened_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "platform_settings" ADD COLUMN "prize_min_companies" integer DEFAULT 3 NOT NULL;--> statement-breakpoint
ALTER TABLE "platform_settings" ADD COLUMN "prize_max_position_bp" integer DEFAULT 4000 NOT NULL;--> statement-breakpoint
ALTER TABLE "platform_settings" ADD COLUMN "prize_min_hold_days" integer DEFAULT 3 NOT NULL;--> statement-breakpoint
ALTER TABLE "weekly_champions" ADD COLUMN "score" double precision;--> statement-breakpoint
ALTER TABLE "weekly_champions" ADD COLUMN "status" text DEFAULT 'paid' NOT NULL;--> statement-breakpoint
ALTER TABLE "weekly_champions" ADD COLUMN "evidence" jsonb;--> statement-breakpoint
ALTER TABLE "weekly_champions" ADD COLUMN "reviewed_by" text;--> statement-breakpoint
ALTER TABLE "weekly_champions" ADD COLUMN "reviewed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "weekly_standings" ADD COLUMN "index_start" double precision;--> statement-breakpoint
ALTER TABLE "weekly_standings" ADD COLUMN "swing_squares" double precision DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "weekly_standings" ADD COLUMN "traded" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "weekly_standings" ADD COLUMN "score" double precision;--> statement-breakpoint
ALTER TABLE "weekly_standings" ADD COLUMN "companies" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "weekly_standings" ADD COLUMN "max_position_bp" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "weekly_standings" ADD COLUMN "held_since" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "weekly_standings" ADD COLUMN "verified" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "league_members" ADD CONSTRAINT "league_members_portfolio_id_portfolios_id_fk" FOREIGN KEY ("portfolio_id") REFERENCES "public"."portfolios"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "league_tiers" ADD CONSTRAINT "league_tiers_portfolio_id_portfolios_id_fk" FOREIGN KEY ("portfolio_id") REFERENCES "public"."portfolios"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "league_weeks" ADD CONSTRAINT "league_weeks_game_id_games_id_fk" FOREIGN KEY ("game_id") REFERENCES "public"."games"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "league_members_group_idx" ON "league_members" USING btree ("game_id","week_start","tier","group_no");--> statement-breakpoint
ALTER TABLE "weekly_champions" ADD CONSTRAINT "weekly_champions_reviewed_by_users_id_fk" FOREIGN KEY ("reviewed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "weekly_champions_held_idx" ON "weekly_champions" USING btree ("decided_at") WHERE "weekly_champions"."status" = 'held';--> statement-breakpoint
ALTER TABLE "platform_settings" ADD CONSTRAINT "platform_settings_prize_rules" CHECK ("platform_settings"."prize_min_companies" >= 0 and "platform_settings"."prize_max_position_bp" between 1 and 10000 and "platform_settings"."prize_min_hold_days" between 0 and 7);--> statement-breakpoint
ALTER TABLE "weekly_champions" ADD CONSTRAINT "weekly_champions_status" CHECK ("weekly_champions"."status" in ('paid', 'held', 'approved', 'denied'));--> statement-breakpoint
-- When a position was opened, kept by the database whatever writes the row (a trade, a delisting,
-- an admin's fix): a row inserted, or one going from zero shares to some, is opened now.
CREATE FUNCTION holdings_opened_at() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	IF TG_OP = 'INSERT' OR (OLD.quantity = 0 AND NEW.quantity > 0) THEN
		NEW.opened_at := now();
	END IF;
	RETURN NEW;
END;
$$;--> statement-breakpoint
CREATE TRIGGER holdings_opened_at BEFORE INSERT OR UPDATE OF quantity ON holdings
	FOR EACH ROW EXECUTE FUNCTION holdings_opened_at();--> statement-breakpoint
-- Positions held before this change: opened at their last buy after the last time they were sold
-- down to nothing is not recorded, so the first buy of the company in the portfolio stands in.
UPDATE holdings h SET opened_at = coalesce(
	(SELECT min(t.created_at) FROM transactions t
	 WHERE t.portfolio_id = h.portfolio_id AND t.company_id = h.company_id AND t.transaction_type = 'buy'),
	h.updated_at);

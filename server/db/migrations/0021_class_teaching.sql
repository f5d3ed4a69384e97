-- Teaching in class games (docs/rules.md#classes): a reason kept with each order, logins a
-- teacher issues for a class, a student's portfolio leaving the class when the teacher removes
-- them, weekly paychecks, assignments checked automatically; and an account's birth year with a
-- parent's consent under the consent age (docs/rules.md#accounts). bolts_place_order takes the
-- reason; everything else it does is unchanged (0015).
CREATE TABLE "assignment_completions" (
	"assignment_id" uuid NOT NULL,
	"user_id" text NOT NULL,
	"completed_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "assignment_completions_assignment_id_user_id_pk" PRIMARY KEY("assignment_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "class_assignments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"game_id" uuid NOT NULL,
	"template" text NOT NULL,
	"params" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"due_on" date,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "class_assignments_template_known" CHECK ("class_assignments"."template" in ('limit_below_market', 'diversify', 'write_reasons', 'beat_index'))
);
--> statement-breakpoint
CREATE TABLE "class_logins" (
	"user_id" text PRIMARY KEY NOT NULL,
	"game_id" uuid NOT NULL,
	"issued_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "parental_consents" (
	"user_id" text PRIMARY KEY NOT NULL,
	"parent_email" text NOT NULL,
	"token_hash" text NOT NULL,
	"requested_at" timestamp with time zone DEFAULT now() NOT NULL,
	"confirmed_at" timestamp with time zone,
	CONSTRAINT "parental_consents_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
ALTER TABLE "ledger_entries" DROP CONSTRAINT "ledger_kind_known";--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "reason" text;--> statement-breakpoint
ALTER TABLE "platform_settings" ADD COLUMN "consent_age" integer DEFAULT 13 NOT NULL;--> statement-breakpoint
ALTER TABLE "portfolios" ADD COLUMN "left_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "birth_year" integer;--> statement-breakpoint
ALTER TABLE "assignment_completions" ADD CONSTRAINT "assignment_completions_assignment_id_class_assignments_id_fk" FOREIGN KEY ("assignment_id") REFERENCES "public"."class_assignments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "assignment_completions" ADD CONSTRAINT "assignment_completions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "class_assignments" ADD CONSTRAINT "class_assignments_game_id_games_id_fk" FOREIGN KEY ("game_id") REFERENCES "public"."games"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "class_logins" ADD CONSTRAINT "class_logins_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "class_logins" ADD CONSTRAINT "class_logins_game_id_games_id_fk" FOREIGN KEY ("game_id") REFERENCES "public"."games"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "class_logins" ADD CONSTRAINT "class_logins_issued_by_users_id_fk" FOREIGN KEY ("issued_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "parental_consents" ADD CONSTRAINT "parental_consents_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "class_assignments_game_idx" ON "class_assignments" USING btree ("game_id","created_at");--> statement-breakpoint
CREATE INDEX "class_logins_game_idx" ON "class_logins" USING btree ("game_id");--> statement-breakpoint
CREATE INDEX "orders_transaction_idx" ON "orders" USING btree ("transaction_id") WHERE "orders"."transaction_id" is not null;--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD CONSTRAINT "ledger_kind_known" CHECK ("ledger_entries"."kind" in ('signup_grant', 'referral_bonus', 'trade', 'weekly_prize', 'delisting_payout', 'adjustment', 'paycheck'));--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_reason_length" CHECK (char_length("orders"."reason") between 1 and 140);--> statement-breakpoint
ALTER TABLE "platform_settings" ADD CONSTRAINT "platform_settings_consent_age" CHECK ("platform_settings"."consent_age" between 0 and 18);--> statement-breakpoint
DROP FUNCTION "bolts_place_order"(uuid, uuid, text, text, text, bigint, bigint, bigint, bigint, timestamp with time zone);--> statement-breakpoint
CREATE FUNCTION "bolts_place_order"(
	"p_portfolio_id" uuid,
	"p_company_id" uuid,
	"p_side" text,
	"p_type" text,
	"p_time_in_force" text,
	"p_quantity" bigint,
	"p_limit_price" bigint,
	"p_fill_price" bigint,
	"p_priced_from" bigint,
	"p_expires_at" timestamp with time zone,
	"p_reason" text,
	OUT "outcome" text,
	OUT "company_price_minor" bigint,
	OUT "company_symbol" text,
	OUT "company_name" text,
	OUT "trade_id" uuid,
	OUT "trade_created_at" timestamp with time zone,
	OUT "total_amount_minor" bigint,
	OUT "realized_gain_minor" bigint,
	OUT "order_id" uuid,
	OUT "order_created_at" timestamp with time zone,
	OUT "reserved_minor" bigint
) LANGUAGE plpgsql AS $$
DECLARE
	v_listed boolean;
	v_cash bigint;
	v_reserved bigint;
	v_held bigint := 0;
	v_held_reserved bigint := 0;
	v_cost bigint := 0;
	v_had_holding boolean;
	v_available bigint;
BEGIN
	SELECT current_price_minor, symbol, name, is_listed INTO company_price_minor, company_symbol, company_name, v_listed
		FROM companies WHERE id = p_company_id;
	IF NOT FOUND THEN
		outcome := 'no_company';
		RETURN;
	END IF;
	IF NOT v_listed THEN
		outcome := 'not_listed';
		RETURN;
	END IF;
	IF p_priced_from IS DISTINCT FROM company_price_minor THEN
		outcome := 'repriced';
		RETURN;
	END IF;
	IF coalesce(p_type NOT IN ('market', 'limit'), true) OR coalesce(p_time_in_force NOT IN ('gtc', 'day'), true)
		OR (p_type = 'limit' AND coalesce(p_limit_price, 0) <= 0) OR (p_fill_price IS NULL AND p_type <> 'limit')
		OR coalesce(p_side NOT IN ('buy', 'sell'), true) OR coalesce(p_quantity, 0) <= 0 THEN
		RAISE EXCEPTION 'bolts_place_order: invalid order (%, %, %, %)', p_side, p_type, p_quantity, p_limit_price
			USING ERRCODE = '22023';
	END IF;

	SELECT cash_minor, portfolios.reserved_minor INTO v_cash, v_reserved
		FROM portfolios WHERE id = p_portfolio_id FOR UPDATE;
	IF NOT FOUND THEN
		RAISE EXCEPTION 'bolts_place_order: no portfolio %', p_portfolio_id USING ERRCODE = 'P0002';
	END IF;
	SELECT quantity, reserved_quantity, total_cost_minor INTO v_held, v_held_reserved, v_cost
		FROM holdings WHERE portfolio_id = p_portfolio_id AND company_id = p_company_id FOR UPDATE;
	v_had_holding := FOUND;
	IF NOT v_had_holding THEN
		v_held := 0;
		v_held_reserved := 0;
		v_cost := 0;
	END IF;

	IF p_fill_price IS NOT NULL THEN
		SELECT f.trade_id, f.trade_created_at, f.total_amount_minor, f.realized_gain_minor
			INTO trade_id, trade_created_at, total_amount_minor, realized_gain_minor
			FROM bolts_apply_fill(p_portfolio_id, p_company_id, p_side, p_quantity, p_fill_price, 0, 0,
				v_cash, v_reserved, v_held, v_held_reserved, v_cost, v_had_holding) f;
		INSERT INTO orders (portfolio_id, company_id, side, type, time_in_force, status, quantity, limit_price_minor,
				fill_price_minor, transaction_id, closed_at, reason)
			VALUES (p_portfolio_id, p_company_id, p_side, p_type, p_time_in_force, 'filled', p_quantity, p_limit_price,
				p_fill_price, trade_id, trade_created_at, p_reason)
			RETURNING id, created_at INTO order_id, order_created_at;
		reserved_minor := 0;
		outcome := 'filled';
		RETURN;
	END IF;

	IF p_side = 'buy' THEN
		reserved_minor := p_quantity * p_limit_price;
		v_available := v_cash - v_reserved;
		IF reserved_minor > v_available THEN
			RAISE EXCEPTION 'insufficient balance' USING ERRCODE = 'BT001',
				DETAIL = json_build_object('have', v_available, 'need', reserved_minor)::text;
		END IF;
		UPDATE portfolios SET reserved_minor = portfolios.reserved_minor + bolts_place_order.reserved_minor
			WHERE id = p_portfolio_id;
	ELSE
		reserved_minor := 0;
		v_available := v_held - v_held_reserved;
		IF p_quantity > v_available THEN
			RAISE EXCEPTION 'insufficient shares' USING ERRCODE = 'BT002',
				DETAIL = json_build_object('have', v_available, 'need', p_quantity)::text;
		END IF;
		UPDATE holdings SET reserved_quantity = reserved_quantity + p_quantity
			WHERE portfolio_id = p_portfolio_id AND company_id = p_company_id;
	END IF;
	INSERT INTO orders (portfolio_id, company_id, side, type, time_in_force, status, quantity, limit_price_minor,
			reserved_minor, expires_at, reason)
		VALUES (p_portfolio_id, p_company_id, p_side, 'limit', p_time_in_force, 'open', p_quantity, p_limit_price,
			bolts_place_order.reserved_minor, p_expires_at, p_reason)
		RETURNING id, created_at INTO order_id, order_created_at;
	outcome := 'rested';
END;
$$;
--> statement-breakpoint
-- A class's weekly paycheck is a grant like a prize: shown apart from the gain, never counted as it.
CREATE OR REPLACE VIEW "portfolio_values" AS
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
			sum(l."amount_minor") FILTER (WHERE l."kind" IN ('referral_bonus', 'weekly_prize', 'adjustment', 'paycheck')) AS "bonuses"
		FROM "ledger_entries" l
		WHERE l."portfolio_id" = pf."id" AND l."kind" <> 'trade'
	) g ON true;

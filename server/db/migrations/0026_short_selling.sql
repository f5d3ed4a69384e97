-- Short selling (docs/rules.md#short-selling, docs/decisions/017). A short is a row of its own in
-- short_positions: shares sold without holding them, owed back. Opening one is a sale (the proceeds
-- reach cash through the ledger) that holds back collateral (initial margin x value) in the
-- portfolio's reserved cash; a buy covers a short before it buys long, giving back collateral in
-- proportion and realising proceeds - cost. A daily borrow fee leaves the collateral through the
-- ledger (kind borrow_fee). portfolio_values subtracts the shorts' liability from value.
-- bolts_apply_fill and bolts_place_order gain p_short_rules (initial, maintenance and margin call
-- margins and the daily fee, basis points): set only on a short sale, which the server allows
-- where the game does. Lock order stays portfolio -> holding -> order -> short position.
CREATE TABLE "short_positions" (
	"portfolio_id" uuid NOT NULL,
	"company_id" uuid NOT NULL,
	"quantity" bigint NOT NULL,
	"proceeds_minor" bigint NOT NULL,
	"collateral_minor" bigint NOT NULL,
	"maintenance_margin_bp" integer NOT NULL,
	"margin_call_bp" integer NOT NULL,
	"borrow_fee_bp" integer NOT NULL,
	"fee_paid_on" date NOT NULL,
	"opened_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "short_positions_portfolio_id_company_id_pk" PRIMARY KEY("portfolio_id","company_id"),
	CONSTRAINT "short_positions_quantity_positive" CHECK ("short_positions"."quantity" > 0),
	CONSTRAINT "short_positions_amounts_not_negative" CHECK ("short_positions"."proceeds_minor" >= 0 and "short_positions"."collateral_minor" >= 0),
	CONSTRAINT "short_positions_margins_in_order" CHECK ("short_positions"."maintenance_margin_bp" > 10000 and "short_positions"."margin_call_bp" >= "short_positions"."maintenance_margin_bp" and "short_positions"."borrow_fee_bp" >= 0)
);
--> statement-breakpoint
ALTER TABLE "ledger_entries" DROP CONSTRAINT "ledger_kind_known";--> statement-breakpoint
ALTER TABLE "transactions" ADD COLUMN "short_quantity" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "short_positions" ADD CONSTRAINT "short_positions_portfolio_id_portfolios_id_fk" FOREIGN KEY ("portfolio_id") REFERENCES "public"."portfolios"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "short_positions" ADD CONSTRAINT "short_positions_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "short_positions_company_idx" ON "short_positions" USING btree ("company_id");--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD CONSTRAINT "ledger_kind_known" CHECK ("ledger_entries"."kind" in ('signup_grant', 'referral_bonus', 'trade', 'weekly_prize', 'delisting_payout', 'adjustment', 'paycheck', 'borrow_fee'));--> statement-breakpoint
ALTER TABLE "transactions" ADD CONSTRAINT "transactions_short_within_quantity" CHECK ("transactions"."short_quantity" between 0 and "transactions"."quantity");
--> statement-breakpoint
DROP FUNCTION "bolts_place_order"(uuid, uuid, text, text, text, bigint, bigint, bigint, bigint, timestamp with time zone, text, bigint, bigint, integer, bigint);--> statement-breakpoint
DROP FUNCTION "bolts_apply_fill"(uuid, uuid, text, bigint, bigint, bigint, bigint, bigint, bigint, bigint, bigint, bigint, boolean);--> statement-breakpoint
-- Writes one fill for a portfolio whose row and holding the caller has locked (their values are
-- passed in): the trade, the balanced ledger journal, the cash, the holding and the short position.
-- A buy covers the short first (collateral back in proportion, rounded down, all of it with the
-- last share; the proceeds' basis leaves in proportion, rounded half up) and buys long the rest.
-- A short sale (p_short_rules) needs no long shares (BT005) and free cash for the collateral
-- beyond its proceeds (BT003). A plain sale sells shares held (BT002).
CREATE FUNCTION "bolts_apply_fill"(
	"p_portfolio_id" uuid,
	"p_company_id" uuid,
	"p_side" text,
	"p_quantity" bigint,
	"p_price" bigint,
	"p_release_cash" bigint,
	"p_release_shares" bigint,
	"p_cash" bigint,
	"p_reserved" bigint,
	"p_held" bigint,
	"p_held_reserved" bigint,
	"p_cost" bigint,
	"p_had_holding" boolean,
	"p_short_rules" integer[],
	OUT "trade_id" uuid,
	OUT "trade_created_at" timestamp with time zone,
	OUT "total_amount_minor" bigint,
	OUT "realized_gain_minor" bigint,
	OUT "short_quantity" bigint
) LANGUAGE plpgsql AS $$
DECLARE
	v_held bigint := p_held;
	v_held_reserved bigint := p_held_reserved;
	v_cost bigint := p_cost;
	v_available bigint;
	v_basis_removed bigint;
	v_journal uuid := gen_random_uuid();
	v_short bigint;
	v_proceeds bigint;
	v_collateral bigint;
	v_released bigint := 0;
	v_cover_basis bigint := 0;
	v_added_collateral bigint;
BEGIN
	IF coalesce(p_side NOT IN ('buy', 'sell'), true) OR coalesce(p_quantity, 0) <= 0 OR coalesce(p_price, 0) <= 0
		OR (p_short_rules IS NOT NULL AND (p_side <> 'sell' OR coalesce(array_length(p_short_rules, 1), 0) <> 4
			OR p_short_rules[1] <= p_short_rules[2] OR p_short_rules[2] <= 10000 OR p_short_rules[3] < p_short_rules[2]
			OR p_short_rules[4] < 0)) THEN
		RAISE EXCEPTION 'bolts_apply_fill: invalid fill (%, %, %, %)', p_side, p_quantity, p_price, p_short_rules USING ERRCODE = '22023';
	END IF;
	total_amount_minor := p_quantity * p_price;
	short_quantity := 0;
	SELECT s.quantity, s.proceeds_minor, s.collateral_minor INTO v_short, v_proceeds, v_collateral
		FROM short_positions s WHERE s.portfolio_id = p_portfolio_id AND s.company_id = p_company_id FOR UPDATE;
	IF NOT FOUND THEN
		v_short := 0;
		v_proceeds := 0;
		v_collateral := 0;
	END IF;

	IF p_side = 'buy' THEN
		short_quantity := least(p_quantity, v_short);
		IF short_quantity = v_short AND v_short > 0 THEN
			v_released := v_collateral;
			v_cover_basis := v_proceeds;
		ELSIF short_quantity > 0 THEN
			v_released := div(v_collateral::numeric * short_quantity, v_short)::bigint;
			v_cover_basis := div(v_proceeds::numeric * short_quantity * 2 + v_short, 2::numeric * v_short)::bigint;
		END IF;
		v_available := p_cash - p_reserved + p_release_cash + v_released;
		IF total_amount_minor > v_available THEN
			RAISE EXCEPTION 'insufficient balance' USING ERRCODE = 'BT001',
				DETAIL = json_build_object('have', v_available, 'need', total_amount_minor)::text;
		END IF;
		IF short_quantity > 0 THEN
			realized_gain_minor := v_cover_basis - short_quantity * p_price;
		END IF;
		INSERT INTO transactions (portfolio_id, company_id, quantity, price_per_share_minor, total_amount_minor,
				transaction_type, realized_gain_minor, short_quantity)
			VALUES (p_portfolio_id, p_company_id, p_quantity, p_price, total_amount_minor, 'buy', realized_gain_minor,
				short_quantity)
			RETURNING id, created_at INTO trade_id, trade_created_at;
		INSERT INTO ledger_entries (journal_id, kind, portfolio_id, system_account, amount_minor, transaction_id)
			VALUES (v_journal, 'trade', p_portfolio_id, NULL, -total_amount_minor, trade_id),
				(v_journal, 'trade', NULL, 'market', total_amount_minor, trade_id);
		UPDATE portfolios
			SET cash_minor = cash_minor - total_amount_minor, reserved_minor = reserved_minor - p_release_cash - v_released
			WHERE id = p_portfolio_id;
		IF short_quantity > 0 AND short_quantity = v_short THEN
			DELETE FROM short_positions WHERE portfolio_id = p_portfolio_id AND company_id = p_company_id;
		ELSIF short_quantity > 0 THEN
			UPDATE short_positions
				SET quantity = quantity - short_quantity, proceeds_minor = proceeds_minor - v_cover_basis,
					collateral_minor = collateral_minor - v_released, updated_at = trade_created_at
				WHERE portfolio_id = p_portfolio_id AND company_id = p_company_id;
		END IF;
		IF short_quantity = p_quantity THEN
			RETURN;
		END IF;
		v_held := v_held + p_quantity - short_quantity;
		v_cost := v_cost + (p_quantity - short_quantity) * p_price;
	ELSIF p_short_rules IS NOT NULL THEN
		IF v_held > 0 THEN
			RAISE EXCEPTION 'shares held' USING ERRCODE = 'BT005',
				DETAIL = json_build_object('have', v_held, 'need', 0)::text;
		END IF;
		v_added_collateral := ceil(total_amount_minor::numeric * p_short_rules[1] / 10000)::bigint;
		v_available := p_cash - p_reserved;
		IF v_added_collateral - total_amount_minor > v_available THEN
			RAISE EXCEPTION 'insufficient margin' USING ERRCODE = 'BT003',
				DETAIL = json_build_object('have', v_available, 'need', v_added_collateral - total_amount_minor)::text;
		END IF;
		short_quantity := p_quantity;
		INSERT INTO transactions (portfolio_id, company_id, quantity, price_per_share_minor, total_amount_minor,
				transaction_type, short_quantity)
			VALUES (p_portfolio_id, p_company_id, p_quantity, p_price, total_amount_minor, 'sell', p_quantity)
			RETURNING id, created_at INTO trade_id, trade_created_at;
		INSERT INTO ledger_entries (journal_id, kind, portfolio_id, system_account, amount_minor, transaction_id)
			VALUES (v_journal, 'trade', p_portfolio_id, NULL, total_amount_minor, trade_id),
				(v_journal, 'trade', NULL, 'market', -total_amount_minor, trade_id);
		UPDATE portfolios
			SET cash_minor = cash_minor + total_amount_minor, reserved_minor = reserved_minor + v_added_collateral
			WHERE id = p_portfolio_id;
		-- The rules are the game's now: adding to a short brings its margins up to date.
		INSERT INTO short_positions (portfolio_id, company_id, quantity, proceeds_minor, collateral_minor,
				maintenance_margin_bp, margin_call_bp, borrow_fee_bp, fee_paid_on, opened_at, updated_at)
			VALUES (p_portfolio_id, p_company_id, p_quantity, total_amount_minor, v_added_collateral,
				p_short_rules[2], p_short_rules[3], p_short_rules[4], (trade_created_at AT TIME ZONE 'UTC')::date,
				trade_created_at, trade_created_at)
			ON CONFLICT (portfolio_id, company_id) DO UPDATE
			SET quantity = short_positions.quantity + excluded.quantity,
				proceeds_minor = short_positions.proceeds_minor + excluded.proceeds_minor,
				collateral_minor = short_positions.collateral_minor + excluded.collateral_minor,
				maintenance_margin_bp = excluded.maintenance_margin_bp, margin_call_bp = excluded.margin_call_bp,
				borrow_fee_bp = excluded.borrow_fee_bp, updated_at = excluded.updated_at;
		RETURN;
	ELSE
		v_available := v_held - v_held_reserved + p_release_shares;
		IF p_quantity > v_available THEN
			RAISE EXCEPTION 'insufficient shares' USING ERRCODE = 'BT002',
				DETAIL = json_build_object('have', v_available, 'need', p_quantity)::text;
		END IF;
		IF p_quantity = v_held THEN
			v_basis_removed := v_cost;
		ELSE
			v_basis_removed := div(v_cost::numeric * p_quantity * 2 + v_held, 2::numeric * v_held)::bigint;
		END IF;
		realized_gain_minor := total_amount_minor - v_basis_removed;
		INSERT INTO transactions (portfolio_id, company_id, quantity, price_per_share_minor, total_amount_minor,
				transaction_type, realized_gain_minor)
			VALUES (p_portfolio_id, p_company_id, p_quantity, p_price, total_amount_minor, 'sell', realized_gain_minor)
			RETURNING id, created_at INTO trade_id, trade_created_at;
		INSERT INTO ledger_entries (journal_id, kind, portfolio_id, system_account, amount_minor, transaction_id)
			VALUES (v_journal, 'trade', p_portfolio_id, NULL, total_amount_minor, trade_id),
				(v_journal, 'trade', NULL, 'market', -total_amount_minor, trade_id);
		UPDATE portfolios SET cash_minor = cash_minor + total_amount_minor WHERE id = p_portfolio_id;
		v_held := v_held - p_quantity;
		v_cost := v_cost - v_basis_removed;
		v_held_reserved := v_held_reserved - p_release_shares;
	END IF;

	IF v_held = 0 THEN
		DELETE FROM holdings WHERE portfolio_id = p_portfolio_id AND company_id = p_company_id;
	ELSIF p_had_holding THEN
		UPDATE holdings
			SET quantity = v_held, reserved_quantity = v_held_reserved, total_cost_minor = v_cost, updated_at = trade_created_at
			WHERE portfolio_id = p_portfolio_id AND company_id = p_company_id;
	ELSE
		-- Every path that writes a holding holds the portfolio lock first, so no other transaction
		-- can have made this row meanwhile; if one ever did, the primary key fails the fill loudly.
		INSERT INTO holdings (portfolio_id, company_id, quantity, reserved_quantity, total_cost_minor, updated_at)
			VALUES (p_portfolio_id, p_company_id, v_held, v_held_reserved, v_cost, trade_created_at);
	END IF;
END;
$$;
--> statement-breakpoint
-- A new order: as in 0025, with p_short_rules for a short sale and the cover check.
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
	"p_stop_price" bigint,
	"p_trail_amount" bigint,
	"p_trail_bp" integer,
	"p_reserve_price" bigint,
	"p_short_rules" integer[],
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
	OUT "reserved_minor" bigint,
	OUT "short_quantity" bigint
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
	v_stop boolean := p_type IN ('stop', 'stop_limit', 'trailing_stop');
	v_short bigint;
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
	IF coalesce(p_type NOT IN ('market', 'limit', 'stop', 'stop_limit', 'trailing_stop'), true)
		OR coalesce(p_time_in_force NOT IN ('gtc', 'day'), true)
		OR (p_type IN ('limit', 'stop_limit') AND coalesce(p_limit_price, 0) <= 0)
		OR (p_fill_price IS NULL AND p_type = 'market') OR (v_stop AND p_fill_price IS NOT NULL)
		OR (v_stop AND coalesce(p_stop_price, 0) <= 0)
		-- A stop on the wrong side of the market would trigger at once: the caller refuses it first.
		OR (v_stop AND p_side = 'sell' AND p_stop_price >= company_price_minor)
		OR (v_stop AND p_side = 'buy' AND p_stop_price <= company_price_minor)
		OR (p_type = 'trailing_stop' AND (p_trail_amount IS NULL) = (p_trail_bp IS NULL))
		OR (p_fill_price IS NULL AND p_side = 'buy' AND coalesce(p_reserve_price, p_limit_price, 0) <= 0)
		OR (p_short_rules IS NOT NULL AND (p_side <> 'sell' OR p_type <> 'market'))
		OR coalesce(p_side NOT IN ('buy', 'sell'), true) OR coalesce(p_quantity, 0) <= 0 THEN
		RAISE EXCEPTION 'bolts_place_order: invalid order (%, %, %, %, %)', p_side, p_type, p_quantity, p_limit_price, p_stop_price
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
	-- A buy while short covers first: one larger than the short is refused, so no player buys
	-- long by accident (a resting buy that outgrows a short meanwhile buys the rest long).
	IF p_side = 'buy' THEN
		SELECT s.quantity INTO v_short FROM short_positions s
			WHERE s.portfolio_id = p_portfolio_id AND s.company_id = p_company_id;
		IF coalesce(v_short, 0) > 0 AND p_quantity > v_short THEN
			RAISE EXCEPTION 'cover exceeds short' USING ERRCODE = 'BT004',
				DETAIL = json_build_object('have', v_short, 'need', p_quantity)::text;
		END IF;
	END IF;

	IF p_fill_price IS NOT NULL THEN
		SELECT f.trade_id, f.trade_created_at, f.total_amount_minor, f.realized_gain_minor, f.short_quantity
			INTO trade_id, trade_created_at, total_amount_minor, realized_gain_minor, short_quantity
			FROM bolts_apply_fill(p_portfolio_id, p_company_id, p_side, p_quantity, p_fill_price, 0, 0,
				v_cash, v_reserved, v_held, v_held_reserved, v_cost, v_had_holding, p_short_rules) f;
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
		-- A limit holds back its limit; a stop its reserve price (the caller's, core/stops.ts).
		reserved_minor := p_quantity * coalesce(p_reserve_price, p_limit_price);
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
			stop_price_minor, trail_amount_minor, trail_bp, reserved_minor, expires_at, reason)
		VALUES (p_portfolio_id, p_company_id, p_side, p_type, p_time_in_force, 'open', p_quantity, p_limit_price,
			CASE WHEN v_stop THEN p_stop_price END,
			CASE WHEN p_type = 'trailing_stop' THEN p_trail_amount END,
			CASE WHEN p_type = 'trailing_stop' THEN p_trail_bp END,
			bolts_place_order.reserved_minor, p_expires_at, p_reason)
		RETURNING id, created_at INTO order_id, order_created_at;
	outcome := 'rested';
END;
$$;
--> statement-breakpoint
-- The engine's fills of resting orders never open a short; a buy's fill covers one first.
DROP FUNCTION "bolts_fill_order"(uuid, bigint);--> statement-breakpoint
CREATE FUNCTION "bolts_fill_order"(
	"p_order_id" uuid,
	"p_fill_price" bigint,
	OUT "outcome" text,
	OUT "portfolio_id" uuid,
	OUT "company_symbol" text,
	OUT "company_name" text,
	OUT "trade_id" uuid,
	OUT "trade_created_at" timestamp with time zone,
	OUT "total_amount_minor" bigint,
	OUT "realized_gain_minor" bigint,
	OUT "short_quantity" bigint
) LANGUAGE plpgsql AS $$
DECLARE
	v_company uuid;
	v_cash bigint;
	v_reserved bigint;
	v_held bigint;
	v_held_reserved bigint;
	v_cost bigint;
	v_had_holding boolean;
	v_order orders%ROWTYPE;
	v_price bigint;
BEGIN
	-- Which portfolio and company never change on an order: read them to lock in the usual order.
	SELECT o.portfolio_id, o.company_id INTO portfolio_id, v_company FROM orders o WHERE o.id = p_order_id;
	IF NOT FOUND THEN
		outcome := 'not_open';
		RETURN;
	END IF;
	SELECT cash_minor, reserved_minor INTO v_cash, v_reserved FROM portfolios WHERE id = portfolio_id FOR UPDATE;
	SELECT quantity, reserved_quantity, total_cost_minor INTO v_held, v_held_reserved, v_cost
		FROM holdings h WHERE h.portfolio_id = bolts_fill_order.portfolio_id AND h.company_id = v_company FOR UPDATE;
	v_had_holding := FOUND;
	IF NOT v_had_holding THEN
		v_held := 0;
		v_held_reserved := 0;
		v_cost := 0;
	END IF;
	SELECT * INTO v_order FROM orders WHERE id = p_order_id FOR UPDATE;
	IF v_order.status <> 'open' THEN
		outcome := 'not_open';
		RETURN;
	END IF;
	IF v_order.type IN ('stop', 'trailing_stop') THEN
		SELECT current_price_minor INTO v_price FROM companies WHERE id = v_company;
		IF NOT ((v_order.side = 'sell' AND v_price <= v_order.stop_price_minor)
				OR (v_order.side = 'buy' AND v_price >= v_order.stop_price_minor)) THEN
			outcome := 'not_open';
			RETURN;
		END IF;
	END IF;
	IF coalesce(p_fill_price, 0) <= 0
		OR (v_order.type = 'stop_limit' AND v_order.triggered_at IS NULL)
		OR (v_order.side = 'buy' AND p_fill_price > v_order.limit_price_minor)
		OR (v_order.side = 'sell' AND p_fill_price < v_order.limit_price_minor) THEN
		RAISE EXCEPTION 'bolts_fill_order: % does not honour the limit of order %', p_fill_price, p_order_id
			USING ERRCODE = '22023';
	END IF;
	SELECT f.trade_id, f.trade_created_at, f.total_amount_minor, f.realized_gain_minor, f.short_quantity
		INTO trade_id, trade_created_at, total_amount_minor, realized_gain_minor, short_quantity
		FROM bolts_apply_fill(portfolio_id, v_company, v_order.side, v_order.quantity, p_fill_price,
			CASE WHEN v_order.side = 'buy' THEN v_order.reserved_minor ELSE 0 END,
			CASE WHEN v_order.side = 'sell' THEN v_order.quantity ELSE 0 END,
			v_cash, v_reserved, v_held, v_held_reserved, v_cost, v_had_holding, NULL) f;
	UPDATE orders
		SET status = 'filled', fill_price_minor = p_fill_price, transaction_id = bolts_fill_order.trade_id,
			reserved_minor = 0, closed_at = trade_created_at
		WHERE id = p_order_id;
	SELECT symbol, name INTO company_symbol, company_name FROM companies WHERE id = v_company;
	outcome := 'filled';
END;
$$;
--> statement-breakpoint
-- A short's daily borrow fee for every UTC day after the last paid up to p_day, on the liability at
-- the current price, at least one minor unit a day unless the rate is 0, at most the collateral. It
-- leaves the collateral (reserved cash and cash together) through the ledger; a day is charged once.
CREATE FUNCTION "bolts_charge_borrow_fee"(
	"p_portfolio_id" uuid,
	"p_company_id" uuid,
	"p_day" date,
	OUT "fee_minor" bigint
) LANGUAGE plpgsql AS $$
DECLARE
	v_short short_positions%ROWTYPE;
	v_price bigint;
	v_days integer;
	v_journal uuid := gen_random_uuid();
BEGIN
	fee_minor := 0;
	PERFORM 1 FROM portfolios WHERE id = p_portfolio_id FOR UPDATE;
	SELECT * INTO v_short FROM short_positions
		WHERE portfolio_id = p_portfolio_id AND company_id = p_company_id FOR UPDATE;
	IF NOT FOUND OR v_short.fee_paid_on >= p_day THEN
		RETURN;
	END IF;
	SELECT current_price_minor INTO v_price FROM companies WHERE id = p_company_id;
	v_days := p_day - v_short.fee_paid_on;
	IF v_short.borrow_fee_bp > 0 THEN
		fee_minor := least(v_short.collateral_minor,
			v_days * greatest(1, ceil(v_short.quantity::numeric * v_price * v_short.borrow_fee_bp / 10000)::bigint));
	END IF;
	IF fee_minor > 0 THEN
		INSERT INTO ledger_entries (journal_id, kind, portfolio_id, system_account, amount_minor, idempotency_key, memo)
			VALUES (v_journal, 'borrow_fee', p_portfolio_id, NULL, -fee_minor,
					'borrow_fee:' || p_company_id || ':' || p_day, v_days || ' day(s)'),
				(v_journal, 'borrow_fee', NULL, 'market', fee_minor, NULL, NULL);
		UPDATE portfolios SET cash_minor = cash_minor - fee_minor, reserved_minor = reserved_minor - fee_minor
			WHERE id = p_portfolio_id;
	END IF;
	UPDATE short_positions SET collateral_minor = collateral_minor - fee_minor, fee_paid_on = p_day, updated_at = now()
		WHERE portfolio_id = p_portfolio_id AND company_id = p_company_id;
END;
$$;
--> statement-breakpoint
-- Value subtracts what buying back every short would cost; the collateral is part of cash already.
CREATE OR REPLACE VIEW "portfolio_values" AS
	SELECT pf."id" AS "portfolio_id", pf."game_id", pf."user_id", pf."cash_minor", pf."reserved_minor",
		coalesce(h."value", 0)::bigint AS "holdings_value_minor",
		(pf."cash_minor" + coalesce(h."value", 0) - coalesce(s."liability", 0))::bigint AS "value_minor",
		coalesce(g."starting", 0)::bigint AS "starting_grant_minor",
		coalesce(g."bonuses", 0)::bigint AS "bonuses_minor",
		(pf."cash_minor" + coalesce(h."value", 0) - coalesce(s."liability", 0) - coalesce(g."starting", 0)
			- coalesce(g."bonuses", 0))::bigint AS "gain_minor",
		coalesce(s."collateral", 0)::bigint AS "short_collateral_minor",
		coalesce(s."liability", 0)::bigint AS "short_liability_minor"
	FROM "portfolios" pf
	LEFT JOIN LATERAL (
		SELECT sum(h."quantity" * c."current_price_minor") AS "value"
		FROM "holdings" h JOIN "companies" c ON c."id" = h."company_id"
		WHERE h."portfolio_id" = pf."id"
	) h ON true
	LEFT JOIN LATERAL (
		SELECT sum(s."quantity" * c."current_price_minor") AS "liability", sum(s."collateral_minor") AS "collateral"
		FROM "short_positions" s JOIN "companies" c ON c."id" = s."company_id"
		WHERE s."portfolio_id" = pf."id"
	) s ON true
	LEFT JOIN LATERAL (
		SELECT sum(l."amount_minor") FILTER (WHERE l."kind" = 'signup_grant') AS "starting",
			sum(l."amount_minor") FILTER (WHERE l."kind" IN ('referral_bonus', 'weekly_prize', 'adjustment', 'paycheck')) AS "bonuses"
		FROM "ledger_entries" l
		WHERE l."portfolio_id" = pf."id" AND l."kind" <> 'trade'
	) g ON true;
--> statement-breakpoint
-- The public game allows short selling with the default rules until the admins change them.
UPDATE "games" SET "rules" = "rules" || '{"shorts": {"enabled": true}}'::jsonb WHERE "slug" = 'public';
